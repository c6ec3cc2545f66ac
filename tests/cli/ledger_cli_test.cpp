// `outremer upkeep` and `outremer advance` end to end: golden briefs, every format, the
// party file round trip, and bad input (exit 2, the flag named).
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::checkGolden;
using outremer::testing::runCli;

namespace {

const std::string kParty = std::string(OUTREMER_TEST_DATA) + "/party/";

const std::vector<std::string> kLedger = {"upkeep",
                                          "--roster",
                                          "knight=1,sergeant=2,men-at-arms=4,peasant=2",
                                          "--mounted-sergeants",
                                          "1",
                                          "--days",
                                          "10",
                                          "--payday",
                                          "7",
                                          "--purse",
                                          "12GF",
                                          "--seed",
                                          "1"};
const std::vector<std::string> kSirMathew = {"advance",
                                             "--class",
                                             "knight",
                                             "--attack",
                                             "27",
                                             "--defence",
                                             "13",
                                             "--event",
                                             "defeat-equal-knight",
                                             "--event",
                                             "capture-equal-knight",
                                             "--seed",
                                             "1"};

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

// The error of a run that must fail with exit 2 and name |flag|.
std::string usageError(const std::vector<std::string>& args, const std::string& flag) {
  const CliResult result = runCli(args);
  INFO(result.err);
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err.starts_with("outremer: error: " + flag + ": "));
  return result.err;
}

std::string ledgerTempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("outremer-ledger-test-" + name)).string();
}

}  // namespace

TEST_CASE("golden: upkeep ledger for a roster, text and JSON (seed 1)") {
  CliResult result = runCli(kLedger);
  CHECK(result.status == 0);
  checkGolden("upkeep-roster-seed-1.txt", result.out);
  result = runCli(with(kLedger, {"--format", "json"}));
  CHECK(result.status == 0);
  checkGolden("upkeep-roster-seed-1.json", result.out);
}

TEST_CASE("upkeep renders in Markdown and HTML with the ledger and the day the money runs out") {
  const CliResult md = runCli(with(kLedger, {"--format", "markdown"}));
  CHECK(md.status == 0);
  CHECK(md.out.find("| 7 | 1SF 4SC 14CC | 13GF 3SF 3SC | 16GF 1SF 4SC 23CC | 0CC | owes 4GF 1SF 4SC 23CC |") !=
        std::string::npos);
  CHECK(md.out.find("The money runs out on day 7") != std::string::npos);
  const CliResult html = runCli(with(kLedger, {"--format", "html"}));
  CHECK(html.status == 0);
  CHECK(html.out.find("<section class=\"brief\">") != std::string::npos);
  CHECK(html.out.find("<td class=\"n\">owes 5GF 2SF 3SC 15CC</td>") != std::string::npos);
}

TEST_CASE("upkeep JSON: the money runs out on the payday the wages cannot be met") {
  const auto brief = nlohmann::json::parse(runCli(with(kLedger, {"--format", "json"})).out);
  const auto& upkeep = brief.at("upkeep");
  CHECK(brief.at("kind") == "upkeep");
  CHECK(upkeep.at("money_runs_out") == 7);
  CHECK(upkeep.at("wages_short_day") == 7);
  CHECK(upkeep.at("upkeep_short_day") == 8);
  CHECK(upkeep.at("days_paid") == 6);
  CHECK(upkeep.at("ledger").size() == 10);
  CHECK(upkeep.at("totals").at("owed").at("text") == "5GF 4SF 2SC");  // days 8-10, due on day 14
  CHECK(brief.at("rolls").empty());                                   // no dice in a ledger
}

TEST_CASE("upkeep --party reads what `party --format json --seed 5` writes") {
  const CliResult party = runCli({"party", "--format", "json", "--seed", "5"});
  REQUIRE(party.status == 0);
  const std::string path = ledgerTempPath("party-5.json");
  REQUIRE(runCli({"party", "--format", "json", "--seed", "5", "--output", path}).status == 0);
  const CliResult ledger = runCli({"upkeep", "--party", path, "--days", "30", "--format", "json"});
  std::remove(path.c_str());
  REQUIRE(ledger.status == 0);
  const auto p = nlohmann::json::parse(party.out).at("party");
  const auto u = nlohmann::json::parse(ledger.out).at("upkeep");
  CHECK(u.at("members") == p.at("size"));
  CHECK(u.at("daily_pay") == p.at("daily_pay"));
  CHECK(u.at("daily_upkeep") == p.at("daily_upkeep"));
  CHECK(u.at("purse") == p.at("purse"));  // the party's purse unless --purse is given
  CHECK(u.at("days_paid") == p.at("days_purse_lasts"));
}

