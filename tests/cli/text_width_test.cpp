// Every text output fits an 80-column terminal, as the man page promises: each command that
// prints text, across many seeds, counted in characters (an accented name is as wide as
// a plain one), not bytes.
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <sstream>

#include "run_cli.hpp"
#include "../gen/shipped_tables.hpp"
#include "util/text.hpp"
#include "../seed_sweep.hpp"

using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::runCliWithInput;
using outremer::testing::TempDir;

namespace {

constexpr size_t kColumns = 80;
constexpr int kSeeds = 200;

// Runs `outremer ARGS...` (it must succeed) and adds to |wide| each line of its output wider
// than kColumns, after the command that printed it.
void collectWide(const std::vector<std::string>& args, std::vector<std::string>& wide,
                 const std::string& input = "") {
  const CliResult result = input.empty() ? runCli(args) : runCliWithInput(args, input);
  const std::string command = "outremer " + outremer::util::join(args, " ");
  INFO(command << "\n" << result.err);
  REQUIRE(result.status == 0);
  std::istringstream out(result.out);
  for (std::string line; std::getline(out, line);) {
    if (outremer::util::displayWidth(line) > kColumns) {
      wide.push_back(command + "\n  " + std::to_string(outremer::util::displayWidth(line)) + ": " + line);
    }
  }
}

// The first few of |wide|, for the failure's message.
std::string firstOf(const std::vector<std::string>& wide) {
  std::string text;
  for (size_t i = 0; i < wide.size() && i < 8; ++i) text += wide[i] + "\n";
  return text;
}

// The current folder changed to |path| for as long as it lives.
class InFolder {
 public:
  explicit InFolder(const std::filesystem::path& path) : before_(std::filesystem::current_path()) {
    std::filesystem::current_path(path);
  }
  ~InFolder() { std::filesystem::current_path(before_); }
  InFolder(const InFolder&) = delete;
  InFolder& operator=(const InFolder&) = delete;

 private:
  std::filesystem::path before_;
};

// The ids of every table, as `outremer tables list` lists them.
std::vector<std::string> tableIds() {
  const CliResult list = runCli({"tables", "list"});
  std::vector<std::string> ids;
  std::istringstream lines(list.out);
  std::string line;
  std::getline(lines, line);  // the heading
  while (std::getline(lines, line)) {
    if (!line.empty() && line[0] != ' ') ids.push_back(line.substr(0, line.find(' ')));
  }
  return ids;
}

}  // namespace

