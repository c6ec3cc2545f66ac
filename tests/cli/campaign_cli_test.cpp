#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <sstream>

#include "cli/save_file.hpp"
#include "../gen/shipped_tables.hpp"
#include "run_cli.hpp"
#include "util/text.hpp"

using outremer::testing::checkGolden;
using outremer::testing::readFile;
using outremer::testing::runCli;
using outremer::testing::runCliWithInput;
using outremer::testing::TempDir;

namespace {

// A new campaign in |dir|: the save's path.
std::string newCampaign(const TempDir& dir, const std::string& seed, std::vector<std::string> more = {}) {
  const std::string save = dir / "pilgrims.json";
  std::vector<std::string> args = {"campaign", "new", "--save", save, "--seed", seed};
  args.insert(args.end(), more.begin(), more.end());
  const auto r = runCli(args);
  REQUIRE(r.status == 0);
  return save;
}

}  // namespace

TEST_CASE("campaign new writes a save and shows the party, an existing save is never overwritten without --force") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5", {"--group", "knight-and-retainers"});
  const std::string before = readFile(save);
  const auto saved = nlohmann::json::parse(before);
  CHECK(saved.at("outremer") == "campaign");
  CHECK(saved.at("group") == "knight-and-retainers");
  const auto again = runCli({"campaign", "new", "--save", save, "--seed", "6"});
  CHECK(again.status == 2);
  CHECK(again.err.find("--save: '" + save + "' already holds a campaign") != std::string::npos);
  CHECK(readFile(save) == before);
  CHECK(runCli({"campaign", "new", "--save", save, "--seed", "6", "--force"}).status == 0);
  CHECK(readFile(save) != before);
}

