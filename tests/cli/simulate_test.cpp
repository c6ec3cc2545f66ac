// `outremer simulate campaign`, `simulate fight` and `simulate merge`: the same bytes on
// any number of threads, shards that merge to the whole run byte for byte, figures that
// are the pilgrimages' and fights' own, the reports in each format, and usage errors
// naming their flag.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <sstream>

#include "../gen/shipped_tables.hpp"
#include "campaign/simulation.hpp"
#include "golden.hpp"
#include "run_cli.hpp"
#include "util/text.hpp"

using namespace outremer;
using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

std::vector<std::string> simulate(std::vector<std::string> more) {
  std::vector<std::string> args = {"simulate", "campaign", "--runs", "30", "--policy", "bold", "--seed", "8"};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

CliResult ok(const std::vector<std::string>& args) {
  CliResult result = runCli(args);
  INFO(util::join(args, " ") << "\n" << result.err);
  REQUIRE(result.status == 0);
  CHECK(result.err.empty());  // no progress line off a terminal
  return result;
}

// Exit status 2 with |message| in the error.
void refused(const std::vector<std::string>& args, const std::string& message) {
  const CliResult result = runCli(args);
  INFO(util::join(args, " ") << "\n" << result.err);
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err.starts_with("outremer: error: "));
  CHECK(result.err.find(message) != std::string::npos);
}

}  // namespace

TEST_CASE("simulate campaign writes the same bytes on one thread and on two or three") {
  for (const std::string format : {"text", "markdown", "json", "html"}) {
    INFO(format);
    const std::string one = ok(simulate({"--format", format})).out;
    CHECK(ok(simulate({"--format", format, "--jobs", "2"})).out == one);
    CHECK(ok(simulate({"--format", format, "--jobs", "3"})).out == one);
    CHECK(ok(simulate({"--format", format, "--jobs", "1"})).out == one);
  }
}

TEST_CASE("simulate merge puts shards together into the whole run's report, byte for byte") {
  const TempDir dir;
  const std::vector<std::string> shards = {"1/4", "2/4", "3/4", "4/4"};
  std::vector<std::string> files;
  for (size_t k = 0; k < shards.size(); ++k) {
    files.push_back(dir / ("part-" + std::to_string(k + 1) + ".json"));
    ok(simulate(
        {"--shard", shards[k], "--format", "json", "--output", files.back(), "--jobs", k % 2 ? "2" : "1"}));
  }
  const std::string wholeJson = ok(simulate({"--format", "json"})).out;
  const std::string wholeText = ok(simulate({})).out;
  // In any order of the files.
  std::vector<std::string> merge = {"simulate", "merge", files[2], files[0], files[3], files[1]};
  CHECK(ok(merge).out == wholeText);
  CHECK(ok({"simulate", "merge", files[3], files[2], files[1], files[0], "--format", "html"}).out ==
        ok(simulate({"--format", "html"})).out);
  CHECK(ok({"simulate", "merge", files[1], files[0], files[3], files[2], "--format", "markdown"}).out ==
        ok(simulate({"--format", "markdown"})).out);
  merge.insert(merge.end(), {"--format", "json"});
  CHECK(ok(merge).out == wholeJson);
  // Merged in two steps: the first half, then the rest.
  const std::string half = dir / "half.json";
  ok({"simulate", "merge", files[0], files[1], "--format", "json", "--output", half});
  CHECK(ok({"simulate", "merge", files[3], half, files[2], "--format", "json"}).out == wholeJson);
  // One shard alone is a part, told as such.
  const CliResult part = ok({"simulate", "merge", files[1]});
  CHECK(part.out.find("runs 8 to 15 of 30") != std::string::npos);
  CHECK(part.out.find("Part of: outremer simulate campaign --runs 30 --policy bold --seed 8\n") !=
        std::string::npos);
}

