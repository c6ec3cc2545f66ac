#include "cli/generator.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>

#include "cli/commands.hpp"

namespace outremer::cli {

bool OptionValues::has(std::string_view name) const { return values_.contains(name); }

const std::string& OptionValues::operator[](std::string_view name) const {
  static const std::string none;
  const auto found = values_.find(name);
  return found == values_.end() ? none : found->second;
}

void requireRosterRules(const std::string& rules) {
  if (rules != "feudal") {
    throw UsageError("--roster: expected 'feudal' (the feudal-age skirmish rules), not '" + rules + "'");
  }
}

GeneratorOption rosterOption(const std::string& help) { return {"roster", help, "RULES"}; }

bool wantsFeudalRoster(const OptionValues& options) {
  if (!options.has("roster")) return false;
  requireRosterRules(options["roster"]);
  return true;
}

CLI::Option* ParsedOptions::add(CLI::App& command, const GeneratorOption& option, const std::string& help,
                                bool asArgument) {
  auto parsed = std::make_unique<Parsed>(Parsed{option.name, option.takes == GeneratorOption::Takes::flag, nullptr, {}});
  if (parsed->flag) {
    parsed->given = command.add_flag("--" + option.name, help);
  } else if (asArgument && option.takes == GeneratorOption::Takes::argument) {
    parsed->given = command.add_option(option.name, parsed->value, help)->required();
  } else {
    parsed->given = command.add_option("--" + option.name, parsed->value, help);
  }
  if (!option.typeName.empty()) parsed->given->type_name(option.typeName);
  parsed_.push_back(std::move(parsed));
  return parsed_.back()->given;
}

CLI::Option* ParsedOptions::find(std::string_view name) const {
  for (const auto& parsed : parsed_) {
    if (parsed->name == name) return parsed->given;
  }
  return nullptr;
}

std::vector<std::string> ParsedOptions::given() const {
  std::vector<std::string> names;
  for (const auto& parsed : parsed_) {
    if (parsed->given->count() > 0) names.push_back(parsed->name);
  }
  return names;
}

OptionValues ParsedOptions::valuesOf(const std::vector<GeneratorOption>& own) const {
  std::map<std::string, std::string, std::less<>> values;
  for (const GeneratorOption& option : own) {
    const auto parsed = std::find_if(parsed_.begin(), parsed_.end(), [&](const auto& p) { return p->name == option.name; });
    if (parsed != parsed_.end() && (*parsed)->given->count() > 0) {
      values[option.name] = (*parsed)->flag ? "true" : (*parsed)->value;
    } else if (!option.fallback.empty()) {
      values[option.name] = option.fallback;
    }
  }
  return OptionValues(std::move(values));
}

void addGeneratorCommand(CLI::App& parent, const Generator& generator, const std::string& name, Context& context,
                         int& status) {
  auto parsed = std::make_shared<ParsedOptions>();
  CLI::App* command = parent.add_subcommand(name, generator.help);
  for (const GeneratorOption& option : generator.options) parsed->add(*command, option, option.help, true);
  command->add_flag("--compact", context.compact,
                    "A brief for one printed page: no roll log, the footnotes' marks without their texts");
  const std::string example = "Example: outremer " + generator.commandWords() + " " + generator.example;
  command->footer(generator.footer.empty() ? example : generator.footer + "\n\n" + example);
  command->callback([&generator, parsed, &context, &status] {
    const OptionValues options = parsed->valuesOf(generator.options);
    emitGenerated(context, [&](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
      return generator.make(rules, rng, log, options);
    });
    status = 0;
  });
}

void addGeneratorCommands(CLI::App& app, Context& context, int& status) {
  for (const Generator& generator : generators()) {
    if (generator.command.empty()) addGeneratorCommand(app, generator, generator.name, context, status);
  }
}

}  // namespace outremer::cli