TEST_CASE("campaign new: bad flags are named") {
  TempDir dir;
  const std::string save = dir / "s.json";
  auto r = runCli({"campaign", "new", "--save", save, "--group", "knights"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--group: unknown group 'knights'") != std::string::npos);
  r = runCli({"campaign", "new", "--save", save, "--pay-at", "tripolli"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--pay-at: unknown town 'tripolli' (did you mean 'tripoli'?)") != std::string::npos);
  r = runCli({"campaign", "new", "--save", save, "--payday", "0"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--payday") != std::string::npos);
  r = runCli({"campaign", "new", "--save", save, "--purse", "3 ducats"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--purse") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(save));
}

TEST_CASE("campaign new takes a party file and a promise to pay at a town") {
  TempDir dir;
  const std::string party = dir / "party.json";
  REQUIRE(runCli({"party", "--seed", "3", "--format", "json", "--output", party}).status == 0);
  const std::string save = newCampaign(dir, "8", {"--party", party, "--pay-at", "tripoli", "--purse", "2GF"});
  const auto status = runCli({"campaign", "status", "--save", save});
  REQUIRE(status.status == 0);
  CHECK(status.out.find("Purse 2GF") != std::string::npos);
  CHECK(status.out.find("promised on reaching Tripoli") != std::string::npos);
  const auto json = nlohmann::json::parse(runCli({"campaign", "status", "--save", save, "--format", "json"}).out);
  const auto brief = nlohmann::json::parse(readFile(party));
  CHECK(json["members"].size() == brief["party"]["members"].size());
  CHECK(json["members"][0]["name"] == brief["party"]["members"][0]["name"]);
}

TEST_CASE("the town to pay at is known by its name as well as its id, in any case") {
  for (const std::string town : {"Acre", "ACRE", "acre"}) {
    TempDir dir;
    const std::string save = newCampaign(dir, "8", {"--pay-at", town});
    const auto status = runCli({"campaign", "status", "--save", save});
    CHECK(status.out.find("promised on reaching Acre") != std::string::npos);
  }
}

TEST_CASE("campaign go reads one answer a line from a script and saves after each") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5", {"--group", "knight-and-retainers"});
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "# a comment\nrest\n\nstatus\n");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("> rest") != std::string::npos);
  CHECK(r.out.find("The party rests in Antioch") != std::string::npos);
  CHECK(r.out.find("Day 2, Antioch") != std::string::npos);  // the status line asked for
  CHECK(r.out.find("Saved. Play on with: outremer campaign go --save") != std::string::npos);
  CHECK(nlohmann::json::parse(readFile(save))["day"] == 2);
}

TEST_CASE("campaign go: a wrong answer names its line and leaves the save as it was before it") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5", {"--group", "knight-and-retainers"});
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "rest\nfly\nrest\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("standard input line 2: 'fly': unknown choice 'fly'") != std::string::npos);
  CHECK(nlohmann::json::parse(readFile(save))["day"] == 2);
}

TEST_CASE("campaign go: usage errors name the flag") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  auto r = runCli({"campaign", "go", "--save", save, "--days", "3"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--days: plays unattended, so it needs --policy") != std::string::npos);
  r = runCli({"campaign", "go", "--save", save, "--policy", "reckless"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--policy: expected cautious or bold, not 'reckless'") != std::string::npos);
  r = runCli({"campaign", "go", "--save", save, "--policy", "bold", "--days", "0"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--days") != std::string::npos);
  r = runCli({"campaign", "go", "--save", save, "--seed", "9"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--seed: a campaign's dice follow from its save") != std::string::npos);
  r = runCli({"campaign", "go", "--save", dir / "missing.json"});
  CHECK(r.status == 2);
  CHECK(r.err.find("cannot read save") != std::string::npos);
}

TEST_CASE("a corrupt, truncated or newer save is refused and left untouched") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const std::string whole = readFile(save);
  const auto refused = [&](const std::string& text, const std::string& message) {
    { std::ofstream(save, std::ios::binary) << text; }
    for (const char* sub : {"go", "status", "log"}) {
      const auto r = runCliWithInput({"campaign", sub, "--save", save}, "move\n");
      INFO(sub << ": " << r.err);
      CHECK(r.status == 2);
      CHECK(r.err.find(message) != std::string::npos);
      CHECK(readFile(save) == text);
    }
  };
  refused(whole.substr(0, whole.size() / 2), "corrupt or truncated");
  std::string newer = whole;
  newer.replace(newer.find("\"version\":4"), 11, "\"version\":9");
  refused(newer, "written by a newer outremer (save version 9");
  std::string offRoute = whole;
  offRoute.replace(offRoute.find("\"hex\":0"), 7, "\"hex\":99");
  refused(offRoute, "save.hex: 99 is not a hex of the route");
}

TEST_CASE("a version 1 save, whose waiting encounter does not name its men, still plays on and is written back as the version outremer writes now") {
  TempDir dir;
  const std::string save = newCampaign(dir, "1", {"--group", "sergeant-and-retainers"});
  REQUIRE(runCliWithInput({"campaign", "go", "--save", save}, "move\nmove\n").status == 0);  // an encounter waits
  auto old = nlohmann::ordered_json::parse(readFile(save));
  REQUIRE(old["pending"].is_object());
  REQUIRE(old["pending"]["count"].get<int>() > 0);
  REQUIRE(old["pending"].contains("opponents"));
  old["version"] = 1;
  old["pending"].erase("opponents");
  old["pending"].erase("ground");
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << old.dump(); }
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "auto\n");
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(r.out.find("Quick fight by the combat tables (house rule)") != std::string::npos);
  const auto now = nlohmann::ordered_json::parse(readFile(save));
  CHECK(now["version"] == 4);
}

TEST_CASE("a version 3 save, whose log kept its words, tells its chronicle in those words and plays on as version 4") {
  TempDir dir;
  const std::string save = newCampaign(dir, "3");
  REQUIRE(runCliWithInput({"campaign", "go", "--save", save}, "move\nmove\n").status == 0);
  const auto before = runCli({"campaign", "log", "--save", save, "--format", "json"});
  REQUIRE(before.status == 0);
  const auto chronicle = nlohmann::ordered_json::parse(before.out);
  // The save as version 3 wrote it: each entry's words, not what it told.
  auto old = nlohmann::ordered_json::parse(readFile(save));
  old["version"] = 3;
  std::vector<std::string> words;
  for (const auto& day : chronicle.at("campaign-log").at("journey")) {
    for (const auto& entry : day.at("entries")) words.push_back(entry.at("text"));
  }
  REQUIRE(words.size() == old["log"].size());
  for (size_t i = 0; i < words.size(); ++i) {
    auto& entry = old["log"][i];
    for (const char* key : {"said", "name", "detail", "names", "numbers"}) entry.erase(key);
    entry["text"] = "As written: " + words[i];
  }
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << old.dump(); }
  const auto after = runCli({"campaign", "log", "--save", save, "--format", "json"});
  INFO(after.err);
  REQUIRE(after.status == 0);
  const auto told = nlohmann::ordered_json::parse(after.out);
  size_t i = 0;
  for (const auto& day : told.at("campaign-log").at("journey")) {
    for (const auto& entry : day.at("entries")) CHECK(entry.at("text") == "As written: " + words.at(i++));
  }
  CHECK(i == words.size());
  REQUIRE(runCliWithInput({"campaign", "go", "--save", save}, "rest\n").status == 0);
  const auto now = nlohmann::ordered_json::parse(readFile(save));
  CHECK(now["version"] == 4);
  CHECK(now["log"][0]["said"] == "as-written");
  CHECK(now["log"][0]["detail"] == "As written: " + words[0]);
  CHECK(now["log"].back()["said"] != "as-written");
}

TEST_CASE("an impossible save is refused by status, go and log with its JSON path, and left byte for byte") {
  TempDir dir;
  const std::string save = newCampaign(dir, "1", {"--group", "sergeant-and-retainers"});
  REQUIRE(runCliWithInput({"campaign", "go", "--save", save}, "move\nmove\n").status == 0);  // an encounter waits
  const auto real = nlohmann::ordered_json::parse(readFile(save));
  REQUIRE(real["pending"].is_object());
  REQUIRE(real["members"].size() > 1);
  using Edit = std::function<void(nlohmann::ordered_json&)>;
  const std::vector<std::pair<Edit, std::string>> edits = {
      {[](auto& j) { j["members"][0]["status"] = "zombie"; }, "save.members[0].status: 'zombie' is not one of"},
      {[](auto& j) { j["members"][0]["type"] = "dragon"; }, "save.members[0].type: unknown character type 'dragon'"},
      {[](auto& j) { j["purse"] = -5; }, "save.purse: -5 is below 0"},
      {[](auto& j) { j["purse"] = 1e300; }, "save.purse: expected a whole number, found a fraction"},
      {[](auto& j) { j["wages_owed"] = 9'000'000'000'000'000'000ULL; }, "save.wages_owed: 9000000000000000000 is above"},
      {[](auto& j) { j["members"] = nlohmann::ordered_json::array(); }, "save.members: a party has at least one member"},
      {[](auto& j) { j["finished"] = "exploded"; }, "save.finished: 'exploded' is not one of"},
      {[](auto& j) { j["day"] = 0; }, "save.day: 0 is below 1"},
      {[](auto& j) { j["mules"] = -1; }, "save.mules: -1 is below 0"},
      {[](auto& j) { j["hex"] = 400; }, "save.hex: 400 is not a hex of the route"},
      {[](auto& j) { j["detour"] = "atlantis"; }, "save.detour: no detour 'atlantis'"},
      {[](auto& j) { j["version"] = 0; }, "save.version: 0 is not a save version"},
      {[](auto& j) { j["rng"] = "12 34"; }, "save.rng: not the generator's state"},
      {[](auto& j) { j["seed"] = "12abc"; }, "save.seed: '12abc' is not a seed"},
      {[](auto& j) { j["members"][1]["name"] = j["members"][0]["name"]; }, "save.members[1].name: "},
      // The same name in other case and accents: reports could never tell the two apart.
      {[](auto& j) {
         j["members"][0]["name"] = "Crépin";
         j["members"][1]["name"] = "CREPIN";
       },
       "save.members[1].name: 'CREPIN' is the name of an earlier member"},
      {[](auto& j) { j["members"][0]["attack"] = "strong"; }, "save.members[0].attack: expected a whole number, found string"},
      {[](auto& j) { j["members"][0]["carry"] = 2.5; }, "save.members[0].carry: 2.5 is not between -1 and 1"},
      {[](auto& j) { j["members"][0]["joined_day"] = 99; }, "save.members[0].joined_day: 99 is above 2"},
      {[](auto& j) { j["promise"]["kind"] = "week"; }, "save.promise.kind: 'week' is not one of day, town"},
      {[](auto& j) { j["promise"]["every"] = 0; }, "save.promise.every: 0 is below 1"},
      {[](auto& j) { j["wanted"] = {{{"by", "sheriff"}, {"where", "patrols"}, {"chance", 5}, {"waiting", 0}, {"since_day", 1}}}; },
       "save.wanted[0].by: 'sheriff' is not one of"},
      {[](auto& j) { j["log"][0]["money"] = "lots"; }, "save.log[0].money: expected a whole number, found string"},
      {[](auto& j) { j["pending"]["phase"] = "dance"; }, "save.pending.phase: 'dance' is not one of encounter, report"},
      {[](auto& j) { j["pending"]["phase"] = "report"; }, "save.pending.report: missing (the phase is report)"},
      {[](auto& j) { j["pending"]["toll"] = -3; }, "save.pending.toll: -3 is below 0"},
      {[](auto& j) { j["pending"]["ground"]["ambusher"] = "nobody"; }, "save.pending.ground.ambusher: 'nobody' is not one of none, party, they"},
      {[](auto& j) { j["pending"]["opponents"][0]["members"][0]["attack"] = -1; }, "save.pending.opponents[0].members[0].attack: -1 is below 0"},
      {[](auto& j) { j["pending"]["opponents"][0]["horde"] = true; }, "save.pending.opponents[0].horde: not a field of the save"},
      {[](auto& j) { j["pending_brief"] = 3; }, "save.pending_brief: expected an object or null, found number"},
      {[](auto& j) { j["finished"] = "arrived"; }, "save.pending: a choice waiting in a finished campaign"},
      {[](auto& j) { j["cheat"] = true; }, "save.cheat: not a field of the save"},
      {[](auto& j) { j.erase("renown"); }, "save.renown: missing"},
  };
  for (const auto& [edit, message] : edits) {
    auto json = real;
    edit(json);
    const std::string text = json.dump();
    { std::ofstream(save, std::ios::binary | std::ios::trunc) << text; }
    for (const char* sub : {"status", "go", "log"}) {
      const auto r = runCliWithInput({"campaign", sub, "--save", save}, "move\n");
      INFO(sub << ": " << message << "\n" << r.err);
      CHECK(r.status == 2);
      CHECK(r.err.starts_with("outremer: error: "));
      CHECK(r.err.find(message) != std::string::npos);
      CHECK(readFile(save) == text);
    }
  }
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << real.dump(); }
  CHECK(runCli({"campaign", "status", "--save", save}).status == 0);
}

TEST_CASE("a second process on the same save is refused") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const std::string before = readFile(save);
  const outremer::cli::SaveLock held(save);
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "move\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("is in use by another outremer process") != std::string::npos);
  CHECK(readFile(save) == before);
}

TEST_CASE("play that would carry a save past the loader's ranges is refused, and the last save that fits stays") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  nlohmann::json json = nlohmann::json::parse(readFile(save));
  json["day"] = 3'650'000;  // the last day a save holds
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << json.dump(); }
  REQUIRE(runCli({"campaign", "status", "--save", save}).status == 0);
  const std::string before = readFile(save);
  const auto r = runCli({"campaign", "go", "--save", save, "--days", "3", "--policy", "bold"});
  CHECK(r.status == 2);
  CHECK(r.err == "outremer: error: cannot save '" + save + "': save.day: 3650001 is above 3650000 (play has gone "
                 "past what a save can hold; the save keeps the last turn that fits)\n");
  CHECK(readFile(save) == before);
  CHECK(runCli({"campaign", "status", "--save", save}).status == 0);
}

TEST_CASE("a second process on the same save named through a symbolic link is refused") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const std::string link = dir / "link.json";
  std::filesystem::create_symlink(save, link);
  const std::string before = readFile(save);
  const outremer::cli::SaveLock held(save);
  const auto r = runCliWithInput({"campaign", "go", "--save", link}, "move\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("is in use by another outremer process") != std::string::npos);
  CHECK(readFile(save) == before);
  CHECK(std::filesystem::is_symlink(link));
}

TEST_CASE("a journey played a day per process saves exactly what one unbroken run saves") {
  TempDir dir;
  const std::string once = dir / "once.json";
  const std::string daily = dir / "daily.json";
  REQUIRE(runCli({"campaign", "new", "--save", once, "--seed", "21"}).status == 0);
  REQUIRE(runCli({"campaign", "new", "--save", daily, "--seed", "21"}).status == 0);
  REQUIRE(runCli({"campaign", "go", "--save", once, "--policy", "bold"}).status == 0);
  for (int day = 0; day < 400 && nlohmann::json::parse(readFile(daily))["finished"] == ""; ++day) {
    REQUIRE(runCli({"campaign", "go", "--save", daily, "--policy", "bold", "--days", "1"}).status == 0);
  }
  CHECK(readFile(daily) == readFile(once));
}

TEST_CASE("an unattended journey prints every answer and what came of it (golden, seed 2, cautious)") {
  TempDir dir;
  const std::string save = newCampaign(dir, "2");
  const auto r = runCli({"campaign", "go", "--save", save, "--policy", "cautious"});
  REQUIRE(r.status == 0);
  checkGolden("campaign-go-seed-2-cautious.txt", r.out);
  const auto log = runCli({"campaign", "log", "--save", save, "--format", "json"});
  REQUIRE(log.status == 0);
  const auto chronicle = nlohmann::json::parse(log.out);
  CHECK(chronicle["kind"] == "campaign-log");
  CHECK(chronicle["seed"] == "2");
  const auto html = runCli({"campaign", "log", "--save", save, "--format", "html"});
  CHECK(html.out.find("<svg") != std::string::npos);
}

TEST_CASE("campaign status prints text or json, the chronicle is for printing") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const auto r = runCli({"campaign", "status", "--save", save, "--format", "html"});
  CHECK(r.status == 2);
  CHECK(r.err.find("--format: campaign status prints text or json") != std::string::npos);
  const auto json = nlohmann::json::parse(runCli({"campaign", "status", "--save", save, "--format", "json"}).out);
  CHECK(json["day"] == 1);
  CHECK(json["where"] == "Antioch");
  CHECK(json["promise_text"] == "every 7 days");
  CHECK_FALSE(json.contains("log"));
}

TEST_CASE("campaign new --party names a member the file does not give whole") {
  TempDir dir;
  const std::string party = dir / "party.json";
  REQUIRE(runCli({"party", "--seed", "3", "--format", "json", "--output", party}).status == 0);
  auto brief = nlohmann::json::parse(readFile(party));
  brief["party"]["members"][1].erase("attack");
  { std::ofstream(party, std::ios::binary) << brief.dump(); }
  const auto r = runCli({"campaign", "new", "--save", dir / "s.json", "--party", party});
  CHECK(r.status == 2);
  CHECK(r.err.find("--party: " + party + ": party.members[1].attack: missing") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir / "s.json"));
}

TEST_CASE("brief on a waiting encounter shows its forces without empty sections or trailing blank lines") {
  TempDir dir;
  const std::string save = newCampaign(dir, "1", {"--group", "sergeant-and-retainers"});  // met on day 2
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "move\nmove\nbrief\n");
  REQUIRE(r.status == 0);
  const size_t at = r.out.find("\nEncounter: ");
  REQUIRE(at != std::string::npos);
  const std::string brief = r.out.substr(at);
  CHECK(brief.find("Tactical map:") != std::string::npos);
  CHECK(brief.find("Roll log") == std::string::npos);
  CHECK(brief.find("\n\n\n") == std::string::npos);
}

