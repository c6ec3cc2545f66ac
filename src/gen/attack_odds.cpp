#include "gen/attack_odds.hpp"

#include <iterator>
#include <map>
#include <set>
#include <utility>

#include "tables/table_odds.hpp"

namespace outremer::gen {
namespace {

// What a key does: on whom it falls and its effect there (none for a result on a
// panicking defender's attackers, 1.84).
OutcomeOdds outcomeOf(const Rules& rules, const tables::Row& key, bool panicking) {
  const tables::FieldValue* side = key.field("side");
  const std::string who = side != nullptr ? side->text : "defender";
  if (who != "attacker" && who != "defender") {
    throw RulesError(rules.table("combat-infantry-results").id + ": unknown side '" + who + "'");
  }
  const bool onAttacker = who == "attacker";
  if (onAttacker && panicking) return {false, AttackEffect::none, {}};
  const tables::FieldValue* casualty = key.field("casualty");
  if (casualty == nullptr) return {onAttacker, AttackEffect::retreat, {}};
  if (casualty->text == "stunned") return {onAttacker, AttackEffect::stunned, {}};
  if (casualty->text == "wounded") return {onAttacker, AttackEffect::wounded, {}};
  if (casualty->text == "killed") return {onAttacker, AttackEffect::killed, {}};
  throw RulesError(rules.table("combat-infantry-results").id + ": unknown casualty '" + casualty->text + "'");
}

bool dismounts(const tables::Row& key) {
  const tables::FieldValue* dismounted = key.field("dismounted");
  return dismounted != nullptr && dismounted->text == "true";
}

// The outcomes in the order a reader weighs them: the defender's worst first.
std::vector<OutcomeOdds> outcomeOrder(bool panicking) {
  using enum AttackEffect;
  if (panicking) return {{false, killed, {}}, {false, wounded, {}}, {false, stunned, {}}, {false, retreat, {}},
                         {false, none, {}}};
  return {{false, killed, {}}, {false, wounded, {}}, {false, stunned, {}}, {false, retreat, {}},
          {true, retreat, {}}, {true, wounded, {}}};
}

// "1-3, 5": the faces, runs of them joined (a key's faces may stand in several rows).
std::string facesText(const std::set<int>& faces) {
  std::string text;
  for (auto at = faces.begin(); at != faces.end();) {
    auto last = at;
    while (std::next(last) != faces.end() && *std::next(last) == *last + 1) ++last;
    text += (text.empty() ? "" : ", ") + std::to_string(*at) + (last == at ? "" : "-" + std::to_string(*last));
    at = std::next(last);
  }
  return text;
}

// The key's row id in its result table: "combat-infantry-results/e" is "e".
tables::Reference keyOf(const tables::Table& crt, const tables::Row& row) {
  tables::Reference ref = tables::readReference(row.see);
  if (ref.mark != '/') throw RulesError(crt.id + ": row '" + row.entry + "' names no key");
  return ref;
}

}  // namespace

AttackOdds attackOdds(const Rules& rules, const AttackTerms& terms) {
  AttackOdds odds;
  odds.terms = terms;
  odds.column = attackColumn(rules, terms);
  const tables::Table& crt = *odds.column.table;
  consultGround(rules, odds.read, terms, odds.column);
  odds.die = crt.die ? crt.die->name() : "";
  std::map<std::string, KeyOdds> byResult;  // by the key's row id, with its printed letter
  std::map<std::string, std::set<int>> faces;
  std::string keyTable;
  for (const tables::Row& row : crt.rows) {
    const tables::Reference ref = keyOf(crt, row);
    keyTable = ref.table;
    byResult[ref.part].key = row.entry;
  }
  for (const tables::RowOdds& row : tables::tableOdds(rules.set(), crt, odds.column.column).rows) {
    const std::string id = keyOf(crt, *row.row).part;
    KeyOdds& key = byResult[id];
    for (int face = row.range->low; face <= row.range->high; ++face) faces[id].insert(face);
    key.chance = key.chance + row.onItsTable;
    key.reconstructed = key.reconstructed || row.row->provenance == tables::Provenance::reconstructed;
    odds.read.consult(crt, *row.row);
  }
  std::map<std::pair<bool, AttackEffect>, dice::Fraction> byOutcome;
  for (const tables::Row& result : rules.table(keyTable).rows) {
    KeyOdds key = byResult[result.id];
    if (key.key.empty()) key.key = result.id;
    key.rolls = facesText(faces[result.id]);
    if (!key.rolls.empty()) odds.read.consult(rules.table(keyTable), result);
    key.result = result.entry;
    const OutcomeOdds outcome = outcomeOf(rules, result, terms.panicking);
    dice::Fraction& chance = byOutcome[{outcome.onAttacker, outcome.effect}];
    chance = chance + key.chance;
    if (dismounts(result)) odds.dismounted = odds.dismounted + key.chance;
    odds.keys.push_back(std::move(key));
  }
  for (OutcomeOdds outcome : outcomeOrder(terms.panicking)) {
    outcome.chance = byOutcome[{outcome.onAttacker, outcome.effect}];
    odds.outcomes.push_back(outcome);
  }
  return odds;
}

}  // namespace outremer::gen
