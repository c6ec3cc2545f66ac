#include "cli/run.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <new>
#include <ostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/help_formatter.hpp"
#include "cli/output.hpp"
#include "cli/table_files.hpp"
#include "cli/whole_number.hpp"
#include "codec/campaign_words.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {

namespace {

using CommandAdder = void (*)(CLI::App& app, Context& context, int& status);

// A command's adder and the names of the commands it adds: a run builds only the command
// it runs, since building the whole tree costs more than a brief's generation. The
// generators' commands are named by their rows alone.
struct Command {
  std::string_view names;  // separated by spaces
  CommandAdder add;
};

// Every command, in the order `outremer --help` lists them.
constexpr Command kCommands[] = {
    {"roll", addRollCommand},
    {"lookup", addLookupCommand},
    {"odds", addOddsCommand},
    {"tables", addTablesCommand},
    {"scenario", addScenarioCommand},
    {"", addGeneratorCommands},  // one command per row of cli/generators.cpp, named there
    {"upkeep", addUpkeepCommand},
    {"advance", addAdvanceCommand},
    {"batch", addBatchCommand},
    {"campaign", addCampaignCommand},
    {"session", addSessionCommand},
    {"simulate", addSimulateCommand},
    {"completions", addCompletionsCommand},
};

std::vector<std::string> namesOf(const Command& entry) {
  std::vector<std::string> names;
  if (entry.add == addGeneratorCommands) {
    for (const Generator& generator : generators()) {
      if (generator.command.empty()) names.push_back(generator.name);
    }
    return names;
  }
  for (size_t at = 0; at < entry.names.size();) {
    const size_t end = std::min(entry.names.find(' ', at), entry.names.size());
    names.emplace_back(entry.names.substr(at, end - at));
    at = end + 1;
  }
  return names;
}

// The entry that adds |command|; none for the completion script, which walks the whole tree.
const Command* commandEntry(const std::string& command) {
  if (command == "completions") return nullptr;
  for (const Command& entry : kCommands) {
    const std::vector<std::string> names = namesOf(entry);
    if (std::find(names.begin(), names.end(), command) != names.end()) return &entry;
  }
  return nullptr;
}

// The generator whose command is |command| alone, or nullptr.
const Generator* generatorNamed(const std::string& command) {
  for (const Generator& generator : generators()) {
    if (generator.command.empty() && generator.name == command) return &generator;
  }
  return nullptr;
}

// Adds the commands a run needs: the one named, or the whole tree (for help, completions,
// an unknown command's did-you-mean). A generator's run adds its own command alone: adding
// every generator's took 7% of a text brief's instructions.
void addCommands(CLI::App& app, Context& context, int& status, const std::string& command) {
  if (const Generator* generator = generatorNamed(command)) {
    return addGeneratorCommand(app, *generator, generator->name, context, status);
  }
  if (const Command* entry = commandEntry(command)) return entry->add(app, context, status);
  for (const Command& entry : kCommands) entry.add(app, context, status);
}

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

// A validator that refuses an empty value with |message|.
CLI::Validator refusingEmpty(const char* message, const char* name) {
  return CLI::Validator(
      [message](const std::string& value) { return value.empty() ? std::string(message) : std::string(); },
      "", name);
}

// The validators are made on first use, not by static initialisers that --version ran too.
// An empty value would read as "not given" (the embedded tables, the built-in template).
const CLI::Validator& notEmpty() {
  static const CLI::Validator made = refusingEmpty("an empty name is not a file or folder", "not empty");
  return made;
}

// An empty --format would read as "not given" (the format --output's extension names).
const CLI::Validator& aFormat() {
  static const CLI::Validator made = refusingEmpty("give text, markdown, html, json or cards", "a format");
  return made;
}

// What --version prints: the program's version and the digest of the tables it carries.
std::string versionLine() {
  return std::string("outremer ") + OUTREMER_VERSION + " (tables sha256 " +
         std::string(table_files::embeddedDigest().substr(0, 16)) + ")";
}

int parseAndRun(int argc, char** argv, Context& context) {
  // A bare --version, the cheapest command a script runs, answers before any parser is built.
  if (argc == 2 && std::string_view(argv[1]) == "--version") {
    context.out << versionLine() << '\n';
    return 0;
  }
  CLI::App app("outremer: scenario and campaign generator for the Outremer / Cry Havoc wargames",
               "outremer");
  app.set_version_flag("--version", versionLine());
  app.formatter(std::make_shared<HelpFormatter>());  // before the commands, which take it from here
  app.require_subcommand(1);
  app.fallthrough();  // global options may stand after the command too
  // Read here, not by CLI11, which takes "010" as octal and wraps "-1" round to 2^64-1.
  app.add_option_function<std::string>(
         "--seed", [&context](const std::string& text) { context.seed = decimalNumber(text, "--seed"); },
         "Seed for the generator, 0 to 18446744073709551615 (printed when not given)")
      ->type_name("SEED");
  app.add_option("--tables", context.tablesDir, "Use the tables in DIR instead of the embedded ones")
      ->type_name("DIR")
      ->check(notEmpty());
  app.add_option("--format", context.format,
                 "Output format: text, markdown, html, json, or cards (HTML character cards) where a command "
                 "makes characters (default: as --output FILE's extension names, or text)")
      ->type_name("FORMAT")
      ->check(aFormat());
  app.add_option("--output,-o", context.output, "Write to FILE instead of standard output ('-': standard output)")
      ->type_name("FILE")
      ->transform(outputPath);
  app.add_option("--template", context.templateFile, "Render text, Markdown or HTML with this mustache file")
      ->type_name("FILE")
      ->check(notEmpty());
  int status = 0;
  const std::string command = firstCommandWord(argc, argv);
  addCommands(app, context, status, command);
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

std::vector<std::string> listedCommands() {
  std::vector<std::string> names;
  for (const Command& entry : kCommands) {
    for (std::string& name : namesOf(entry)) names.push_back(std::move(name));
  }
  return names;
}

int run(int argc, char** argv, std::ostream& out, std::ostream& err) {
  std::istringstream none;
  return run(argc, argv, none, false, out, err);
}

int run(int argc, char** argv, std::istream& in, bool interactive, std::ostream& out, std::ostream& err) {
  Context context{out, err, std::nullopt, "", "", "", "", std::vector<std::string>(argv, argv + argc)};
  context.in = &in;
  context.interactive = interactive;
  try {
    const int status = parseAndRun(argc, argv, context);
    flushStandardOutput(out);  // output lost on the way is a failure, not a success
    return status;
  } catch (const OutputError& error) {
    err << "outremer: error: " << util::printable(error.what()) << '\n';
    return 1;
  } catch (const std::bad_alloc&) {
    // The library's word for it ("std::bad_alloc") tells a user nothing.
    err << "outremer: error: out of memory: what was asked for is too large to hold\n";
  } catch (const std::filesystem::filesystem_error& error) {
    // Its own text names the library's function ("filesystem error: status: ..."), not the file.
    err << "outremer: error: '" << util::printable(error.path1().string()) << "': " << error.code().message() << '\n';
  } catch (const std::exception& error) {
    // Usage errors, table syntax errors, rule errors: all told the same way, and never
    // with raw bytes from a file.
    err << "outremer: error: " << util::printable(codec::errorWords(error)) << '\n';
  }
  return 2;
}

}  // namespace outremer::cli
