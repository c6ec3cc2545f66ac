// Fights: settled quickly by the house rule, or played on the board and reported fact by
// fact; then casualties, advancement with carried fractions, loot and what follows.
#include <algorithm>
#include <cmath>

#include "campaign/journey.hpp"
#include "gen/advancement.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

// ---- Quick resolution ----

void Journey::quickFight() {
  const int party = partyStrength();
  const int enemy = meeting().strength;
  bool won = true;
  std::string roll = "no one to fight";
  if (enemy > 0) {
    const int chance = party + enemy > 0 ? 100 * party / (party + enemy) : 0;
    won = turn_.log.chance(turn_.rng, chance, "quick fight");
    roll = "d100 " + std::to_string(turn_.log.rolls().back().result) + " against " + std::to_string(chance) + "%";
  }
  say(turn_, "fight", "Quick fight: party strength " + std::to_string(party) + " against " + std::to_string(enemy) + ", " +
                   roll + ": " + (won ? "won" : "lost") + ".");
  const std::vector<size_t> present = presentMembers(turn_);
  const int pips = turn_.log.roll(turn_.rng, turn_.house.dice(won ? "quick-fight-winner" : "quick-fight-loser"), "men lost");
  const int percent = pips * turn_.house.percent(won ? "quick-fight-winner" : "quick-fight-loser");
  const size_t lost = static_cast<size_t>(percent) * present.size() / 100;
  std::vector<size_t> pool = present;
  std::vector<size_t> whom;
  while (whom.size() < lost && !pool.empty()) {
    const size_t pick = turn_.rng.below(static_cast<uint32_t>(pool.size()));
    whom.push_back(pool[pick]);
    pool.erase(pool.begin() + static_cast<long>(pick));
  }
  loseMen(whom);
  if (meeting().moslem) {
    const std::vector<std::string>& events = turn_.house.list("quick-fight-events", "events");
    for (size_t i : presentMembers(turn_)) advanceMember(turn_.state.members[i], {events.at(won ? 0 : 1)}, false);
  }
  fightOutcome(won, false);
}

void Journey::loseMen(const std::vector<size_t>& whom) {
  const tables::Table& table = turn_.rules.table("quick-fight-casualty");
  for (size_t i : whom) {
    Member& m = turn_.state.members[i];
    const tables::Row& fate = turn_.log.rollOn(turn_.rng, table, 0, "fate of " + m.character.name);
    applyFate(m, fromName<FactKind>(fate.id).value_or(FactKind::fled));
  }
}

void Journey::applyFate(Member& m, FactKind fate) {
  const std::string& name = m.character.name;
  if (fate == FactKind::dead || (fate == FactKind::wounded && m.status == MemberStatus::wounded)) {
    m.status = MemberStatus::dead;
    say(turn_, "fate", name + " is killed.");
  } else if (fate == FactKind::wounded) {
    m.status = MemberStatus::wounded;
    say(turn_, "fate", name + " is wounded.");
  } else if (fate == FactKind::captured) {
    m.status = MemberStatus::captured;
    say(turn_, "fate", name + " is captured.");
  } else {
    flight(m, fate == FactKind::panicked ? "panicking" : "routing");
  }
}

// Montgisard 4.5.1: a character who leaves the map in panic or rout rolls a d10.
void Journey::flight(Member& m, const std::string& column) {
  const tables::Table& table = turn_.rules.table("desertion");
  size_t index = 0;
  for (; index < table.columns.size() && table.columns[index] != column; ++index) {
  }
  const tables::Row& row = turn_.log.rollOn(turn_.rng, table, index < table.columns.size() ? index : 0,
                                       m.character.name + " " + column);
  const bool deserts = &row == &table.rows.front();
  if (deserts) m.status = MemberStatus::deserted;
  say(turn_, "fate", m.character.name + " flees the field (" + column + ", d10 " + std::to_string(turn_.log.rolls().back().result) +
                  "): " + (deserts ? "he deserts." : "he rejoins the party after the battle."));
}

// ---- Advancement ----

