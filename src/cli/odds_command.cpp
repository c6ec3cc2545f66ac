#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "codec/json_out.hpp"
#include "codec/odds.hpp"
#include "dice/distribution.hpp"
#include "gen/attack_odds.hpp"
#include "gen/encounter.hpp"
#include "gen/fight.hpp"
#include "gen/encounter_odds.hpp"
#include "render/odds.hpp"
#include "tables/table_odds.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

// The words that ask for the odds of a whole encounter, or of one attack, rather than of
// dice or a table.
constexpr const char* kEncounter = "encounter";
constexpr const char* kFight = "fight";
constexpr int kMostStrength = 10000;

struct OddsOptions {
  std::string what;  // a dice expression, a table id, "encounter" or "fight"
  std::string column;
  std::string where;  // odds encounter: the place and time, as `outremer encounter` reads them
  std::string time;
  std::string atLeast;  // odds encounter: the count P(at least) is asked for
  // odds fight: one attack's terms
  std::string attack;
  std::string defence;
  std::string against;
  std::string terrain;          // the defender's ground
  std::string attackerTerrain;  // the attacker's ground
  std::string shift;
  bool charge = false;
  bool combined = false;
  bool panicking = false;
};

// The flags only one word takes, with whether each was given.
std::vector<std::pair<const char*, bool>> encounterFlags(const OddsOptions& o) {
  return {{"--where", !o.where.empty()}, {"--time", !o.time.empty()}, {"--at-least", !o.atLeast.empty()}};
}

std::vector<std::pair<const char*, bool>> fightFlags(const OddsOptions& o) {
  return {{"--attack", !o.attack.empty()},   {"--defence", !o.defence.empty()},
          {"--against", !o.against.empty()}, {"--terrain", !o.terrain.empty()},
          {"--attacker-terrain", !o.attackerTerrain.empty()}, {"--shift", !o.shift.empty()},
          {"--charge", o.charge},             {"--combined", o.combined},
          {"--panicking", o.panicking}};
}

// Refuses any of |flags| given: they belong to 'odds |owner|' alone.
void refuseOthers(const std::vector<std::pair<const char*, bool>>& flags, const std::string& owner) {
  for (const auto& [flag, given] : flags) {
    if (given) throw UsageError(std::string(flag) + ": only 'odds " + owner + "' takes it");
  }
}

// odds writes text, Markdown or JSON, without a template.
render::Format oddsFormat(const Context& context) {
  const render::Format format = outputFormat(context);
  if (format == render::Format::html) throw UsageError("--format: 'odds' writes text, markdown or json");
  if (!context.templateFile.empty()) throw UsageError("--template: 'odds' writes without a template");
  return format;
}

template <typename Odds>
std::string rendered(render::Format format, const Odds& odds) {
  if (format == render::Format::json) return codec::jsonText(odds, 2) + '\n';
  const render::Document document = render::oddsDocument(odds);
  return format == render::Format::markdown ? render::markdownOf(document) : render::textOf(document);
}

// Writes the odds |make| works out; more than can be counted exactly (dice outcomes, a
// see: chain's rows, an encounter's counts) is a usage error of |command|.
template <typename Make>
void writeOdds(Context& context, const std::string& command, Make make) {
  try {
    writeOutput(context, make());
  } catch (const dice::TooManyOutcomes& error) {
    throw UsageError(command + ": " + error.what());
  } catch (const tables::TooManyRows& error) {
    throw UsageError(command + ": " + error.what());
  }
}

void expressionOdds(const dice::DiceExpression& expression, const OddsOptions& options, Context& context,
                    render::Format format) {
  if (!options.column.empty()) {
    throw UsageError("--column: '" + options.what + "' is a dice expression, not a table");
  }
  writeOdds(context, "odds", [&] {
    const dice::Distribution distribution = dice::Distribution::of(expression);
    return rendered(format, codec::DiceOdds{expression.text(), &distribution});
  });
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
  writeOdds(context, "odds", [&] { return rendered(format, tables::tableOdds(set, table, column)); });
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
  writeOdds(context, "odds encounter", [&] { return rendered(format, gen::encounterOdds(rules, where, time, atLeast)); });
}

// A tactical-map terrain's row of map-terrain-combat; none (neutral ground) when not given.
const tables::Row* groundOf(const gen::Rules& rules, const std::string& flag, const std::string& terrain) {
  if (terrain.empty()) return nullptr;
  std::vector<std::string> terrains;
  for (const tables::Row& row : rules.table("map-terrain-combat").rows) terrains.push_back(row.id);
  requireChoice(flag, "terrain", terrain, terrains);
  return gen::mapTerrainRow(rules, terrain);
}

