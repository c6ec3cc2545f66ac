// `outremer batch`: JSON Lines from per-item streams, replay of one item, shards that
// concatenate to the whole, and usage errors.
#include "cli/batch.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include <catch2/catch.hpp>

#include "run_cli.hpp"
#include "gen/party.hpp"
#include "render/brief.hpp"
#include "render/describe.hpp"
#include "tables/default_tables.hpp"

using namespace outremer;
using outremer::testing::readFile;
using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) result.push_back(line);
  return result;
}

}  // namespace

TEST_CASE("batch --list-kinds names the registered kinds, one a line") {
  const CliResult result = runCli({"batch", "--list-kinds"});
  CHECK(result.status == 0);
  CHECK(result.out.find("party\n") != std::string::npos);
}

TEST_CASE("batch party writes one compact brief a line, item i from the seed's stream i") {
  const CliResult result = runCli({"batch", "party", "--count", "6", "--seed", "42"});
  REQUIRE(result.status == 0);
  CHECK(result.err.empty());  // no progress off a terminal
  const auto items = lines(result.out);
  REQUIRE(items.size() == 6);
  const tables::CheckedTables tables = tables::defaultTables();
  const gen::Rules rules(tables.set);
  for (uint64_t i = 0; i < items.size(); ++i) {
    INFO("item " << i);
    // The same brief, made directly from Rng::forItem(42, i).
    dice::Rng rng = dice::Rng::forItem(42, i);
    gen::RollLog log;
    const render::BriefBody party = gen::makeParty(rules, rng, log, "");
    const std::string command = "outremer batch party --seed 42 --first " + std::to_string(i) + " --count 1";
    const render::BriefHeader header{render::partyTitle(std::get<gen::Party>(party)), 42, command};
    std::string expected;
    render::writeBriefJson(expected, render::Brief{header, party, log, i, false}, -1);
    CHECK(items[i] == expected);
  }
}

TEST_CASE("a batch line's footnotes leave their reasons to the tables unless --footnotes all") {
  const CliResult ids = runCli({"batch", "encounter", "--count", "5", "--seed", "7"});
  const CliResult all = runCli({"batch", "encounter", "--count", "5", "--seed", "7", "--footnotes", "all"});
  REQUIRE(ids.status == 0);
  REQUIRE(all.status == 0);
  const auto idLines = lines(ids.out);
  const auto allLines = lines(all.out);
  REQUIRE(idLines.size() == 5);
  REQUIRE(allLines.size() == 5);
  size_t notes = 0;
  for (size_t i = 0; i < idLines.size(); ++i) {
    const auto short_ = nlohmann::json::parse(idLines[i]);
    const auto whole = nlohmann::json::parse(allLines[i]);
    CHECK(whole["command"].get<std::string>().ends_with("--footnotes all --seed 7 --first " + std::to_string(i) +
                                                        " --count 1"));
    REQUIRE(short_["footnotes"].size() == whole["footnotes"].size());
    for (size_t n = 0; n < whole["footnotes"].size(); ++n, ++notes) {
      const auto& kept = short_["footnotes"][n];
      CHECK_FALSE(kept.contains("reason"));
      CHECK_FALSE(kept.contains("printed"));
      CHECK(kept["table"] == whole["footnotes"][n]["table"]);
      CHECK(kept["entry"] == whole["footnotes"][n]["entry"]);
      CHECK_FALSE(whole["footnotes"][n]["reason"].get<std::string>().empty());
    }
    CHECK(short_["encounter"] == whole["encounter"]);
    CHECK(short_["rolls"] == whole["rolls"]);
  }
  CHECK(notes > 0);
  const CliResult bad = runCli({"batch", "encounter", "--count", "1", "--footnotes", "some"});
  CHECK(bad.status == 2);
  CHECK_THAT(bad.err, Catch::Contains("--footnotes: unknown form 'some'"));
}

TEST_CASE("batch writes JSON Lines by default and with --format json alike") {
  const CliResult plain = runCli({"batch", "party", "--count", "3", "--seed", "8"});
  const CliResult json = runCli({"batch", "party", "--count", "3", "--seed", "8", "--format", "json"});
  CHECK(json.status == 0);
  // The same items; only each item's replay command differs (it keeps --format json).
  const auto a = lines(plain.out);
  const auto b = lines(json.out);
  REQUIRE(a.size() == 3);
  REQUIRE(b.size() == 3);
  for (size_t i = 0; i < 3; ++i) {
    auto x = nlohmann::json::parse(a[i]);
    auto y = nlohmann::json::parse(b[i]);
    CHECK(y["command"] == "outremer batch party --format json --seed 8 --first " + std::to_string(i) + " --count 1");
    x.erase("command");
    y.erase("command");
    CHECK(x == y);
  }
}

