#include "gen/roll_log.hpp"

#include <algorithm>
#include <stdexcept>

#include "dice/roll_format.hpp"

namespace outremer::gen {

// Room for the rolls of nearly every result (an encounter's median is 19 rolls and 12
// footnotes, its longest about 110 and 30), so that the buffers are not regrown roll by roll.
constexpr size_t kRolls = 64;
constexpr size_t kFootnotes = 32;

RollLog::RollLog(Keeps keeps) : keeps_(keeps) {}

void RollLog::clear() {
  rolls_.clear();
  footnotes_.clear();
  footnoted_.clear();
  texts_.clear();
  terms_.clear();
  thrownDice_.clear();
  choices_.clear();
  last_ = LoggedRoll{};
  lastKept_ = false;
  lastExpression_ = nullptr;
}

// The room is made at the first roll, not when the log is: many logs only look rows up
// (a type's daily costs are worked out with one each) and never roll.
void RollLog::makeRoom() {
  rolls_.reserve(kRolls);
  footnotes_.reserve(kFootnotes);
  footnoted_.reserve(kFootnotes);
  texts_.reserve(kRolls * 32);
  terms_.reserve(kRolls * 2);
  thrownDice_.reserve(kRolls * 2);
}

LoggedRoll& RollLog::begin(LoggedRoll::Thrown thrown, const Purpose& purpose) {
  if (rolls_.capacity() == 0) makeRoom();
  // Recorded where it is kept: a roll is 100 bytes, and a brief throws hundreds.
  LoggedRoll& roll = rolls_.emplace_back();
  lastKept_ = true;
  roll.thrown = thrown;
  roll.what = purpose.what;
  roll.numbers = purpose.numbers;
  roll.listRow = purpose.listRow;
  roll.listTable = purpose.listTable;
  roll.words = static_cast<uint32_t>(texts_.size());
  for (size_t i = 0; i < purpose.words.size(); ++i) {
    const std::string_view word = purpose.words[i].substr(0, UINT16_MAX);
    texts_ += word;
    roll.wordSizes[i] = static_cast<uint16_t>(word.size());
  }
  roll.firstChoice = static_cast<uint32_t>(choices_.size());
  roll.choiceCount = static_cast<uint32_t>(purpose.choices.size());
  if (!purpose.choices.empty())
    choices_.insert(choices_.end(), purpose.choices.begin(), purpose.choices.end());
  roll.text = static_cast<uint32_t>(texts_.size());
  roll.firstTerm = static_cast<uint32_t>(terms_.size());
  roll.firstDie = static_cast<uint32_t>(thrownDice_.size());
  return roll;
}

void RollLog::forgetLast() {
  last_ = rolls_.back();
  rolls_.pop_back();
  lastKept_ = false;
}

int RollLog::rememberLast(const dice::DiceExpression* expression, int result) {
  lastExpression_ = expression;
  last_.result = result;
  return result;
}

int RollLog::roll(dice::Rng& rng, const dice::DiceExpression& expression, const Purpose& purpose) {
  if (keeps_ == Keeps::lastRoll) {
    thrownDice_.clear();
    return rememberLast(&expression, expression.rollInto(rng, thrownDice_));
  }
  LoggedRoll& roll = begin(LoggedRoll::Thrown::expression, purpose);
  texts_ += expression.text();
  terms_.insert(terms_.end(), expression.terms().begin(), expression.terms().end());
  roll.textSize = static_cast<uint32_t>(expression.text().size());
  roll.terms = static_cast<uint32_t>(expression.terms().size());
  roll.result = expression.rollInto(rng, thrownDice_);
  roll.dice = static_cast<uint32_t>(thrownDice_.size()) - roll.firstDie;
  const int total = roll.result;
  // A fixed number ("1 wagon") throws no die: nothing to show in the roll log.
  if (expression.minimum() == expression.maximum()) forgetLast();
  return total;
}

int RollLog::count(dice::Rng& rng, const dice::DiceExpression& expression, const Purpose& purpose) {
  const int total = roll(rng, expression, purpose);
  return total < 0 ? 0 : total;
}

bool RollLog::chance(dice::Rng& rng, int percent, const Purpose& purpose) {
  if (keeps_ == Keeps::lastRoll) {
    thrownDice_.assign(1, dice::roll(rng, dice::Die{100}));
    return rememberLast(nullptr, thrownDice_.back().value) <= percent;
  }
  LoggedRoll& roll = begin(LoggedRoll::Thrown::chance, purpose);
  thrownDice_.push_back(dice::roll(rng, dice::Die{100}));
  roll.dice = 1;
  roll.result = thrownDice_.back().value;
  roll.percent = percent;
  const bool happened = roll.result <= percent;
  return happened;
}

const tables::Row& RollLog::rollOn(dice::Rng& rng, const tables::Table& table, size_t column, const Purpose& purpose) {
  const dice::DieRoll thrown = dice::roll(rng, *table.die);
  const tables::Row* row = table.rowFor(column, thrown.value);
  if (row == nullptr) throw std::logic_error("table '" + table.id + "' does not cover " + std::to_string(thrown.value));
  if (keeps_ == Keeps::lastRoll) {
    thrownDice_.assign(1, thrown);
    rememberLast(nullptr, thrown.value);
    return *row;
  }
  LoggedRoll& roll = begin(LoggedRoll::Thrown::table, purpose);
  thrownDice_.push_back(thrown);
  roll.dice = 1;
  roll.result = thrown.value;
  roll.table = &table;
  roll.column = static_cast<uint32_t>(column);
  roll.row = row;
  consult(table, *row);
  return *row;
}

dice::RollView RollLog::view(const LoggedRoll& roll) const {
  return {std::string_view(texts_).substr(roll.text, roll.textSize),
          std::span(terms_).subspan(roll.firstTerm, roll.terms), std::span(thrownDice_).subspan(roll.firstDie, roll.dice),
          roll.result};
}

std::string_view RollLog::word(const LoggedRoll& roll, size_t i) const {
  size_t at = roll.words;
  for (size_t k = 0; k < i; ++k) at += roll.wordSizes[k];
  return std::string_view(texts_).substr(at, roll.wordSizes[i]);
}

std::string RollLog::lastDice() const {
  if (keeps_ == Keeps::everything) return dice::formatRoll(view(lastRoll()));
  dice::RollView last{{}, {}, thrownDice_, last_.result};
  if (lastExpression_ != nullptr) {
    last.expression = lastExpression_->text();
    last.terms = lastExpression_->terms();
  }
  return dice::formatRoll(last);
}

void RollLog::consult(const tables::Table& table, const tables::Row& row) {
  if (keeps_ == Keeps::lastRoll || row.provenance == tables::Provenance::printed) return;
  if (std::find(footnoted_.begin(), footnoted_.end(), &row) != footnoted_.end()) return;
  footnoted_.push_back(&row);
  // Another row of the same words is the same footnote. The table is the same one far
  // more often than another of its id: its address is the quick test.
  for (const Footnote& note : footnotes_) {
    const bool sameTable = note.table == &table || note.table->id == table.id;
    if (sameTable && note.row->entry == row.entry) return;
  }
  footnotes_.push_back({&table, &row});
}

}  // namespace outremer::gen