TEST_CASE("after a raid, brief shows the village: its people, tactical map, set-up and victory terms") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "raid\nbrief\n");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("nothing is waiting") == std::string::npos);
  const size_t at = r.out.find("\nRaid on a Moslem village\n");
  REQUIRE(at != std::string::npos);
  const std::string brief = r.out.substr(at);
  for (const char* part : {"Numbers in Moslem Village: 23 inhabitants", "Tactical map: ",
                           "Deployment: The party raids a Moslem village", "Victory", "Loot from Moslem Village"}) {
    CHECK(brief.find(part) != std::string::npos);
  }
  CHECK(brief.find("\n\n\n") == std::string::npos);
}

TEST_CASE("brief on mutineers, met without an encounter brief, lists them with their strengths") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5", {"--purse", "0CC"});  // the upkeep goes unpaid
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "rest\nbrief\n");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("nothing is waiting") == std::string::npos);
  CHECK(r.out.find("Mutineers: 5 against the party, strength 71, on open ground; they attack.") !=
        std::string::npos);
  CHECK(r.out.find("Osbern           Other Knights        yes  20/8  10/7  10  12") != std::string::npos);
}

TEST_CASE("campaign go on a save that is not there leaves no lock file") {
  TempDir dir;
  const auto r = runCliWithInput({"campaign", "go", "--save", dir / "nosuch.json"}, "move\n");
  CHECK(r.status == 2);
  CHECK(r.err.find("cannot read save '" + dir / "nosuch.json" + "'") != std::string::npos);
  CHECK(dir.files().empty());
}

