// `outremer completions bash|zsh`: the shell completion script, made from the command tree
// CLI11 holds (so it cannot fall behind the commands) and from the loaded tables.
#include <memory>

#include "campaign/route.hpp"
#include "cli/commands.hpp"
#include "cli/batch.hpp"
#include "cli/completion_script.hpp"
#include "cli/generator.hpp"
#include "cli/output.hpp"
#include "cli/table_export.hpp"
#include "cli/table_source.hpp"
#include "gen/advancement.hpp"
#include "gen/encounter.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "gen/scenario_generate.hpp"
#include "tables/default_tables.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

// Made on first use, not by a static initialiser every process ran.
const std::vector<std::string>& shells() {
  static const std::vector<std::string> made = {"bash", "zsh"};
  return made;
}

// Adds |app| and every command under it to |model|, by path: subcommands, options (every
// spelling), those that take a value, and those that name a file, a folder or a column of
// the command's table (type name FILE, DIR or COLUMN; a positional named DIR or FILE).
// |spellings| gets each option's spellings together.
void addCommands(const CLI::App& app, const std::string& path, CompletionModel& model,
                 std::vector<std::vector<std::string>>& spellings) {
  CompletionModel::Command& command = model.commands[path];
  for (const CLI::Option* option : app.get_options()) {
    if (option->get_positional()) {
      if (option->get_name() == "DIR") model.folderPositional.push_back(path);
      if (option->get_name() == "FILE") model.filePositional.push_back(path);
      continue;
    }
    std::vector<std::string> names;
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
    for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    command.options.insert(command.options.end(), names.begin(), names.end());
    // A flag expects no value (its type size is 1 all the same).
    if (option->get_expected_max() > 0) {
      command.valueOptions.insert(command.valueOptions.end(), names.begin(), names.end());
    }
    const std::string type = option->get_type_name();
    std::vector<std::string>* named = type == "FILE"     ? &model.fileOptions
                                      : type == "DIR"    ? &model.folderOptions
                                      : type == "COLUMN" ? &model.columnOptions
                                                         : nullptr;
    if (named != nullptr) named->insert(named->end(), names.begin(), names.end());
    spellings.push_back(std::move(names));
  }
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    command.subcommands.push_back(sub->get_name());
    addCommands(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), model, spellings);
  }
}

// Gives every spelling of an option the values one of them has (-c those of --column).
void shareValues(const std::vector<std::vector<std::string>>& spellings, CompletionModel& model) {
  for (const std::vector<std::string>& names : spellings) {
    for (const std::string& name : names) {
      const auto values = model.optionValues.find(name);
      if (values == model.optionValues.end()) continue;
      for (const std::string& other : names) model.optionValues.try_emplace(other, values->second);
      break;
    }
  }
}

