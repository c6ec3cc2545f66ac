// `outremer completions bash|zsh`: the shell completion script, made from the command tree
// CLI11 holds (so it cannot fall behind the commands) and from the loaded tables.
#include <memory>
#include <set>

#include "cli/commands.hpp"
#include "cli/completion_script.hpp"
#include "cli/generator.hpp"
#include "cli/output.hpp"
#include "cli/table_export.hpp"
#include "cli/table_source.hpp"
#include "gen/advancement.hpp"
#include "gen/encounter.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

const std::vector<std::string> kShells = {"bash", "zsh"};

// Adds |app| and every command under it to |model|, by path.
void addCommands(const CLI::App& app, const std::string& path, CompletionModel& model) {
  CompletionModel::Command& command = model.commands[path];
  for (const CLI::Option* option : app.get_options()) {
    if (option->get_positional()) continue;
    std::vector<std::string> names;
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
    for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    command.options.insert(command.options.end(), names.begin(), names.end());
    if (option->get_type_size_max() > 0) command.valueOptions.insert(command.valueOptions.end(), names.begin(), names.end());
  }
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    command.subcommands.push_back(sub->get_name());
    addCommands(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), model);
  }
}

std::vector<std::string> sortedUnique(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

// The values the tables allow, by option, and the words of commands' arguments.
void addValues(const tables::TableSet& set, CompletionModel& model) {
  const gen::Rules rules(set);
  std::vector<std::string> columns, events;
  for (const tables::Table& table : set.tables()) columns.insert(columns.end(), table.columns.begin(), table.columns.end());
  for (const std::string& name : gen::advanceClassNames(rules)) {
    for (const gen::AdvanceEvent& event : gen::listEvents(rules, name)) events.push_back(event.id);
  }
  std::vector<std::string> kinds;
  for (const Generator& generator : generators()) kinds.push_back(generator.name);
  model.optionValues = {
      {"--format", {"text", "markdown", "html", "json"}},
      {"--where", gen::encounterPlaces(rules)},
      {"--time", gen::encounterTimes(rules)},
      {"--group", gen::groupIds(rules)},
      {"--kind", gen::lootKinds(rules)},
      {"--class", gen::advanceClassNames(rules)},
      {"--list-events", gen::advanceClassNames(rules)},
      {"--event", sortedUnique(events)},
      {"--policy", {"cautious", "bold"}},
      {"--as", exportForms()},
      {"--column", sortedUnique(columns)},
      {"-c", sortedUnique(columns)},
  };
  model.positionalValues = {{"tables show", set.ids()},
                            {"lookup", set.ids()},
                            {"batch", sortedUnique(kinds)},
                            {"completions", kShells}};
  model.fileOptions = {"--save", "--output", "-o", "--template", "--party"};
  model.folderOptions = {"--tables"};
  model.folderPositional = {"tables check", "tables export"};
}

void runCompletions(const std::string& shell, const CLI::App& root, Context& context) {
  textOnly(context, "completions");
  if (std::find(kShells.begin(), kShells.end(), shell) == kShells.end()) {
    throw UsageError("completions: " + util::unknownName("shell", shell, kShells, "shells"));
  }
  CompletionModel model;
  addCommands(root, "", model);
  addValues(loadTables(context), model);
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