gen::AttackTerms attackTerms(const gen::Rules& rules, const OddsOptions& o) {
  if (o.attack.empty()) throw UsageError("--attack: required (the attack strength, 1 to 10000)");
  if (o.defence.empty()) throw UsageError("--defence: required (the defence strength, 0 to 10000)");
  gen::AttackTerms terms;
  terms.attack = wholeNumber(o.attack, "--attack", 1, kMostStrength);
  // 0, a defence of 1 halved by a wound or a stun, is fought as 1 (gen::defenceFought).
  terms.defence = wholeNumber(o.defence, "--defence", 0, kMostStrength);
  if (!o.against.empty()) requireChoice("--against", "defender", o.against, {"mounted", "foot"});
  terms.mounted = o.against == "mounted";
  // "Only one charge can be made at a target at one time; it may not be added to any other attack" (1.57).
  if (o.charge && o.combined) throw UsageError("--combined: a charge is made alone (1.57), not with --charge");
  terms.charge = o.charge;
  terms.combined = o.combined;
  terms.panicking = o.panicking;
  if (!o.shift.empty()) {
    if (!o.terrain.empty() || !o.attackerTerrain.empty()) {
      throw UsageError("--shift: give the terrain shift or the terrains (--terrain, --attacker-terrain), not both");
    }
    terms.terrainShift = wholeNumber(o.shift, "--shift", -11, 11);
  }
  terms.attackerGround = groundOf(rules, "--attacker-terrain", o.attackerTerrain);
  terms.defenderGround = groundOf(rules, "--terrain", o.terrain);
  terms.attackerAdvantage = gen::terrainAdvantage(rules, terms.attackerGround);
  terms.defenderAdvantage = gen::terrainAdvantage(rules, terms.defenderGround);
  return terms;
}

// The command that gives these odds again: the options given, in a fixed order.
std::string fightCommand(const OddsOptions& o, const gen::AttackTerms& terms, const Context& context) {
  std::string command = "outremer odds fight --attack " + std::to_string(terms.attack) + " --defence " +
                        std::to_string(terms.defence);
  if (terms.mounted) command += " --against mounted";
  if (!o.terrain.empty()) command += " --terrain " + shellQuote(o.terrain);
  if (!o.attackerTerrain.empty()) command += " --attacker-terrain " + shellQuote(o.attackerTerrain);
  if (terms.terrainShift) command += " --shift " + std::to_string(*terms.terrainShift);
  for (const auto& [flag, on] : {std::pair{" --charge", o.charge}, std::pair{" --combined", o.combined},
                                 std::pair{" --panicking", o.panicking}}) {
    if (on) command += flag;
  }
  if (!context.tablesDir.empty()) command += " --tables " + shellQuote(context.tablesDir);
  return command;
}

// `odds fight`: one attack on the CRT, every face of the die counted.
void fightOdds(const OddsOptions& options, Context& context, render::Format format) {
  if (!options.column.empty()) throw UsageError("--column: 'odds fight' reads the column from the odds");
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const gen::AttackTerms terms = attackTerms(rules, options);
  const gen::AttackOdds odds = gen::attackOdds(rules, terms);
  writeOutput(context, rendered(format, codec::FightOdds{&odds, fightCommand(options, terms, context)}));
}

void runOdds(const OddsOptions& options, Context& context) {
  const render::Format format = oddsFormat(context);
  if (options.what != kFight) refuseOthers(fightFlags(options), kFight);
  if (options.what != kEncounter) refuseOthers(encounterFlags(options), kEncounter);
  if (options.what == kEncounter) {
    encounterOdds(options, context, format);
    return;
  }
  if (options.what == kFight) {
    fightOdds(options, context, format);
    return;
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
                   "a table id, 'encounter' or 'fight'")
      ->required();
  odds->add_option("--column,-c", options->column, "Column, for tables with several")->type_name("COLUMN");
  odds->add_option("--where", options->where,
                   "odds encounter: place, town, highway or countryside (default highway)");
  odds->add_option("--time", options->time, "odds encounter: time, day or night (default day)");
  odds->add_option("--at-least", options->atLeast,
                   "odds encounter: the count P(N or more against the party) asks about (default 20)");
  odds->add_option("--attack", options->attack, "odds fight: the attack strength (of all the attackers together)")
      ->type_name("N");
  odds->add_option("--defence", options->defence, "odds fight: the defender's defence strength")->type_name("N");
  odds->add_option("--against", options->against, "odds fight: the defender mounted or foot (default foot)");
  odds->add_option("--terrain", options->terrain,
                   "odds fight: the defender's ground, a tactical-map terrain (default open-terrain)");
  odds->add_option("--attacker-terrain", options->attackerTerrain,
                   "odds fight: the attacker's ground (default open-terrain)");
  odds->add_option("--shift", options->shift, "odds fight: the terrain shift in columns, instead of the terrains")
      ->type_name("N");
  odds->add_flag("--charge", options->charge, "odds fight: a horseman charges (half his attack added)");
  odds->add_flag("--combined", options->combined, "odds fight: two or more attackers combine");
  odds->add_flag("--panicking", options->panicking, "odds fight: the defender is panicking");
  odds->footer(
      "Counted over every way the dice can fall, never sampled; --format text, markdown or json. "
      "'outremer odds encounter' follows the whole chain of an encounter, "
      "'outremer odds fight' one attack on the combat results tables.");
  odds->callback([options, &context, &status] {
    runOdds(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
