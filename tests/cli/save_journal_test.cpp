#include "cli/save_journal.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <optional>

#include <nlohmann/json.hpp>

#include "campaign/journey.hpp"
#include "render/campaign_save.hpp"
#include "run_cli.hpp"
#include "tables/default_tables.hpp"

using namespace outremer;
using outremer::testing::readFile;
using outremer::testing::runCli;
using outremer::testing::runCliWithInput;
using outremer::testing::TempDir;

namespace {

void writeText(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// The answers an unattended run printed ("> move"), in order.
std::vector<std::string> printedAnswers(const std::string& out) {
  std::vector<std::string> answers;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    if (line.starts_with("> ")) answers.push_back(line.substr(2));
  }
  return answers;
}

// A new campaign at |save| (seed 5), and beside it at |whole| the same campaign after five
// bold days, saved whole by `go`: the answers those days took.
std::vector<std::string> playedWhole(const std::string& save, const std::string& whole) {
  REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", "5"}).status == 0);
  std::filesystem::copy_file(save, whole);
  const auto r = runCli({"campaign", "go", "--save", whole, "--policy", "bold", "--days", "5"});
  REQUIRE(r.status == 0);
  const std::vector<std::string> answers = printedAnswers(r.out);
  REQUIRE(answers.size() >= 5);
  return answers;
}

// A journal as `go` writes it: the head naming the save's bytes, then the answers.
std::string journalOf(const std::string& save, const std::vector<std::string>& answers) {
  std::string text = "outremer-journal 1 " + cli::saveMark(readFile(save)) + "\n";
  for (const std::string& answer : answers) text += answer + "\n";
  return text;
}

std::string statusJson(const std::string& save) {
  const auto r = runCli({"campaign", "status", "--save", save, "--format", "json"});
  REQUIRE(r.status == 0);
  return r.out;
}

// The chronicle as JSON, the save's name (in its replay command) left out.
std::string chronicle(const std::string& save) {
  const auto r = runCli({"campaign", "log", "--save", save, "--format", "json"});
  REQUIRE(r.status == 0);
  std::string text = r.out;
  for (size_t at; (at = text.find(save)) != std::string::npos;) text.erase(at, save.size());
  return text;
}

// `campaign go` with nothing to play: it writes the save whole if a journal is beside it.
void goWithNothing(const std::string& save) { REQUIRE(runCliWithInput({"campaign", "go", "--save", save}, "").status == 0); }

// Standard output that, when |marker| is first written to it, notes what |journal| holds.
class NotingOutput : public std::streambuf {
 public:
  NotingOutput(std::string journal, std::string marker) : journal_(std::move(journal)), marker_(std::move(marker)) {}
  std::string text;
  std::optional<std::string> noted;  // the journal's text then ("" when there was none)

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    text.append(s, static_cast<size_t>(n));
    if (!noted && text.find(marker_) != std::string::npos) {
      noted = std::filesystem::exists(journal_) ? readFile(journal_) : "";
    }
    return n;
  }
  int_type overflow(int_type c) override {
    if (c != traits_type::eof()) xsputn(std::string(1, traits_type::to_char_type(c)).data(), 1);
    return c;
  }

 private:
  std::string journal_;
  std::string marker_;
};

}  // namespace

TEST_CASE("at a terminal an answer is journaled before what came of it is shown") {
  TempDir dir;
  const std::string save = dir / "save.json";
  REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", "5", "--group", "knight-and-retainers"}).status == 0);
  const std::string journal = journalOf(save, {"rest"});
  NotingOutput output(save + ".journal", "The party rests in Antioch");
  std::ostream out(&output);
  std::ostringstream err;
  std::istringstream in("rest\nquit\n");
  std::vector<std::string> args = {"outremer", "campaign", "go", "--save", save};
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  REQUIRE(cli::run(static_cast<int>(argv.size()), argv.data(), in, true, out, err) == 0);
  REQUIRE(output.noted);
  CHECK(*output.noted == journal);
  CHECK(nlohmann::json::parse(readFile(save))["day"] == 2);
  CHECK_FALSE(std::filesystem::exists(save + ".journal"));
}

TEST_CASE("a save's journal replays to the state the whole save holds, and compacting it leaves the same bytes") {
  TempDir dir;
  const std::string save = dir / "save.json";
  const std::string whole = dir / "whole.json";
  const std::vector<std::string> answers = playedWhole(save, whole);
  writeText(save + ".journal", journalOf(save, answers));
  CHECK(statusJson(save) == statusJson(whole));
  CHECK(chronicle(save) == chronicle(whole));
  goWithNothing(save);
  CHECK(readFile(save) == readFile(whole));
  CHECK_FALSE(std::filesystem::exists(save + ".journal"));
}

