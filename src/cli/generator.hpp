#pragma once

#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/context.hpp"
#include "cli/generate.hpp"
#include "gen/fight.hpp"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace outremer::cli {

/// An option of a generator, the same in `outremer KIND` and `outremer batch KIND`.
struct GeneratorOption {
  enum class Takes {
    value,     // --NAME VALUE
    flag,      // --NAME, no value
    argument,  // the command's required argument (`loot KIND`); --NAME VALUE in a batch
  };
  std::string name;      // without dashes
  std::string help;      // as `outremer KIND --help` shows it
  std::string typeName;  // the value's name in help (PLACE); empty for a flag
  Takes takes = Takes::value;
  std::string fallback = {};  // the value when not given ("": none), shown in batch help
};

/// The options given to a generator, by name without dashes: a flag given reads "true"; an
/// option not given reads its fallback, or is absent.
class OptionValues {
 public:
  OptionValues() = default;
  explicit OptionValues(std::map<std::string, std::string, std::less<>> values) : values_(std::move(values)) {}

  /// Whether option |name| has a value (given, or its fallback).
  bool has(std::string_view name) const;
  /// The value of option |name|, or "" when it has none.
  const std::string& operator[](std::string_view name) const;

 private:
  std::map<std::string, std::string, std::less<>> values_;
};

/// A generator: `outremer NAME` writes one brief from the seed, `outremer batch NAME` many
/// briefs, item I from dice::Rng::forItem(seed, I).
struct Generator {
  std::string name;  // the command and the batch kind (a brief's kind is its body's: render::kindOf)
  std::string help;  // one line in `outremer --help`
  /// The arguments of one run, shown as the example of `outremer COMMAND --help`; its brief
  /// in every format is the kind's golden (tests/golden/COMMAND-ARGUMENTS.EXT).
  std::string example;
  std::vector<GeneratorOption> options;
  /// Makes one brief's title and body from |rng|, its rolls logged in |log|. Throws
  /// UsageError naming the flag for a bad option, gen::RulesError for tables that lack
  /// what it needs. `batch --jobs` calls it on many threads at once, sharing |rules| (read
  /// only), each with its own |rng| and |log|.
  Generated (*make)(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options);
  std::string footer = {};  // below the options in `outremer NAME --help`
  std::string command = {};    // its command's words when not |name| ("scenario generate"): a subcommand

  /// Its command's words: |command|, or |name|.
  const std::string& commandWords() const { return command.empty() ? name : command; }
};

/// Returns when |value| is one of |allowed|; otherwise a UsageError naming |flag| and the
/// nearest of the |what|s (did-you-mean).
void requireChoice(const std::string& flag, const std::string& what, const std::string& value,
                   const std::vector<std::string>& allowed);

/// Returns when |rules|, the value of --roster, is "feudal" (the feudal-age skirmish rules,
/// the only ones known); otherwise a UsageError naming the flag.
void requireRosterRules(const std::string& rules);

/// --roster RULES of a generator whose forces can be written as figures; |help| says whose.
GeneratorOption rosterOption(const std::string& help);

/// Whether |options| ask for a feudal-age roster (--roster feudal); throws UsageError for
/// other rules.
bool wantsFeudalRoster(const OptionValues& options);

/// The sides of a fight from `outremer fight`'s options: --party FILE, --encounter FILE,
/// --from-encounter SEED, --where and --time (checked against the tables). Throws
/// UsageError naming the flag or the file.
gen::FightSource readFightSource(const gen::Rules& rules, const OptionValues& options);

/// Every generator, in the order `outremer --help` lists them.
std::span<const Generator> generators();

/// The generator of `outremer scenario generate` (cli/scenario_generate_command.cpp).
Generator scenarioGenerator();

/// Adds |generator| to |parent| as the command |name|: its options, and a callback that
/// emits its brief.
void addGeneratorCommand(CLI::App& parent, const Generator& generator, const std::string& name, Context& context,
                         int& status);

/// Generator options added to CLI11 commands, read back by name once parsed.
class ParsedOptions {
 public:
  /// Adds |option| to |command| with |help|: as the command's argument when it takes one
  /// and |asArgument|, else as --NAME. Returns CLI11's option (to group or describe it).
  CLI::Option* add(CLI::App& command, const GeneratorOption& option, const std::string& help, bool asArgument);
  /// The option |name| added here, or nullptr.
  CLI::Option* find(std::string_view name) const;
  /// The names of the options given, in the order they were added.
  std::vector<std::string> given() const;
  /// The values of the options |own| (see OptionValues).
  OptionValues valuesOf(const std::vector<GeneratorOption>& own) const;

 private:
  struct Parsed {
    std::string name;
    bool flag;
    CLI::Option* given;
    std::string value;
  };
  std::vector<std::unique_ptr<Parsed>> parsed_;  // CLI11 keeps pointers to the values
};

}  // namespace outremer::cli
