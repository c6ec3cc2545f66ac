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

// The words of |generator|'s command: its name, or the words it states (scenario generate).
std::vector<std::string> commandWords(const cli::Generator& generator) {
  if (generator.command.empty()) return {generator.name};
  const size_t space = generator.command.find(' ');
  return {generator.command.substr(0, space), generator.command.substr(space + 1)};
}

}  // namespace

TEST_CASE("every generator is a command and a batch kind, with its options in both") {
  const std::string batchHelp = runCli({"batch", "--help"}).out;
  std::string names;
  std::vector<std::string> sorted;
  for (const cli::Generator& generator : cli::generators()) {
    INFO(generator.name);
    sorted.push_back(generator.name);
    std::vector<std::string> help = commandWords(generator);
    help.push_back("--help");
    const CliResult own = runCli(help);
    CHECK(own.status == 0);
    CHECK(testing::wordsOf(own.out).starts_with(testing::wordsOf(generator.help)));
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