std::vector<std::string> sortedUnique(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

// Values of options whose name two commands share with different meanings: --terrain is a
// combat terrain to odds and a battlefield to scenario generate; --roster a skirmish
// ruleset to the generators and a list of types to upkeep.
void addCommandValues(const gen::Rules& rules, CompletionModel& model) {
  std::vector<std::string> combatTerrains;
  for (const tables::Row& row : rules.table("map-terrain-combat").rows) combatTerrains.push_back(row.id);
  std::vector<std::string> battlefields = gen::battleTerrains(rules, false);
  for (const std::string& terrain : gen::battleTerrains(rules, true)) battlefields.push_back(terrain);
  battlefields = sortedUnique(std::move(battlefields));
  std::vector<std::string> sidePairs;
  const std::vector<std::string> sides = gen::generatedSides(rules);
  for (const std::string& a : sides) {
    for (const std::string& b : sides) {
      if (a != b) sidePairs.push_back(a + "," + b);
    }
  }
  const std::vector<std::string> rosters = {"feudal"};
  model.commandOptionValues = {
      {"odds --terrain", combatTerrains},      {"odds --attacker-terrain", combatTerrains},
      {"odds --against", {"mounted", "foot"}}, {"scenario generate --terrain", battlefields},
      {"batch --terrain", battlefields},       {"scenario generate --sides", sidePairs},
      {"batch --sides", sidePairs},            {"encounter --roster", rosters},
      {"scenario show --roster", rosters},     {"scenario generate --roster", rosters},
      {"batch --roster", rosters},
  };
}

// A generator's argument is the option of the same name in a batch (`loot KIND`, `batch
// loot --kind KIND`): its words are that option's.
void addGeneratorArguments(CompletionModel& model) {
  for (const Generator& generator : generators()) {
    for (const GeneratorOption& option : generator.options) {
      if (option.takes != GeneratorOption::Takes::argument) continue;
      const auto values = model.optionValues.find("--" + option.name);
      if (values == model.optionValues.end()) continue;
      model.positionalValues[generator.command.empty() ? generator.name : generator.command] = values->second;
    }
  }
}

// The values the tables allow, by option, and the words of commands' arguments.
void addValues(const gen::Rules& rules, CompletionModel& model) {
  const tables::TableSet& set = rules.set();
  for (const tables::Table& table : set.tables()) {
    if (!table.columns.empty()) model.columns[table.id] = table.columns;
  }
  std::vector<std::string> events;
  for (const std::string& name : gen::advanceClassNames(rules)) {
    for (const gen::AdvanceEvent& event : gen::listEvents(rules, name)) events.push_back(event.id);
  }
  std::vector<std::string> kinds;
  for (const Generator& generator : generators()) kinds.push_back(generator.name);
  std::vector<std::string> scenarios;
  for (const tables::Scenario& scenario : tables::defaultScenarios().scenarios) scenarios.push_back(scenario.id);
  std::vector<std::string> towns;
  const campaign::Route route(rules);  // named: the towns point into it
  for (const campaign::Hex* town : route.townsAhead()) towns.push_back(town->id);
  model.optionValues = {
      {"--format", {"text", "markdown", "html", "json", "cards"}},
      {"--where", gen::encounterPlaces(rules)},
      {"--time", gen::encounterTimes(rules)},
      {"--group", gen::groupIds(rules)},
      {"--kind", gen::lootKinds(rules)},
      {"--class", gen::advanceClassNames(rules)},
      {"--list-events", gen::advanceClassNames(rules)},
      {"--event", sortedUnique(events)},
      {"--policy", {"cautious", "bold"}},
      {"--as", exportForms()},
      {"--foundry-version", foundryVersions()},
      {"--footnotes", footnoteWords()},
      {"--pay-at", towns},
  };
  addCommandValues(rules, model);
  std::vector<std::string> oddsWords = set.ids();
  oddsWords.emplace_back("encounter");  // odds encounter: the whole chain, not a table
  oddsWords.emplace_back("fight");      // odds fight: one attack's terms
  model.positionalValues = {{"tables show", set.ids()},
                            {"lookup", set.ids()},
                            {"odds", sortedUnique(std::move(oddsWords))},
                            {"scenario show", sortedUnique(scenarios)},
                            {"batch", sortedUnique(kinds)},
                            {"completions", shells()}};
  addGeneratorArguments(model);
}

void runCompletions(const std::string& shell, const CLI::App& root, Context& context) {
  textOnly(context, "completions");
  if (std::find(shells().begin(), shells().end(), shell) == shells().end()) {
    throw UsageError("completions: " + util::unknownName("shell", shell, shells(), "shells"));
  }
  CompletionModel model;
  std::vector<std::vector<std::string>> spellings;
  addCommands(root, "", model, spellings);
  addValues(*loadRules(context), model);
  shareValues(spellings, model);
  for (auto* list : {&model.fileOptions, &model.folderOptions, &model.columnOptions, &model.folderPositional,
                     &model.filePositional}) {
    *list = sortedUnique(std::move(*list));
  }
  writeOutput(context, shell == "bash" ? bashCompletion(model) : zshCompletion(model));
}

}  // namespace

void addCompletionsCommand(CLI::App& app, Context& context, int& status) {
  auto shell = std::make_shared<std::string>();
  CLI::App* command = app.add_subcommand("completions", "Print the bash or zsh completion script");
  command->add_option("SHELL", *shell, "bash or zsh")->required();
  command->callback([shell, &app, &context, &status] {
    runCompletions(*shell, app, context);
    status = 0;
  });
}

}  // namespace outremer::cli