TEST_CASE("campaign new --save FOLDER says it is a folder, with or without --force") {
  TempDir dir;
  std::filesystem::create_directory(dir / "saves");
  for (const bool force : {false, true}) {
    std::vector<std::string> args = {"campaign", "new", "--save", dir / "saves"};
    if (force) args.push_back("--force");
    const auto r = runCli(args);
    CHECK(r.status == 2);
    CHECK(r.err == "outremer: error: --save: '" + dir / "saves" + "' is a folder; give the name of the save file to write\n");
  }
  CHECK(dir.files() == std::vector<std::string>{"saves"});
}

TEST_CASE("a save's temporary left by a killed run is removed by the next save, and the save keeps its mode") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const std::string orphan = dir / ".pilgrims.json.outremer-tmp-2147483646";  // no such process
  { std::ofstream(orphan) << std::string(4096, '{'); }
  std::filesystem::permissions(save, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  REQUIRE(runCli({"campaign", "go", "--save", save, "--policy", "cautious", "--days", "1"}).status == 0);
  CHECK(dir.files() == std::vector<std::string>{"pilgrims.json", "pilgrims.json.lock"});
  CHECK(std::filesystem::status(save).permissions() ==
        (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
}

TEST_CASE("the status sheet counts one mule and one wagon in the singular") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  auto state = nlohmann::json::parse(readFile(save));
  state["mules"] = 1;
  state["wagons"] = 2;
  std::ofstream(save, std::ios::trunc) << state.dump();
  const auto r = runCli({"campaign", "status", "--save", save});
  REQUIRE(r.status == 0);
  CHECK(r.out.find("Baggage: 1 mule, 2 wagons\n") != std::string::npos);
}

TEST_CASE("the status sheet fits 80 columns and keeps its columns straight under accented names") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  auto state = nlohmann::json::parse(readFile(save));
  state["members"][0]["name"] = "Amédée de Jérusalem";
  state["members"][1]["name"] = "Ulric";
  state["purse"] = 123456789;
  state["wages_owed"] = 98765;
  std::ofstream(save, std::ios::trunc) << state.dump();
  const auto r = runCli({"campaign", "status", "--save", save});
  REQUIRE(r.status == 0);
  INFO(r.out);
  CHECK(r.out.find("\nDay 1, Antioch; renown 0\nPurse ") != std::string::npos);
  std::vector<std::string> lines;
  std::istringstream sheet(r.out);
  for (std::string line; std::getline(sheet, line);) lines.push_back(line);
  for (const std::string& line : lines) CHECK(outremer::util::displayWidth(line) <= 80);
  // The Type column starts at the same character in the heading and in both rows.
  auto typeColumn = [&](const std::string& prefix) {
    for (const std::string& line : lines) {
      if (line.starts_with(prefix))
        return outremer::util::displayWidth(line.substr(0, line.find_first_not_of(' ', prefix.size())));
    }
    FAIL("no line starts with " << prefix);
    return size_t{0};
  };
  CHECK(typeColumn("Amédée de Jérusalem") == typeColumn("Member"));
  CHECK(typeColumn("Ulric") == typeColumn("Member"));
}

