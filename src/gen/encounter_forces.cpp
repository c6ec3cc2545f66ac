// Helpers every effects function shares: forces into characters, parties, coins, chances.

#include "gen/encounter_effects.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "gen/type_rules.hpp"
#include "tables/field_value.hpp"

namespace outremer::gen {
namespace {

// The strength table's words for a type ("Turcopole"), or the id itself.
std::string typeLabel(const Rules& rules, const std::string& type) {
  const tables::Row* row = rules.typeRules(type).strength.row;
  return row != nullptr ? row->entry : type;
}

// The kind of a generic force (rolled once per encounter when the force names a kind
// table), or nullptr with |kind| set from the row's plain `kind`.
const tables::Row* kindOf(EffectsContext& ctx, const tables::Row& generic, std::string& kind) {
  if (const tables::FieldValue* plain = generic.field("kind")) {
    kind = plain->text;
    return nullptr;
  }
  auto found = ctx.kindRows.find(generic.id);
  if (found == ctx.kindRows.end()) {
    const tables::Table& kinds = ctx.rules.table(ctx.rules.text(generic, "kind-table"));
    const tables::Row& row = ctx.log.rollOn(ctx.rng, kinds, 0, {RollFor::whichOf, {generic.entry}});
    found = ctx.kindRows.emplace(generic.id, &row).first;
    if (ctx.encounter.kind.empty()) {
      ctx.encounter.kind = ctx.rules.text(row, "kind");
      ctx.encounter.kindLabel = row.entry;
    }
  }
  kind = ctx.rules.text(*found->second, "kind");
  return found->second;
}

void addMember(EffectsContext& ctx, EncounterGroup& group, const std::string& type) {
  CharacterRequest request;
  request.type = type;
  request.mounted = group.mounted;
  ctx.maker.make(std::move(request), group.members.emplace_back());
}

void addMembers(EffectsContext& ctx, EncounterGroup& group, const tables::Row* generic) {
  group.members.reserve(static_cast<size_t>(group.count));  // not regrown (and moved) member by member
  if (generic == nullptr) {
    for (int i = 0; i < group.count; ++i) addMember(ctx, group, group.who);
    return;
  }
  std::string kind;
  if (const tables::Row* kindRow = kindOf(ctx, *generic, kind)) {
    group.label.text = kindRow->entry;
  }
  const tables::Table& types = ctx.rules.table("force-types");
  const std::string column = kind + (group.mounted ? "-mounted" : "-foot");
  const auto index = types.columnIndex(column);
  if (!index) throw RulesError("table 'force-types' has no column '" + column + "' for " + generic->entry);
  // A column with a single row (all Bedouin are Bedouin) needs no roll per member.
  const tables::Row* only = nullptr;
  int rows = 0;
  for (const tables::Row& row : types.rows) {
    if (row.ranges[*index]) {
      only = &row;
      ++rows;
    }
  }
  if (rows == 1) ctx.log.consult(types, *only);
  for (int i = 0; i < group.count; ++i) {
    // Rolled under the tables' words for them, without their role.
    const Purpose purpose{RollFor::groupMember, {group.label.text}, {i + 1, group.count}};
    const tables::Row& row = rows == 1 ? *only : ctx.log.rollOn(ctx.rng, types, *index, purpose);
    addMember(ctx, group, ctx.rules.text(row, "type"));
  }
}

}  // namespace

EncounterGroup makeGroup(EffectsContext& ctx, const std::string& who, int count, bool mounted,
                         const std::string& role) {
  EncounterGroup group;
  group.who = who;
  group.role = role;
  group.count = count;
  group.mounted = mounted;
  const tables::Table& generics = ctx.rules.table("generic-forces");
  const tables::Row* generic = ctx.rules.findRow(generics, who);
  if (generic) ctx.log.consult(generics, *generic);
  group.label = {GroupLabelKind::force, generic ? generic->entry : typeLabel(ctx.rules, who), role};
  if (count > 0) addMembers(ctx, group, generic);
  return group;
}

EncounterGroup expandForce(EffectsContext& ctx, const tables::Force& force) {
  const Purpose purpose{force.role.empty() ? RollFor::howMany : RollFor::howManyAs, {force.who, force.role}};
  const dice::DiceExpression& dice = ctx.rules.dice(force.count);
  // A plain number ("1") needs no roll and no line in the roll log.
  const bool rolled = dice.minimum() != dice.maximum();
  const int total = rolled ? ctx.log.roll(ctx.rng, dice, purpose) : dice.minimum();
  const std::string shown = rolled ? ctx.log.lastDice() : "";
  EncounterGroup group = makeGroup(ctx, force.who, total < 0 ? 0 : total, force.mounted, force.role);
  group.dice = force.count;
  group.roll = shown;
  group.rolled = total;
  return group;
}

void addForces(EffectsContext& ctx, const tables::Row& row) {
  const tables::FieldValue* forces = row.field("forces");
  if (forces == nullptr) return;
  for (const tables::Force& force : forces->forces) ctx.encounter.groups.push_back(expandForce(ctx, force));
}

void applyKindRules(EffectsContext& ctx) {
  for (const auto& [who, kindRow] : ctx.kindRows) {
    int total = 0;
    for (const EncounterGroup& group : ctx.encounter.groups) total += group.who == who ? group.count : 0;
    if (const tables::FieldValue* rules = kindRow->field("behaviour")) {
      for (const std::string& reference : rules->items) {
        const tables::Table* table = nullptr;
        const tables::Row& rule = referencedRow(ctx.rules, reference, &table);
        ctx.log.consult(*table, rule);
        if (const int losses = percentField(rule, "losses"); losses > 0 && total > 0) {
          const int at = (total * losses + 99) / 100;
          ctx.encounter.behaviour.push_back({BehaviourKind::losses, rule.entry, at, losses, total});
        } else {
          ctx.encounter.behaviour.push_back({BehaviourKind::rule, rule.entry});
        }
      }
    }
    // "75% of Bedouin Tribesmen will be 'friendly' near a town; only 25% ... the rest of the time."
    const char* field = ctx.encounter.where == "town" ? "friendly-near-town" : "friendly-elsewhere";
    if (const tables::FieldValue* friendly = kindRow->field(field)) {
      const tables::Table* table = nullptr;
      const tables::Row& rule = referencedRow(ctx.rules, friendly->text, &table);
      ctx.log.consult(*table, rule);
      const bool yes = rollChance(ctx, rule.entry, percentField(rule, "chance"));
      ctx.encounter.behaviour.push_back({yes ? BehaviourKind::friendly : BehaviourKind::unfriendly, kindRow->entry});
    }
  }
}

std::string partyGroupOf(const std::string& reference) {
  const std::string composition = "pilgrim-composition#";
  if (reference.starts_with(composition)) return reference.substr(composition.size());
  if (reference == "pilgrim-group") return "";
  throw RulesError("cannot make a party from '" + reference + "' (expected pilgrim-group or " + composition +
                   "GROUP)");
}

EncounterGroup partyGroup(EffectsContext& ctx, const std::string& reference, GroupLabelKind kind,
                          const std::string& role, bool baggage) {
  const Party party = composeParty(ctx.rules, ctx.rng, ctx.log, ctx.maker, partyGroupOf(reference),
                                   RollFor::membersAmongThem);
  EncounterGroup result;
  result.label = {kind, party.groupLabel};
  result.who = party.group;
  result.role = role;
  result.count = static_cast<int>(party.members.size());
  result.members = party.members;
  result.mounted = !party.members.empty();
  for (const Character& member : party.members) result.mounted &= member.mounted;
  if (baggage) {
    ctx.encounter.mules += party.mules;
    ctx.encounter.wagons += party.wagons;
  }
  return result;
}

tables::Money rollCoins(EffectsContext& ctx, const std::string& amount, const std::string& coin, CarriedKind what,
                        int which) {
  const dice::DiceExpression& dice = ctx.rules.dice(amount);
  tables::Money total;
  // One roll per kind of coin the words name ("SC", "each type", "each type except GF"),
  // the thing carried and which of them kept as numbers (codec/roll_words.cpp says them).
  for (const std::string& code : coinKinds(coin)) {
    const Purpose purpose{RollFor::coinsOf, {"", code}, {static_cast<int>(what), which}};
    total = total + tables::Money::coins(ctx.log.count(ctx.rng, dice, purpose), code);
  }
  return total;
}

void carryCoins(EffectsContext& ctx, const tables::Table& table, const std::string& rowId, CarriedKind what) {
  const tables::Row& row = ruleRow(ctx, table, rowId);
  const std::string& amount = ctx.rules.text(row, "amount");
  const std::string& coin = ctx.rules.text(row, "coin");
  ctx.encounter.carried.push_back(
      {.kind = what, .detail = amount + " " + coin, .value = rollCoins(ctx, amount, coin, what)});
}

bool rollChance(EffectsContext& ctx, const std::string& what, int percent) {
  const bool happened = ctx.log.chance(ctx.rng, percent, {RollFor::ruleChance, {what}});
  ctx.encounter.chances.push_back(
      {.kind = ChanceKind::rule, .what = what, .percent = percent, .roll = ctx.log.lastResult(), .happened = happened});
  return happened;
}

void laterChance(EffectsContext& ctx, const tables::Table& table, const std::string& rowId) {
  const tables::Row& row = ruleRow(ctx, table, rowId);
  ctx.encounter.chances.push_back(
      {.kind = ChanceKind::rule, .what = row.entry, .percent = percentField(row, "chance"), .later = true});
}

const tables::Row& ruleRow(EffectsContext& ctx, const tables::Table& table, const std::string& rowId) {
  const tables::Row& row = ctx.rules.row(table.id, rowId);
  ctx.log.consult(table, row);
  return row;
}

int percentField(const tables::Row& row, std::string_view name) {
  const tables::FieldValue* value = row.field(name);
  return value ? tables::readPercent(value->text).value_or(0) : 0;
}

const tables::Row& referencedRow(const Rules& rules, const std::string& reference,
                                 const tables::Table** table) {
  const size_t slash = reference.find('/');
  if (slash == std::string::npos) throw RulesError("'" + reference + "' does not name a row (TABLE/ROW-ID)");
  *table = &rules.table(reference.substr(0, slash));
  return rules.row((*table)->id, reference.substr(slash + 1));
}

void addPeople(EffectsContext& ctx, const std::string& type) {
  const tables::Table& people = ctx.rules.table("encounter-people");
  const tables::Row& row = ruleRow(ctx, people, type);
  addForces(ctx, row);
  if (const tables::FieldValue* wagons = row.field("wagons")) {
    ctx.encounter.wagons +=
        ctx.log.count(ctx.rng, ctx.rules.dice(wagons->text), {RollFor::wagonsOf, {row.entry}});
  }
}

}  // namespace outremer::gen
