#include "tables/money.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iterator>
#include <stdexcept>

#include "tables/file_text.hpp"
#include "util/text.hpp"

namespace outremer::tables {
namespace {

struct Coin {
  const char* code;
  int64_t copper;
};
constexpr Coin kCoins[] = {{"GF", Money::kGoldFranc},
                           {"SF", Money::kSilverFranc},
                           {"SC", Money::kSilverCentime},
                           {"CC", 1}};

}  // namespace

Money Money::parse(std::string_view text) {
  text = util::trim(text);
  Money total;
  if (text == "-") return total;
  if (text.empty()) throw std::invalid_argument("empty amount of money");
  size_t pos = 0;
  while (pos < text.size()) {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == ',')) ++pos;
    if (pos >= text.size()) break;
    const size_t start = pos;
    int64_t amount = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
      amount = amount * 10 + (text[pos++] - '0');
      if (amount > 1000000000) throw std::invalid_argument("amount too large");
    }
    while (pos < text.size() && text[pos] == ' ') ++pos;
    const std::string_view code = text.substr(pos, 2);
    const Coin* coin = nullptr;
    for (const Coin& candidate : kCoins) {
      if (code == candidate.code) coin = &candidate;
    }
    if (pos == start || coin == nullptr) {
      throw std::invalid_argument("cannot read " + quoted(text.substr(start)) +
                                  " as coins (expected e.g. '1GF', '2SF 1SC', '5CC')");
    }
    total.copper += amount * coin->copper;
    pos += 2;
  }
  return total;
}

Money Money::coins(int64_t count, std::string_view code) {
  for (const Coin& coin : kCoins) {
    if (code.size() == 2 && (code[0] | 0x20) == (coin.code[0] | 0x20) && (code[1] | 0x20) == (coin.code[1] | 0x20)) {
      return {count * coin.copper};
    }
  }
  throw std::invalid_argument("unknown coin " + quoted(code) + " (expected GF, SF, SC or CC)");
}

MoneyWords Money::words() const {
  MoneyWords words;
  char* to = words.text_;
  if (copper == 0) {
    to = std::copy_n("0CC", 3, to);
  } else {
    // A debt reads as one: "owes 1GF 2SF", never "-1GF 2SF" (minus one gold franc, plus
    // two silver?).
    if (copper < 0) to = std::copy_n("owes ", 5, to);
    const char* const coins = to;
    uint64_t left = copper < 0 ? 0 - static_cast<uint64_t>(copper) : static_cast<uint64_t>(copper);
    for (const Coin& coin : kCoins) {
      const uint64_t count = left / static_cast<uint64_t>(coin.copper);
      left %= static_cast<uint64_t>(coin.copper);
      if (count == 0) continue;
      if (to != coins) *to++ = ' ';
      to = std::to_chars(to, std::end(words.text_), count).ptr;
      to = std::copy_n(coin.code, 2, to);
    }
  }
  words.size_ = static_cast<size_t>(to - words.text_);
  return words;
}

}  // namespace outremer::tables
