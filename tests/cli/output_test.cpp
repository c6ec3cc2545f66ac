// Where output goes: --output written as a shell's `>` would write it, standard output
// checked, and every command either writing to --output and --format or refusing them.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "../skip.hpp"
#include "../util/special_files.hpp"
#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::deviceLike;
using outremer::testing::drain;
using outremer::testing::golden;
using outremer::testing::readFile;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace fs = std::filesystem;

namespace {

// A stream buffer that takes nothing, as a full disk: every write to its stream fails.
class FullBuffer : public std::streambuf {
 protected:
  int_type overflow(int_type) override { return traits_type::eof(); }
  std::streamsize xsputn(const char*, std::streamsize) override { return 0; }
};

// Runs `outremer ARGS...` in process with a standard output that fails.
CliResult runCliOnFullOutput(std::vector<std::string> args) {
  args.insert(args.begin(), "outremer");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  FullBuffer full;
  std::ostream out(&full);
  std::ostringstream err;
  const int status = outremer::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, "", err.str()};
}

// Runs the outremer program through the shell with |redirections|: its exit status, and
// what it wrote to standard error.
std::pair<int, std::string> runProgram(const TempDir& dir, const std::string& args, const std::string& redirections) {
  const std::string errors = dir / "stderr.txt";
  const int status = std::system(("'" OUTREMER_PROGRAM "' " + args + " " + redirections + " 2>'" + errors + "'").c_str());
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), readFile(errors)};
}

}  // namespace

TEST_CASE("a full device as --output is exit 1 naming the file, and the device stays a device") {
  TempDir dir;
  const std::string full = deviceLike(dir, "full");
  const CliResult result = runCli({"party", "--seed", "1", "--output", full});
  CHECK(result.status == 1);
  CHECK(result.err == "outremer: error: --output: cannot write '" + full + "': No space left on device\n");
  CHECK(fs::is_character_file(full));
  const CliResult batch = runCli({"batch", "encounter", "--count", "3000", "--jobs", "2", "--output", full});
  CHECK(batch.status == 1);
  CHECK(batch.err == "outremer: error: --output: cannot write '" + full + "': No space left on device\n");
}

TEST_CASE("an --output its user may not write is refused, naming the flag, and kept") {
  TempDir dir;
  std::filesystem::permissions(dir / "", std::filesystem::perms::all);
  const std::string path = dir / "brief.txt";
  { std::ofstream(path) << "old\n"; }
  std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::group_read |
                                         std::filesystem::perms::others_read);
  const int status = outremer::testing::statusAsUnprivileged([&] {
    const CliResult r = runCli({"encounter", "--seed", "7", "--output", path});
    const bool told = r.err == "outremer: error: --output: cannot write '" + path + "': Permission denied\n";
    return r.status == 2 && told && r.out.empty() ? 0 : 1;
  });
  CHECK(status == 0);
  CHECK(readFile(path) == "old\n");
  CHECK(dir.files() == std::vector<std::string>{"brief.txt"});
}

TEST_CASE("an endless file given as a template, a save or a report is refused at the size limit") {
  const std::string limit = "larger than 64 MiB, the most outremer reads of a file";
  const auto refused = [&](std::vector<std::string> args, const std::string& start) {
    INFO(args[0]);
    const CliResult r = runCli(std::move(args));
    CHECK(r.status == 2);
    CHECK(r.err == "outremer: error: " + start + limit + "\n");
  };
  refused({"encounter", "--seed", "7", "--template", "/dev/zero"}, "--template: cannot read '/dev/zero': ");
  refused({"campaign", "status", "--save", "/dev/zero"}, "cannot read save '/dev/zero': ");
  refused({"simulate", "merge", "/dev/zero"}, "cannot read '/dev/zero': ");
  refused({"upkeep", "--party", "/dev/zero", "--days", "3"}, "--party: cannot read '/dev/zero': ");
}