TEST_CASE("upkeep --party: flags in the file decide the cost, --purse overrides the file's purse") {
  const auto u =
      nlohmann::json::parse(
          runCli({"upkeep", "--party", kParty + "small-party.json", "--days", "2", "--format", "json"}).out)
          .at("upkeep");
  REQUIRE(u.at("lines").size() == 4);
  CHECK(u.at("lines")[0].at("description") == "Other Knights (mercenary)");
  CHECK(u.at("lines")[0].at("pay_each").at("text") == "2GF");
  CHECK(u.at("lines")[1].at("pay_each").at("text") == "0CC");  // a fighting order
  CHECK(u.at("lines")[2].at("pay_each").at("text") == "3SF");  // a mounted sergeant
  CHECK(u.at("purse").at("text") == "4GF");
  CHECK(u.at("severance").at("mercenaries").at("text") == "14GF");
  const auto overridden = nlohmann::json::parse(runCli({"upkeep", "--party", kParty + "small-party.json",
                                                        "--days", "2", "--purse", "1GF", "--format", "json"})
                                                    .out);
  CHECK(overridden.at("upkeep").at("purse").at("text") == "1GF");
}

TEST_CASE("a malformed or foreign party file: a clear message naming the file and the JSON path, exit 2") {
  const auto err = [](const std::string& file) {
    return usageError({"upkeep", "--party", kParty + file, "--days", "3"}, "--party");
  };
  CHECK(err("truncated.json") ==
        "outremer: error: --party: " + kParty +
            "truncated.json:3:1: syntax error while parsing value - unexpected end of input; "
            "expected '[', '{', or a literal (not JSON)\n");
  CHECK(err("missing-field.json") == "outremer: error: --party: " + kParty +
                                         "missing-field.json: party.members[1].mounted: missing\n");
  CHECK(err("wrong-kind.json")
            .ends_with("wrong-kind.json: party.members[0].mounted: expected true or false, found "
                       "string\n"));
  CHECK(err("unknown-type.json")
            .ends_with("party.members[0].type: unknown character type 'sergent' (did you mean "
                       "'sergeant'?)\n"));
  CHECK(err("encounter-brief.json").find("a brief of kind \"encounter\", not a party") != std::string::npos);
  CHECK(err("no-party.json").find("not a party: no 'party' object") != std::string::npos);
  CHECK(err("array.json").find("expected a party brief (a JSON object), found array") != std::string::npos);
  CHECK(err("members-not-array.json").find("party.members: expected a list, found object") !=
        std::string::npos);
  CHECK(err("does-not-exist.json") ==
        "outremer: error: --party: cannot read '" + kParty + "does-not-exist.json': No such file or directory\n");
  CHECK(usageError({"upkeep", "--party", kParty, "--days", "3"}, "--party").find("is a folder") !=
        std::string::npos);
}

TEST_CASE("bad upkeep usage names the flag and exits 2") {
  const std::vector<std::string> roster = {"upkeep", "--roster", "knight=1"};
  for (const char* days : {"0", "-3", "3651", "x", "2.5"})
    usageError(with(roster, {"--days", days}), "--days");
  usageError(roster, "--days");
  CHECK(usageError({"upkeep", "--roster", "knight=1,sergant=2", "--days", "3"}, "--roster")
            .find("unknown character type 'sergant' (did you mean 'sergeant'?)") != std::string::npos);
  usageError({"upkeep", "--roster", "knight=-1", "--days", "3"}, "--roster");
  usageError({"upkeep", "--roster", "knight=1.5", "--days", "3"}, "--roster");
  usageError({"upkeep", "--roster", "knight", "--days", "3"}, "--roster");
  usageError({"upkeep", "--roster", "knight=1,knight=2", "--days", "3"}, "--roster");
  usageError({"upkeep", "--days", "3"}, "--roster");
  usageError(with(roster, {"--days", "3", "--party", kParty + "small-party.json"}), "--roster");
  usageError(with(roster, {"--days", "3", "--mounted-sergeants", "1"}), "--mounted-sergeants");
  usageError(with(roster, {"--days", "3", "--purse", "3 crowns"}), "--purse");
  usageError(with(roster, {"--days", "3", "--payday", "0"}), "--payday");
  usageError({"upkeep", "--party", kParty + "small-party.json", "--days", "3", "--mounted-sergeants", "1"},
             "--mounted-sergeants");
}

