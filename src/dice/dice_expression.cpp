#include "dice/dice_expression.hpp"

#include <cctype>
#include <tuple>

namespace outremer::dice {
namespace {

// Bounds far beyond any table of the book (at most 2 dice, d100, +80) that keep every
// roll quick and every total small: a count rolled from a table sizes what is generated.
constexpr int kMaxDice = 100;        // in the whole expression
constexpr int kMaxSides = 1000;
constexpr int kMaxModifier = 10000;  // the numbers added and taken away, together
constexpr int kMaxTerms = 100;
constexpr int kMaxNumber = 1000000;  // read no further: the bounds above refuse it anyway

// A small recursive-descent reader over the expression text.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  std::vector<Term> terms() {
    std::vector<Term> result;
    skipBlanks();
    if (atEnd()) fail("empty dice expression");
    result.push_back(term(1));
    while (true) {
      skipBlanks();
      if (atEnd()) break;
      if (result.size() == kMaxTerms) fail("at most " + std::to_string(kMaxTerms) + " terms");
      if (peek() == '(') {
        result.push_back(minusPhrase());
        continue;
      }
      const char op = peek();
      if (op != '+' && op != '-') fail(std::string("expected '+', '-' or end, got '") + op + "'");
      ++pos_;
      skipBlanks();
      result.push_back(term(op == '+' ? 1 : -1));
    }
    return result;
  }

 private:
  Term term(int sign) {
    Term t;
    t.sign = sign;
    const bool hasCount = std::isdigit(static_cast<unsigned char>(peek()));
    const int count = hasCount ? number() : 1;
    if (!atEnd() && (peek() == 'd' || peek() == 'D')) {
      ++pos_;
      if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("expected the number of sides after 'd'");
      const int sides = number();
      if (sides < 2) fail("a die needs at least 2 sides");
      if (sides > kMaxSides) fail("a die has at most " + std::to_string(kMaxSides) + " sides");
      if (count < 1) fail("number of dice must be at least 1");
      dice_ += count;
      if (dice_ > kMaxDice) fail("at most " + std::to_string(kMaxDice) + " dice in all");
      t.count = count;
      t.die = Die{sides};
    } else {
      if (!hasCount) fail("expected a number or a die such as 'd6'");
      t.constant = modifier(count);
    }
    return t;
  }

  // |value|, added or taken away, counted against the bound on all modifiers together.
  int modifier(int value) {
    modifiers_ += value;
    if (modifiers_ > kMaxModifier) {
      fail("the numbers added and taken away come to more than " + std::to_string(kMaxModifier));
    }
    return value;
  }

  // The book's "d6 (minus 3 from die roll)".
  Term minusPhrase() {
    const size_t start = pos_;
    ++pos_;
    skipBlanks();
    expectWord("minus", start);
    skipBlanks();
    if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("expected a number after 'minus'");
    Term t;
    t.sign = -1;
    t.constant = modifier(number());
    for (std::string_view word : {"from", "die", "roll"}) {
      skipBlanks();
      expectWord(word, start);
    }
    skipBlanks();
    if (peek() != ')') fail("expected ')'");
    ++pos_;
    return t;
  }

  void expectWord(std::string_view word, size_t phraseStart) {
    if (text_.substr(pos_, word.size()) != word) {
      pos_ = phraseStart;
      fail("expected '(minus N from die roll)'");
    }
    pos_ += word.size();
  }

  int number() {
    long value = 0;
    while (!atEnd() && std::isdigit(static_cast<unsigned char>(peek()))) {
      value = value * 10 + (peek() - '0');
      if (value > kMaxNumber) fail("number too large");
      ++pos_;
    }
    return static_cast<int>(value);
  }

  void skipBlanks() {
    while (!atEnd() && (peek() == ' ' || peek() == '\t')) ++pos_;
  }
  bool atEnd() const { return pos_ >= text_.size(); }
  char peek() const { return atEnd() ? '\0' : text_[pos_]; }
  [[noreturn]] void fail(const std::string& message) const {
    throw DiceSyntaxError(message, static_cast<int>(pos_) + 1);
  }

  std::string_view text_;
  size_t pos_ = 0;
  int dice_ = 0;
  int modifiers_ = 0;
};

}  // namespace

DiceExpression DiceExpression::parse(std::string_view text) {
  DiceExpression expression;
  expression.terms_ = Reader(text).terms();
  expression.text_ = std::string(text);
  std::tie(expression.minimum_, expression.maximum_) = expression.bounds();
  return expression;
}

// The lowest and highest total of the expression: a subtracted term counts its
// opposite end.
std::pair<int, int> DiceExpression::bounds() const {
  int low = 0;
  int high = 0;
  for (const Term& t : terms_) {
    const int termLow = t.count ? t.count * t.die.minimum() : t.constant;
    const int termHigh = t.count ? t.count * t.die.maximum() : t.constant;
    low += t.sign > 0 ? termLow : -termHigh;
    high += t.sign > 0 ? termHigh : -termLow;
  }
  return {low, high};
}

Roll DiceExpression::roll(Rng& rng) const {
  Roll result{text_, terms_, {}, 0};
  result.total = rollInto(rng, result.dice);
  return result;
}

int DiceExpression::rollInto(Rng& rng, std::vector<DieRoll>& thrown) const {
  int total = 0;
  for (const Term& t : terms_) {
    int value = t.constant;
    for (int i = 0; i < t.count; ++i) {
      thrown.push_back(dice::roll(rng, t.die));
      value += thrown.back().value;
    }
    total += t.sign * value;
  }
  return total;
}

}  // namespace outremer::dice
