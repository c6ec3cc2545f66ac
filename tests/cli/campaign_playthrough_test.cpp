// A game master's month: campaigns played through the command line for 30 days, answer by
// answer, with every kind of answer the day, the encounters and a fight's report offer;
// after each answer the save (what the status sheet shows), the chronicle's words and the
// brief must agree.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <map>
#include <regex>
#include <set>

#include "../gen/shipped_tables.hpp"
#include "../seed_sweep.hpp"
#include "campaign/journey.hpp"
#include "render/campaign_save.hpp"
#include "run_cli.hpp"
#include "util/text.hpp"

using namespace outremer;
using outremer::testing::readFile;
using outremer::testing::runCli;
using outremer::testing::runCliWithInput;
using outremer::testing::TempDir;

namespace {

using Json = nlohmann::json;

// The answers a player may give; a game master's month should meet each of these.
const std::set<std::string> kEveryAnswer = {"move",  "rest", "pay",    "mercenary", "raid", "rob",  "recruit",
                                            "dismiss", "fight", "auto", "flee",  "pass", "hunt", "won",
                                            "lost",  "dead", "wounded", "fled", "deed", "loot", "done"};

// What to answer: the first offered word not yet used (a fight's report: an outcome, a
// fate, a deed and loot, then done), else the plain way on.
std::string choose(const campaign::Journey& journey, std::set<std::string>& used, int& reportStep) {
  const campaign::State& s = journey.state();
  std::vector<std::string> words;
  for (const campaign::Option& o : journey.options()) words.emplace_back(o.word.substr(0, o.word.find(' ')));
  const auto offered = [&](const std::string& w) { return std::find(words.begin(), words.end(), w) != words.end(); };
  std::vector<std::string> present;
  std::string mercenary;
  for (const campaign::Member& m : s.members) {
    if (!m.present()) continue;
    present.push_back(m.character.name);
    if (m.character.mercenary) mercenary = m.character.name;
  }
  if (journey.phase() == campaign::Phase::report) {
    static const char* const fates[] = {"dead", "wounded", "fled"};
    switch (reportStep++) {
      case 0: return used.count("won") ? "lost" : "won";
      case 1: {
        for (const char* fate : fates) {
          if (!used.count(fate)) return std::string(fate) + " " + present.back();
        }
        return "wounded " + present.back();
      }
      case 2: return "deed " + present.front();
      case 3: return "loot 1SF";
      default: return "done";
    }
  }
  reportStep = 0;
  if (journey.phase() == campaign::Phase::encounter) {
    const bool reportsToGive = !used.count("lost") || !used.count("wounded") || !used.count("fled");
    if (offered("fight") && reportsToGive) return "fight";
    for (const char* w : {"hunt", "flee", "fight", "auto", "pass", "pay", "accept"}) {
      if (offered(w) && !used.count(w) && !(std::string(w) == "pay" && s.purse.copper < 1000)) return w;
    }
    for (const char* w : {"pass", "flee", "pay", "auto"}) {
      if (offered(w)) return w;
    }
    return words.front();
  }
  if (!mercenary.empty() && !used.count("dismiss")) return "dismiss " + mercenary;
  if (offered("recruit") && !used.count("recruit")) return "recruit spearman";
  for (const char* w : {"rest", "pay", "mercenary", "raid", "rob"}) {
    if (offered(w) && !used.count(w)) return w;
  }
  if (offered("pay") && s.purse >= s.wagesOwed) return "pay";
  return offered("move") ? "move" : "rest";
}

// Whether a told line says that |name| met |fate|.
struct Said {
  std::regex pattern;
  const char* status;
};

const Said kFates[] = {{std::regex("^  (.+) is killed\\.$"), "dead"},
                       {std::regex("^  (.+) flees the field \\(.*\\): he deserts\\.$"), "deserted"},
                       {std::regex("^  (.+) leaves the company.*\\.$"), "left"}};

std::map<std::string, std::string> statuses(const Json& save) {
  std::map<std::string, std::string> by;
  for (const Json& m : save["members"]) by[m["name"]] = m["status"];
  return by;
}

// The checks after one answer: |out| is what it told, |save| the save it left.
void checkAgrees(const std::string& out, const Json& save, const std::string& answer) {
  INFO("answer '" << answer << "':\n" << out);
  // The ledger: the purse is what the chronicle's money adds up to.
  int64_t money = 0;
  for (const Json& e : save["log"]) money += e["money"].get<int64_t>();
  CHECK(save["purse"].get<int64_t>() == money);
  // Each fate told is the member's status now.
  const std::map<std::string, std::string> now = statuses(save);
  std::istringstream lines(out);
  int killed = 0;
  int wounded = 0;
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    for (const Said& said : kFates) {
      if (std::regex_match(line, match, said.pattern) && now.count(match[1])) {
        CHECK(now.at(match[1]) == said.status);
      }
    }
    killed += std::regex_match(line, std::regex("^  .+ is killed\\.$")) ? 1 : 0;
    wounded += std::regex_match(line, std::regex("^  .+ is wounded\\.$")) ? 1 : 0;
  }
  if (out.find("The mutineers are driven off.") != std::string::npos) {
    CHECK(std::any_of(now.begin(), now.end(), [](const auto& m) { return m.second == "driven-off"; }));
  }
  // A quick fight's count of the party's losses is the fates it tells.
  const std::string words = outremer::testing::wordsOf(out);
  std::smatch losses;
  if (std::regex_search(words, losses, std::regex("The party: ([^;]*); they:"))) {
    std::smatch n;
    const std::string said = losses[1];
    CHECK((std::regex_search(said, n, std::regex("(\\d+) killed")) ? std::stoi(n[1]) : 0) == killed);
    CHECK((std::regex_search(said, n, std::regex("(\\d+) wounded")) ? std::stoi(n[1]) : 0) == wounded);
  }
  // Whatever waits can be set up on the board: a brief, or a roster of whom it is.
  if (!save["pending"].is_null()) {
    CHECK(out.find("nothing is waiting") == std::string::npos);
    CHECK((out.find("\nTactical map: ") != std::string::npos || out.find(" against the party, strength ") != std::string::npos ||
           out.find("\nPlace: ") != std::string::npos));
  }
}

}  // namespace