void Journey::advanceMember(Member& m, const std::vector<std::string>& events, bool deed) {
  gen::Character& c = m.character;
  if (!gen::findAdvanceClass(turn_.rules, c.type)) return;
  std::vector<std::string> known;
  for (const gen::AdvanceEvent& e : gen::listEvents(turn_.rules, c.type)) known.push_back(e.id);
  gen::AdvanceRequest request;
  request.className = c.type;
  request.attack = c.attack;
  request.defence = c.defence;
  request.carry = static_cast<int>(std::lround(m.carry * 100));
  request.defenceCarry = static_cast<int>(std::lround(m.defenceCarry * 100));
  for (const std::string& e : events) {
    if (std::find(known.begin(), known.end(), e) != known.end()) request.events.push_back(e);
  }
  if (request.events.empty() && !deed) return;
  request.order = c.militaryOrder && c.type == "knight";
  request.deed = deed;
  request.mounted = c.mounted;
  const gen::Advancement a = gen::advance(turn_.rules, turn_.rng, turn_.log, request);
  c.attack = a.attackAfter;
  c.defence = a.defenceAfter;
  m.carry = a.carryOut / 100.0;
  m.defenceCarry = a.defenceCarryOut / 100.0;
  say(turn_, "advance", c.name + ": " + util::join(request.events, ", ") + " → attack " + std::to_string(a.attackBefore) + "→" +
                     std::to_string(a.attackAfter) + ", defence " + std::to_string(a.defenceBefore) + "→" +
                     std::to_string(a.defenceAfter) + ", carried " + gen::pointsText(a.carryOut) + ".");
  const auto retype = [&](const std::string& to, const std::string& kind) {
    const gen::StrengthRow row = gen::strengthRow(turn_.rules, to);
    const std::string was = c.label;
    c.type = to;
    if (row.row) c.label = row.row->entry;
    c.mounted = c.mounted && gen::canRide(turn_.rules, to);  // a halberdier walks
    say(turn_, kind, c.name + " the " + was + (kind == "promote" ? " rises to " : " falls to ") + c.label + ".");
  };
  if (!a.demotedTo.empty()) {
    retype(a.demotedTo, "demote");
  } else if (a.promotion && a.promotion->to != "leader" && a.promotion->unmet.empty()) {
    bool sponsor = a.promotion->by != "sponsor";
    for (size_t i : presentMembers(turn_)) {
      const gen::Character& other = turn_.state.members[i].character;
      sponsor = sponsor || (&other != &c && (other.type == "knight" || other.type == "holy-order-knight"));
    }
    if (a.promotion->promoted || (a.promotion->by == "sponsor" && sponsor)) {
      retype(a.promotion->to, "promote");
    } else if (a.promotion->by == "sponsor") {
      say(turn_, "advance", c.name + " is fit to be made a " + a.promotion->to + " but no knight of the party can sponsor him.");
    }
  }
}

// ---- Reporting a fight played on the board ----

void Journey::startReport() {
  turn_.state.pending = Reporting{meeting(), Report{}};
  say(turn_, "fight", "Fought on the board. Report the outcome, one line at a time, then 'done'.");
}

std::vector<Option> Journey::reportOptions() const {
  return {{"won", "the party won"},
          {"lost", "the party lost"},
          {"dead NAME", "a member was killed"},
          {"wounded NAME", "a member was wounded"},
          {"captured NAME", "a member was captured"},
          {"fled NAME", "a member left the map in a rout (Desertion table)"},
          {"panicked NAME", "a member left the map in a panic (Desertion table)"},
          {"event NAME EVENT-ID", "an advancement event (outremer advance --list-events TYPE)"},
          {"deed NAME", "a member performed a deed of valour"},
          {"loot AMOUNT", "loot taken, e.g. loot 3SF 2SC"},
          {"done", "the report is complete"}};
}

