// What every command shares: the global options as read by cli::run, and how errors are told.
#include "cli/run.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::runCli;

TEST_CASE("a seed is a decimal whole number from 0 to 2^64-1, given with --seed") {
  CHECK(runCli({"roll", "d6", "--seed", "0"}).out.starts_with("seed 0 "));
  CHECK(runCli({"roll", "d6", "--seed", "18446744073709551615"}).out.starts_with("seed 18446744073709551615 "));
  CHECK(runCli({"roll", "d6", "--seed", "010"}).out.starts_with("seed 10 "));  // decimal, not octal
  CHECK(runCli({"roll", "d6", "--seed", "09"}).out.starts_with("seed 9 "));
  CHECK(runCli({"roll", "d6", "--seed=12"}).out.starts_with("seed 12 "));
}

TEST_CASE("a seed with a sign, blanks, overflow or hex, or an empty seed, is refused naming --seed") {
  for (const char* seed : {"-1", "-5", "+5", "", " 5", "5 ", "0x10", "1e3", "abc", "18446744073709551616",
                           "99999999999999999999999"}) {
    INFO("--seed '" << seed << "'");
    const CliResult result = runCli({"party", "--seed", seed});
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err == std::string("outremer: error: --seed: expected a whole number from 0 to ") +
                            "18446744073709551615, not '" + seed + "'\n");
  }
}

TEST_CASE("CLI11's own errors are told like every other error, naming where to get help") {
  CliResult result = runCli({"party", "--no-such-flag"});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: "));
  CHECK(result.err.find("--no-such-flag") != std::string::npos);
  CHECK(result.err.ends_with("(see 'outremer party --help')\n"));
  result = runCli({"party", "--group"});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: "));
  CHECK(result.err.find("--group") != std::string::npos);
  result = runCli({});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: "));
  CHECK(result.err.ends_with("(see 'outremer --help')\n"));
}

TEST_CASE("help and version still print and exit 0") {
  CHECK(runCli({"--version"}).status == 0);
  CHECK(runCli({"--version"}).out.starts_with("outremer "));
  const CliResult help = runCli({"party", "--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("--group") != std::string::npos);
}

TEST_CASE("an error message never carries raw control characters from the input") {
  const CliResult result = runCli({"encounter", "--where", "no\x1b[31mwhere\n"});
  CHECK(result.status == 2);
  CHECK(result.err.find('\x1b') == std::string::npos);
  CHECK(result.err.find("no\\x1b[31mwhere\\n") != std::string::npos);
}

TEST_CASE("names read from a party file reach the terminal with control characters escaped") {
  outremer::testing::TempDir dir;
  auto party = nlohmann::json::parse(runCli({"party", "--seed", "1", "--format", "json"}).out);
  party["party"]["members"][0]["name"] = "Evil\x1b[31mRED\nline2";
  {
    std::ofstream file(dir / "party.json");
    file << party.dump();
  }
  const std::string save = dir / "s.json";
  const std::string escaped = "Evil\\x1b[31mRED\\nline2";
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"campaign", "new", "--save", save, "--party", dir / "party.json", "--seed", "1"},
           {"campaign", "status", "--save", save},
           {"campaign", "log", "--save", save},
           {"campaign", "log", "--save", save, "--format", "markdown"},
           {"campaign", "log", "--save", save, "--format", "html"}}) {
    INFO(args[1]);
    const CliResult result = runCli(args);
    CHECK(result.status == 0);
    CHECK(result.out.find('\x1b') == std::string::npos);
    CHECK(result.out.find(escaped) != std::string::npos);
  }
  // What a player types is echoed with its control characters escaped too.
  const CliResult go = outremer::testing::runCliWithInput({"campaign", "go", "--save", save}, "st\x1b[31matus\x07\n");
  CHECK(go.out.find("> st\\x1b[31matus\\x07\n") != std::string::npos);
  CHECK(go.out.find('\x1b') == std::string::npos);
  CHECK(go.out.find('\x07') == std::string::npos);
  const CliResult json = runCli({"campaign", "status", "--save", save, "--format", "json"});
  CHECK(json.out.find("Evil\\u001b[31mRED\\nline2") != std::string::npos);  // JSON's own escapes
}

