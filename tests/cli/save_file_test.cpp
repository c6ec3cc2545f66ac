#include "cli/save_file.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "../util/special_files.hpp"
#include "campaign/route.hpp"
#include "cli/output.hpp"
#include "codec/campaign_save.hpp"
#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "render/campaign_save.hpp"
#include "tables/default_tables.hpp"
#include "util/atomic_file.hpp"
#include "../campaign/written.hpp"

using namespace outremer;

namespace {

std::string tempPath(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("outremer-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

campaign::State sampleState() {
  campaign::State s;
  s.seed = 18446744073709551615ULL;
  s.rng = dice::Rng(5);
  s.day = 4;
  s.hex = 3;
  s.group = "knight-and-retainers";
  s.groupLabel = "Knight and retainers";
  campaign::Member m;
  m.character.name = "Amédée";
  m.character.type = "knight";
  m.character.label = "Other Knights";
  m.character.side = "christian";
  m.character.attack = 27;
  m.character.defence = 13;
  m.character.pay = tables::Money::parse("1GF");
  m.carry = 0.5;
  s.members.push_back(m);
  s.purse = tables::Money::parse("3GF 2SF");
  s.wanted.push_back({campaign::WantedBy::merchant, campaign::WantedWhere::nextTown, 35, 0, 2});
  s.log.push_back({1, "antioch", campaign::EntryKind::start, testing::written("The party sets out."), 0});
  campaign::Meeting brigands;
  brigands.label = {gen::GroupLabelKind::asWritten, "Brigands"};
  brigands.attacks = true;
  brigands.count = 3;
  brigands.strength = 21;
  brigands.toll = tables::Money{18};
  brigands.animal = campaign::Quarry{2, tables::Money{25}, 40, 5, 10};
  s.pending = campaign::Reporting{brigands, {campaign::Outcome::won, {{campaign::FactKind::event, "Amédée", "defeat-knight"}}, tables::Money{7}}};
  return s;
}

}  // namespace

TEST_CASE("a saved campaign loads back exactly") {
  const std::string path = tempPath("roundtrip.json");
  const campaign::State state = sampleState();
  cli::storeSave(path, state);
  const campaign::State loaded = cli::loadSave(path);
  CHECK(render::saveJson(loaded) == render::saveJson(state));
  CHECK(loaded.members[0].character.name == "Amédée");
  CHECK(loaded.pending == state.pending);
  CHECK(loaded.seed == 18446744073709551615ULL);
  CHECK(loaded.rng == dice::Rng(5));
}

TEST_CASE("the fight being reported is saved as one object, its keys in order, optional ones only when had") {
  const auto pending = render::saveJson(sampleState())["pending"];
  CHECK(pending.dump() ==
        "{\"animal\":{\"count\":2,\"kill\":40,\"killed\":5,\"value\":25,\"wounded\":10},\"attacks\":true,"
        "\"count\":3,\"label\":\"Brigands\",\"moslem\":false,\"mounted\":false,\"phase\":\"report\","
        "\"reason\":\"encounter\",\"report\":{\"facts\":[{\"event\":\"defeat-knight\",\"what\":\"event\","
        "\"who\":\"Amédée\"}],\"loot\":7,\"outcome\":\"won\"},\"strength\":21,\"then\":\"end-day\",\"toll\":18}");
}

TEST_CASE("corrupt, truncated, foreign and newer saves are refused and left untouched") {
  const std::string path = tempPath("bad.json");
  const std::string whole = render::saveJson(sampleState()).dump();
  auto check = [&](const std::string& content, const std::string& expected) {
    util::writeFile(path, content);
    CHECK_THROWS_WITH(cli::loadSave(path), Catch::Contains(expected));
    CHECK(util::readFile(path) == content);
  };
  check(whole.substr(0, whole.size() / 2), "is corrupt or truncated");
  // Where, in the user's words: file:line:column, never the JSON library's tag.
  check(whole.substr(0, whole.size() / 2), path + ":1:");
  CHECK_THROWS_WITH(cli::loadSave(path), !Catch::Contains("json.exception"));
  check("{\"outremer\": \"brief\"}", "not an outremer campaign save");
  check("{\"outremer\": 5}", "not an outremer campaign save");
  // A number too large for any double (found by the save fuzzer): refused, not a crash.
  check("{\"outremer\": \"campaign\", \"purse\": 2e7955}", "number overflow parsing '2e7955' (the save is corrupt");
  CHECK_THROWS_WITH(cli::loadSave(path), !Catch::Contains("json.exception"));
  nlohmann::json newer = nlohmann::json::parse(whole);
  newer["version"] = 99;
  check(newer.dump(), "written by a newer outremer (save version 99; this one reads version " + std::to_string(campaign::State::kVersion) + ")");
  nlohmann::json missing = nlohmann::json::parse(whole);
  missing.erase("purse");
  check(missing.dump(), "save.purse: missing");
  CHECK_THROWS_WITH(cli::loadSave(tempPath("absent.json")), Catch::Contains("cannot read save"));
}

TEST_CASE("a second process on one save is refused while the first holds it") {
  const std::string path = tempPath("locked.json");
  {
    cli::SaveLock first(path);
    CHECK_THROWS_WITH(cli::SaveLock(path), Catch::Contains("is in use by another outremer process"));
  }
  CHECK_NOTHROW(cli::SaveLock(path));
}

TEST_CASE("a save that cannot be made is a save error, one a full disk cuts short lost output (exit 1)") {
  outremer::testing::TempDir dir;
  CHECK_THROWS_AS(cli::storeSave(dir / "no/such/save.json", sampleState()), cli::SaveError);
  const std::string full = outremer::testing::deviceLike(dir, "full");
  CHECK_THROWS_AS(cli::storeSave(full, sampleState()), cli::OutputError);
  CHECK_THROWS_WITH(cli::storeSave(full, sampleState()),
                    "cannot write save '" + full + "': No space left on device; the save was left as it was");
}

TEST_CASE("a save named through a symbolic link or another path takes the save's own lock") {
  const std::string path = tempPath("linked.json");
  const std::string link = tempPath("link-to-linked.json");
  std::filesystem::remove(link);
  std::filesystem::create_symlink(path, link);
  const std::string dotted = std::filesystem::path(path).parent_path() / "." / "linked.json";
  {
    cli::SaveLock first(link);
    CHECK_THROWS_WITH(cli::SaveLock(path), Catch::Contains("is in use by another outremer process"));
    CHECK_THROWS_WITH(cli::SaveLock(dotted), Catch::Contains("is in use by another outremer process"));
  }
  cli::SaveLock first(path);
  CHECK_THROWS_WITH(cli::SaveLock(link), Catch::Contains("is in use by another outremer process"));
  CHECK_FALSE(std::filesystem::exists(link + ".lock"));
}

TEST_CASE("a save whose links loop cannot be locked, and the message says so plainly") {
  const std::string a = tempPath("loop-a.json");
  const std::string b = tempPath("loop-b.json");
  std::filesystem::remove(a);
  std::filesystem::remove(b);
  std::filesystem::create_symlink(b, a);
  std::filesystem::create_symlink(a, b);
  CHECK_THROWS_WITH(cli::SaveLock(a), "cannot lock save '" + a + "': Too many levels of symbolic links");
}

TEST_CASE("the route runs from Antioch to Jerusalem with detours to the holy sites") {
  const tables::CheckedTables tables = tables::defaultTables();
  const gen::Rules rules(tables.set);
  const campaign::Route route(rules);
  CHECK(route.hexes().front().id == "antioch");
  CHECK(route.hexes().back().id == "jerusalem");
  for (const campaign::Hex& hex : route.hexes()) {
    INFO(hex.id);
    CHECK((hex.place == "town" || hex.place == "highway" || hex.place == "countryside"));
  }
  CHECK(route.detour("bethlehem") != nullptr);
  CHECK_FALSE(route.detoursFrom("acre").empty());
}

TEST_CASE("a meeting's line of the log is saved in words, as saves have always had it, and read back to its kind") {
  using Kind = gen::GroupLabelKind;
  campaign::Event met = campaign::metEvent({Kind::encounter, "Brigands", "Pursuit by d20 on foot", ""});
  met.numbers = {3, 21, 1};
  const campaign::LogEntry e{2, "latakia", campaign::EntryKind::encounter, met, 0};
  const std::string text = codec::jsonText(e);
  CHECK(text ==
        R"({"day":2,"hex":"latakia","kind":"encounter","said":"met","name":"Brigands: Pursuit by d20 on foot","numbers":[3,21,1],"money":0})");
  const auto read = codec::readJson<campaign::LogEntry>(nlohmann::json::parse(text), "entry", "the save");
  CHECK(codec::sentence(read.event) == codec::sentence(e.event));
  CHECK(codec::jsonText(read) == text);
  const campaign::LogEntry mutiny{2, "latakia", campaign::EntryKind::encounter,
                                  campaign::metEvent({Kind::mutineers}), 0};
  const auto mutineers =
      codec::readJson<campaign::LogEntry>(nlohmann::json::parse(codec::jsonText(mutiny)), "entry", "the save");
  CHECK(codec::jsonText(mutiny).find(R"("name":"Mutineers")") != std::string::npos);
  CHECK(mutineers.event == mutiny.event);
  CHECK(campaign::metLabel(mutineers.event).kind == Kind::mutineers);
}

TEST_CASE("a log entry is written as one compact object, escaped, and reads back the same") {
  const campaign::LogEntry e{3, "latakia", campaign::EntryKind::hunt,
                            {.said = campaign::Said::hunted, .names = {"Renaud \"le Bon\" — 5 \\ 6\n"}, .numbers = {1, 2, 50, 2}},
                            50};
  const std::string text = codec::jsonText(e);
  CHECK(text ==
        R"({"day":3,"hex":"latakia","kind":"hunt","said":"hunted","names":["Renaud \"le Bon\" — 5 \\ 6\n"],"numbers":[1,2,50,2],"money":50})");
  const auto read = codec::readJson<campaign::LogEntry>(nlohmann::json::parse(text), "entry", "the save");
  CHECK(read.event == e.event);
  CHECK(codec::jsonText(read) == text);
  CHECK(codec::sentence(read.event) == "The hunt kills 1 of 2, worth 2SC; Renaud \"le Bon\" — 5 \\ 6\n is killed.");
}
