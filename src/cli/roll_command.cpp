#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "dice/dice_expression.hpp"
#include "dice/roll_format.hpp"
#include "render/format.hpp"
#include "render/mustache_render.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

struct RollOptions {
  std::vector<std::string> expressions;
};

void runRoll(const RollOptions& options, Context& context) {
  textOnly(context, "roll");
  std::vector<dice::DiceExpression> parsed;
  for (const std::string& text : options.expressions) {
    try {
      parsed.push_back(dice::DiceExpression::parse(text));
    } catch (const dice::DiceSyntaxError& error) {
      throw UsageError(fmt::format("roll: cannot read '{}' at character {}: {}", text,
                                   error.column(), error.what()));
    }
  }
  const uint64_t seed = seedFor(context);
  std::string replay = "outremer roll";
  for (const std::string& text : options.expressions) replay += " " + shellQuote(text);
  replay += " --seed " + std::to_string(seed);
  std::string text = fmt::format("seed {} (replay: {})", seed, replay);
  // Too wide for the terminal: the replay on a line of its own, whole where it fits, so
  // that it can be copied.
  if (util::displayWidth(text) > render::kTextWidth) text = fmt::format("seed {}\nreplay: {}", seed, replay);
  text += '\n';
  dice::Rng rng(seed);
  for (const dice::DiceExpression& expression : parsed) text += dice::formatRoll(expression.roll(rng)) + '\n';
  writeOutput(context, render::wrapLongLines(text, render::kTextWidth));  // many or long expressions
}

}  // namespace

void addRollCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<RollOptions>();
  CLI::App* roll = app.add_subcommand("roll", "Roll dice expressions, showing every die");
  roll->add_option("EXPR", options->expressions,
                   "d6, d10, d20 (two d10 summed), d100 (percentile), 2d6, d20+10, "
                   "\"d6 (minus 3 from die roll)\"")
      ->required();
  roll->footer("Without --seed a fresh seed is taken from the system and printed.");
  roll->callback([options, &context, &status] {
    runRoll(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
