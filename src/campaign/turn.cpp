// What every phase of the journey works with: where the party is, who is with it, what
// it costs, and the lines it says.
#include "campaign/turn.hpp"

#include <algorithm>

#include "campaign/day_words.hpp"
#include "util/short_text_hash.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

Turn::Turn(const gen::Rules& rulesIn, const Route& routeIn, State& stateIn, EncounterWriter writerIn,
           Telling tellingIn)
    : rules(rulesIn),
      route(routeIn),
      house(rulesIn),
      state(stateIn),
      writer(std::move(writerIn)),
      rng(stateIn.rng),
      telling(tellingIn) {
  rules.table("campaign-rules");
  rules.table("campaign-wayfarers");
  rules.table("combat-rules");  // the quick fight's
}

const Hex& here(const Turn& turn) {
  return turn.route.at(turn.state.hex, turn.state.detour, turn.state.detourStep);
}

bool over(const Turn& turn) { return turn.state.finished != Ending::none; }

std::vector<size_t> presentMembers(const Turn& turn) {
  std::vector<size_t> present;
  present.reserve(turn.state.members.size());  // made once, not regrown member by member
  for (size_t i = 0; i < turn.state.members.size(); ++i) {
    if (turn.state.members[i].present()) present.push_back(i);
  }
  return present;
}

int presentCount(const Turn& turn) {
  return static_cast<int>(std::count_if(turn.state.members.begin(), turn.state.members.end(),
                                        [](const Member& m) { return m.present(); }));
}

// The sums below are asked for several times a day: they read the members where they
// stand rather than list the present ones first.

int partyStrength(const Turn& turn) {
  int strength = 0;
  for (const Member& m : turn.state.members) {
    if (m.present()) strength += m.status == MemberStatus::wounded ? m.character.attack / 2 : m.character.attack;
  }
  return strength;
}

namespace {

// Inline, always: it is asked for each present member several times a day.
[[gnu::always_inline]] inline bool ofKind(const gen::CostRequest& k, const gen::Character& c,
                                          bool mercenary) {
  return k.mounted == c.mounted && k.militaryOrder == c.militaryOrder && k.mercenary == mercenary &&
         util::SameText{}(k.type, c.type);
}

const Turn::Costing& costing(const Turn& turn, const gen::Character& c, bool mercenary) {
  // A party has few kinds of member: a look along the list beats hashing a key.
  for (const auto& known : turn.costs) {
    if (ofKind(known->kind, c, mercenary)) return *known;
  }
  const gen::CostRequest kind{c.type, c.mounted, c.militaryOrder, mercenary};
  gen::RollLog scratch(gen::RollLog::Keeps::lastRoll);
  const auto cost = gen::dailyCost(turn.rules, scratch, kind);
  return *turn.costs.emplace_back(std::make_unique<const Turn::Costing>(Turn::Costing{kind, cost.value_or(gen::DailyCost{})}));
}

// costOf for the |i|th member, whose kind is mostly the one he had when last asked.
const gen::DailyCost& memberCost(const Turn& turn, size_t i, bool mercenary) {
  if (turn.memberCosts.size() <= i) turn.memberCosts.resize(turn.state.members.size());
  const Turn::Costing*& known = turn.memberCosts[i][mercenary ? 1 : 0];
  const gen::Character& c = turn.state.members[i].character;
  if (known == nullptr || !ofKind(known->kind, c, mercenary)) known = &costing(turn, c, mercenary);
  return known->cost;
}

}  // namespace

const gen::DailyCost& costOf(const Turn& turn, const gen::Character& c, bool mercenary) {
  return costing(turn, c, mercenary).cost;
}

gen::DailyCost dailyCost(const Turn& turn) {
  gen::DailyCost total;
  for (size_t i = 0; i < turn.state.members.size(); ++i) {
    const Member& m = turn.state.members[i];
    if (!m.present()) continue;
    const gen::DailyCost& cost = memberCost(turn, i, m.character.mercenary);
    total.upkeep = total.upkeep + cost.upkeep;
    total.pay = total.pay + cost.pay;
  }
  return total;
}

