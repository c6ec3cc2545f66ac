#include "gen/attack_odds.hpp"

#include <iterator>
#include <map>
#include <set>

#include "tables/table_odds.hpp"

namespace outremer::gen {
namespace {

// What a key does, in the outcomes' words: "defender killed", "attacker retreats".
std::string outcomeOf(const Rules& rules, const tables::Row& key, bool panicking) {
  const tables::FieldValue* side = key.field("side");
  const std::string who = side != nullptr ? side->text : "defender";
  if (who == "attacker" && panicking) return "no effect (1.84)";
  const tables::FieldValue* casualty = key.field("casualty");
  if (casualty == nullptr) return who + " retreats";
  if (casualty->text != "stunned" && casualty->text != "wounded" && casualty->text != "killed") {
    throw RulesError(rules.table("combat-infantry-results").id + ": unknown casualty '" + casualty->text + "'");
  }
  return who + " " + casualty->text;
}

bool dismounts(const tables::Row& key) {
  const tables::FieldValue* dismounted = key.field("dismounted");
  return dismounted != nullptr && dismounted->text == "true";
}

// The outcomes in the order a reader weighs them: the defender's worst first.
std::vector<std::string> outcomeOrder(bool panicking) {
  if (panicking) return {"defender killed", "defender wounded", "defender stunned", "defender retreats",
                         "no effect (1.84)"};
  return {"defender killed", "defender wounded", "defender stunned", "defender retreats", "attacker retreats",
          "attacker wounded"};
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
  std::map<std::string, dice::Fraction> byOutcome;
  for (const tables::Row& result : rules.table(keyTable).rows) {
    KeyOdds key = byResult[result.id];
    if (key.key.empty()) key.key = result.id;
    key.rolls = facesText(faces[result.id]);
    if (!key.rolls.empty()) odds.read.consult(rules.table(keyTable), result);
    key.result = result.entry;
    const std::string outcome = outcomeOf(rules, result, terms.panicking);
    byOutcome[outcome] = byOutcome[outcome] + key.chance;
    if (dismounts(result)) odds.dismounted = odds.dismounted + key.chance;
    odds.keys.push_back(std::move(key));
  }
  for (const std::string& outcome : outcomeOrder(terms.panicking)) {
    odds.outcomes.push_back({outcome, byOutcome[outcome]});
  }
  return odds;
}

}  // namespace outremer::gen
