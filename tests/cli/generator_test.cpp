// The generators, each described once: the description makes both `outremer NAME` and
// `outremer batch NAME`.
#include "cli/generator.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include <catch2/catch.hpp>

#include "run_cli.hpp"

using namespace outremer;
using outremer::testing::CliResult;
using outremer::testing::runCli;
using Takes = cli::GeneratorOption::Takes;

namespace {

// |text|'s words, split at each space.
std::vector<std::string> wordsIn(const std::string& text) {
  std::vector<std::string> words;
  for (size_t start = 0; start <= text.size();) {
    const size_t space = std::min(text.find(' ', start), text.size());
    words.push_back(text.substr(start, space - start));
    start = space + 1;
  }
  return words;
}

}  // namespace

TEST_CASE("every generator is a command and a batch kind, with its options in both") {
  const std::string batchHelp = runCli({"batch", "--help"}).out;
  std::string names;
  std::vector<std::string> sorted;
  for (const cli::Generator& generator : cli::generators()) {
    INFO(generator.name);
    sorted.push_back(generator.name);
    std::vector<std::string> help = wordsIn(generator.commandWords());
    help.push_back("--help");
    const CliResult own = runCli(help);
    CHECK(own.status == 0);
    CHECK(testing::wordsOf(own.out).starts_with(testing::wordsOf(generator.help)));
    CHECK(own.out.find("Example: outremer " + generator.commandWords() + " " + generator.example + "\n") !=
          std::string::npos);
    for (const cli::GeneratorOption& option : generator.options) {
      INFO(option.name);
      CHECK(own.out.find(option.takes == Takes::argument ? "  " + option.name + " " : "--" + option.name + " ") !=
            std::string::npos);
      CHECK(batchHelp.find("--" + option.name + " ") != std::string::npos);
    }
  }
  std::sort(sorted.begin(), sorted.end());
  for (const std::string& name : sorted) names += name + "\n";
  CHECK(runCli({"batch", "--list-kinds"}).out == names);
}

TEST_CASE("outremer help lists the generators in the order of their table") {
  const std::string help = runCli({"--help"}).out;
  size_t last = 0;
  for (const cli::Generator& generator : cli::generators()) {
    INFO(generator.name);
    if (!generator.command.empty()) continue;  // listed under its parent command
    const size_t at = help.find("  " + generator.name + " ");
    REQUIRE(at != std::string::npos);
    CHECK(at > last);
    last = at;
  }
}

TEST_CASE("a generator's command and its batch refuse a bad option in the same words") {
  const std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> cases = {
      {{"encounter", "--where", "hihgway"}, {"--where", "hihgway"}},
      {{"encounter", "--where", ""}, {"--where", ""}},
      {{"mercenary", "--time", "dusk"}, {"--time", "dusk"}},
      {{"loot", "merchnt"}, {"--kind", "merchnt"}},
      {{"loot", "pilgrims", "--rooms", "2"}, {"--rooms", "2"}},
      {{"village", "--rooms", "0"}, {"--rooms", "0"}},
      {{"village", "--rooms", ""}, {"--rooms", ""}},
      {{"party", "--group", "templars"}, {"--group", "templars"}}};
  for (const auto& [command, options] : cases) {
    std::vector<std::string> batch = {"batch", command[0], "--count", "2"};
    if (command[0] == "loot" && options[0] == "--rooms") batch.insert(batch.end(), {"--kind", "pilgrims"});
    batch.insert(batch.end(), options.begin(), options.end());
    const CliResult one = runCli(command);
    const CliResult many = runCli(batch);
    INFO(one.err);
    CHECK(one.status == 2);
    CHECK(many.status == 2);
    CHECK(many.out.empty());
    CHECK(many.err == one.err);
  }
}

TEST_CASE("a batch's --kind falls back to village, as the help says") {
  const std::string fallback = runCli({"batch", "loot", "--count", "1", "--seed", "1"}).out;
  const std::string village = runCli({"batch", "loot", "--kind", "village", "--count", "1", "--seed", "1"}).out;
  auto withoutCommand = [](const std::string& line) {
    auto brief = nlohmann::json::parse(line);
    brief.erase("command");
    return brief;
  };
  CHECK(withoutCommand(fallback)["loot"]["kind"] == "village");
  CHECK(withoutCommand(fallback) == withoutCommand(village));
  // The help wraps at 80 columns: read its words, not its lines.
  CHECK(testing::wordsOf(runCli({"batch", "--help"}).out).find("messenger or drovers (default village)") !=
        std::string::npos);
}

TEST_CASE("golden: every generator's example in every format") {
  for (const cli::Generator& generator : cli::generators()) {
    // tests/golden/COMMAND-ARGUMENTS.EXT: loot merchant --seed 5 is loot-merchant-seed-5.
    std::vector<std::string> run = wordsIn(generator.commandWords() + " " + generator.example);
    std::string golden;
    for (const std::string& word : run) golden += (golden.empty() ? "" : "-") + word.substr(word.find_first_not_of('-'));
    for (const auto& [format, ext] : testing::kFormats) {
      INFO(golden << " " << format);
      run.insert(run.end(), {"--format", format});
      const CliResult result = runCli(run);
      run.resize(run.size() - 2);
      CHECK(result.status == 0);
      CHECK(result.err.empty());
      testing::checkGolden(golden + "." + ext, result.out);
    }
  }
}