TEST_CASE("batch --first I --count 1 replays item I exactly, as its command says") {
  const auto whole = lines(runCli({"batch", "party", "--count", "5", "--seed", "7", "--group", "sergeant-and-retainers"}).out);
  REQUIRE(whole.size() == 5);
  for (int i = 0; i < 5; ++i) {
    const CliResult one = runCli({"batch", "party", "--group", "sergeant-and-retainers", "--seed", "7", "--first",
                            std::to_string(i), "--count", "1"});
    CHECK(one.out == whole[static_cast<size_t>(i)] + "\n");
    const auto brief = nlohmann::json::parse(whole[static_cast<size_t>(i)]);
    CHECK(brief["command"] == "outremer batch party --group sergeant-and-retainers --seed 7 --first " +
                                  std::to_string(i) + " --count 1");
    CHECK(brief["party"]["group"] == "sergeant-and-retainers");
  }
}

TEST_CASE("shards 1..N of a batch concatenate to the whole batch, byte for byte") {
  const std::string whole = runCli({"batch", "party", "--count", "7", "--seed", "99"}).out;
  REQUIRE(lines(whole).size() == 7);
  for (int n : {1, 2, 3, 4, 7, 9}) {
    INFO(n << " shards");
    std::string joined;
    for (int k = 1; k <= n; ++k) {
      const CliResult shard = runCli({"batch", "party", "--count", "7", "--seed", "99", "--shard",
                                std::to_string(k) + "/" + std::to_string(n)});
      CHECK(shard.status == 0);
      joined += shard.out;
    }
    CHECK(joined == whole);
  }
}

TEST_CASE("text shards concatenate too, each text brief ends with a form feed line") {
  const std::string whole = runCli({"batch", "party", "--count", "3", "--seed", "5", "--format", "text"}).out;
  std::string joined;
  for (const char* k : {"1/2", "2/2"}) joined += runCli({"batch", "party", "--count", "3", "--seed", "5", "--format", "text", "--shard", k}).out;
  CHECK(joined == whole);
  size_t pages = 0;
  for (size_t at = whole.find("\f\n"); at != std::string::npos; at = whole.find("\f\n", at + 1)) ++pages;
  CHECK(pages == 3);
  CHECK(whole.starts_with("Pilgrim party: "));
}

TEST_CASE("shard blocks: contiguous, earlier ones larger, sizes differ by at most one") {
  using cli::ItemRange;
  auto block = [](uint64_t first, uint64_t count, uint64_t k, uint64_t n) {
    const ItemRange r = cli::shardOf({first, count}, k, n);
    return std::pair{r.first, r.count};
  };
  CHECK(block(0, 10, 1, 3) == std::pair<uint64_t, uint64_t>{0, 4});
  CHECK(block(0, 10, 2, 3) == std::pair<uint64_t, uint64_t>{4, 3});
  CHECK(block(0, 10, 3, 3) == std::pair<uint64_t, uint64_t>{7, 3});
  CHECK(block(100, 2, 3, 4) == std::pair<uint64_t, uint64_t>{102, 0});  // more shards than items
  CHECK(block(5, 9, 3, 3) == std::pair<uint64_t, uint64_t>{11, 3});
  CHECK(cli::parseShard("2/4") == std::pair<uint64_t, uint64_t>{2, 4});
}