TEST_CASE("recruit alone lists the types for hire with their pay, upkeep and severance") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "recruit\n", true);
  REQUIRE(r.status == 0);
  const std::string words = outremer::testing::wordsOf(r.out);
  CHECK(words.find("! recruit needs a type; for hire here: knight: pay 2GF a day, upkeep 2SF a day, a week's "
                   "severance 14GF;") != std::string::npos);
  CHECK(words.find("spearman: pay 2SC a day, upkeep 6CC a day, a week's severance 2SF 4SC") != std::string::npos);
}

TEST_CASE("at a terminal a recruit is hired only once his terms are shown and accepted") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  const auto declined = runCliWithInput({"campaign", "go", "--save", save}, "recruit spearman\nno\n", true);
  REQUIRE(declined.status == 0);
  CHECK(outremer::testing::wordsOf(declined.out)
            .find("Hire a spearman: pay 2SC a day, upkeep 6CC a day, a week's severance 2SF 4SC (once he has "
                  "served a day). Hire him? (yes/no)") != std::string::npos);
  CHECK(declined.out.find("Not hired.") != std::string::npos);
  CHECK(nlohmann::json::parse(readFile(save))["members"].size() == 12);
  const auto hired = runCliWithInput({"campaign", "go", "--save", save}, "recruit spearman\nyes\n", true);
  REQUIRE(hired.status == 0);
  CHECK(outremer::testing::wordsOf(hired.out).find("is hired as a mercenary at 2SC a day, kept for 6CC a day.") !=
        std::string::npos);
  CHECK(nlohmann::json::parse(readFile(save))["members"].size() == 13);
}