namespace {

// A report line that contradicts an earlier one is refused, and the report kept as it was.

// The fate the report gives |name| so far, if any.
std::optional<FactKind> reportedFate(const Report& report, const std::string& name) {
  for (const Fact& f : report.facts) {
    if (f.who == name && isFate(f.what)) return f.what;
  }
  return std::nullopt;
}

void requireNoOutcome(const Report& report, Outcome word) {
  const std::string said(nameOf(word));
  if (report.outcome == word) throw ChoiceError("'" + said + "' is already noted");
  if (report.outcome != Outcome::none) {
    throw ChoiceError("the report already says '" + std::string(nameOf(report.outcome)) +
                      "': a fight is won or lost, not both");
  }
}

void requireNoFate(const Report& report, const std::string& name) {
  if (const std::optional<FactKind> fate = reportedFate(report, name)) {
    throw ChoiceError(name + " is already reported " + std::string(nameOf(*fate)) + " (one fate for each member; " +
                      "a wounded man wounded again is reported dead)");
  }
}

void requireAlive(const Report& report, const std::string& name) {
  if (reportedFate(report, name) == FactKind::dead) {
    throw ChoiceError(name + " is reported dead: the dead earn no advancement");
  }
}

}  // namespace

void Journey::playReport(const std::string& word, const std::string& rest) {
  Report& report = std::get<Reporting>(turn_.state.pending).report;
  const std::optional<FactKind> fact = fromName<FactKind>(word);
  if (const std::optional<Outcome> outcome = fromName<Outcome>(word); outcome && *outcome != Outcome::none) {
    requireNoOutcome(report, *outcome);
    report.outcome = *outcome;
  } else if (fact && *fact != FactKind::event) {
    const std::string& name = presentMember(turn_, rest).character.name;
    if (isFate(*fact)) requireNoFate(report, name);
    if (*fact == FactKind::deed) requireAlive(report, name);
    report.facts.push_back({*fact, name, ""});
  } else if (fact) {
    const size_t space = rest.rfind(' ');
    if (space == std::string::npos) throw ChoiceError("event needs a name and an event id: event NAME EVENT-ID");
    Member& m = presentMember(turn_, rest.substr(0, space));
    requireAlive(report, m.character.name);
    const std::string id = rest.substr(space + 1);
    std::vector<std::string> ids;
    for (const gen::AdvanceEvent& e : gen::listEvents(turn_.rules, m.character.type)) ids.push_back(e.id);
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
      throw ChoiceError(util::unknownName("event for a " + m.character.label, id, ids, "events"));
    }
    report.facts.push_back({FactKind::event, m.character.name, id});
  } else if (word == "loot") {
    try {
      report.loot = report.loot + tables::Money::parse(rest);
    } catch (const std::invalid_argument& error) {
      throw ChoiceError(std::string("loot: ") + error.what());
    }
  } else if (word == "done") {
    if (report.outcome == Outcome::none) throw ChoiceError("say 'won' or 'lost' before 'done'");
    applyReport(Report(report));
    return;
  } else {
    // The report's words: the outcomes and the facts by their names, then loot and done.
    std::vector<std::string> words;
    for (const auto& [said, name] : Names<Outcome>::table) {
      if (said != Outcome::none) words.emplace_back(name);
    }
    for (const auto& [kind, name] : Names<FactKind>::table) words.emplace_back(name);
    words.insert(words.end(), {"loot", "done"});
    throw ChoiceError(util::unknownName("report line", word, words, "lines"));
  }
  turn_.said.push_back("noted: " + word + (rest.empty() ? "" : " " + rest));
}

// Fates first, then each survivor's events through his class's advancement table, then
// what follows the outcome.
void Journey::applyReport(const Report& report) {
  for (const Fact& f : report.facts) {
    if (isFate(f.what)) applyFate(*findMember(turn_, f.who), f.what);
  }
  for (Member& m : turn_.state.members) {
    std::vector<std::string> events;
    bool deed = false;
    for (const Fact& f : report.facts) {
      if (f.who != m.character.name) continue;
      if (f.what == FactKind::event) events.push_back(f.event);
      deed = deed || f.what == FactKind::deed;
    }
    if (m.status != MemberStatus::dead && (!events.empty() || deed)) advanceMember(m, events, deed);
  }
  fightOutcome(report.outcome == Outcome::won, true);
}

// ---- What follows a fight ----