TEST_CASE("symbolic links that loop are refused in the system's words, naming the flag and the file") {
  TempDir dir;
  const std::string loop = dir / "a";
  std::filesystem::create_symlink(dir / "b", loop);
  std::filesystem::create_symlink(loop, dir / "b");
  const std::string reason = "': Too many levels of symbolic links\n";
  const auto err = [](std::vector<std::string> args) {
    const CliResult r = runCli(std::move(args));
    CHECK(r.status == 2);
    return r.err;
  };
  CHECK(err({"encounter", "--seed", "7", "--template", loop}) == "outremer: error: --template: cannot read '" + loop + reason);
  CHECK(err({"encounter", "--seed", "7", "--output", loop}) == "outremer: error: --output: cannot write '" + loop + reason);
  CHECK(err({"campaign", "go", "--save", loop}) == "outremer: error: cannot read save '" + loop + reason);
  CHECK(err({"upkeep", "--party", loop, "--days", "2"}) == "outremer: error: --party: cannot read '" + loop + reason);
}

TEST_CASE("a character device, a FIFO or a descriptor link as --output is written in place") {
  TempDir dir;
  const std::string null = deviceLike(dir, "null");
  CHECK(runCli({"party", "--seed", "3", "--output", null}).status == 0);
  CHECK(fs::is_character_file(null));

  const std::string fifo = dir / "pipe";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);  // so the writer need not wait
  REQUIRE(reader >= 0);
  CHECK(runCli({"party", "--seed", "3", "--format", "text", "--output", fifo}).status == 0);
  CHECK(drain(reader) == golden("party-seed-3.txt"));
  ::close(reader);
  CHECK(fs::is_fifo(fifo));

  int ends[2];
  REQUIRE(::pipe2(ends, O_NONBLOCK) == 0);
  CHECK(runCli({"party", "--seed", "3", "--format", "text", "-o", "/proc/self/fd/" + std::to_string(ends[1])}).status == 0);
  CHECK(drain(ends[0]) == golden("party-seed-3.txt"));
  ::close(ends[0]);
  ::close(ends[1]);
  CHECK(dir.files() == std::vector<std::string>{"null", "pipe"});
}

TEST_CASE("an --output through a symbolic link replaces its target and keeps the link and the mode") {
  TempDir dir;
  { std::ofstream(dir / "brief.txt") << "old\n"; }
  fs::permissions(dir / "brief.txt", fs::perms::owner_read | fs::perms::owner_write);
  fs::create_symlink("brief.txt", dir / "latest.txt");
  CHECK(runCli({"party", "--seed", "3", "--format", "text", "--output", dir / "latest.txt"}).status == 0);
  CHECK(fs::is_symlink(dir / "latest.txt"));
  CHECK(readFile(dir / "brief.txt") == golden("party-seed-3.txt"));
  CHECK(fs::status(dir / "brief.txt").permissions() == (fs::perms::owner_read | fs::perms::owner_write));
  CHECK(dir.files() == std::vector<std::string>{"brief.txt", "latest.txt"});
}

TEST_CASE("the --output file's extension picks the format unless --format is given") {
  TempDir dir;
  const auto written = [&](const std::string& name, std::vector<std::string> more = {}) {
    std::vector<std::string> args = {"encounter", "--seed", "7", "--output", dir / name};
    args.insert(args.end(), more.begin(), more.end());
    REQUIRE(runCli(args).status == 0);
    return readFile(dir / name);
  };
  const std::string text = runCli({"encounter", "--seed", "7"}).out;
  CHECK(written("brief.html").starts_with("<!DOCTYPE html>"));
  CHECK(written("brief.htm") == written("brief.html"));
  CHECK(written("brief.md") == runCli({"encounter", "--seed", "7", "--format", "markdown"}).out);
  CHECK(written("brief.json") == runCli({"encounter", "--seed", "7", "--format", "json"}).out);
  CHECK(written("brief.txt") == text);
  CHECK(written("brief.out") == text);
  CHECK(written("brief.html", {"--format", "text"}) == runCli({"encounter", "--seed", "7", "--format", "text"}).out);
  // A command that prints text only writes text whatever the name; batch's default stays JSON Lines.
  REQUIRE(runCli({"roll", "d6", "--seed", "1", "--output", dir / "roll.md"}).status == 0);
  CHECK(readFile(dir / "roll.md") == runCli({"roll", "d6", "--seed", "1"}).out);
  REQUIRE(runCli({"batch", "party", "--count", "2", "--seed", "1", "--output", dir / "items.html"}).status == 0);
  CHECK(readFile(dir / "items.html").starts_with("<!DOCTYPE html>"));
  REQUIRE(runCli({"batch", "party", "--count", "2", "--seed", "1", "--output", dir / "items.out"}).status == 0);
  CHECK(readFile(dir / "items.out") == runCli({"batch", "party", "--count", "2", "--seed", "1"}).out);
  const CliResult empty = runCli({"encounter", "--seed", "7", "--format", ""});
  CHECK(empty.status == 2);
  CHECK(empty.err.starts_with("outremer: error: --format: give text, markdown, html, json or cards"));
}

