// An encounter waiting for the party's choice: what the people met do, and what the party
// can answer (fight, settle it quickly, flee, pay, hunt, take in a runaway).
#include "campaign/encounter.hpp"

#include <algorithm>

#include "campaign/day.hpp"
#include "campaign/day_end.hpp"
#include "campaign/fight.hpp"
#include "campaign/report.hpp"
#include "gen/party.hpp"

namespace outremer::campaign::encounter {

namespace {

bool listed(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// What was met ("Brigands: Pursuit by d20 on foot", "Animals: Boar: 3", "Fighting men: Town
// Militia, Recruiting"), and the effects row only where it says what they do.
gen::GroupLabel encounterLabel(const gen::Encounter& e) {
  static const char* const withResult[] = {"moslem-raiders", "brigands", "fighting-men", "animals"};
  if (std::find(std::begin(withResult), std::end(withResult), e.type) == std::end(withResult) ||
      e.result.empty()) {
    return {gen::GroupLabelKind::encounter, e.typeLabel};
  }
  return {gen::GroupLabelKind::encounter, e.typeLabel, e.result, e.intention};
}

}  // namespace

namespace {

void waitFor(Turn& turn, Meeting m);

}  // namespace

void meet(Turn& turn, gen::Encounter e, Reason reason) {
  const std::vector<std::string>& attackRoles = turn.house.list("attacked-by", "roles");
  size_t enemies = 0;  // the opposing groups' members, counted here and copied once (their bands)
  bool attacks = (e.ambush && !e.partyAmbushes) || e.hostile;
  for (const gen::EncounterGroup& g : e.groups) {
    if (!g.opposing) continue;
    enemies += g.members.size();
    if (g.count > 0 && listed(attackRoles, g.role) && !e.partyAmbushes) attacks = true;
  }
  attacks = attacks && enemies > 0;  // a band that came out at no one
  Meeting m;
  if (turn.writer.title) m.title = turn.writer.title(e);
  m.label = encounterLabel(e);
  // A toll refused is a fight: they stand in the road.
  if (e.tollTotal && enemies > 0) {
    m.toll = *e.tollTotal;
    attacks = true;
  }
  if (e.type == "peasants" && e.hostile) {
    m.buyOff = turn.house.money("buy-off-peasants") * static_cast<int64_t>(enemies);
  }
  if (!attacks) m.lootKind = turn.house.wayfarerLoot(e.type);
  if (e.quarry) {
    m.animal = Quarry{e.quarry->count, e.quarry->each, e.quarry->kill, e.quarry->killed, e.quarry->wounded};
  }
  for (const gen::EncounterChance& c : e.chances) {
    if (e.type == "runaway" && c.happened) m.asksToJoin = *c.happened;
  }
  // Patrols of fighting men look out for a party whose description circulates.
  std::string recognisedBy;
  if (e.type == "fighting-men" && !turn.state.wanted.empty()) {
    const bool royal = listed(turn.house.list("royal-patrols", "roles"), e.result);
    for (size_t i = 0; i < turn.state.wanted.size() && recognisedBy.empty(); ++i) {
      const Wanted& w = turn.state.wanted[i];
      const bool looks =
          w.where == WantedWhere::nextTownOrPatrol || (w.where == WantedWhere::patrols && royal);
      if (looks && turn.log.chance(turn.rng, w.chance, {gen::RollFor::recognisedByPatrol})) {
        recognisedBy = nameOf(w.by);
      }
      if (w.where == WantedWhere::nextTownOrPatrol) {
        turn.state.wanted.erase(turn.state.wanted.begin() + static_cast<long>(i--));
      }
    }
  }
  if (!recognisedBy.empty()) {
    say(turn, EntryKind::recognised, {.said = Said::recognisedByThem, .name = e.result, .detail = recognisedBy});
  }
  m.reason = recognisedBy.empty() ? reason : Reason::arrest;
  m.attacks = attacks || m.reason == Reason::arrest;  // those who come to arrest the party attack it
  m.ground = gen::groundOf(e);
  if (!turn.writer.keepBriefs) {  // the opponents are moved into the meeting, not copied
    m.opponents = gen::opposingBands(std::move(e));
    return waitFor(turn, std::move(m));
  }
  m.opponents = gen::opposingBands(e);
  waitFor(turn, std::move(m));
  // The whole encounter as a brief, for the player who sets it up on the board.
  turn.state.waitingBrief = std::move(e);
}

void meetBand(Turn& turn, Meeting m, std::vector<gen::Character> enemies) {
  if (m.opponents.empty() && !enemies.empty()) m.opponents.push_back({m.label, std::move(enemies)});
  waitFor(turn, std::move(m));
}

namespace {

// Waits for the party's choice on |m|, its opponents' members counted into it.
void waitFor(Turn& turn, Meeting m) {
  turn.state.waitingBrief = std::monostate{};
  // Who they are is in the brief; the choice needs only how many and how strong.
  m.count = 0;
  for (const gen::FightBand& band : m.opponents) {
    m.count += static_cast<int>(band.members.size());
    for (const gen::Character& c : band.members) {
      m.strength += c.attack;
      m.mounted = m.mounted || c.mounted;
      m.moslem = m.moslem || c.side == "moslem";
    }
  }
  Event met = metEvent(m.label);
  if (m.count > 0) met.numbers = {m.count, m.strength, m.attacks ? 1 : 0};
  turn.state.pending = std::move(m);
  say(turn, EntryKind::encounter, std::move(met));
}

}  // namespace

namespace {

// A mercenary duty left undone earns no pay.
void forfeitWage(Turn& turn) {
  Meeting& p = meeting(turn);
  if (!p.wage) return;
  say(turn, EntryKind::mercenary, {.said = Said::dutyNotDone, .numbers = {p.wage->copper}});
  p.wage.reset();
}

void flee(Turn& turn) {
  Meeting& p = meeting(turn);
  bool onFoot = false;
  for (size_t i : presentMembers(turn)) onFoot = onFoot || !turn.state.members[i].character.mounted;
  if (p.attacks && p.mounted && onFoot) {
    p.caught = true;
    say(turn, EntryKind::flee, {.said = Said::riddenDown});
    return;
  }
  say(turn, EntryKind::flee, {.said = Said::getsAway});
  forfeitWage(turn);
  close(turn);
}

// Logged under the choice made: the chronicle tells a party that let a band be, or sent a
// runaway away, from one that fled.
void passBy(Turn& turn, EntryKind kind) {
  say(turn, kind, {.said = kind == EntryKind::refuse ? Said::sendsRunawayAway : Said::goesOn});
  if (meeting(turn).hiredToFallOn()) forfeitWage(turn);
  close(turn);
}

void payOff(Turn& turn) {
  const Meeting& p = meeting(turn);
  const tables::Money cost = std::max(p.toll.value_or(tables::Money{}), p.buyOff.value_or(tables::Money{}));
  if (turn.state.purse < cost) {
    throw ChoiceError({.why = Refusal::purseShort, .purse = turn.state.purse, .cost = cost});
  }
  turn.state.purse = {turn.state.purse.copper - cost.copper};
  say(turn, EntryKind::pay, {.said = Said::pays, .numbers = {cost.copper}}, -cost.copper);
  close(turn);
}

void hunt(Turn& turn) {
  const Quarry animal = meeting(turn).animal.value_or(Quarry{});
  const int count = animal.count;
  int kills = 0;
  Event hunted{.said = Said::hunted};
  std::vector<int64_t> fates;  // each hurt one's MemberStatus
  for (size_t i : presentMembers(turn)) {
    Member& m = turn.state.members[i];
    if (m.status != MemberStatus::healthy) continue;
    if (kills < count && turn.log.chance(turn.rng, animal.kill, {gen::RollFor::makesKill, {m.character.name}})) ++kills;
    if (turn.log.chance(turn.rng, animal.killed, {gen::RollFor::killedInHunt, {m.character.name}})) {
      m.status = MemberStatus::dead;
      hunted.names.push_back(m.character.name);
      fates.push_back(static_cast<int64_t>(MemberStatus::dead));
    } else if (turn.log.chance(turn.rng, animal.wounded, {gen::RollFor::woundedInHunt, {m.character.name}})) {
      m.status = MemberStatus::wounded;
      hunted.names.push_back(m.character.name);
      fates.push_back(static_cast<int64_t>(MemberStatus::wounded));
    }
  }
  const tables::Money value = animal.value * kills;
  turn.state.purse = turn.state.purse + value;
  hunted.numbers = {kills, count, value.copper};
  hunted.numbers.insert(hunted.numbers.end(), fates.begin(), fates.end());
  say(turn, EntryKind::hunt, std::move(hunted), value.copper);
  close(turn);
}

void acceptRunaway(Turn& turn) {
  gen::CharacterMaker maker(turn.rules, turn.rng, turn.log);
  gen::Character c = maker.make({"peasant", false, false, false, ""});
  c.name = gen::untakenName(c.name, "the Runaway",
                       [&turn](const std::string& name) { return findMember(turn, name) != nullptr; });
  Member m;
  m.character = c;
  m.joinedDay = turn.state.day;
  turn.state.members.push_back(m);
  say(turn, EntryKind::join, {.said = Said::runawayJoins, .name = c.name});
  close(turn);
}

}  // namespace

std::vector<Option> options(const Turn& turn) {
  const Meeting& p = meeting(turn);
  const bool none = p.count == 0;
  std::vector<Option> options;
  if (p.animal) return {{.word = "hunt", .kind = OptionKind::hunt}, {.word = "pass", .kind = OptionKind::letBe}};
  if (p.asksToJoin.value_or(false)) {
    return {{.word = "accept", .kind = OptionKind::takeIn}, {.word = "refuse", .kind = OptionKind::sendAway}};
  }
  const bool robbery = !p.lootKind.value_or("").empty() && !p.attacks;
  options.reserve(6);  // the most a band offers: the menu is asked for twice an answer
  if (!none || robbery || p.reason == Reason::raid) {
    options.push_back({.word = "fight", .kind = robbery ? OptionKind::robOnBoard : OptionKind::fightOnBoard});
    options.push_back({.word = "auto", .kind = robbery ? OptionKind::robQuickly : OptionKind::settleQuickly});
  }
  if (p.toll.value_or(tables::Money{}).copper > 0) {
    options.push_back({.word = "pay", .kind = OptionKind::payToll, .money = *p.toll});
  }
  if (p.buyOff.value_or(tables::Money{}).copper > 0) {
    options.push_back({.word = "pay", .kind = OptionKind::buyOff, .money = *p.buyOff});
  }
  if (p.reason == Reason::arrest) options.push_back({.word = "yield", .kind = OptionKind::giveUp});
  if (p.reason != Reason::mutiny && !p.caught) {
    options.push_back(p.attacks ? Option{.word = "flee", .kind = OptionKind::flee}
                                : Option{.word = "pass", .kind = OptionKind::goOn});
  }
  return options;
}

void play(Turn& turn, const std::string& word) {
  const std::vector<Option> menu = options(turn);
  switch (requireOffered(menu, word).kind) {
    case OptionKind::fightOnBoard:
    case OptionKind::robOnBoard:
      return report::start(turn);
    case OptionKind::settleQuickly:
    case OptionKind::robQuickly:
      return fight::quick(turn);
    case OptionKind::flee:
      return flee(turn);
    case OptionKind::letBe:
    case OptionKind::goOn:
      return passBy(turn, EntryKind::pass);
    case OptionKind::sendAway:
      return passBy(turn, EntryKind::refuse);
    case OptionKind::payToll:
    case OptionKind::buyOff:
      return payOff(turn);
    case OptionKind::hunt:
      return hunt(turn);
    case OptionKind::takeIn:
      return acceptRunaway(turn);
    case OptionKind::giveUp:
      turn.state.pending = {};
      turn.state.finished = Ending::imprisoned;
      return say(turn, EntryKind::arrest, {.said = Said::givesUp});
    default:
      return;  // an encounter's menu offers no other kind
  }
}

void close(Turn& turn) {
  const Then then = meeting(turn).then;
  if (const std::optional<tables::Money> wage = meeting(turn).wage; wage && presentCount(turn) > 0) {
    turn.state.purse = turn.state.purse + *wage;
    say(turn, EntryKind::mercenary, {.said = Said::dutyDone, .numbers = {wage->copper}}, wage->copper);
  }
  turn.state.pending = {};
  day_end::checkEnd(turn);
  if (over(turn)) return;
  if (then == Then::endDay) day_end::play(turn);
  if (then == Then::finish) day::finishPilgrimage(turn);
}

}  // namespace outremer::campaign::encounter

namespace outremer::campaign {

Event metEvent(const gen::GroupLabel& label) {
  Event met{.said = Said::met, .name = label.text, .detail = std::string(nameOf(label.kind))};
  if (!met.detail.empty() && !label.role.empty()) met.names = {label.role, label.intention};
  return met;
}

gen::GroupLabel metLabel(const Event& met) {
  const std::optional<gen::GroupLabelKind> kind = fromName<gen::GroupLabelKind>(met.detail);
  if (met.detail.empty() || !kind) return {gen::GroupLabelKind::asWritten, met.name};
  gen::GroupLabel label{*kind, met.name};
  if (met.names.size() == 2) {
    label.role = met.names[0];
    label.intention = met.names[1];
  }
  return label;
}

}  // namespace outremer::campaign