void Journey::fightOutcome(bool won, bool reported) {
  const Pending pending = turn_.state.pending;
  const Meeting& p = *meetingOf(pending);
  if (p.reason == Reason::arrest && !won) {
    turn_.state.pending = {};
    turn_.state.finished = Ending::imprisoned;
    say(turn_, "arrest", "The party is overpowered and taken to prison; the pilgrimage ends.");
    return;
  }
  if (p.reason == Reason::mutiny) {
    mutinyOutcome(won, p.owed.value_or(tables::Money{}));
  } else if (!won && p.attacks) {
    const tables::Money taken{turn_.state.purse.copper * turn_.house.percent("robbed") / 100};
    turn_.state.purse = {turn_.state.purse.copper - taken.copper};
    if (taken.copper > 0) say(turn_, "robbed", "The victors take " + taken.normalised() + " from the purse.", -taken.copper);
  } else if (won) {
    victory(pending, reported);
  }
  closeEncounter();
}

void Journey::mutinyOutcome(bool won, tables::Money owed) {
  if (won) {
    say(turn_, "fight", "The mutineers are driven off.");
    return;
  }
  const tables::Money taken{std::min(owed.copper, turn_.state.purse.copper)};
  turn_.state.purse = {turn_.state.purse.copper - taken.copper};
  say(turn_, "fight", "The mutineers take " + taken.normalised() + " and go.", -taken.copper);
}

// Renown, and the loot: as reported, or by the book's loot rules for a quick fight.
void Journey::victory(const Pending& pending, bool reported) {
  const int renown = turn_.house.value("renown-victory");
  turn_.state.renown += renown;
  const Meeting& p = *meetingOf(pending);
  const std::string lootKind = p.lootKind.value_or("");
  const auto* reporting = std::get_if<Reporting>(&pending);
  tables::Money loot = reporting ? reporting->report.loot : tables::Money{};
  if (!reported && p.reason == Reason::raid) loot = p.loot.value_or(tables::Money{});
  if (!reported && !lootKind.empty()) {
    const gen::Loot taken = gen::makeLoot(turn_.rules, turn_.rng, turn_.log, lootKind, std::nullopt);
    loot = taken.herd ? tables::Money{} : taken.ledger.value();
    if (taken.herd) driveHerd(*taken.herd);
  }
  turn_.state.purse = turn_.state.purse + loot;
  say(turn_, "loot", "Victory (renown +" + std::to_string(renown) + ")" + (loot.copper > 0 ? "; loot " + loot.normalised() + "." : "."),
      loot.copper);
  if (!lootKind.empty()) circulateDescription(lootKind);
}

// Drovers: "If rustled the herd needs two people per franc and it needs to be driven to
// the nearest town."
void Journey::driveHerd(const gen::Herd& herd) {
  const bool drive = static_cast<int>(presentMembers(turn_).size()) >= herd.rustlers;
  turn_.state.herd += drive ? herd.francs : 0;
  say(turn_, "rob", drive ? "The party drives off a herd worth " + std::to_string(herd.francs) + "SF to sell in the next town."
                   : "The herd needs " + std::to_string(herd.rustlers) + " to drive it; the party lets it go.");
}

// The book's consequences of robbing them: someone escapes and a description circulates.
void Journey::circulateDescription(const std::string& lootKind) {
  const int day = turn_.state.day;
  if (lootKind == "merchant") {
    turn_.state.wanted.push_back({WantedBy::merchant, WantedWhere::nextTownOrPatrol, turn_.house.chance("merchant-caravan", "recognised"), 0, day});
  }
  if (lootKind == "messenger" || lootKind == "great-lord") {
    turn_.state.wanted.push_back({WantedBy::messenger, WantedWhere::nextTown, turn_.house.chance("messenger", "recognised-in-town"), 0, day});
    turn_.state.wanted.push_back({WantedBy::messenger, WantedWhere::patrols, turn_.house.chance("messenger", "recognised-by-patrols"), 0, day});
  }
  if (lootKind == "great-lord") {
    turn_.state.wanted.push_back({WantedBy::greatLord, WantedWhere::everyHex, turn_.house.chance("great-lord", "spotted"),
                             turn_.house.chance("great-lord", "waiting-force"), day});
  }
  if (lootKind == "merchant" || lootKind == "messenger" || lootKind == "great-lord") {
    say(turn_, "wanted", "Some of them escape: the party's description will circulate.");
  }
}

}  // namespace outremer::campaign