TEST_CASE("an --output of - is standard output and an empty --output is refused") {
  TempDir dir;
  const CliResult dash = runCli({"party", "--seed", "3", "--format", "text", "--output", "-"});
  CHECK(dash.status == 0);
  CHECK(dash.out == golden("party-seed-3.txt"));
  CHECK(runCli({"batch", "party", "--count", "3", "--seed", "3", "-o", "-"}).out ==
        runCli({"batch", "party", "--count", "3", "--seed", "3"}).out);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"party", "--output", ""}, std::vector<std::string>{"roll", "d6", "-o", ""}}) {
    const CliResult empty = runCli(args);
    CHECK(empty.status == 2);
    CHECK(empty.out.empty());
    CHECK(empty.err == "outremer: error: --output: give a file name, or '-' for standard output\n");
  }
  const CliResult noValue = runCli({"party", "--output="});  // told by the option parser
  CHECK(noValue.status == 2);
  CHECK(noValue.err.find("--output") != std::string::npos);
  CHECK(dir.files().empty());
}

TEST_CASE("a write error on standard output is exit 1 with a message") {
  TempDir dir;
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"party", "--seed", "1"}, std::vector<std::string>{"batch", "party", "--count", "50"},
        std::vector<std::string>{"batch", "encounter", "--count", "3000", "--jobs", "3"},
        std::vector<std::string>{"roll", "d6"}, std::vector<std::string>{"tables", "list"},
        std::vector<std::string>{"campaign", "new", "--save", dir / "s.json", "--seed", "1"}}) {
    INFO(args[0]);
    const CliResult result = runCliOnFullOutput(args);
    CHECK(result.status == 1);
    CHECK(result.err.starts_with("outremer: error: cannot write standard output"));
  }
}

TEST_CASE("the program exits 1 when its standard output is /dev/full") {
  TempDir dir;
  for (const std::string args :
       {"party --seed 1", "batch party --count 50", "batch encounter --count 3000 --jobs 2", "roll d6 --seed 1"}) {
    INFO(args);
    const auto [status, errors] = runProgram(dir, args, ">/dev/full");
    CHECK(status == 1);
    CHECK(errors == "outremer: error: cannot write standard output: No space left on device\n");
  }
  CHECK(runProgram(dir, "party --seed 1", ">/dev/null").first == 0);
}

namespace {

// The system calls `outremer ARGS` makes on files, traced by strace into |trace|; false
// when strace cannot run here (CI, which sets OUTREMER_REQUIRE_FAULTS, installs it).
bool traceFileCalls(const std::string& args, const std::string& trace) {
  // LeakSanitizer cannot run under ptrace: a sanitized build's leak check is off here.
  const std::string command = "ASAN_OPTIONS=detect_leaks=0 strace -f -y -e trace=rename,renameat,renameat2,fsync -o '" +
                              trace + "' '" OUTREMER_PROGRAM
                              "' " + args + " >/dev/null 2>&1";
  if (std::system(command.c_str()) == 0) return true;
  if (std::getenv("OUTREMER_REQUIRE_FAULTS") != nullptr) FAIL("strace cannot run: " + command);
  outremer::testing::skip("strace cannot run here: the folder's fsync is not checked");
  return false;
}

// Whether the last rename in |calls| is followed by an fsync of |folder|.
bool folderSyncedAfterLastRename(const std::string& calls, const std::string& folder) {
  const size_t renamed = calls.rfind("rename");
  if (renamed == std::string::npos) return false;
  const size_t synced = calls.find("fsync(", renamed);
  if (synced == std::string::npos) return false;
  const std::string line = calls.substr(synced, calls.find('\n', synced) - synced);
  return line.find("<" + fs::canonical(folder).string() + ">") != std::string::npos;
}

}  // namespace