TEST_CASE("every text output fits 80 columns across 200 seeds of every generator") {
  const std::vector<std::string> places = {"town", "highway", "countryside"};
  const std::vector<std::string> times = {"day", "night"};
  const std::vector<std::string> loot = {"village",    "pilgrims", "churchmen", "merchant",
                                         "great-lord", "pedlar",   "messenger", "drovers"};
  const std::vector<std::string> classes = {"knight",          "sergeant",     "squire",
                                            "spearman",        "royal-mamluk", "syrian-cavalryman",
                                            "syrian-spearman", "peasant"};
  std::map<std::string, nlohmann::json> events;  // each class's, listed once
  for (const std::string& type : classes) {
    events[type] = nlohmann::json::parse(runCli({"advance", "--list-events", type, "--format", "json"}).out)
                       .at("events");
  }
  std::vector<std::string> wide;
  for (int n = 1; n <= outremer::testing::sweepSeeds(kSeeds); ++n) {
    const std::string seed = std::to_string(n);
    const std::string& where = places[static_cast<size_t>(n) % places.size()];
    const std::string& time = times[static_cast<size_t>(n / 3) % times.size()];
    collectWide({"party", "--seed", seed}, wide);
    collectWide({"encounter", "--seed", seed, "--where", where, "--time", time}, wide);
    collectWide({"loot", loot[static_cast<size_t>(n) % loot.size()], "--seed", seed}, wide);
    collectWide({"village", "--seed", seed}, wide);
    collectWide({"mercenary", "--seed", seed, "--where", where, "--time", time}, wide);
    const std::string& type = classes[static_cast<size_t>(n) % classes.size()];
    std::vector<std::string> advance = {"advance",   "--class", type,     "--attack", "8",
                                        "--defence", "4",       "--deed", "--seed",   seed};
    if (const nlohmann::json& listed = events.at(type); !listed.empty()) {  // a peasant's class has none
      advance.push_back("--event");
      advance.push_back(listed.at(static_cast<size_t>(n) % listed.size()).at("id").get<std::string>());
    }
    collectWide(advance, wide);
    if (n % 4 == 0) {
      std::vector<std::string> scenario = {"scenario", "generate", "--points", "150", "--seed", seed};
      if (n % 8 == 0) scenario.insert(scenario.end(), {"--siege", "--sides", "christian,moslem"});
      collectWide(scenario, wide);
    }
  }
  collectWide({"scenario", "generate", "--from-encounter", "89", "--seed", "1"}, wide);
  collectWide({"scenario", "generate", "--from-encounter", "89", "--seed", "1", "--roster", "feudal"}, wide);
  collectWide({"scenario", "generate", "--points", "3000", "--seed", "2", "--roster", "feudal"}, wide);
  for (const char* seed : {"7", "12", "89"}) collectWide({"encounter", "--seed", seed, "--roster", "feudal"}, wide);
  collectWide({"encounter", "--seed", "1", "--check"}, wide);
  collectWide({"upkeep", "--roster", "knight=1,sergeant=2,men-at-arms=4,peasant=2", "--mounted-sergeants",
               "1", "--days", "30", "--payday", "7", "--purse", "2GF", "--mercenary", "--seed", "1"},
              wide);
  for (const std::string& type : classes) collectWide({"advance", "--list-events", type}, wide);
  collectWide({"roll", "d100", "d20+10", "d6 (minus 3 from die roll)", "2d6", "--seed", "7"}, wide);
  for (int roll = 1; roll <= 100; roll += 7) {
    collectWide({"lookup", "initial-encounter", std::to_string(roll), "--column", "countryside-night"}, wide);
  }
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: the tables, listed and shown one by one") {
  std::vector<std::string> wide;
  collectWide({"tables", "list"}, wide);
  collectWide({"tables", "check"}, wide);
  const std::vector<std::string> ids = tableIds();
  REQUIRE(ids.size() > 40);
  for (const std::string& id : ids) collectWide({"tables", "show", id}, wide);
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: the printed scenarios, listed and shown one by one") {
  std::vector<std::string> wide;
  collectWide({"scenario", "list"}, wide);
  const auto list = nlohmann::json::parse(runCli({"scenario", "list", "--format", "json"}).out);
  REQUIRE(list["scenarios"].size() == 23);
  for (const auto& scenario : list["scenarios"]) collectWide({"scenario", "show", scenario["id"]}, wide);
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: odds of dice and of every range table and column") {
  std::vector<std::string> wide;
  for (const std::string expression : {"d6", "d20", "d100", "2d10+10", "d6 (minus 3 from die roll)", "d10-5",
                                       "6d1000-6d1000", "12d1000", "46d6", "12d1000-10000"}) {
    collectWide({"odds", expression}, wide);
  }
  for (const outremer::tables::Table& table : outremer::testing::defaults().tables()) {
    if (!table.isRangeTable()) continue;
    if (table.columns.empty()) collectWide({"odds", table.id}, wide);
    for (const std::string& column : table.columns) collectWide({"odds", table.id, "--column", column}, wide);
  }
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: odds of an encounter in every place and time") {
  std::vector<std::string> wide;
  for (const std::string where : {"town", "highway", "countryside"}) {
    for (const std::string time : {"day", "night"})
      collectWide({"odds", "encounter", "--where", where, "--time", time}, wide);
  }
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: journeys played, their status sheets and chronicles") {
  const TempDir dir;
  const InFolder here(dir / "");  // saves named as a player would: short, in the current folder
  const std::vector<std::string> groups = {"knight-and-retainers", "sergeant-and-retainers",
                                           "noble-and-retainers"};
  std::vector<std::string> wide;
  for (int n = 1; n <= 6; ++n) {
    const std::string save = "journey-" + std::to_string(n) + ".json";
    collectWide({"campaign", "new", "--save", save, "--seed", std::to_string(n * 11), "--group",
                 groups[static_cast<size_t>(n) % groups.size()]},
                wide);
    collectWide({"campaign", "go", "--save", save}, wide, "status\nmove\nstatus\n");
    collectWide({"campaign", "go", "--save", save, "--days", std::to_string(n * 6), "--policy",
                 n % 2 ? "bold" : "cautious"},
                wide);
    collectWide({"campaign", "status", "--save", save}, wide);
    collectWide({"campaign", "log", "--save", save}, wide);
  }
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: simulation reports, whole and in part") {
  const TempDir dir;
  std::vector<std::string> wide;
  const std::vector<std::string> groups = {"", "noble-and-retainers", "abbot-bishop-with-escort"};
  for (size_t n = 0; n < groups.size(); ++n) {
    for (const std::string policy : {"cautious", "bold"}) {
      std::vector<std::string> args = {"simulate", "campaign", "--runs", "12", "--policy", policy,
                                       "--seed", std::to_string(n + 1)};
      if (!groups[n].empty()) args.insert(args.end(), {"--group", groups[n]});
      collectWide(args, wide);
      args.insert(args.end(), {"--shard", "2/3", "--format", "json", "--output", dir / "part.json"});
      collectWide(args, wide);
      collectWide({"simulate", "merge", dir / "part.json"}, wide);
    }
  }
  collectWide({"simulate", "campaign", "--runs", "1", "--policy", "bold", "--seed", "1"}, wide);  // no spread
  for (const std::string where : {"town", "highway", "countryside"}) {
    collectWide({"simulate", "fight", "--runs", "12", "--where", where, "--seed", "3"}, wide);
  }
  collectWide({"simulate", "fight", "--runs", "12", "--seed", "3", "--shard", "2/3", "--format", "json", "--output",
               dir / "fights.json"},
              wide);
  collectWide({"simulate", "merge", dir / "fights.json"}, wide);
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: odds of an attack") {
  std::vector<std::string> wide;
  for (const std::string against : {"foot", "mounted"}) {
    for (const std::string terrain : {"open-terrain", "hills", "castle"}) {
      collectWide({"odds", "fight", "--attack", "13", "--defence", "4", "--against", against, "--terrain",
                   terrain, "--attacker-terrain", "hills", "--combined", "--panicking"},
                  wide);
      collectWide({"odds", "fight", "--attack", "9999", "--defence", "1", "--against", against, "--charge"}, wide);
    }
  }
  INFO(firstOf(wide));
  CHECK(wide.empty());
}

TEST_CASE("every text output fits 80 columns: the help of every command") {
  std::vector<std::string> wide;
  std::vector<std::vector<std::string>> paths = {{}};
  size_t helped = 0;
  for (size_t i = 0; i < paths.size(); ++i, ++helped) {
    std::vector<std::string> args = paths[i];
    args.push_back("--help");
    collectWide(args, wide);
    for (const std::string& name : outremer::testing::listedSubcommands(runCli(args).out)) {
      std::vector<std::string> sub = paths[i];
      sub.push_back(name);
      paths.push_back(sub);
    }
  }
  INFO(firstOf(wide));
  CHECK(wide.empty());
  // The program, its commands and those under them (campaign go, tables show, ...).
  CHECK(helped > 30);
}
