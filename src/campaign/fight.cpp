// Fights: settled quickly by the house rule, or played on the board and reported; then
// casualties, advancement with carried fractions, loot and what follows.
#include "campaign/fight.hpp"

#include <algorithm>
#include <cmath>

#include "campaign/encounter.hpp"
#include "gen/advancement.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "util/text.hpp"

namespace outremer::campaign::fight {

namespace {

// Montgisard 4.5.1: a character who leaves the map in panic or rout rolls a d10.
void flight(Turn& turn, Member& m, const std::string& column) {
  const tables::Table& table = turn.rules.table("desertion");
  size_t index = 0;
  for (; index < table.columns.size() && table.columns[index] != column; ++index) {
  }
  const tables::Row& row = turn.log.rollOn(turn.rng, table, index < table.columns.size() ? index : 0,
                                           {gen::RollFor::desertion, {m.character.name, column}});
  const bool deserts = &row == &table.rows.front();
  if (deserts) m.status = MemberStatus::deserted;
  say(turn, EntryKind::fate,
      {.said = Said::fleesField, .name = m.character.name, .detail = column,
       .numbers = {turn.log.lastResult(), deserts ? 1 : 0}});
}

void mutinyOutcome(Turn& turn, bool won, tables::Money owed) {
  if (won) {
    // The mutineers left the party when they turned on it; beaten, they are driven off.
    for (const gen::FightBand& band : encounter::meeting(turn).opponents) {
      for (const gen::Character& c : band.members) {
        Member* m = findMember(turn, c.name);
        if (m != nullptr && m->status == MemberStatus::left) m->status = MemberStatus::drivenOff;
      }
    }
    say(turn, EntryKind::fight, {.said = Said::mutineersDrivenOff});
    return;
  }
  const tables::Money taken{std::min(owed.copper, turn.state.purse.copper)};
  turn.state.purse = {turn.state.purse.copper - taken.copper};
  say(turn, EntryKind::fight, {.said = Said::mutineersTake, .numbers = {taken.copper}}, -taken.copper);
}

// Drovers: "If rustled the herd needs two people per franc and it needs to be driven to
// the nearest town."
void driveHerd(Turn& turn, const gen::Herd& herd) {
  const bool drive = presentCount(turn) >= herd.rustlers;
  turn.state.herd += drive ? herd.francs : 0;
  say(turn, EntryKind::rob,
      drive ? Event{.said = Said::drivesHerd, .numbers = {herd.francs}}
            : Event{.said = Said::letsHerdGo, .numbers = {herd.rustlers}});
}

// The book's consequences of robbing them: someone escapes and a description circulates.
void circulateDescription(Turn& turn, const std::string& lootKind) {
  const int day = turn.state.day;
  if (lootKind == "merchant") {
    turn.state.wanted.push_back({WantedBy::merchant, WantedWhere::nextTownOrPatrol,
                                 turn.house.chance("merchant-caravan", "recognised"), 0, day});
  }
  if (lootKind == "messenger" || lootKind == "great-lord") {
    turn.state.wanted.push_back({WantedBy::messenger, WantedWhere::nextTown,
                                 turn.house.chance("messenger", "recognised-in-town"), 0, day});
    turn.state.wanted.push_back({WantedBy::messenger, WantedWhere::patrols,
                                 turn.house.chance("messenger", "recognised-by-patrols"), 0, day});
  }
  if (lootKind == "great-lord") {
    turn.state.wanted.push_back({WantedBy::greatLord, WantedWhere::everyHex,
                                 turn.house.chance("great-lord", "spotted"),
                                 turn.house.chance("great-lord", "waiting-force"), day});
  }
  if (lootKind == "merchant" || lootKind == "messenger" || lootKind == "great-lord") {
    say(turn, EntryKind::wanted, {.said = Said::someEscape});
  }
}

// Renown, and the loot: as reported, or by the book's loot rules for a quick fight.
void victory(Turn& turn, const Pending& pending, bool reported) {
  const int renown = turn.house.value("renown-victory");
  turn.state.renown += renown;
  const Meeting& p = *meetingOf(pending);
  const std::string lootKind = p.lootKind.value_or("");
  const auto* reporting = std::get_if<Reporting>(&pending);
  tables::Money loot = reporting ? reporting->report.loot : tables::Money{};
  if (!reported && p.reason == Reason::raid) loot = p.loot.value_or(tables::Money{});
  if (!reported && !lootKind.empty()) {
    const gen::Loot taken = gen::makeLoot(turn.rules, turn.rng, turn.log, lootKind, std::nullopt);
    loot = taken.herd ? tables::Money{} : taken.ledger.value();
    if (taken.herd) driveHerd(turn, *taken.herd);
  }
  turn.state.purse = turn.state.purse + loot;
  say(turn, EntryKind::loot, {.said = Said::victory, .numbers = {renown, loot.copper}}, loot.copper);
  if (!lootKind.empty()) circulateDescription(turn, lootKind);
}


// The party's side: the members present, the wounded still wounded (1.75: another injury
// kills them).
gen::FightSetup setUp(const Turn& turn, const std::vector<size_t>& present) {
  const Meeting& p = encounter::meeting(turn);
  std::vector<gen::Character> party;
  party.reserve(present.size());
  for (size_t i : present) party.push_back(turn.state.members[i].character);
  std::vector<gen::FightBand> opponents = p.opponents.empty() ? reconstructedBands(p) : p.opponents;
  gen::FightSetup setup =
      gen::setUpFight(turn.rules, std::move(party), {gen::GroupLabelKind::party}, std::move(opponents), p.ground);
  for (size_t k = 0; k < present.size(); ++k) {
    if (turn.state.members[present[k]].status == MemberStatus::wounded) {
      setup.sides[0].fighters[k].health = gen::Health::wounded;
    }
  }
  return setup;
}

// Killed, wounded and fled, in that order, added to |numbers|.
void addLosses(std::vector<int64_t>& numbers, const gen::Casualties& c) {
  for (const auto* who : {&c.killed, &c.wounded, &c.fled}) numbers.push_back(static_cast<int64_t>(who->size()));
}

void sayFight(Turn& turn, const gen::Fight& fight) {
  if (!fight.fought) {
    const int empty = fight.setup.sides[0].fighters.empty() ? 0 : 1;
    say(turn, EntryKind::fight, {.said = Said::quickFightNoFight, .numbers = {empty}});
    return;
  }
  const gen::FightSetup& s = fight.setup;
  Event fought{.said = Said::quickFight, .name = s.terrainLabel};
  fought.numbers = {static_cast<int64_t>(s.sides[0].fighters.size()), static_cast<int64_t>(s.sides[1].fighters.size()),
                    static_cast<int64_t>(fight.rounds.size()), fight.winner};
  addLosses(fought.numbers, fight.casualties[0]);
  addLosses(fought.numbers, fight.casualties[1]);
  fought.numbers.insert(fought.numbers.end(), {static_cast<int64_t>(fight.end), s.sides[0].lossesToLose,
                                               s.sides[1].lossesToLose, s.sides[0].lossesToDraw, s.sides[1].lossesToDraw});
  say(turn, EntryKind::fight, std::move(fought));
}

// What the fight did to each member: killed, newly wounded, or routed off the field
// (Montgisard 4.5.1, the Desertion table).
void applyCasualties(Turn& turn, const std::vector<size_t>& present, const gen::Fight& fight) {
  const gen::Casualties& c = fight.casualties[0];
  const auto listed = [](const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  for (size_t i : present) {
    Member& m = turn.state.members[i];
    const std::string& name = m.character.name;
    if (listed(c.killed, name)) {
      m.status = MemberStatus::dead;
      say(turn, EntryKind::fate, {.said = Said::killed, .name = name});
      continue;
    }
    if (listed(c.wounded, name) && m.status != MemberStatus::wounded) applyFate(turn, m, FactKind::wounded);
    if (listed(c.fled, name)) flight(turn, m, "routing");
  }
}

}  // namespace

std::vector<gen::FightBand> reconstructedBands(const Meeting& meeting) {
  gen::FightBand band{meeting.label, {}};
  for (int k = 0; k < meeting.count; ++k) {
    gen::Character c;
    // No table names them, and no one reads their names: the fight's report counts them.
    c.type = "opponent";
    c.name = c.type + " " + std::to_string(k + 1);
    c.side = meeting.moslem ? "moslem" : "christian";
    c.mounted = meeting.mounted;
    c.attack = meeting.strength / meeting.count + (k < meeting.strength % meeting.count ? 1 : 0);
    c.defence = c.attack;
    c.footAttack = c.attack;
    c.footDefence = c.defence;
    c.morale = 6;  // a middling morale value (1.82: billmen, turcopoles, Bedouin)
    band.members.push_back(std::move(c));
  }
  return {band};
}

void quick(Turn& turn) {
  const std::vector<size_t> present = presentMembers(turn);
  const gen::Fight fight = gen::resolveFight(turn.rules, turn.rng, turn.log, setUp(turn, present));
  sayFight(turn, fight);
  applyCasualties(turn, present, fight);
  const bool won = fight.winner == 0 || !fight.fought;
  if (fight.fought && fight.winner < 0) {
    encounter::close(turn);  // no decision: they part, no one robbed, no one taken
    return;
  }
  if (encounter::meeting(turn).moslem) {
    const std::vector<std::string>& events = turn.house.list("quick-fight-events", "events");
    const std::vector<std::string> event{events.at(won ? 0 : 1)};  // every member's, listed once
    for (size_t i : presentMembers(turn)) advanceMember(turn, turn.state.members[i], event, false);
  }
  settle(turn, won, false);
}

void applyFate(Turn& turn, Member& m, FactKind fate) {
  const std::string& name = m.character.name;
  if (fate == FactKind::dead || (fate == FactKind::wounded && m.status == MemberStatus::wounded)) {
    m.status = MemberStatus::dead;
    say(turn, EntryKind::fate, {.said = Said::killed, .name = name});
  } else if (fate == FactKind::wounded) {
    m.status = MemberStatus::wounded;
    say(turn, EntryKind::fate, {.said = Said::wounded, .name = name});
  } else if (fate == FactKind::captured) {
    m.status = MemberStatus::captured;
    say(turn, EntryKind::fate, {.said = Said::captured, .name = name});
  } else {
    flight(turn, m, fate == FactKind::panicked ? "panicking" : "routing");
  }
}

void advanceMember(Turn& turn, Member& m, const std::vector<std::string>& events, bool deed) {
  gen::Character& c = m.character;
  const gen::AdvanceClass* cls = gen::findAdvanceClass(turn.rules, c.type);
  if (!cls) return;
  gen::AdvanceRequest request;
  request.className = c.type;
  request.attack = c.attack;
  request.defence = c.defence;
  request.carry = static_cast<int>(std::lround(m.carry * 100));
  request.defenceCarry = static_cast<int>(std::lround(m.defenceCarry * 100));
  for (const std::string& e : events) {
    if (gen::hasEvent(turn.rules, *cls, e)) request.events.push_back(e);
  }
  if (request.events.empty() && !deed) return;
  request.order = c.militaryOrder && c.type == "knight";
  request.deed = deed;
  request.mounted = c.mounted;
  request.numbersOnly = true;  // the chronicle tells the strengths and ranks; a brief, the rest
  const gen::Advancement a = gen::advance(turn.rules, turn.rng, turn.log, request, *cls);
  c.attack = a.attackAfter;
  c.defence = a.defenceAfter;
  if (!c.mounted) {  // on foot his strengths are his foot strengths, which a fight reads
    c.footAttack = c.attack;
    c.footDefence = c.defence;
  }
  m.carry = a.carryOut / 100.0;
  m.defenceCarry = a.defenceCarryOut / 100.0;
  say(turn, EntryKind::advance,
      {.said = Said::advanced, .name = c.name, .names = request.events,
       .numbers = {a.attackBefore, a.attackAfter, a.defenceBefore, a.defenceAfter, a.carryOut}});
  const auto retype = [&](const std::string& to, EntryKind kind) {
    const gen::StrengthRow row = gen::strengthRow(turn.rules, to);
    const std::string was = c.label;
    c.type = to;
    if (row.row) c.label = row.row->entry;
    c.mounted = c.mounted && gen::canRide(turn.rules, to);  // a halberdier walks
    say(turn, kind,
        {.said = kind == EntryKind::promote ? Said::promoted : Said::demoted, .name = c.name, .detail = was,
         .names = {c.label}});
  };
  if (!a.demotedTo.empty()) {
    retype(a.demotedTo, EntryKind::demote);
  } else if (a.promotion && a.promotion->to != "leader" && a.promotion->unmet.empty()) {
    bool sponsor = a.promotion->by != "sponsor";
    for (size_t i : presentMembers(turn)) {
      const gen::Character& other = turn.state.members[i].character;
      sponsor = sponsor || (&other != &c && (other.type == "knight" || other.type == "holy-order-knight"));
    }
    if (a.promotion->promoted || (a.promotion->by == "sponsor" && sponsor)) {
      retype(a.promotion->to, EntryKind::promote);
    } else if (a.promotion->by == "sponsor") {
      say(turn, EntryKind::advance, {.said = Said::noSponsor, .name = c.name, .detail = a.promotion->to});
    }
  }
}

void settle(Turn& turn, bool won, bool reported) {
  // Read where it stands, not copied: nothing changes it before it is ended below.
  const Pending& pending = turn.state.pending;
  const Meeting& p = *meetingOf(pending);
  if (p.reason == Reason::arrest && !won) {
    turn.state.pending = {};
    turn.state.finished = Ending::imprisoned;
    say(turn, EntryKind::arrest, {.said = Said::overpowered});
    return;
  }
  if (p.reason == Reason::mutiny) {
    mutinyOutcome(turn, won, p.owed.value_or(tables::Money{}));
  } else if (!won && p.attacks) {
    const tables::Money taken{turn.state.purse.copper * turn.house.percent("robbed") / 100};
    turn.state.purse = {turn.state.purse.copper - taken.copper};
    if (taken.copper > 0) {
      say(turn, EntryKind::robbed, {.said = Said::victorsTake, .numbers = {taken.copper}}, -taken.copper);
    }
  } else if (won) {
    victory(turn, pending, reported);
  }
  encounter::close(turn);
}

}  // namespace outremer::campaign::fight
