// --template FILE: a user's mustache file in place of the built-in one.
#include <catch2/catch.hpp>

#include <fstream>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

std::string templateFile(const TempDir& dir, const std::string& text) {
  const std::string path = dir / "brief.mustache";
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_CASE("a template renders the brief, and may use the built-in partials") {
  TempDir dir;
  const CliResult result =
      runCli({"party", "--seed", "3", "--template", templateFile(dir, "{{title}}\n{{> _rolls}}")});
  CHECK(result.status == 0);
  CHECK(result.out.starts_with("Pilgrim party: Knight and retainers\nRoll log\n"));
}

TEST_CASE("a template nested deeper than any real one is refused, not run out of stack") {
  TempDir dir;
  const auto nested = [](const std::string& open, const std::string& close, int depth) {
    std::string text;
    for (int i = 0; i < depth; ++i) text += open + "#title" + close;
    text += "x";
    for (int i = 0; i < depth; ++i) text += open + "/title" + close;
    return text;
  };
  CHECK(runCli({"party", "--seed", "3", "--template", templateFile(dir, nested("{{", "}}", 100))}).status == 0);
  for (const std::string& text : {nested("{{", "}}", 200'000), "{{=<% %>=}}" + nested("<%", "%>", 200'000),
                                  nested("{{", "}}", 101)}) {
    const CliResult result = runCli({"party", "--seed", "3", "--template", templateFile(dir, text)});
    CHECK(result.status == 2);
    CHECK(result.err.starts_with("outremer: error: --template: sections nested more than 100 deep (at byte "));
  }
}

TEST_CASE("a template naming a partial that does not exist is refused, naming it") {
  TempDir dir;
  const CliResult result = runCli({"party", "--seed", "3", "--template", templateFile(dir, "{{title}} {{> nosuch}}")});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err.starts_with("outremer: error: --template: no partial named 'nosuch' (partials: _footnotes, _header, _rolls)"));
}

TEST_CASE("a template that is a folder, an empty name or an empty file is refused, not replaced by the built-in") {
  TempDir dir;
  CliResult result = runCli({"party", "--seed", "3", "--template", dir / ""});
  CHECK(result.status == 2);
  CHECK(result.err.find("is a folder, not a template file") != std::string::npos);
  result = runCli({"party", "--seed", "3", "--template", ""});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: --template: an empty name is not a file or folder"));
  result = runCli({"party", "--seed", "3", "--template", templateFile(dir, "")});
  CHECK(result.status == 2);
  CHECK(result.err.ends_with("brief.mustache' is empty\n"));
  result = runCli({"party", "--seed", "3", "--template", dir / "missing.mustache"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--template: cannot read") != std::string::npos);
}

TEST_CASE("an empty tables folder name is refused rather than read as the embedded tables") {
  const CliResult result = runCli({"party", "--seed", "3", "--tables", ""});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: --tables: an empty name is not a file or folder"));
}
