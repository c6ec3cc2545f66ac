#pragma once

#include <string_view>

#include "dice/dice_expression.hpp"
#include "gen/once_by_text.hpp"

namespace outremer::gen {

/// Dice expressions by their text, each parsed once, for any number of threads (a look-up
/// takes no lock): the generators look up a dice field on every roll.
class DiceCache {
 public:
  /// The expression |text| reads as, parsed on first use. Throws dice::DiceSyntaxError for
  /// a text that is not one (and keeps nothing).
  const dice::DiceExpression& get(std::string_view text) const {
    return parsed_.get(text, [](std::string_view t) { return dice::DiceExpression::parse(t); });
  }

 private:
  OnceByText<dice::DiceExpression> parsed_;
};

}  // namespace outremer::gen
