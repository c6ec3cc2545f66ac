#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace outremer::tables {

/// A sum's words (Money::words) where they were made, not in a string of their own: a
/// batch words every member's pay and upkeep.
class MoneyWords {
 public:
  operator std::string_view() const { return {text_, size_}; }  // NOLINT: read as words

 private:
  friend struct Money;
  // The longest is the largest debt, 37 bytes: "owes ", 17 digits of gold francs, three
  // coins.
  char text_[40];
  size_t size_ = 0;
};

/// An amount of money in whole Copper Centimes. The book's coins: 25 CC = 1 SC,
/// 5 SC = 1 SF, 5 SF = 1 GF (Outremer (1987), Upkeep of Characters).
struct Money {
  int64_t copper = 0;

  static constexpr int64_t kSilverCentime = 25;
  static constexpr int64_t kSilverFranc = 5 * kSilverCentime;
  static constexpr int64_t kGoldFranc = 5 * kSilverFranc;

  /// Reads "1GF", "1SC, 5CC", "2SF 1SC", "3 CC", or "-" (nothing). Throws
  /// std::invalid_argument naming the part it could not read.
  static Money parse(std::string_view text);

  /// |count| coins of kind |code| ("GF", "SF", "SC", "CC", any case); throws
  /// std::invalid_argument for another code.
  static Money coins(int64_t count, std::string_view code);

  /// Normalised: "1GF 2SF 3SC 4CC", largest coins first, zero kinds left out; "0CC"; a
  /// negative sum is a debt: "owes 1SC 5CC".
  std::string normalised() const { return std::string(std::string_view(words())); }
  /// The same words, kept where they were made.
  MoneyWords words() const;

  friend Money operator+(Money a, Money b) { return {a.copper + b.copper}; }
  friend Money operator*(Money a, int64_t times) { return {a.copper * times}; }
  friend auto operator<=>(Money, Money) = default;
};

}  // namespace outremer::tables
