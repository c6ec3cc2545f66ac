#include "render/json_fight.hpp"

#include <algorithm>

namespace outremer::render {

const char* const kFightHouseRule =
    "Resolved abstractly by the house rule of docs/FIGHT.md: no map, no movement; the book's tables decide each "
    "attack and morale check.";

namespace {

void writeShifts(codec::JsonWriter& w, const char* key, const std::vector<gen::ColumnShift>& shifts) {
  w.key(key).beginArray();
  for (const gen::ColumnShift& s : shifts) {
    w.beginObject().member("why", s.why).member("value", s.columns).member("text", shiftText(s));
    w.endObject();
  }
  w.endArray();
}

void writeFighter(codec::JsonWriter& w, const gen::Fighter& f) {
  const gen::Character& c = f.character;
  w.beginObject().member("name", c.name).member("type", c.type).member("label", c.label).member("group", f.group);
  w.member("mounted", f.mounted).member("armoured", c.armoured).member("attack", c.attack).member("defence", c.defence);
  w.member("foot_attack", c.footAttack).member("foot_defence", c.footDefence).member("morale", c.morale);
  w.endObject();
}

void writeCasualties(codec::JsonWriter& w, const gen::Casualties& c) {
  w.beginObject().member("killed", c.killed).member("wounded", c.wounded).member("stunned", c.stunned);
  w.member("fled", c.fled).endObject();
}

void writeSide(codec::JsonWriter& w, const gen::FightSide& side, const gen::Casualties& casualties) {
  w.beginObject().member("name", side.name).member("advantage", side.advantage).member("ambushed", side.ambushed);
  w.member("size", static_cast<int>(side.fighters.size())).member("losses_to_lose", side.lossesToLose).member("losses_to_draw", side.lossesToDraw);
  w.key("fighters").beginArray();
  for (const gen::Fighter& f : side.fighters) writeFighter(w, f);
  w.endArray().key("casualties");
  writeCasualties(w, casualties);
  w.endObject();
}

void writeCheck(codec::JsonWriter& w, const gen::MoraleCheck& check, const gen::Fight& fight) {
  w.beginObject().member("side", fight.setup.sides[check.side].name).member("who", check.who);
  w.member("why", check.why).member("value", check.value);
  writeShifts(w, "modifiers", check.modifiers);
  w.member("modified", check.modified).member("die", check.die).member("outcome", check.outcome);
  w.member("after_attacks", check.afterAttacks).endObject();
}

void writeAttack(codec::JsonWriter& w, const gen::FightAttack& a, const gen::Fight& fight) {
  w.beginObject().member("side", fight.setup.sides[a.side].name).member("attackers", a.attackers);
  w.member("by", attackersOf(a)).member("verb", gen::attackVerb(a.attackers.size(), a.charge > 0));
  w.member("defender", a.defender).member("charging", a.charge > 0).member("attack", a.attack);
  w.member("charge", a.charge);
  w.member("defence", a.defence);
  if (gen::defenceFought(a.defence) != a.defence) w.member("defence_fought", gen::defenceFought(a.defence));
  w.member("odds", std::to_string(a.odds) + "-1");
  writeShifts(w, "shifts", a.shifts);
  w.member("column", a.column).member("table", a.table).member("die", a.die).member("key", a.key);
  w.member("result", a.result).member("outcome", a.outcome).endObject();
}

void writeRound(codec::JsonWriter& w, const gen::FightRound& round, const gen::Fight& fight) {
  w.beginObject().member("number", round.number).member("first", fight.setup.sides[round.first].name);
  w.key("checks").beginArray();
  for (const gen::MoraleCheck& check : round.checks) writeCheck(w, check, fight);
  w.endArray().key("attacks").beginArray();
  for (const gen::FightAttack& a : round.attacks) writeAttack(w, a, fight);
  w.endArray().endObject();
}

}  // namespace

void writeJson(codec::JsonWriter& w, const gen::Fight& fight) {
  const gen::FightSetup& setup = fight.setup;
  w.beginObject().member("house_rule", kFightHouseRule);
  w.member("fought", fight.fought).memberIfAny("no_fight", fight.noFight).member("encounter", setup.encounter);
  w.member("situation", setup.situation).member("terrain", setup.terrain).member("terrain_label", setup.terrainLabel);
  w.member("round_limit", setup.roundLimit).key("sides").beginArray();
  for (int s = 0; s < 2; ++s) writeSide(w, setup.sides[s], fight.casualties[s]);
  w.endArray().key("rounds").beginArray();
  for (const gen::FightRound& round : fight.rounds) writeRound(w, round, fight);
  w.endArray().key("winner");
  if (fight.winner < 0) {
    w.null();
  } else {
    w.value(setup.sides[fight.winner].name);
  }
  w.member("why", fight.fought ? fight.why : fight.noFight).member("end", gen::name(fight.end)).endObject();
}

std::string attackersOf(const gen::FightAttack& attack) {
  std::string by;
  for (const std::string& name : attack.attackers) by += (by.empty() ? "" : " and ") + name;
  return by;
}

std::string shiftText(const gen::ColumnShift& shift) {
  return shift.why + (shift.columns > 0 ? " +" : " ") + std::to_string(shift.columns);
}

std::vector<TurnStep> turnSteps(const std::vector<int>& checksAfter, size_t attacks) {
  // Each check's place held within the turn and after the check before it.
  std::vector<size_t> after;
  for (const int place : checksAfter) {
    const size_t least = after.empty() ? 0 : after.back();
    after.push_back(std::clamp(static_cast<size_t>(std::max(place, 0)), least, attacks));
  }
  std::vector<TurnStep> steps;
  TurnStep at;
  while (at.checks < after.size() || at.attacks < attacks) {
    while (at.checks < after.size() && after[at.checks] <= at.attacks) ++at.checks;
    at.attacks = at.checks < after.size() ? after[at.checks] : attacks;
    steps.push_back(at);
  }
  return steps;
}

std::vector<TurnStep> turnSteps(const gen::FightRound& round) {
  std::vector<int> checksAfter;
  for (const gen::MoraleCheck& check : round.checks) checksAfter.push_back(check.afterAttacks);
  return turnSteps(checksAfter, round.attacks.size());
}

std::string fightTitle(const gen::Fight& fight) {
  const std::string against = fight.setup.encounter.empty() ? "their opponents" : fight.setup.encounter;
  return "Fight: the party against " + against;
}

}  // namespace outremer::render
