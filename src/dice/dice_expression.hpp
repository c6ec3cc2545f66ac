#pragma once

#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dice/die.hpp"
#include "dice/rng.hpp"

namespace outremer::dice {

/// A dice expression could not be read; |column| (1-based) is where in the text.
class DiceSyntaxError : public std::runtime_error {
 public:
  DiceSyntaxError(const std::string& message, int column)
      : std::runtime_error(message), column_(column) {}
  int column() const { return column_; }

 private:
  int column_;
};

/// One signed term: |count| dice of |die|, or a constant when count is 0.
struct Term {
  int sign = 1;
  int count = 0;
  Die die;
  int constant = 0;
};

/// Everything one expression threw: its terms and, term by term, the dice each threw
/// (|count| of them; none for a constant). |total| may be negative; count() is the book's
/// reading for a number of people or coins: below zero is zero.
struct Roll {
  std::string expression;
  std::vector<Term> terms;
  std::vector<DieRoll> dice;
  int total = 0;
  int count() const { return total < 0 ? 0 : total; }
};

/// A Roll's parts where something else keeps them (a roll log's buffers).
struct RollView {
  std::string_view expression;
  std::span<const Term> terms;
  std::span<const DieRoll> dice;
  int total = 0;
};

/// A sum of dice and constants as the tables print them: "d6", "2d6", "d20+10",
/// "d20-10", "3", "d6 (minus 3 from die roll)".
class DiceExpression {
 public:
  /// Reads |text|; throws DiceSyntaxError naming the column of the first problem. Bounds
  /// (docs/TABLE-FORMAT.md): at most 100 dice in all, of at most 1000 sides, numbers added
  /// and taken away totalling at most 10000, at most 100 terms.
  static DiceExpression parse(std::string_view text);

  const std::string& text() const { return text_; }
  const std::vector<Term>& terms() const { return terms_; }
  int minimum() const { return minimum_; }
  int maximum() const { return maximum_; }
  Roll roll(Rng& rng) const;
  /// Throws the dice, appending each to |thrown| in term order, and returns the total:
  /// roll() without allocating once |thrown| has room.
  int rollInto(Rng& rng, std::vector<DieRoll>& thrown) const;

 private:
  std::pair<int, int> bounds() const;

  std::string text_;
  std::vector<Term> terms_;
  int minimum_ = 0;  // bounds(), worked out once: every logged roll asks for them
  int maximum_ = 0;
};

}  // namespace outremer::dice