TEST_CASE("simulate merge refuses files that overlap, leave a gap, or come from another simulation") {
  const TempDir dir;
  const auto part = [&](const std::string& name, const std::vector<std::string>& more) {
    const std::string path = dir / name;
    std::vector<std::string> args = simulate({"--format", "json", "--output", path});
    args.insert(args.end(), more.begin(), more.end());
    ok(args);
    return path;
  };
  const std::string a = part("a.json", {"--shard", "1/3"});
  const std::string b = part("b.json", {"--shard", "2/3"});
  const std::string c = part("c.json", {"--shard", "3/3"});
  const std::string all = part("all.json", {});
  refused({"simulate", "merge", a, c}, "runs 10 to 19 are in none of the files");
  refused({"simulate", "merge", a, b, all}, "both count runs 0 to 9");
  const std::string other = dir / "other.json";
  ok({"simulate", "campaign", "--runs", "30", "--policy", "cautious", "--seed", "8", "--shard", "2/3",
      "--format", "json", "--output", other});
  refused({"simulate", "merge", a, other},
          "'" + other + "' is a part of 'outremer simulate campaign --runs 30 --policy cautious --seed 8'");
  const std::string broken = dir / "broken.json";
  std::ofstream(broken) << "{\"outremer\": \"simulation\",\n \"version\": 1,";
  refused({"simulate", "merge", a, broken}, broken + ":2:15: syntax error");
  std::ofstream(broken) << "{\"outremer\": \"brief\"}";
  refused({"simulate", "merge", broken}, broken + ": not an outremer simulation report");
  std::ofstream(broken) << "{\"outremer\": 5}";  // as the first file too: not the JSON library's words
  refused({"simulate", "merge", broken}, broken + ": not an outremer simulation report");
  auto edited = nlohmann::json::parse(testing::readText(b));
  edited["measures"]["purse"]["count"] = 3;
  std::ofstream(broken) << edited.dump();
  refused({"simulate", "merge", a, broken, c},
          broken + ": simulation.measures.purse.count: 3 is not the runs counted, 10");
  refused({"simulate", "merge", dir / "none.json"}, "cannot read '" + dir / "none.json" + "'");
  refused({"simulate", "merge", a, "--seed", "8"}, "--seed: 'simulate merge' takes the seed from its files");
}

TEST_CASE("simulate campaign reports the sums of the pilgrimages played from their own streams") {
  const nlohmann::json report =
      nlohmann::json::parse(ok(simulate({"--format", "json", "--group", "sergeant-and-retainers"})).out);
  CHECK(report["outremer"] == "simulation");
  CHECK(report["command"] ==
        "outremer simulate campaign --runs 30 --policy bold --group sergeant-and-retainers --seed 8");
  CHECK(report["seed"] == "8");
  CHECK(report["group"] == "sergeant-and-retainers");
  CHECK(report["first"] == 0);
  CHECK(report["count"] == 30);
  // Each figure, worked out here from the pilgrimages themselves.
  const campaign::Route route(testing::rules());
  const campaign::Places places(route);
  campaign::SimulationSpec spec;
  spec.seed = 8;
  spec.policy = campaign::Policy::bold;
  spec.group = "sergeant-and-retainers";
  spec.runs = 30;
  int64_t days = 0;
  int64_t purse = 0;
  uint64_t arrived = 0;
  std::vector<int64_t> deaths(places.size());
  for (uint64_t run = 0; run < 30; ++run) {
    const campaign::Pilgrimage p = campaign::playPilgrimage(testing::rules(), route, places, spec, run);
    days += p.day;
    purse += p.purse;
    arrived += p.ending == campaign::Ending::arrived ? 1 : 0;
    for (size_t i = 0; i < places.size(); ++i) deaths[i] += p.deaths[i];
  }
  CHECK(report["measures"]["day"]["sum"] == days);
  CHECK(report["measures"]["purse"]["sum"] == purse);
  CHECK(report["endings"][0]["ending"] == "arrived");
  CHECK(report["endings"][0]["runs"] == arrived);
  REQUIRE(report["places"].size() == places.size());
  for (size_t i = 0; i < places.size(); ++i) CHECK(report["places"][i]["deaths"]["sum"] == deaths[i]);
}

TEST_CASE("simulate campaign text names its seed, replay command and every ending") {
  const std::string text = ok(simulate({"--jobs", "2"})).out;
  CHECK(
      text.starts_with("Simulated pilgrimages: 30, bold policy\n"
                       "Parties: each rolled on Group Determination Table 1\n"
                       "Seed 8. Replay: outremer simulate campaign --runs 30 --policy bold --seed 8\n"));
  for (const std::string ending : {"arrived", "destroyed", "disbanded", "imprisoned", "still on the road"}) {
    CHECK(text.find("\n  " + ending + " ") != std::string::npos);
  }
  CHECK(text.find("\n  Antioch ") != std::string::npos);
}

