#include <catch2/catch.hpp>

#include "run_cli.hpp"

using outremer::testing::runCli;

TEST_CASE("completions: every command and option of the program is in the script") {
  const auto bash = runCli({"completions", "bash"});
  REQUIRE(bash.status == 0);
  // Every command `outremer --help` lists (taken from the help, not from the code that
  // makes the script) is among the script's commands.
  const std::vector<std::string> listed = outremer::testing::listedSubcommands(runCli({"--help"}).out);
  CHECK(listed.size() == 18);
  const size_t root = bash.out.find("    '') echo '");
  REQUIRE(root != std::string::npos);
  const std::string commands = " " + bash.out.substr(root + 14, bash.out.find('\'', root + 14) - root - 14) + " ";
  for (const std::string& command : listed) {
    INFO(command);
    CHECK(commands.find(" " + command + " ") != std::string::npos);
  }
  CHECK(bash.out.find("'campaign go') echo '--help -h --save --days --policy'") != std::string::npos);
  CHECK(bash.out.find("'session') echo '--help -h --days --party'") != std::string::npos);
  CHECK(bash.out.find("'tables') echo 'list show check export'") != std::string::npos);
  CHECK(bash.out.find("--where) echo 'town highway countryside'") != std::string::npos);
  CHECK(bash.out.ends_with("complete -F _outremer outremer\n"));
  const auto zsh = runCli({"completions", "zsh"});
  REQUIRE(zsh.status == 0);
  CHECK(zsh.out.starts_with("#compdef outremer\n"));
}

TEST_CASE("completions refuses an unknown shell and other formats, naming them") {
  const auto fish = runCli({"completions", "fish"});
  CHECK(fish.status == 2);
  CHECK(fish.err.find("unknown shell 'fish'") != std::string::npos);
  CHECK(runCli({"completions", "bash", "--format", "json"}).status == 2);
}