TEST_CASE("the status sheet and status line count down to payday and warn when the purse will fall short") {
  TempDir dir;
  const std::string save = newCampaign(dir, "5", {"--purse", "20GF"});
  const auto status = runCli({"campaign", "status", "--save", save});
  CHECK(status.out.find("Payday in 6 days: 22GF 3SF 2SC due; the purse falls short by 7GF 3SF 1SC 22CC") !=
        std::string::npos);
  const auto json = nlohmann::json::parse(runCli({"campaign", "status", "--save", save, "--format", "json"}).out);
  CHECK(json["payday_text"] == "payday in 6 days: 22GF 3SF 2SC due; the purse falls short by 7GF 3SF 1SC 22CC");
  // The day before the wages fall due, the chronicle warns; the mutiny comes only after.
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "rest\nrest\nrest\nrest\nrest\nrest\nrest\n");
  REQUIRE(r.status == 0);
  const std::string words = outremer::testing::wordsOf(r.out);
  const size_t warning = words.find("The soldiers grumble: their wages (22GF 3SF 2SC) fall due tonight, and the purse "
                                    "will hold 15GF 3CC. Unpaid, they will turn on the party.");
  const size_t mutiny = words.find("5 soldiers turn on the party");
  REQUIRE(warning != std::string::npos);
  REQUIRE(mutiny != std::string::npos);
  CHECK(warning < mutiny);
}

TEST_CASE("the answer menu keeps its words in one column past item 9") {
  // At Acre with wages owed the day's menu has ten items: the two detours, pay, recruit.
  TempDir dir;
  const std::string save = newCampaign(dir, "5");
  auto j = nlohmann::ordered_json::parse(readFile(save));
  j["hex"] = outremer::testing::shippedRoute().indexOf("acre");
  j["wages_owed"] = 100;
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << j.dump(); }
  const auto r = runCliWithInput({"campaign", "go", "--save", save}, "quit\n", true);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("\n  9. recruit TYPE         ") != std::string::npos);
  CHECK(r.out.find("\n 10. dismiss NAME         ") != std::string::npos);
}