TEST_CASE("simulate campaign markdown has the text's sections as headings and its tables as pipe tables") {
  const std::string markdown = ok(simulate({"--format", "markdown"})).out;
  CHECK(markdown.starts_with("# Simulated pilgrimages: 30, bold policy\n\n"
                             "**Parties:** each rolled on Group Determination Table 1\n\n"
                             "Seed `8`. Replay: `outremer simulate campaign --runs 30 --policy bold --seed 8`\n"));
  for (const std::string heading : {"How they ended", "Where they ended", "A pilgrimage", "Where"}) {
    CHECK(markdown.find("\n## " + heading + "\n") != std::string::npos);
  }
  CHECK(markdown.find("\n| still on the road | 0 | 0.0% | 0.0% to ") != std::string::npos);
  CHECK(markdown.find("\n| Antioch | 100.0% | 0.00 ± 0.00 | 0.00 ± 0.00 |\n") != std::string::npos);
  CHECK(markdown.find("<svg") == std::string::npos);
}

TEST_CASE("simulate campaign refuses bad options, naming the flag") {
  refused({"simulate", "campaign", "--policy", "bold"}, "--runs: required");
  refused({"simulate", "campaign", "--runs", "0", "--policy", "bold"}, "--runs: ");
  refused({"simulate", "campaign", "--runs", "5"}, "--policy: required (cautious or bold)");
  refused({"simulate", "campaign", "--runs", "5", "--policy", "rash"},
          "--policy: expected cautious or bold, not 'rash'");
  refused(simulate({"--jobs", "0"}), "--jobs: ");
  refused(simulate({"--shard", "4/3"}), "--shard: ");
  refused(simulate({"--shard", "1/31"}), "--shard: 31 shards of 30 runs would leave some with none");
  refused({"simulate", "campaign", "--runs", "5", "--policy", "bold", "--shard", "1/2"},
          "--shard: give --seed too");
  refused(simulate({"--group", "knights"}), "--group: unknown group 'knights'");
  refused(simulate({"--template", "report.mustache"}), "--template: 'simulate campaign' takes no template");
  refused({"simulate"}, "");
}

TEST_CASE("simulate campaign html is one page with charts of the endings and the hexes") {
  const std::string html = ok(simulate({"--format", "html"})).out;
  CHECK(html.starts_with("<!DOCTYPE html>"));
  CHECK(html.find("<title>Simulated pilgrimages: 30, bold policy</title>") != std::string::npos);
  // Two charts (the endings, and the hexes' encounters and deaths, each bar with its
  // whisker) and the route map, each an svg of its own (the map nests one for its waters).
  size_t charts = 0;
  for (size_t at = html.find("<svg xmlns"); at != std::string::npos; at = html.find("<svg xmlns", at + 1)) ++charts;
  CHECK(charts == 3);
  CHECK(html.find("<title>still on the road: ") != std::string::npos);
  CHECK(html.find("<title>Antioch: encounters 0.00 ± 0.00</title>") != std::string::npos);
  CHECK(html.find("<td>Puy du Connétable pass (Ras Shaqqa)</td>") != std::string::npos);
  CHECK(html.ends_with("</html>\n"));
}

TEST_CASE("simulate campaign html draws the route map shaded by where the pilgrimages ended") {
  const nlohmann::json report = nlohmann::json::parse(ok(simulate({"--format", "json"})).out);
  const std::string html = ok(simulate({"--format", "html"})).out;
  CHECK(html.find("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\"") != std::string::npos);
  CHECK(html.find("<title>Where the pilgrimages ended</title>") != std::string::npos);
  uint64_t ended = 0;
  size_t shaded = 0;
  for (const auto& place : report["places"]) {
    const uint64_t runs = place["ended"]["runs"];
    ended += runs;
    if (runs == 0) continue;
    ++shaded;
    // Its disc, with its share in the tooltip, and its row in the table.
    const std::string share = fmt::format("{:.1f}%", 100.0 * static_cast<double>(runs) / 30);
    const std::string name = place["name"];
    CHECK(html.find("<title>" + util::escapeMarkup(name) + ": journeys ended here " + share + "</title>") !=
          std::string::npos);
    CHECK(html.find("<tr><td>" + util::escapeMarkup(name) + "</td><td class=\"n\">" + std::to_string(runs) +
                    "</td><td class=\"n\">" + share) != std::string::npos);
  }
  CHECK(ended == 30);  // every pilgrimage ends somewhere on the route
  CHECK(shaded > 0);
  size_t discs = 0;
  for (size_t at = html.find("class=\"shade\""); at != std::string::npos; at = html.find("class=\"shade\"", at + 1)) {
    ++discs;
  }
  CHECK(discs == shaded + 2);  // and two in the legend
}