TEST_CASE("a month of play with every kind of answer: the save, the chronicle and the briefs agree") {
  std::set<std::string> used;
  const uint64_t seeds = testing::sweepSeeds<uint64_t>(12, 6);
  for (uint64_t seed = 1; seed <= seeds; ++seed) {
    TempDir dir;
    const std::string save = dir / "month.json";
    REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", std::to_string(seed)}).status == 0);
    int reportStep = 0;
    for (int step = 0; step < 200; ++step) {
      campaign::State state = render::stateFromJson(nlohmann::ordered_json::parse(readFile(save)));
      if (state.finished != campaign::Ending::none || state.day > 30) break;
      campaign::Journey journey(testing::rules(), testing::shippedRoute(), state);
      const std::string answer = choose(journey, used, reportStep);
      const auto r = runCliWithInput({"campaign", "go", "--save", save}, answer + "\nbrief\n");
      INFO("seed " << seed << ", day " << state.day);
      REQUIRE(r.status == 0);
      used.insert(answer.substr(0, answer.find(' ')));
      checkAgrees(r.out, Json::parse(readFile(save)), answer);
    }
    // The status sheet and the chronicle read the same save.
    const Json status = Json::parse(runCli({"campaign", "status", "--save", save, "--format", "json"}).out);
    const Json log = Json::parse(runCli({"campaign", "log", "--save", save, "--format", "json"}).out);
    CHECK(status["purse"] == Json::parse(readFile(save))["purse"]);
    CHECK(log.dump().find("Report the outcome") == std::string::npos);
  }
  std::vector<std::string> missing;
  std::set_difference(kEveryAnswer.begin(), kEveryAnswer.end(), used.begin(), used.end(), std::back_inserter(missing));
  INFO("answers never given: " << util::join(missing, ", "));
  CHECK(missing.empty());
}
