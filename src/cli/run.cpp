#include "cli/run.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <ostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_files.hpp"
#include "cli/whole_number.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {

namespace {

using CommandAdder = void (*)(CLI::App& app, Context& context, int& status);

// Every command, in the order `outremer --help` lists them.
constexpr CommandAdder kCommands[] = {
    addRollCommand,
    addLookupCommand,
    addOddsCommand,
    addTablesCommand,
    addScenarioCommand,
    addGeneratorCommands,  // party, encounter, loot, village, mercenary: the table of cli/generators.cpp
    addUpkeepCommand,
    addAdvanceCommand,
    addBatchCommand,
    addCampaignCommand,
    addSimulateCommand,
    addCompletionsCommand,
};

// The first word that is neither an option nor an option's value: the command.
std::string firstCommandWord(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word == "--seed" || word == "--tables" || word == "--format" || word == "--output" || word == "-o" ||
        word == "--template") {
      ++i;
      continue;
    }
    if (!word.starts_with("-")) return word;
  }
  return "";
}

std::vector<std::string> commandNames(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
  return names;
}

// An empty value would read as "not given" (the embedded tables, the built-in template).
const CLI::Validator notEmpty(
    [](const std::string& value) { return value.empty() ? std::string("an empty name is not a file or folder") : ""; },
    "", "not empty");

int parseAndRun(int argc, char** argv, Context& context) {
  CLI::App app("outremer: scenario and campaign generator for the Outremer / Cry Havoc wargames",
               "outremer");
  app.set_version_flag("--version", std::string("outremer ") + OUTREMER_VERSION + " (tables sha256 " +
                                        std::string(table_files::embeddedDigest().substr(0, 16)) + ")");
  app.require_subcommand(1);
  app.fallthrough();  // global options may stand after the command too
  // Read here, not by CLI11, which takes "010" as octal and wraps "-1" round to 2^64-1.
  app.add_option_function<std::string>(
         "--seed", [&context](const std::string& text) { context.seed = decimalNumber(text, "--seed"); },
         "Seed for the generator, 0 to 18446744073709551615 (printed when not given)")
      ->type_name("SEED");
  app.add_option("--tables", context.tablesDir, "Use the tables in DIR instead of the embedded ones")
      ->type_name("DIR")
      ->check(notEmpty);
  app.add_option("--format", context.format, "Output format: text, markdown, html or json")->type_name("FORMAT");
  app.add_option("--output,-o", context.output, "Write to FILE instead of standard output ('-': standard output)")
      ->type_name("FILE")
      ->transform(outputPath);
  app.add_option("--template", context.templateFile, "Render text, Markdown or HTML with this mustache file")
      ->type_name("FILE")
      ->check(notEmpty);
  int status = 0;
  for (const CommandAdder add : kCommands) add(app, context, status);

  const std::string command = firstCommandWord(argc, argv);
  const auto names = commandNames(app);
  if (!command.empty() && std::find(names.begin(), names.end(), command) == names.end()) {
    throw UsageError("unknown command '" + command + "'" + util::didYouMean(command, names) +
                     "; see 'outremer --help'");
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error, context.out, context.err);  // --help, --version
    const std::string help = command.empty() ? "outremer --help" : "outremer " + command + " --help";
    throw UsageError(std::string(error.what()) + " (see '" + help + "')");
  }
  return status;
}

}  // namespace

int run(int argc, char** argv, std::ostream& out, std::ostream& err) {
  std::istringstream none;
  return run(argc, argv, none, false, out, err);
}

int run(int argc, char** argv, std::istream& in, bool interactive, std::ostream& out, std::ostream& err) {
  Context context{out, err, std::nullopt, "", "text", "", "", std::vector<std::string>(argv, argv + argc)};
  context.in = &in;
  context.interactive = interactive;
  try {
    const int status = parseAndRun(argc, argv, context);
    flushStandardOutput(out);  // output lost on the way is a failure, not a success
    return status;
  } catch (const OutputError& error) {
    err << "outremer: error: " << util::printable(error.what()) << '\n';
    return 1;
  } catch (const std::exception& error) {
    // Usage errors, table syntax errors, rule errors: all told the same way, and never
    // with raw bytes from a file.
    err << "outremer: error: " << util::printable(error.what()) << '\n';
  }
  return 2;
}

}  // namespace outremer::cli