TEST_CASE("bad --shard, --count, --first and KIND exit 2 with a message naming them") {
  for (const char* shard : {"0/3", "4/3", "x", "2/0", "1/", "/3", "-1/3", "1/3/3", "1.5/3"}) {
    INFO(shard);
    const CliResult result = runCli({"batch", "party", "--count", "3", "--shard", shard});
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.starts_with(std::string("outremer: error: --shard: '") + shard + "'"));
  }
  for (const char* count : {"0", "10000001", "-5"}) {
    const CliResult result = runCli({"batch", "party", "--count", count});
    CHECK(result.status == 2);
    CHECK(result.err == std::string("outremer: error: --count: '") + count + "' is not 1 to 10000000\n");
  }
  const CliResult decimal = runCli({"batch", "party", "--count", "010", "--seed", "1"});  // ten, not octal eight
  CHECK(std::count(decimal.out.begin(), decimal.out.end(), '\n') == 10);
  CliResult result = runCli({"batch", "party", "--count", "x"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--count") != std::string::npos);
  result = runCli({"batch", "party"});
  CHECK(result.err == "outremer: error: --count: required (1 to 10000000 items)\n");
  result = runCli({"batch", "party", "--count", "4", "--shard", "1/2"});  // a fresh seed a shard: no whole
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "outremer: error: --shard: give --seed too, so that every shard is a slice of one batch\n");
  result = runCli({"batch", "party", "--count", "2", "--first", "-1"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --first: '-1' is not a whole number 0 or more\n");
  result = runCli({"batch", "party", "--count", "2", "--first", "18446744073709551615"});
  CHECK(result.err.starts_with("outremer: error: --first: "));
  result = runCli({"batch", "partie", "--count", "2"});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: batch: unknown kind 'partie' (did you mean 'party'?) (kinds: "));
  result = runCli({"batch", "--count", "2"});
  CHECK(result.err.starts_with("outremer: error: batch: KIND is required (kinds: "));
}

TEST_CASE("batch --output is written whole or not at all") {
  TempDir dir;
  CliResult result = runCli({"batch", "party", "--count", "40", "--seed", "3", "--output", dir / "items.jsonl"});
  CHECK(result.status == 0);
  CHECK(result.out.empty());
  CHECK(readFile(dir / "items.jsonl") == runCli({"batch", "party", "--count", "40", "--seed", "3"}).out);
  // A batch that fails leaves the old file as it was and no temporary behind.
  result = runCli({"batch", "party", "--count", "40", "--group", "templars", "--output", dir / "items.jsonl"});
  CHECK(result.status == 2);
  CHECK(result.err.find("unknown group 'templars'") != std::string::npos);
  CHECK(readFile(dir / "items.jsonl") == runCli({"batch", "party", "--count", "40", "--seed", "3"}).out);
  CHECK(dir.files() == std::vector<std::string>{"items.jsonl"});
  result = runCli({"batch", "party", "--count", "2", "--output", dir / "no/such/folder.jsonl"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--output: cannot write") != std::string::npos);
  CHECK(dir.files() == std::vector<std::string>{"items.jsonl"});
}

TEST_CASE("batch HTML is one printable page with a section per brief") {
  const CliResult result = runCli({"batch", "party", "--count", "3", "--seed", "2", "--format", "html"});
  CHECK(result.status == 0);
  CHECK(result.out.starts_with("<!DOCTYPE html>"));
  CHECK(result.out.find("<title>outremer batch party, seed 2, items 0 to 2</title>") != std::string::npos);
  size_t sections = 0;
  for (size_t at = result.out.find("<section class=\"brief\">"); at != std::string::npos;
       at = result.out.find("<section class=\"brief\">", at + 1)) {
    ++sections;
  }
  CHECK(sections == 3);
  CHECK(result.out.ends_with("</html>\n"));
}

TEST_CASE("without --seed a batch picks one, and every item's command carries it") {
  const auto items = lines(runCli({"batch", "party", "--count", "2"}).out);
  REQUIRE(items.size() == 2);
  const auto first = nlohmann::json::parse(items[0]);
  const std::string seed = first["seed"];
  CHECK(first["command"] == "outremer batch party --seed " + seed + " --first 0 --count 1");
  CHECK(runCli({"batch", "party", "--seed", seed, "--first", "1", "--count", "1"}).out == items[1] + "\n");
}

TEST_CASE("batch --jobs N writes what --jobs 1 writes, byte for byte, for every kind and format") {
  const std::vector<std::vector<std::string>> kinds = {{"party"},
                                                       {"encounter", "--check"},
                                                       {"loot", "--kind", "merchant"},
                                                       {"village"},
                                                       {"mercenary", "--where", "town"},
                                                       {"scenario", "--points", "300", "--siege"}};
  for (const auto& kind : kinds) {
    for (const auto& [format, ext] : outremer::testing::kFormats) {
      std::vector<std::string> args = {"batch"};
      args.insert(args.end(), kind.begin(), kind.end());
      args.insert(args.end(), {"--count", format == "json" ? "150" : "23", "--seed", "11", "--format", format});
      const CliResult one = runCli(args);
      REQUIRE(one.status == 0);
      for (const char* jobs : {"2", "3", "8"}) {
        INFO(kind[0] << " " << format << " --jobs " << jobs);
        std::vector<std::string> threaded = args;
        threaded.insert(threaded.end(), {"--jobs", jobs});
        const CliResult many = runCli(threaded);
        CHECK(many.status == 0);
        CHECK(many.err.empty());
        CHECK(many.out == one.out);
      }
    }
  }
}

TEST_CASE("batch --jobs with --first and --shard writes the same items") {
  const std::string whole = runCli({"batch", "encounter", "--count", "40", "--seed", "4", "--first", "7"}).out;
  std::string joined;
  for (const char* k : {"1/3", "2/3", "3/3"}) {
    joined += runCli({"batch", "encounter", "--count", "40", "--seed", "4", "--first", "7", "--shard", k, "--jobs", "3"}).out;
  }
  CHECK(joined == whole);
}

TEST_CASE("bad --jobs exits 2 with a message naming it") {
  for (const char* jobs : {"0", "x", "-1", "1.5", "", "257", "18446744073709551617"}) {
    INFO("--jobs '" << jobs << "'");
    const CliResult result = runCli({"batch", "party", "--count", "3", "--jobs", jobs});
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.starts_with(std::string("outremer: error: --jobs: '") + jobs + "' is not 1 to 256"));
  }
  CHECK(runCli({"batch", "party", "--count", "3", "--jobs", "256"}).status == 0);
}

TEST_CASE("batch --jobs keeps --output whole or not at all") {
  TempDir dir;
  const std::string expected = runCli({"batch", "party", "--count", "300", "--seed", "3"}).out;
  CliResult result = runCli({"batch", "party", "--count", "300", "--seed", "3", "--jobs", "2", "-o", dir / "items.jsonl"});
  CHECK(result.status == 0);
  CHECK(result.out.empty());
  CHECK(readFile(dir / "items.jsonl") == expected);
  result = runCli({"batch", "party", "--count", "300", "--group", "templars", "--jobs", "3", "-o", dir / "items.jsonl"});
  CHECK(result.status == 2);
  CHECK(result.err.find("unknown group 'templars'") != std::string::npos);
  CHECK(readFile(dir / "items.jsonl") == expected);
  CHECK(dir.files() == std::vector<std::string>{"items.jsonl"});
}

TEST_CASE("makeInOrder hands the items over in order, on any number of threads") {
  for (unsigned jobs : {1U, 2U, 3U, 8U}) {
    INFO(jobs << " jobs");
    std::string taken;
    // Catch's assertions are not for worker threads: note the highest worker, check it here.
    std::atomic<unsigned> highestWorker = 0;
    cli::makeInOrder(
        1000, jobs,
        [&](uint64_t item, unsigned worker, std::string& out) {
          unsigned seen = highestWorker.load();
          while (worker > seen && !highestWorker.compare_exchange_weak(seen, worker)) {
          }
          out += std::to_string(item) + ",";
        },
        [&](std::string_view made, uint64_t items) {
          CHECK(static_cast<uint64_t>(std::count(made.begin(), made.end(), ',')) == items);
          taken += made;
        });
    CHECK(highestWorker.load() < jobs);
    std::string expected;
    for (int item = 0; item < 1000; ++item) expected += std::to_string(item) + ",";
    CHECK(taken == expected);
  }
}

TEST_CASE("makeInOrder throws an item's error after the items before it") {
  for (unsigned jobs : {1U, 2U, 8U}) {
    INFO(jobs << " jobs");
    std::string taken;
    const auto make = [](uint64_t item, unsigned, std::string& out) {
      if (item == 500) throw std::runtime_error("item 500");
      out += std::to_string(item) + ",";
    };
    CHECK_THROWS_WITH(cli::makeInOrder(5000, jobs, make, [&](std::string_view made, uint64_t) { taken += made; }),
                      "item 500");
    std::string expected;
    for (int item = 0; item < 500; ++item) expected += std::to_string(item) + ",";
    CHECK(taken == expected);
    // An error while taking stops the threads too.
    CHECK_THROWS_WITH(
        cli::makeInOrder(5000, jobs, make, [](std::string_view, uint64_t) { throw std::runtime_error("full"); }),
        "full");
  }
}
