#include "gen/roll_log.hpp"

#include <algorithm>
#include <stdexcept>

#include "dice/roll_format.hpp"

namespace outremer::gen {

int RollLog::roll(dice::Rng& rng, const dice::DiceExpression& expression, std::string purpose) {
  lastThrown_ = expression.roll(rng);
  lastResult_ = lastThrown_.total;
  // A fixed number ("1 wagon") throws no die: nothing to show in the roll log.
  if (keeps_ == Keeps::everything && expression.minimum() != expression.maximum())
    rolls_.push_back({std::move(purpose), dice::formatRoll(lastThrown_), lastThrown_.total, {}, {}});
  return lastThrown_.total;
}

int RollLog::count(dice::Rng& rng, const dice::DiceExpression& expression, std::string purpose) {
  const int total = roll(rng, expression, std::move(purpose));
  return total < 0 ? 0 : total;
}

bool RollLog::chance(dice::Rng& rng, int percent, const std::string& purpose) {
  const dice::DieRoll thrown = dice::roll(rng, dice::Die{100});
  const bool happened = thrown.value <= percent;
  lastResult_ = thrown.value;
  if (keeps_ == Keeps::lastRoll) return happened;
  rolls_.push_back({purpose + " (" + std::to_string(percent) + "%)",
                    "d100: " + dice::formatDie(thrown) + " = " + std::to_string(thrown.value), thrown.value, {},
                    happened ? "yes" : "no"});
  return happened;
}

const tables::Row& RollLog::rollOn(dice::Rng& rng, const tables::Table& table, size_t column, std::string purpose) {
  const dice::DieRoll thrown = dice::roll(rng, *table.die);
  const tables::Row* row = table.rowFor(column, thrown.value);
  if (row == nullptr) throw std::logic_error("table '" + table.id + "' does not cover " + std::to_string(thrown.value));
  lastResult_ = thrown.value;
  if (keeps_ == Keeps::lastRoll) return *row;
  std::string where = table.columns.empty() ? table.id : table.id + "#" + table.columns[column];
  rolls_.push_back({std::move(purpose), table.die->name() + ": " + dice::formatDie(thrown) + " = " + std::to_string(thrown.value),
                    thrown.value, std::move(where), row->entry});
  consult(table, *row);
  return *row;
}

std::string RollLog::lastDice() const { return dice::formatRoll(lastThrown_); }

void RollLog::consult(const tables::Table& table, const tables::Row& row) {
  if (keeps_ == Keeps::lastRoll || row.provenance == tables::Provenance::printed) return;
  if (std::find(footnoted_.begin(), footnoted_.end(), &row) != footnoted_.end()) return;
  footnoted_.push_back(&row);
  // Another row of the same words is the same footnote.
  for (const Footnote& note : footnotes_) {
    if (note.table == table.id && note.entry == row.entry) return;
  }
  footnotes_.push_back({table.id, row.entry, row.provenance, row.reason, row.printed});
}

}  // namespace outremer::gen
