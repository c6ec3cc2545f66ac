// Helpers for tests of the command line run in process.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run.hpp"
#include "golden.hpp"

namespace outremer::testing {

struct CliResult {
  int status;
  std::string out;
  std::string err;
};

/// Every --format, with the extension of its golden files.
inline const std::vector<std::pair<std::string, std::string>> kFormats = {
    {"text", "txt"}, {"json", "json"}, {"markdown", "md"}, {"html", "html"}};

/// Runs `outremer ARGS...` in process, capturing standard output and error.
inline CliResult runCli(std::vector<std::string> args) {
  args.insert(args.begin(), "outremer");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::ostringstream out;
  std::ostringstream err;
  const int status = outremer::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

/// Runs `outremer ARGS...` in process with |input| as its standard input, read as from a
/// terminal when |terminal| (menus and prompts) and as a script when not.
inline CliResult runCliWithInput(std::vector<std::string> args, const std::string& input, bool terminal = false) {
  args.insert(args.begin(), "outremer");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  const int status = outremer::cli::run(static_cast<int>(argv.size()), argv.data(), in, terminal, out, err);
  return {status, out.str(), err.str()};
}

/// The whole text of a file (a golden file, a fixture); REQUIREs that it can be read.
inline std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The whole of file |path| (empty when there is none).
inline std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// A fresh empty folder, removed with everything in it at the end of the test.
class TempDir {
 public:
  TempDir() {
    static int counter = 0;
    path_ = std::filesystem::temp_directory_path() /
            ("outremer-test-" + std::to_string(getpid()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  /// |name| inside the folder.
  std::string operator/(const std::string& name) const { return (path_ / name).string(); }
  /// The names of the files in the folder, sorted.
  std::vector<std::string> files() const {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(path_)) names.push_back(entry.path().filename());
    std::sort(names.begin(), names.end());
    return names;
  }

 private:
  std::filesystem::path path_;
};

/// The commands a `--help` |help| lists under "Subcommands:", by name. Each stands at two
/// blanks; a description wrapped at 80 columns goes on under its column, past the names.
inline std::vector<std::string> listedSubcommands(const std::string& help) {
  std::vector<std::string> names;
  std::istringstream lines(help);
  std::string line;
  while (std::getline(lines, line) && line != "Subcommands:") {
  }
  while (std::getline(lines, line) && line.starts_with("  ")) {
    if (line[2] != ' ') names.push_back(line.substr(2, line.find(' ', 2) - 2));
  }
  return names;
}

/// |text|'s words joined by single blanks: help as it reads, however it is wrapped.
inline std::string wordsOf(const std::string& text) {
  std::istringstream words(text);
  std::string joined;
  for (std::string word; words >> word;) joined += (joined.empty() ? "" : " ") + word;
  return joined;
}

}  // namespace outremer::testing