namespace {

// The |i|th member draws pay (by the kind he was last costed as, as dailyCost reads him).
bool soldier(const Turn& turn, size_t i) {
  const Member& m = turn.state.members[i];
  return m.present() && memberCost(turn, i, m.character.mercenary).pay.copper > 0;
}

}  // namespace

std::vector<size_t> soldiers(const Turn& turn) {
  std::vector<size_t> found;
  found.reserve(turn.state.members.size());  // made once, not regrown member by member
  for (size_t i = 0; i < turn.state.members.size(); ++i) {
    if (soldier(turn, i)) found.push_back(i);
  }
  return found;
}

bool hasSoldiers(const Turn& turn) {
  for (size_t i = 0; i < turn.state.members.size(); ++i) {
    if (soldier(turn, i)) return true;
  }
  return false;
}

namespace {

// Whether a member earns when the party hires out: present, and not of a fighting order.
bool hiredOut(const Member& m) { return m.present() && !m.character.militaryOrder; }

}  // namespace

tables::Money mercenaryPay(const Turn& turn) {
  tables::Money earned;
  for (size_t i = 0; i < turn.state.members.size(); ++i) {
    if (hiredOut(turn.state.members[i])) earned = earned + memberCost(turn, i, true).pay;
  }
  return earned;
}

bool earnsHiredOut(const Turn& turn) {
  for (size_t i = 0; i < turn.state.members.size(); ++i) {
    if (hiredOut(turn.state.members[i]) && memberCost(turn, i, true).pay.copper > 0) return true;
  }
  return false;
}

gen::EncounterOptions encounterOptionsHere(const Turn& turn, const std::string& time) {
  gen::EncounterOptions options;
  options.where = here(turn).place;
  options.time = time;
  options.partySize = presentCount(turn);
  options.terrain = here(turn).terrain;  // the tactical map fits the hex
  options.situationOnly = !turn.writer.keepBriefs;  // the fight reads the situation, a brief the rest
  return options;
}

void say(Turn& turn, EntryKind kind, Event event, int64_t money) {
  if (turn.telling == Telling::told) turn.said.push_back(event);
  // Made in its place in the log, not built aside and moved in: its event holds two lists.
  // (Member by member: clang 14 cannot make an aggregate from emplace_back's arguments.)
  LogEntry& entry = turn.state.log.emplace_back();
  entry.day = turn.state.day;
  entry.hex = here(turn).id;
  entry.kind = kind;
  entry.event = std::move(event);
  entry.money = money;
}

void tell(Turn& turn, Event event) {
  if (turn.telling == Telling::told) turn.said.push_back(std::move(event));
}

void payWages(Turn& turn, Said how) {
  const tables::Money owed = turn.state.wagesOwed;
  turn.state.purse = {turn.state.purse.copper - owed.copper};
  turn.state.wagesOwed = {};
  turn.state.lastPaid = turn.state.day;
  say(turn, EntryKind::wages, {.said = how, .numbers = {owed.copper}}, -owed.copper);
}

// Names are matched as people type them: "crepin" finds Crépin.
Member* findMember(Turn& turn, const std::string& name) {
  const std::string wanted = util::foldName(name);
  for (Member& m : turn.state.members) {
    if (util::foldName(m.character.name) == wanted) return &m;
  }
  return nullptr;
}

Member& presentMember(Turn& turn, const std::string& name) {
  Member* m = findMember(turn, name);
  if (m == nullptr || !m->present()) {
    std::vector<std::string> names;
    for (size_t i : presentMembers(turn)) names.push_back(turn.state.members[i].character.name);
    throw ChoiceError({.why = Refusal::unknownMember, .given = name, .names = std::move(names)});
  }
  return *m;
}

const Option& requireOffered(const std::vector<Option>& menu, const std::string& word) {
  const auto found =
      std::find_if(menu.begin(), menu.end(), [&](const Option& o) { return answerWord(o.word) == word; });
  if (found != menu.end()) return *found;
  std::vector<std::string> words;
  for (const Option& o : menu) words.emplace_back(answerWord(o.word));
  throw ChoiceError({.why = Refusal::unknownChoice, .given = word, .names = std::move(words)});
}

}  // namespace outremer::campaign