TEST_CASE("an --output file's folder is synced after the rename, so a power cut keeps the new file") {
  TempDir dir;
  if (!traceFileCalls("party --seed 1 --output '" + dir / "brief.txt" + "'", dir / "trace.txt")) return;
  CHECK(folderSyncedAfterLastRename(readFile(dir / "trace.txt"), dir / ""));
}

TEST_CASE("the campaign's last save of a run has its folder synced after the rename") {
  TempDir dir;
  const std::string save = dir / "save.json";
  REQUIRE(runCli({"campaign", "new", "--seed", "31", "--save", save}).status == 0);
  if (!traceFileCalls("campaign go --policy bold --days 5 --save '" + save + "'", dir / "trace.txt")) return;
  CHECK(folderSyncedAfterLastRename(readFile(dir / "trace.txt"), dir / ""));
}

TEST_CASE("roll, lookup and tables write to --output") {
  TempDir dir;
  const std::vector<std::pair<std::vector<std::string>, std::string>> commands = {
      {{"roll", "d100", "d20+10", "d6 (minus 3 from die roll)", "2d6", "--seed", "7"}, "roll-seed-7.txt"},
      {{"lookup", "initial-encounter", "78", "--column", "highway-day"}, "lookup-initial-encounter-78.txt"},
      {{"tables", "show", "evade"}, "tables-show-evade.txt"}};
  for (auto [args, expected] : commands) {
    INFO(args[0]);
    args.insert(args.end(), {"--output", dir / "out.txt"});
    const CliResult result = runCli(args);
    CHECK(result.status == 0);
    CHECK(result.out.empty());
    CHECK(readFile(dir / "out.txt") == golden(expected));
  }
  CHECK(runCli({"tables", "list", "-o", dir / "list.txt"}).status == 0);
  CHECK(readFile(dir / "list.txt") == runCli({"tables", "list"}).out);
  CHECK(runCli({"tables", "check", "-o", dir / "check.txt"}).status == 0);
  CHECK(readFile(dir / "check.txt").ends_with("ok: no problems\n"));
  CHECK(runCli({"tables", "check", std::string(OUTREMER_TEST_DATA) + "/broken/gap", "-o", dir / "broken.txt"}).status == 1);
  CHECK(readFile(dir / "broken.txt").find("problem(s)") != std::string::npos);
}

TEST_CASE("commands that print text only refuse --format and --template, naming the flag") {
  TempDir dir;
  const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
      {"roll", {"roll", "d6"}},
      {"lookup", {"lookup", "initial-encounter", "78", "--column", "highway-day"}},
      {"tables list", {"tables", "list"}},
      {"tables show", {"tables", "show", "evade"}},
      {"tables check", {"tables", "check"}},
      {"campaign new", {"campaign", "new", "--save", dir / "s.json"}}};
  for (const auto& [name, args] : commands) {
    INFO(name);
    std::vector<std::string> json = args;
    json.insert(json.end(), {"--format", "json"});
    CliResult result = runCli(json);
    CHECK(result.status == 2);
    CHECK(result.err == "outremer: error: --format: '" + name + "' prints text only\n");
    std::vector<std::string> templated = args;
    templated.insert(templated.end(), {"--template", dir / "t.mustache"});
    result = runCli(templated);
    CHECK(result.status == 2);
    CHECK(result.err.starts_with("outremer: error: --template: '" + name + "' prints text only"));
  }
  const CliResult result = runCli({"campaign", "new", "--save", dir / "s.json", "--output", dir / "out.txt"});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: --output: 'campaign new' writes the campaign to --save"));
  CHECK(dir.files().empty());
}