TEST_CASE("a '|' in a name stays inside its Markdown table cell, written in code or by a template") {
  outremer::testing::TempDir dir;
  auto party = nlohmann::json::parse(runCli({"party", "--seed", "1", "--format", "json"}).out);
  party["party"]["members"][0]["name"] = "Hugh | the Bold";
  { std::ofstream(dir / "party.json") << party.dump(); }
  const std::string save = dir / "s.json";
  REQUIRE(runCli({"campaign", "new", "--save", save, "--party", dir / "party.json", "--seed", "1"}).status == 0);
  const std::string own = dir / "members.md.mustache";
  { std::ofstream(own) << "{{#campaign-log}}{{#party}}{{#members}}| {{name}} |\n{{/members}}{{/party}}{{/campaign-log}}"; }
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"campaign", "log", "--save", save, "--format", "markdown"},
           {"campaign", "log", "--save", save, "--format", "markdown", "--template", own}}) {
    INFO(args.back());
    const CliResult result = runCli(args);
    CHECK(result.status == 0);
    CHECK(result.out.find("| Hugh \\| the Bold |") != std::string::npos);
    CHECK(result.out.find("Hugh | the") == std::string::npos);
  }
}

TEST_CASE("the version flag names the version from CMake and the digest of the embedded tables") {
  // The digest as the shell works it out from tables/*.yaml (cmake/embed.cmake says how).
  outremer::testing::TempDir dir;
  const std::string command = std::string("cat ") + OUTREMER_SOURCE + "/tables/*.yaml | sha256sum | cut -c1-16 > " + dir / "digest";
  REQUIRE(std::system(command.c_str()) == 0);
  std::string digest = outremer::testing::readFile(dir / "digest");
  REQUIRE(digest.size() == 17);
  digest.pop_back();
  CHECK(runCli({"--version"}).out == std::string("outremer ") + OUTREMER_VERSION + " (tables sha256 " + digest + ")\n");
}

TEST_CASE("a command's --help lists the options every command takes, after its own") {
  for (const std::vector<std::string>& command :
       std::vector<std::vector<std::string>>{{"encounter"}, {"campaign", "go"}, {"tables", "export"}, {"odds"}}) {
    std::vector<std::string> args = command;
    args.push_back("--help");
    const CliResult help = runCli(args);
    INFO(help.out);
    CHECK(help.status == 0);
    const size_t shared = help.out.find("\nOptions every command takes:\n");
    REQUIRE(shared != std::string::npos);
    CHECK(help.out.find("Options:\n") < shared);
    for (const char* option : {"  --seed SEED ", "  --tables DIR ", "  --format FORMAT ", "  -o,--output FILE ", "  --template FILE "})
      CHECK(help.out.find(option, shared) != std::string::npos);
    CHECK(help.out.find("--version", shared) == std::string::npos);
  }
  CHECK(runCli({"--help"}).out.find("Options every command takes:") == std::string::npos);
}

TEST_CASE("the command table names every command outremer --help lists and no other") {
  const std::vector<std::string> listed = outremer::testing::listedSubcommands(runCli({"--help"}).out);
  CHECK(listed == outremer::cli::listedCommands());
  CHECK(listed.size() >= 15);
  for (const std::string& command : listed) {
    INFO(command);
    const CliResult result = runCli({command.c_str(), "--help"});
    CHECK(result.status == 0);
    CHECK(result.out.find("outremer " + command) != std::string::npos);
  }
}

TEST_CASE("a bare --version prints the version and the tables digest") {
  const CliResult result = runCli({"--version"});
  CHECK(result.status == 0);
  CHECK(result.out.starts_with("outremer "));
  CHECK(result.out.find("(tables sha256 ") != std::string::npos);
}
