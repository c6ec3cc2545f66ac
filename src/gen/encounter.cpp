// The encounter generator: check, type, effects, then the scene.
#include "gen/encounter.hpp"

#include <algorithm>

#include "gen/encounter_effects.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::gen {
namespace {

using EffectsFunction = void (*)(EffectsContext&);

// Each effects table (the initial-encounter row's see:) and the function that reads it.
constexpr std::pair<std::string_view, EffectsFunction> kEffects[] = {
    {"peasants", peasantsEffects},   {"drovers", droversEffects},          {"pedlars", pedlarsEffects},
    {"merchant", merchantEffects},   {"fighting-men", fightingMenEffects}, {"pilgrims", pilgrimsEffects},
    {"messenger", messengerEffects}, {"churchmen", churchmenEffects},      {"great-lord", greatLordEffects},
    {"runaway", runawayEffects},     {"animals", animalsEffects},          {"moslem-raiders", raidersEffects},
    {"brigands", raidersEffects},
};

EffectsFunction effectsFor(const tables::Row& type) {
  for (const auto& [id, function] : kEffects) {
    if (id == type.see) return function;
  }
  throw unreadEffectsTable(type);
}

// The distinct parts before (places) or after (times) the dash of the table's columns.
std::vector<std::string> columnParts(const Rules& rules, bool place) {
  std::vector<std::string> parts;
  for (const std::string& column : rules.table("initial-encounter").columns) {
    const size_t dash = column.rfind('-');
    std::string part = dash == std::string::npos ? column
                       : place                   ? column.substr(0, dash)
                                                 : column.substr(dash + 1);
    if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(std::move(part));
  }
  return parts;
}

void require(const std::string& value, const std::vector<std::string>& allowed, const std::string& what) {
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return;
  throw RulesError(util::unknownName(what, value, allowed, what + "s"));
}

const tables::Row& encounterType(const Rules& rules, dice::Rng& rng, RollLog& log,
                                 const EncounterOptions& options, size_t column) {
  const tables::Table& initial = rules.table("initial-encounter");
  if (options.forcedType.empty())
    return log.rollOn(rng, initial, column, {RollFor::encounterType});
  const tables::Row* row = rules.findRow(initial, options.forcedType);
  if (row == nullptr) {
    std::vector<std::string> ids;
    for (const tables::Row& candidate : initial.rows) ids.push_back(candidate.id);
    throw RulesError(util::unknownName("encounter type", options.forcedType, ids, "types"));
  }
  log.consult(initial, *row);
  return *row;
}

}  // namespace

RulesError unreadEffectsTable(const tables::Row& row) {
  std::vector<std::string> read;
  for (const auto& [id, function] : kEffects) read.emplace_back(id);
  return RulesError(tables::format(row.seeWhere) + ": initial-encounter row '" + row.id + "': see: '" + row.see +
                    "' is not an effects table a generator reads (" + util::join(read, ", ") + ")");
}

std::vector<std::string> encounterPlaces(const Rules& rules) { return columnParts(rules, true); }

std::vector<std::string> encounterTimes(const Rules& rules) { return columnParts(rules, false); }

int opposingCount(const Encounter& encounter) {
  int people = 0;
  for (const EncounterGroup& group : encounter.groups) people += group.opposing ? group.count : 0;
  return people;
}

std::vector<ForceLine> opposingForces(const Encounter& encounter) {
  std::vector<ForceLine> forces;
  for (const EncounterGroup& group : encounter.groups) {
    if (!group.opposing) continue;
    for (const Character& member : group.members) forces.push_back({member.type, 1, member.mounted});
  }
  return forces;
}

std::optional<size_t> knownEncounterColumn(const Rules& rules, const std::string& where,
                                           const std::string& time) {
  const std::string column = where + "-" + time;
  const auto index = rules.table("initial-encounter").columnIndex(column);
  // A column that splits at its last dash into |where| and |time| names a known place and
  // time: the lists of places and times are made only to refuse one.
  if (index && column.rfind('-') == where.size()) return index;
  return std::nullopt;
}

size_t encounterColumn(const Rules& rules, const std::string& where, const std::string& time) {
  if (const auto index = knownEncounterColumn(rules, where, time)) return *index;
  require(where, encounterPlaces(rules), "place");
  require(time, encounterTimes(rules), "time");
  throw RulesError("table 'initial-encounter' has no column '" + where + "-" + time + "'");
}

Encounter makeEncounter(const Rules& rules, dice::Rng& rng, RollLog& log, const EncounterOptions& options) {
  const size_t column = encounterColumn(rules, options.where, options.time);
  Encounter encounter;
  encounter.where = options.where;
  encounter.time = options.time;
  encounter.column = options.where + "-" + options.time;
  const tables::Row* place = rules.findRow(rules.table("tactical-maps-by-place"), options.where);
  encounter.whereLabel = place ? place->entry : options.where;

  if (options.check) {
    const tables::Row& check = rules.row("encounter-check", "encounter");
    log.consult(rules.table("encounter-check"), check);
    encounter.checkPercent = static_cast<int>(rules.number(check, "chance", 0));
    const bool found = log.chance(rng, encounter.checkPercent, {RollFor::encounterCheck});
    encounter.checkRoll = log.lastResult();
    if (!found) {
      encounter.clear = true;
      return encounter;
    }
  }
  const tables::Row& type = encounterType(rules, rng, log, options, column);
  encounter.type = type.id;
  encounter.typeLabel = type.entry;
  encounter.effectsTable = type.see;
  encounter.partyAmbushes = options.partyAmbushes;
  const EffectsFunction effects = effectsFor(type);

  CharacterMaker maker(rules, rng, log);
  EffectsContext context{rules, rng, log, maker, options, encounter, {}};
  effects(context);
  if (encounter.partyAmbushes) encounter.behaviour.push_back({BehaviourKind::partyAmbushes});
  for (const Carried& item : encounter.carried) encounter.carriedTotal = encounter.carriedTotal + item.value;
  if (encounter.tollPerPerson && options.partySize > 0)
    encounter.tollTotal = *encounter.tollPerPerson * options.partySize;
  encounter.map = pickMap(context);
  encounter.deployment = planDeployment(context);
  return encounter;
}

}  // namespace outremer::gen