namespace {

std::vector<std::string> simulateFight(std::vector<std::string> more) {
  std::vector<std::string> args = {"simulate", "fight", "--runs", "40", "--seed", "8"};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("simulate fight writes the same bytes on any number of threads and merged from shards") {
  const TempDir dir;
  for (const std::string format : {"text", "markdown", "json", "html"}) {
    INFO(format);
    const std::string one = ok(simulateFight({"--format", format})).out;
    CHECK(ok(simulateFight({"--format", format, "--jobs", "3"})).out == one);
    std::vector<std::string> merge = {"simulate", "merge"};
    for (const std::string shard : {"3/3", "1/3", "2/3"}) {
      merge.push_back(dir / (format + "-" + shard.substr(0, 1) + ".json"));
      ok(simulateFight({"--shard", shard, "--format", "json", "--output", merge.back(), "--jobs", "2"}));
    }
    merge.insert(merge.end(), {"--format", format});
    CHECK(ok(merge).out == one);
  }
}

TEST_CASE("golden: simulate campaign and simulate fight in each format of their documents") {
  for (const auto& [format, ext] : {std::pair{"text", "txt"}, std::pair{"markdown", "md"}}) {
    outremer::testing::checkGolden(std::string("simulate-campaign-bold-seed-8.") + ext,
                                   ok(simulate({"--format", format})).out);
  }
  for (const auto& [format, ext] :
       {std::pair{"text", "txt"}, std::pair{"markdown", "md"}, std::pair{"html", "html"}}) {
    outremer::testing::checkGolden(std::string("simulate-fight-seed-8.") + ext,
                                   ok(simulateFight({"--format", format})).out);
  }
}

TEST_CASE("simulate fight counts each run as item i of batch fight with the same seed") {
  const nlohmann::json report = nlohmann::json::parse(ok(simulateFight({"--format", "json"})).out);
  CHECK(report["outremer"] == "fight-simulation");
  CHECK(report["command"] == "outremer simulate fight --runs 40 --seed 8");
  const std::string lines = ok({"batch", "fight", "--count", "40", "--seed", "8"}).out;
  uint64_t partyWon = 0;
  uint64_t theyWon = 0;
  int64_t partyKilled = 0;
  std::istringstream in(lines);
  for (std::string line; std::getline(in, line);) {
    const nlohmann::json fight = nlohmann::json::parse(line)["fight"];
    partyWon += fight["winner"] == "The party" ? 1 : 0;
    theyWon += fight["winner"] == "They" ? 1 : 0;
    partyKilled += static_cast<int64_t>(fight["sides"][0]["casualties"]["killed"].size());
  }
  CHECK(report["winners"][0]["runs"] == partyWon);
  CHECK(report["winners"][1]["runs"] == theyWon);
  CHECK(report["sides"][0]["killed"]["sum"] == partyKilled);
  CHECK(partyWon + theyWon > 0);
}

TEST_CASE("simulate fight fights a given party and encounter again and again") {
  const TempDir dir;
  const std::string party = dir / "party.json";
  ok({"party", "--seed", "3", "--format", "json", "--output", party});
  const CliResult result = ok({"simulate", "fight", "--runs", "20", "--party", party, "--from-encounter", "89",
                               "--seed", "1", "--format", "json"});
  const nlohmann::json report = nlohmann::json::parse(result.out);
  CHECK(report["fought"] == "the party in " + party + " against the encounter of seed 89 (highway, day)");
  // The same men every run.
  CHECK(report["sides"][0]["men"]["least"] == report["sides"][0]["men"]["most"]);
  CHECK(report["sides"][1]["men"]["least"] == report["sides"][1]["men"]["most"]);
}

TEST_CASE("simulate fight refuses bad options, naming the flag") {
  refused({"simulate", "fight", "--seed", "1"}, "--runs: required");
  refused(simulateFight({"--where", "higway"}), "--where");
  refused(simulateFight({"--encounter", "e.json", "--from-encounter", "3"}), "--from-encounter");
  refused(simulateFight({"--template", "report.mustache"}), "--template: 'simulate fight' takes no template");
  refused(simulateFight({"--party", "/no/such/party.json"}), "--party");
  refused({"simulate", "fight", "--runs", "4", "--shard", "1/2"}, "--shard: give --seed too");
}
