#include "tables/die.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "tables/file_text.hpp"
#include "util/text.hpp"

namespace outremer::tables {

namespace {
constexpr int kTableDice[] = {6, 10, 20, 100};
}

bool isTableDie(dice::Die die) { return std::ranges::find(kTableDice, die.sides) != std::end(kTableDice); }

std::optional<dice::Die> dieNamed(std::string_view text) {
  for (int sides : kTableDice) {
    if (text == "d" + std::to_string(sides)) return dice::Die{sides};
  }
  return std::nullopt;
}

std::optional<int> readDieValue(std::string_view text, dice::Die die) {
  text = util::trim(text);
  if (text.empty() || text.size() > 4) return std::nullopt;
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  // The book reads an all-zero face as the die's top value: 00 is 100, a 0 on a d10 is 10.
  if (value == 0 && (die.sides == 100 || die.sides == 10)) return die.sides;
  return value;
}

DieRange readDieRange(std::string_view text, dice::Die die) {
  const std::string_view trimmed = util::trim(text);
  DieRange range;
  range.printed = std::string(trimmed);
  std::optional<int> low;
  std::optional<int> high;
  if (trimmed.ends_with('+')) {
    low = readDieValue(trimmed.substr(0, trimmed.size() - 1), die);
    high = die.maximum();
  } else if (const size_t dash = trimmed.find('-'); dash != std::string_view::npos) {
    low = readDieValue(trimmed.substr(0, dash), die);
    high = readDieValue(trimmed.substr(dash + 1), die);
  } else {
    low = high = readDieValue(trimmed, die);
  }
  if (!low || !high) {
    throw std::invalid_argument("cannot read range " + quoted(range.printed) +
                                " (expected e.g. '01-30', '81-00', '06+' or '5')");
  }
  if (*low > *high) {
    throw std::invalid_argument("range " + quoted(range.printed) + " runs backwards");
  }
  range.low = *low;
  range.high = *high;
  if (!liesOn(range, die)) {
    throw std::invalid_argument("range " + quoted(range.printed) + " lies outside " + die.name() + " (" +
                                std::to_string(die.minimum()) + ".." +
                                std::to_string(die.maximum()) + ")");
  }
  return range;
}

bool liesOn(const DieRange& range, dice::Die die) {
  return die.minimum() <= range.low && range.low <= range.high && range.high <= die.maximum();
}

}  // namespace outremer::tables
