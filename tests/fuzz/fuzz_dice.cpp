// Dice expressions as `roll` and the tables read them: any text is read or refused with a
// DiceSyntaxError, and one that is read rolls within its own bounds.
#include <cstdint>
#include <string_view>

#include "dice/dice_expression.hpp"
#include "dice/rng.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const auto expression = outremer::dice::DiceExpression::parse(text);
    outremer::dice::Rng rng(size);
    const int total = expression.roll(rng).total;
    if (total < expression.minimum() || total > expression.maximum()) __builtin_trap();
  } catch (const outremer::dice::DiceSyntaxError&) {
  }
  return 0;
}
