#include "gen/advancement.hpp"

#include <algorithm>
#include <cmath>

#include "gen/character.hpp"
#include "util/edit_distance.hpp"

namespace outremer::gen {
namespace {

// The type's minimum and maximum in his strength row, as he fights: mounted where he rides,
// else on foot. None without a row.
std::optional<StrengthRange> rangeOf(const TypeStrength& type, bool mounted) {
  if (type.strength.row == nullptr) return std::nullopt;
  const StrengthRanges& r = type.ranges;
  const bool riding = mounted && r.canRide;
  const std::pair<int, int>& attack = riding ? r.mountedAttack : r.footAttack;
  const std::pair<int, int>& defence = riding ? r.mountedDefence : r.footDefence;
  return StrengthRange{attack.first, attack.second, defence.first, defence.second};
}

// The events as applied: each id looked up (errata and reconstructions footnoted), the
// fighting order's value where the table gives one.
void applyEvents(const Rules& rules, RollLog& log, const AdvanceRequest& request, const AdvanceClass& cls,
                 Advancement& result) {
  const tables::Table& table = eventsTable(rules, cls);
  for (const std::string& id : request.events) {
    const ClassEvent* event = classEvent(rules, cls, id);
    if (event == nullptr) {
      std::vector<std::string> ids;  // for the message: every event the class has
      for (const ClassEvent& listed : readingsOf(rules, cls).eventRows) ids.push_back(listed.row->id);
      if (ids.empty()) throw InputError("event", "'" + id + "': the " + table.title + " table has no events");
      throw InputError("event", "unknown event '" + id + "' for the " + table.title +
                                    util::didYouMean(id, ids) + "; see --list-events " + request.className);
    }
    const int points = result.order && event->orderPoints ? *event->orderPoints : event->points;
    log.consult(table, *event->row);
    result.eventPoints += points;
    if (!request.numbersOnly)
      result.events.push_back({event->row->id, event->row->entry, points, event->orderPoints});
  }
}

void checkRequest(const Rules& rules, const AdvanceRequest& request, const AdvanceClass& cls, int rate) {
  if (request.attack < 0) throw InputError("attack", "an attack strength is 0 or more");
  if (request.defence < 0) throw InputError("defence", "a defence strength is 0 or more");
  if (request.carry <= -100 || request.carry >= 100) {
    throw InputError("carry", "a carried fraction lies between -1 and 1 (whole points are already added)");
  }
  if (rate > 0 && (request.defenceCarry <= -rate || request.defenceCarry >= rate)) {
    throw InputError("defence-carry", "attack points toward the next defence point lie between -" +
                                          pointsText(rate) + " and " + pointsText(rate) + " (exclusive)");
  }
  const tables::Table& table = eventsTable(rules, cls);
  if (request.order && !readingsOf(rules, cls).orderValues) {
    throw InputError("order", "the " + table.title + " gives no values for a member of a fighting order");
  }
  if (request.mounted.value_or(false) && !cls.type.empty() && !canRide(rules, cls.type)) {
    throw InputError("mounted", "the strength tables give a " + cls.type + " no mounted strengths");
  }
}

// Whole points to attack (up to the maximum), the attack gained toward defence at the
// class's rate; gains stop at the maximum, losses at 0.
void applyPoints(Advancement& r) {
  r.total = r.carryIn + r.eventPoints;
  r.whole = r.total / 100;  // toward zero: -1.5 applies -1, carries -0.5
  r.carryOut = r.total - r.whole * 100;
  int attack = std::max(0, r.attackBefore + r.whole);
  if (r.range && r.whole > 0 && attack > r.range->maxAttack)
    attack = std::max(r.attackBefore, r.range->maxAttack);
  r.attackGained = attack - r.attackBefore;
  r.heldAtMaximum = r.whole > 0 ? r.whole - r.attackGained : 0;
  if (r.heldAtMaximum > 0) r.notes.push_back(AdvanceNote::heldAtMaximum);
  r.attackAfter = attack;
  r.defenceCarryOut = r.defenceCarryIn;
  r.defenceAfter = r.defenceBefore;
  if (r.defencePerAttack <= 0) return;
  const int progress = r.defenceCarryIn + r.attackGained * 100;
  r.defenceGained = progress / r.defencePerAttack;
  r.defenceCarryOut = progress - r.defenceGained * r.defencePerAttack;
  int defence = std::max(0, r.defenceBefore + r.defenceGained);
  if (r.range && r.defenceGained > 0 && defence > r.range->maxDefence) {
    defence = std::max(r.defenceBefore, r.range->maxDefence);
    r.notes.push_back(AdvanceNote::defenceAtMaximum);
  }
  r.defenceAfter = defence;
}

bool needMet(const Rules& rules, const Advancement& r, const std::string& need, Promotion& p) {
  if (need == "maximum-attack") return r.attackAfter >= r.range->maxAttack;
  if (need == "maximum-defence") return r.defenceAfter >= r.range->maxDefence;
  if (need == "deed") return r.deed;
  if (need == "minimum-of-promoted") {
    const TypeStrength& promoted = rules.typeStrength(p.to);
    const auto target = rangeOf(promoted, r.mounted && promoted.ranges.canRide);
    if (!target) throw RulesError("advancement-ladder: no strength row for '" + p.to + "'");
    p.promotedMinimum = target->minAttack;
    return r.attackAfter >= target->minAttack;
  }
  throw RulesError("advancement-ladder: unknown promotion need '" + need + "'");
}

// Demotion below the minimum, else the promotion the book gives, rolled where it is a chance.
void checkLadder(const Rules& rules, dice::Rng& rng, RollLog& log, const AdvanceClass& cls, bool whole,
                 Advancement& r) {
  const tables::Row& classRow = *cls.row;
  const ClassReadings& read = readingsOf(rules, cls);
  const tables::Table& ladder = read.ladder != nullptr ? *read.ladder : rules.table(kAdvancementLadder);
  // The class's own type's rung was read with it; a knight of an order climbs another.
  const tables::Row* rung = r.type == cls.type ? read.rung : rules.findRow(ladder, r.type);
  if (rung == nullptr || !r.range) return;
  log.consult(ladder, *rung);
  if (r.attackAfter < r.range->minAttack) {
    if (const tables::FieldValue* to = rung->field("demoted-to")) {
      r.demotedTo = to->text;
      if (whole) r.demotionRule = rules.text(classRow, "demotion");
    }
    return;
  }
  const tables::FieldValue* to = rung->field("promoted-to");
  if (to == nullptr) return;
  Promotion p;
  p.to = to->text;
  p.by = rules.text(*rung, "promotion-by");
  if (whole) p.rule = rules.text(classRow, "promotion");
  static const std::vector<std::string> kNoNeeds;
  const tables::FieldValue* needs = rung->field("promotion-needs");
  const std::vector<std::string>& listed = needs ? needs->items : kNoNeeds;
  if (whole) p.needs = listed;
  for (const std::string& need : listed) {
    if (!needMet(rules, r, need, p)) p.unmet.push_back(need);
  }
  if (p.by == "roll") {
    p.chance = static_cast<int>(rules.number(classRow, "promotion-chance", 0));
    if (p.unmet.empty()) {
      p.promoted = log.chance(rng, p.chance, {RollFor::promotion, {r.typeLabel, p.to}});
      p.roll = log.lastResult();
    }
  } else if (p.by == "right") {
    p.promoted = p.unmet.empty();
  } else if (p.by != "sponsor") {
    throw RulesError("advancement-ladder/" + rung->id + ": unknown promotion-by '" + p.by + "'");
  }
  r.promotion = std::move(p);
}

}  // namespace

bool canRide(const Rules& rules, const std::string& type) { return rules.typeStrength(type).ranges.canRide; }

Advancement advance(const Rules& rules, dice::Rng& rng, RollLog& log, const AdvanceRequest& request) {
  return advance(rules, rng, log, request, requireAdvanceClass(rules, request.className));
}

Advancement advance(const Rules& rules, dice::Rng& rng, RollLog& log, const AdvanceRequest& request,
                    const AdvanceClass& cls) {
  const tables::Row& classRow = *cls.row;
  log.consult(*cls.classes, classRow);
  const bool whole = !request.numbersOnly;
  Advancement r;
  if (whole) {
    r.asked = request.className;
    r.classId = classRow.id;
    r.classLabel = classRow.entry;
  }
  r.defencePerAttack = cls.defencePerAttack;
  checkRequest(rules, request, cls, r.defencePerAttack);
  // A knight of a fighting order is a Holy Order Knight (Christian Character Strength Table).
  r.order = request.order || cls.type == "holy-order-knight";
  r.type = r.order && cls.type == "knight" ? std::string("holy-order-knight") : cls.type;
  r.deed = request.deed;
  r.attackBefore = request.attack;
  r.defenceBefore = request.defence;
  r.carryIn = request.carry;
  r.defenceCarryIn = request.defenceCarry;
  if (!r.type.empty()) {
    const TypeStrength& type = rules.typeStrength(r.type);
    const StrengthRow& strength = type.strength;
    r.typeLabel = strength.row ? strength.row->entry : r.type;
    if (strength.row) log.consult(*strength.table, *strength.row);
    r.mounted = request.mounted ? *request.mounted : type.ranges.canRide;
    r.range = rangeOf(type, r.mounted);
    if (r.range && (r.attackBefore < r.range->minAttack || r.attackBefore > r.range->maxAttack)) {
      r.notes.push_back(AdvanceNote::outsideRange);
    }
  } else {
    r.mounted = request.mounted.value_or(false);
    if (const tables::FieldValue* types = classRow.field("applies-to"); types && whole)
      r.classTypes = types->items;
    r.notes.push_back(AdvanceNote::classOfTypes);
  }
  applyEvents(rules, log, request, cls, r);
  applyPoints(r);
  checkLadder(rules, rng, log, cls, whole, r);
  return r;
}

}  // namespace outremer::gen
