#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "dice/distribution.hpp"
#include "gen/encounter.hpp"
#include "gen/encounter_odds.hpp"
#include "render/odds.hpp"
#include "tables/table_odds.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

// The word that asks for the odds of a whole encounter rather than of dice or a table.
constexpr const char* kEncounter = "encounter";

struct OddsOptions {
  std::string what;  // a dice expression, a table id or "encounter"
  std::string column;
  std::string where;  // odds encounter: the place and time, as `outremer encounter` reads them
  std::string time;
  std::string atLeast;  // odds encounter: the count P(at least) is asked for
};

// odds writes text, Markdown or JSON, without a template.
render::Format oddsFormat(const Context& context) {
  const render::Format format = outputFormat(context);
  if (format == render::Format::html) throw UsageError("--format: 'odds' writes text, markdown or json");
  if (!context.templateFile.empty()) throw UsageError("--template: 'odds' writes without a template");
  return format;
}

template <typename... Odds>
std::string rendered(render::Format format, const Odds&... odds) {
  if (format == render::Format::json) {
    std::string out;
    render::JsonWriter w(out, 2);
    render::writeOddsJson(w, odds...);
    return out + '\n';
  }
  return format == render::Format::markdown ? render::oddsMarkdown(odds...) : render::oddsText(odds...);
}

void expressionOdds(const dice::DiceExpression& expression, const OddsOptions& options, Context& context,
                    render::Format format) {
  if (!options.column.empty()) {
    throw UsageError("--column: '" + options.what + "' is a dice expression, not a table");
  }
  try {
    writeOutput(context, rendered(format, expression.text(), dice::Distribution::of(expression)));
  } catch (const dice::TooManyOutcomes& error) {
    throw UsageError(std::string("odds: ") + error.what());
  }
}

// Not a dice expression: a table, or a mistake. A word with a digit in it and no table
// near it is taken for a dice expression mistyped.
void tableOdds(const OddsOptions& options, const dice::DiceSyntaxError& syntax, Context& context,
               render::Format format) {
  const SharedTables loaded = loadTables(context);
  const tables::TableSet& set = *loaded;
  const std::string& what = options.what;
  const bool hasDigit =
      std::any_of(what.begin(), what.end(), [](unsigned char c) { return std::isdigit(c); });
  if (set.find(what) == nullptr && hasDigit && util::closestMatch(what, set.ids()).empty()) {
    throw UsageError(
        fmt::format("odds: cannot read '{}' at character {}: {}", what, syntax.column(), syntax.what()));
  }
  const tables::Table& table = findRangeTable(set, what, "odds");
  const size_t column = chooseColumn(table, options.column);
  writeOutput(context, rendered(format, tables::tableOdds(set, table, column)));
}

// `odds encounter`: the whole chain of `outremer encounter` in one place and time.
void encounterOdds(const OddsOptions& options, Context& context, render::Format format) {
  if (!options.column.empty())
    throw UsageError("--column: 'odds encounter' takes --where and --time instead");
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const std::string where = options.where.empty() ? "highway" : options.where;
  const std::string time = options.time.empty() ? "day" : options.time;
  requireChoice("--where", "place", where, gen::encounterPlaces(rules));
  requireChoice("--time", "time", time, gen::encounterTimes(rules));
  const int atLeast = options.atLeast.empty() ? 20 : wholeNumber(options.atLeast, "--at-least", 0, 100000);
  writeOutput(context, rendered(format, gen::encounterOdds(rules, where, time, atLeast)));
}

void runOdds(const OddsOptions& options, Context& context) {
  const render::Format format = oddsFormat(context);
  if (options.what == kEncounter) {
    encounterOdds(options, context, format);
    return;
  }
  for (const auto& [flag, value] : {std::pair{"--where", &options.where}, std::pair{"--time", &options.time},
                                    std::pair{"--at-least", &options.atLeast}}) {
    if (!value->empty()) throw UsageError(std::string(flag) + ": only 'odds encounter' takes it");
  }
  std::optional<dice::DiceExpression> expression;
  try {
    expression = dice::DiceExpression::parse(options.what);
  } catch (const dice::DiceSyntaxError& syntax) {
    tableOdds(options, syntax, context, format);
    return;
  }
  expressionOdds(*expression, options, context, format);
}

}  // namespace

void addOddsCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<OddsOptions>();
  CLI::App* odds =
      app.add_subcommand("odds", "Exact chances of a dice expression's totals or a table's rows");
  odds->add_option("EXPR_OR_TABLE", options->what,
                   "A dice expression as 'roll' reads it (d20, 2d10+10, \"d6 (minus 3 from die roll)\"), "
                   "a table id, or 'encounter'")
      ->required();
  odds->add_option("--column,-c", options->column, "Column, for tables with several");
  odds->add_option("--where", options->where,
                   "odds encounter: place, town, highway or countryside (default highway)");
  odds->add_option("--time", options->time, "odds encounter: time, day or night (default day)");
  odds->add_option("--at-least", options->atLeast,
                   "odds encounter: the count P(N or more against the party) asks about (default 20)");
  odds->footer(
      "Counted over every way the dice can fall, never sampled; --format text, markdown or json. "
      "'outremer odds encounter' follows the whole chain of an encounter.");
  odds->callback([options, &context, &status] {
    runOdds(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
