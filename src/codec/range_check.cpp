#include "codec/range_check.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "util/text.hpp"

namespace outremer::codec {

std::string RangeCheck::path() const {
  std::string all = root_;
  for (const Step& step : path_) all += step.key.empty() ? "[" + std::to_string(step.index) + "]" : "." + std::string(step.key);
  return all;
}

void RangeCheck::checkText(const std::string& text, const NonEmpty&) const {
  if (text.empty()) refuse(path(), "empty");
}

void RangeCheck::checkText(const std::string& text, const Words& words) const {
  if (std::find(words.words.begin(), words.words.end(), text) == words.words.end()) {
    std::vector<std::string> list;
    for (std::string_view w : words.words) list.push_back(w.empty() ? "\"\"" : std::string(w));
    refuse(path(), "'" + text + "' is not one of " + util::join(list, ", "));
  }
}

void RangeCheck::checkNumber(double value, const Fraction& bound) const {
  if (!(value > -bound.bound && value < bound.bound)) {
    refuse(path(), fmt::format("{} is not between -{} and {}", value, bound.bound, bound.bound));
  }
}

void RangeCheck::checkNumber(int64_t value, const Range& range) const {
  if (value < range.least) refuse(path(), fmt::format("{} is below {}", value, range.least));
  if (value > range.most) refuse(path(), fmt::format("{} is above {}", value, range.most));
}

}  // namespace outremer::codec
