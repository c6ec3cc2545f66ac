// Characters' names: drawn from the names of their people, women's names for women's roles; and
// a type's strength row and ranges, read once.
#include "gen/character.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "gen/advancement.hpp"
#include "gen/party.hpp"
#include "gen/type_rules.hpp"
#include "shipped_tables.hpp"

using outremer::testing::rules;

using namespace outremer;

namespace {

using Names = std::set<std::string>;

// The names of the shipped names rows of |culture| ("" for any) and |sex|.
Names namesOf(const std::string& culture, const std::string& sex) {
  Names names;
  for (const tables::Row& row : rules().table("names").rows) {
    const tables::FieldValue* rowCulture = row.field("culture");
    const tables::FieldValue* rowSex = row.field("sex");
    if (rowCulture == nullptr || rowSex == nullptr || rowSex->text != sex) continue;
    if (!culture.empty() && rowCulture->text != culture) continue;
    names.insert(row.field("names")->items.begin(), row.field("names")->items.end());
  }
  return names;
}

// The names |count| characters of |type| are given, one maker per seed.
Names drawn(const std::string& type, uint64_t seeds = 200) {
  Names names;
  for (uint64_t seed = 0; seed < seeds; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    gen::CharacterMaker maker(rules(), rng, log);
    for (int i = 0; i < 3; ++i) names.insert(maker.make({type, false, false, false, ""}).name);
  }
  return names;
}

bool within(const Names& names, const Names& pot) {
  return std::ranges::all_of(names, [&](const std::string& name) { return pot.contains(name); });
}

bool apart(const Names& a, const Names& b) {
  return std::ranges::none_of(a, [&](const std::string& name) { return b.contains(name); });
}

}  // namespace

TEST_CASE("no fighting man draws a woman's name") {
  const Names women = namesOf("", "woman");
  REQUIRE(women.contains("Mélisende"));
  REQUIRE(women.contains("Sibylla"));
  for (const char* type : {"men-at-arms", "knight", "sergeant", "turcopole", "civilian", "armoured-mamluk"}) {
    INFO(type);
    CHECK(apart(drawn(type), women));
  }
}

TEST_CASE("ladies draw women's names") {
  const Names ladies = drawn("lady");
  CHECK(within(ladies, namesOf("frankish", "woman")));
  CHECK(ladies.size() > 5);
}

TEST_CASE("turcopoles draw only from the Armenian and Syrian Christian names") {
  Names pot = namesOf("armenian", "man");
  REQUIRE(pot.contains("Hagop"));
  pot.merge(namesOf("syrian-christian", "man"));
  const Names turcopoles = drawn("turcopole");
  CHECK(within(turcopoles, pot));
  CHECK(!turcopoles.contains("Mathieu"));
  CHECK(turcopoles.size() > 10);
}

TEST_CASE("Bedouin and Frankish peasants draw from different pots") {
  const Names bedouin = drawn("bedouin");
  const Names peasants = drawn("peasant");
  CHECK(apart(bedouin, peasants));
  CHECK(within(bedouin, namesOf("arab", "man")));
  CHECK(within(peasants, namesOf("frankish", "man")));
}

TEST_CASE("Seljuks draw Turkish names") {
  const Names turks = namesOf("turkish", "man");
  REQUIRE(turks.contains("Sandjar"));
  CHECK(within(drawn("seljuk-cavalryman"), turks));
  CHECK(within(drawn("horse-archer"), turks));
}

TEST_CASE("a name given is kept") {
  dice::Rng rng(1);
  gen::RollLog log;
  gen::CharacterMaker maker(rules(), rng, log);
  CHECK(maker.make({"lady", false, false, false, "Sir Mathew"}).name == "Sir Mathew");
}

TEST_CASE("a maker never gives two characters one name, telling a namesake apart when its list runs out") {
  const Names pot = namesOf("frankish", "woman");
  dice::Rng rng(7);
  gen::RollLog log;
  gen::CharacterMaker maker(rules(), rng, log);
  Names names;
  const size_t count = pot.size() * 3;
  for (size_t i = 0; i < count; ++i) {
    const std::string name = maker.make({"lady", false, false, false, ""}).name;
    INFO(name);
    CHECK(names.insert(name).second);
    CHECK(pot.contains(name.substr(0, name.find(" the Younger"))));
  }
  CHECK(names.size() == count);
}

TEST_CASE("a name claimed is taken, a namesake then the Younger, numbered from the second on") {
  dice::Rng rng(1);
  gen::RollLog log;
  gen::CharacterMaker maker(rules(), rng, log);
  CHECK(maker.claimName("Guy") == "Guy");
  CHECK(maker.claimName("Guy") == "Guy the Younger");
  CHECK(maker.claimName("Guy") == "Guy the Younger 2");
}

TEST_CASE("a type's strength row and ranges are read once for making and advancing him") {
  const gen::TypeStrength& sergeant = rules().typeStrength("sergeant");
  CHECK(&sergeant == &rules().typeStrength("sergeant"));
  REQUIRE(sergeant.strength.row == gen::strengthRow(rules(), "sergeant").row);
  const gen::StrengthRanges read = gen::strengthRanges(rules(), *sergeant.strength.row);
  CHECK(sergeant.ranges.canRide == read.canRide);
  CHECK(sergeant.ranges.footAttack == read.footAttack);
  CHECK(sergeant.ranges.mountedDefence == read.mountedDefence);
  CHECK(sergeant.ranges.defenceRate == read.defenceRate);
  CHECK(rules().typeRules("sergeant").ranges.mountedAttack == read.mountedAttack);
  CHECK(rules().typeStrength("no-such-type").strength.row == nullptr);
}

TEST_CASE("a member advances by tables that hold only the strength and advancement tables") {
  std::vector<tables::Table> kept;
  for (const tables::Table& table : testing::defaults().tables()) {
    if (table.id.starts_with("strength-") || table.id.starts_with("advancement-")) kept.push_back(table);
  }
  const tables::TableSet set(std::move(kept));
  const gen::Rules lacking(set);
  CHECK_THROWS_AS(lacking.typeRules("squire"), gen::RulesError);  // making one needs his movement
  gen::AdvanceRequest request;
  request.className = "squire";
  request.attack = 14;
  request.defence = 8;
  request.events = {"defeat-knight"};
  dice::Rng rng(1);
  gen::RollLog log;
  const gen::Advancement a = gen::advance(lacking, rng, log, request);
  CHECK(a.attackAfter == 16);
  CHECK(a.defenceAfter == 9);
  CHECK(a.defenceCarryOut == 50);
  CHECK(a.range->minAttack == lacking.typeStrength("squire").ranges.mountedAttack.first);
}
