#pragma once

#include <concepts>
#include <string>
#include <vector>

#include "dice/dice_expression.hpp"
#include "dice/rng.hpp"
#include "tables/table.hpp"

namespace outremer::gen {

/// One die roll that shaped a result, for the brief's roll log: what it decided, the dice
/// as a GM reads them, and the table entry it landed on (if any).
struct LoggedRoll {
  std::string purpose;
  std::string dice;  // "d20+10: 3+8 +10 = 21"
  int result = 0;
  std::string table;
  std::string entry;
};

/// A reconstructed or errata table entry that a result used: every brief footnotes them.
struct Footnote {
  std::string table;
  std::string entry;
  tables::Provenance provenance = tables::Provenance::reconstructed;
  std::string reason;
  std::string printed;
};

/// Rolls dice and tables for a generator and remembers every roll and every entry that
/// is not as printed. Pure: no I/O.
class RollLog {
 public:
  /// What a log keeps: every roll and footnote, for a brief; or only the last roll, where
  /// nobody reads the log (a campaign's answers, whose story is the chronicle) and the
  /// formatting would cost more than the rolls.
  enum class Keeps { everything, lastRoll };
  RollLog() = default;
  explicit RollLog(Keeps keeps) : keeps_(keeps) {}

  /// Rolls |expression| and logs it; returns the total (use count() semantics yourself).
  int roll(dice::Rng& rng, const dice::DiceExpression& expression, std::string purpose);
  /// A count: |expression| rolled, below zero read as zero.
  int count(dice::Rng& rng, const dice::DiceExpression& expression, std::string purpose);
  /// A percent chance: true when d100 comes up |percent| or less.
  bool chance(dice::Rng& rng, int percent, const std::string& purpose);
  /// Rolls |table|'s die, looks it up in |column| and logs both; the row is footnoted
  /// when it is not as printed. Throws std::logic_error when no row covers the roll (the
  /// validator guarantees coverage for tables in use).
  const tables::Row& rollOn(dice::Rng& rng, const tables::Table& table, size_t column, std::string purpose);
  /// As roll() and rollOn(), for the many rolls whose purpose is words put together: the
  /// purpose is written (|describe| called) only when the log keeps it.
  template <std::invocable Describe>
  int roll(dice::Rng& rng, const dice::DiceExpression& expression, Describe&& describe) {
    return roll(rng, expression, keeps_ == Keeps::everything ? std::string(describe()) : std::string());
  }
  template <std::invocable Describe>
  const tables::Row& rollOn(dice::Rng& rng, const tables::Table& table, size_t column, Describe&& describe) {
    return rollOn(rng, table, column, keeps_ == Keeps::everything ? std::string(describe()) : std::string());
  }
  /// Notes that |row| of |table| was used without a roll (footnoted when not printed).
  void consult(const tables::Table& table, const tables::Row& row);

  /// The total of the last die roll (roll, count, chance or rollOn), in either mode.
  int lastResult() const { return lastResult_; }
  /// The dice of the last roll() or count() as a GM reads them ("2d6: 3+4 = 7").
  std::string lastDice() const;

  const std::vector<LoggedRoll>& rolls() const { return rolls_; }
  const std::vector<Footnote>& footnotes() const { return footnotes_; }

 private:
  std::vector<LoggedRoll> rolls_;
  std::vector<Footnote> footnotes_;
  std::vector<const tables::Row*> footnoted_;  // every row consult() has seen footnoted: a quick test
  Keeps keeps_ = Keeps::everything;
  int lastResult_ = 0;
  dice::Roll lastThrown_;
};

}  // namespace outremer::gen