TEST_CASE("golden: Sir Mathew's advancement (seed 1)") {
  const CliResult result = runCli(kSirMathew);
  CHECK(result.status == 0);
  checkGolden("advance-sir-mathew-seed-1.txt", result.out);
  const auto brief = nlohmann::json::parse(runCli(with(kSirMathew, {"--format", "json"})).out);
  const auto& a = brief.at("advance");
  CHECK(a.at("after").at("attack") == 28);
  CHECK(a.at("after").at("defence") == 14);
  CHECK(a.at("after").at("carry") == 0.5);
  CHECK(a.at("next") == "--class knight --attack 28 --defence 14 --carry 0.5");
}

TEST_CASE("advance renders in Markdown and HTML, and logs a promotion roll") {
  const std::vector<std::string> spearman = {"advance",   "--class", "spearman", "--attack", "5",
                                             "--defence", "3",       "--deed",   "--seed",   "3"};
  const CliResult text = runCli(spearman);
  CHECK(text.status == 0);
  CHECK(text.out.find("Roll log\n  Dice") != std::string::npos);
  CHECK(text.out.find("\n  d100: ") != std::string::npos);
  CHECK(text.out.find("promotion of the Spearman to billman (35%)") != std::string::npos);
  const CliResult md = runCli(with(spearman, {"--format", "markdown"}));
  CHECK(md.out.find("| Before | 5 | 3 | 0 | 0 |") != std::string::npos);
  const CliResult html = runCli(with(spearman, {"--format", "html"}));
  CHECK(html.out.find("<h2>Roll log</h2>") != std::string::npos);
  CHECK(runCli(with(spearman, {"--format", "json"})).out == runCli(with(spearman, {"--format", "json"})).out);
}

TEST_CASE("advance --list-events lists a class's event ids with their points") {
  CliResult result = runCli({"advance", "--list-events", "knight"});
  CHECK(result.status == 0);
  CHECK(result.out.find("defeat-equal-knight               +0.5  Defeat an equal or inferior knight\n") !=
        std::string::npos);
  CHECK(result.out.find("(+1 with --order)") != std::string::npos);
  result = runCli({"advance", "--list-events", "squire", "--format", "json"});
  const auto events = nlohmann::json::parse(result.out).at("events");
  CHECK(events.size() == 10);
  CHECK(events[3].at("id") == "capture-knight");
  CHECK(events[3].at("points") == 3);  // errata: printed -3
  CHECK(usageError({"advance", "--list-events", "knigt"}, "--list-events").find("did you mean 'knight'") !=
        std::string::npos);
}

TEST_CASE("bad advance usage names the flag and exits 2") {
  CHECK(usageError(with(kSirMathew, {"--event", "defeat-equal-knigt"}), "--event") ==
        "outremer: error: --event: unknown event 'defeat-equal-knigt' for the Knights Advancement Table (did "
        "you "
        "mean 'defeat-equal-knight'?); see --list-events knight\n");
  CHECK(usageError({"advance", "--class", "knigt", "--attack", "20", "--defence", "8"}, "--class")
            .find("(did you mean 'knight'?)") != std::string::npos);
  usageError({"advance", "--attack", "20", "--defence", "8"}, "--class");
  usageError({"advance", "--class", "knight", "--defence", "8"}, "--attack");
  usageError({"advance", "--class", "knight", "--attack", "-2", "--defence", "8"}, "--attack");
  usageError({"advance", "--class", "knight", "--attack", "20"}, "--defence");
  usageError(with(kSirMathew, {"--carry", "1.5"}), "--carry");
  usageError(with(kSirMathew, {"--carry", "half"}), "--carry");
  usageError(with(kSirMathew, {"--defence-carry", "1"}), "--defence-carry");  // a knight's rate is 1
  usageError(with(kSirMathew, {"--mounted", "--dismounted"}), "--mounted");
  usageError({"advance", "--class", "mamluk", "--attack", "20", "--defence", "8", "--order"}, "--order");
  usageError({"advance", "--class", "spearman", "--attack", "3", "--defence", "2", "--mounted"}, "--mounted");
}