TEST_CASE("a torn last line of a journal, or a torn head, is ignored") {
  TempDir dir;
  const std::string save = dir / "save.json";
  const std::string whole = dir / "whole.json";
  const std::vector<std::string> answers = playedWhole(save, whole);
  const std::string start = readFile(save);
  const std::string startStatus = statusJson(save);
  writeText(save + ".journal", journalOf(save, answers) + answers.front().substr(0, 2));
  CHECK(statusJson(save) == statusJson(whole));
  goWithNothing(save);
  CHECK(readFile(save) == readFile(whole));
  writeText(save, start);
  writeText(save + ".journal", journalOf(save, {}).substr(0, 20));
  CHECK(statusJson(save) == startStatus);
  goWithNothing(save);
  CHECK(readFile(save) == start);
  CHECK_FALSE(std::filesystem::exists(save + ".journal"));
}

TEST_CASE("a journal left beside a save written whole after it (a kill before its removal) is not played again") {
  TempDir dir;
  const std::string save = dir / "save.json";
  const std::string whole = dir / "whole.json";
  const std::vector<std::string> answers = playedWhole(save, whole);
  // The journal extends the first save's bytes; the whole save already holds its answers.
  writeText(whole + ".journal", journalOf(save, answers));
  const std::string before = statusJson(whole);
  CHECK(before.find("\"day\": 6") != std::string::npos);
  goWithNothing(whole);
  CHECK(statusJson(whole) == before);
  CHECK_FALSE(std::filesystem::exists(whole + ".journal"));
}

TEST_CASE("answers journaled by a run killed before it wrote the save whole again are all kept") {
  TempDir dir;
  const std::string save = dir / "save.json";
  const std::string whole = dir / "whole.json";
  const std::vector<std::string> answers = playedWhole(save, whole);
  {
    const tables::CheckedTables tables = tables::defaultTables();
    const gen::Rules rules(tables.set);
    const campaign::Route route(rules);
    const cli::SaveRead read = cli::readSave(save);
    campaign::State state = read.state;
    campaign::Journey journey(rules, route, state, render::encounterWriter());
    std::filesystem::permissions(save, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    cli::SaveJournal journal(save, read.mark);
    // Written whole part way (as every 100 answers), then journaled on that save.
    const size_t half = answers.size() / 2;
    for (size_t i = 0; i < answers.size(); ++i) {
      if (i == half) journal.compact(journey.state());
      journey.play(answers[i]);
      journal.add(answers[i]);
      journal.write(journey.state());
    }
    CHECK(journal.written() == answers.size() - half);
  }  // as a kill leaves it: no compaction at the end
  const std::vector<std::string> rest(answers.begin() + static_cast<std::ptrdiff_t>(answers.size() / 2), answers.end());
  CHECK(readFile(save + ".journal") == journalOf(save, rest));
  CHECK(std::filesystem::status(save + ".journal").permissions() ==
        (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
  CHECK(statusJson(save) == statusJson(whole));
  goWithNothing(save);
  CHECK(readFile(save) == readFile(whole));
}

TEST_CASE("a journal line the journey refuses is named, and the save and journal are left as they are") {
  TempDir dir;
  const std::string save = dir / "save.json";
  const std::string whole = dir / "whole.json";
  playedWhole(save, whole);
  const std::string journal = journalOf(save, {"rest", "fly"});
  writeText(save + ".journal", journal);
  const std::string before = readFile(save);
  for (const std::vector<std::string>& command : {std::vector<std::string>{"campaign", "status", "--save", save},
                                                  std::vector<std::string>{"campaign", "go", "--save", save}}) {
    const auto r = runCliWithInput(command, "rest\n");
    CHECK(r.status == 2);
    CHECK(r.err.find(save + ".journal' line 3: 'fly': unknown choice 'fly'") != std::string::npos);
    CHECK(readFile(save) == before);
    CHECK(readFile(save + ".journal") == journal);
  }
}

TEST_CASE("campaign go leaves no journal, and campaign new --force removes the one of the save it replaces") {
  TempDir dir;
  const std::string save = dir / "save.json";
  REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", "5"}).status == 0);
  REQUIRE(runCliWithInput({"campaign", "go", "--save", save}, "rest\nrest\n").status == 0);
  CHECK(dir.files() == std::vector<std::string>{"save.json", "save.json.lock"});
  // A journal of a new campaign of the same seed, whose bytes are those new --force writes.
  REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", "5", "--force"}).status == 0);
  const std::string fresh = statusJson(save);
  writeText(save + ".journal", journalOf(save, {"rest"}));
  REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", "5", "--force"}).status == 0);
  CHECK_FALSE(std::filesystem::exists(save + ".journal"));
  CHECK(statusJson(save) == fresh);
}
