#include "gen/encounter.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

#include "gen/encounter_effects.hpp"
#include "codec/encounter.hpp"
#include "codec/json_out.hpp"
#include "shipped_tables.hpp"
#include "../seed_sweep.hpp"

using outremer::testing::defaults;

using namespace outremer;

namespace {

gen::Encounter generate(uint64_t seed, gen::EncounterOptions options = {}) {
  const gen::Rules rules(defaults());
  dice::Rng rng(seed);
  gen::RollLog log;
  return gen::makeEncounter(rules, rng, log, options);
}

gen::EncounterOptions forced(const std::string& type, const std::string& where = "highway") {
  gen::EncounterOptions options;
  options.forcedType = type;
  options.where = where;
  return options;
}

// The first encounter over seeds 0.. for which |wanted| holds (fails the test after |limit|).
gen::Encounter findEncounter(const gen::EncounterOptions& options,
                             const std::function<bool(const gen::Encounter&)>& wanted,
                             uint64_t limit = 2000) {
  for (uint64_t seed = 0; seed < limit; ++seed) {
    gen::Encounter e = generate(seed, options);
    if (wanted(e)) return e;
  }
  FAIL("no seed below " << limit << " gave the wanted encounter");
  return {};
}

bool hasChance(const gen::Encounter& e, int percent) {
  return std::any_of(e.chances.begin(), e.chances.end(), [&](const auto& c) { return c.percent == percent; });
}

bool saysSomething(const std::vector<std::string>& lines, const std::string& words) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const auto& l) { return l.find(words) != std::string::npos; });
}

// Whether any of |behaviour|, in words, says |words|.
bool saysSomething(const std::vector<gen::Behaviour>& behaviour, const std::string& words) {
  return saysSomething(codec::behaviourWords(behaviour), words);
}

std::set<std::string> forceTypes(const gen::Rules& rules, const std::string& column) {
  const tables::Table& table = rules.table("force-types");
  const size_t index = *table.columnIndex(column);
  std::set<std::string> types;
  for (const tables::Row& row : table.rows) {
    if (row.ranges[index]) types.insert(row.field("type")->text);
  }
  return types;
}

}  // namespace

TEST_CASE("worked example: 78 on the highway by day is a Saracen raiding party (Moslem raiders)") {
  const gen::Rules rules(defaults());
  const tables::Table& initial = rules.table("initial-encounter");
  const tables::Row* row = initial.rowFor(*initial.columnIndex("highway-day"), 78);
  REQUIRE(row != nullptr);
  CHECK(row->id == "moslem-raiders");
  CHECK(row->see == "moslem-raiders");
}

TEST_CASE("worked example: raiders' intention 63 is d20 raiders pursued by d10+5 Turcopoles") {
  const gen::Rules rules(defaults());
  const tables::Row* row = rules.table("moslem-raiders").rowFor(0, 63);
  REQUIRE(row != nullptr);
  const auto& forces = row->field("forces")->forces;
  REQUIRE(forces.size() == 2);
  CHECK((forces[0].count == "d20" && forces[0].who == "moslem-raider" && forces[0].role == "pursued"));
  CHECK((forces[1].count == "d10+5" && forces[1].who == "turcopole" && forces[1].role == "pursuing"));

  // The force expansion, as the generator does it after that roll, over many seeds.
  std::set<std::string> raiders = forceTypes(rules, "saracen-mounted");
  for (const std::string& type : forceTypes(rules, "bedouin-mounted")) raiders.insert(type);
  for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(200); ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    gen::CharacterMaker maker(rules, rng, log);
    const gen::EncounterOptions options = forced("moslem-raiders");
    gen::Encounter e;
    e.where = "highway";
    gen::EffectsContext ctx{rules, rng, log, maker, options, e, {}};
    gen::addForces(ctx, *row);
    const auto plan = gen::planDeployment(ctx);
    REQUIRE(e.groups.size() == 2);
    const gen::EncounterGroup& pursued = e.groups[0];
    const gen::EncounterGroup& turcopoles = e.groups[1];
    INFO("seed " << seed);
    CHECK((pursued.count >= 2 && pursued.count <= 20));
    CHECK((turcopoles.count >= 6 && turcopoles.count <= 15));
    CHECK(pursued.members.size() == static_cast<size_t>(pursued.count));
    for (const gen::Character& c : pursued.members) {
      CHECK(raiders.count(c.type) == 1);
      CHECK(c.mounted);
      CHECK(c.side == "moslem");
    }
    for (const gen::Character& c : turcopoles.members) CHECK((c.type == "turcopole" && c.mounted));
    // The party meets a chase: the Turcopoles are not its opponents ("the choice is yours").
    REQUIRE(plan);
    CHECK(plan->situation == "chase");
    CHECK(pursued.opposing);
    CHECK(!turcopoles.opposing);
    CHECK(gen::opposingCount(e) == pursued.count);
  }
}

TEST_CASE("a d20-10 band that rolls below one is none, and the brief says so") {
  const gen::Rules rules(defaults());
  tables::Force force;
  force.count = "d20-10";
  force.who = "brigand";
  force.mounted = true;
  bool sawNone = false;
  bool sawSome = false;
  for (uint64_t seed = 0; seed < 100; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    gen::CharacterMaker maker(rules, rng, log);
    const gen::EncounterOptions options;
    gen::Encounter e;
    gen::EffectsContext ctx{rules, rng, log, maker, options, e, {}};
    const gen::EncounterGroup group = gen::expandForce(ctx, force);
    CHECK(group.count >= 0);
    CHECK(group.members.size() == static_cast<size_t>(group.count));
    CHECK(group.count == std::max(group.rolled, 0));
    CHECK(group.note.empty());  // the table says nothing of such a band
    CHECK(gen::cameToNone(group) == (group.rolled < 1));
    if (group.rolled < 1) {
      sawNone = true;
      CHECK(group.count == 0);
      CHECK(codec::groupNote(group) ==
            "d20-10 came to " + std::to_string(group.rolled) + ": a count below one is none, so no one is here");
    } else {
      sawSome = true;
      CHECK(codec::groupNote(group).empty());
      for (const gen::Character& c : group.members) CHECK(c.mounted);
    }
  }
  CHECK(sawNone);
  CHECK(sawSome);
}

TEST_CASE("counts are never negative and every group has as many characters as its count") {
  for (const char* where : {"town", "highway", "countryside"}) {
    for (const char* time : {"day", "night"}) {
      gen::EncounterOptions options;
      options.where = where;
      options.time = time;
      for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(150); ++seed) {
        const gen::Encounter e = generate(seed, options);
        INFO(where << "-" << time << " seed " << seed << " " << e.type);
        for (const gen::EncounterGroup& group : e.groups) {
          CHECK(group.count >= 0);
          CHECK(group.members.size() == static_cast<size_t>(group.count));
        }
        CHECK(e.mules >= 0);
        CHECK(e.wagons >= 0);
        CHECK(e.carriedTotal.copper >= 0);
      }
    }
  }
}

TEST_CASE("every effects table is reachable and generates without error") {
  const gen::Rules rules(defaults());
  std::set<std::string> wanted;
  for (const tables::Row& row : rules.table("initial-encounter").rows) wanted.insert(row.id);
  std::set<std::string> seen;
  const char* places[] = {"town", "highway", "countryside"};
  const char* times[] = {"day", "night"};
  for (uint64_t seed = 0; seed < 3000 && seen != wanted; ++seed) {
    gen::EncounterOptions options;
    options.where = places[seed % 3];
    options.time = times[(seed / 3) % 2];
    const gen::Encounter e = generate(seed, options);
    REQUIRE(!e.type.empty());
    seen.insert(e.type);
  }
  CHECK(seen == wanted);
}

TEST_CASE("Bedouin are friendly on 75% near a town and 25% elsewhere, Saracens fight until half are dead") {
  auto bedouin = [](const gen::Encounter& e) { return e.kind == "bedouin"; };
  const gen::Encounter town = findEncounter(forced("moslem-raiders", "town"), bedouin);
  CHECK(hasChance(town, 75));
  CHECK(!hasChance(town, 25));
  for (const char* where : {"highway", "countryside"}) {
    const gen::Encounter away = findEncounter(forced("moslem-raiders", where), bedouin);
    CHECK(hasChance(away, 25));
    CHECK(!hasChance(away, 75));
    CHECK(saysSomething(away.behaviour, "25% killed or wounded"));
  }
  const gen::Encounter saracens = findEncounter(forced("moslem-raiders"), [](const gen::Encounter& e) {
    return e.kind == "saracen" && gen::opposingCount(e) > 2;
  });
  CHECK(saracens.chances.empty());
  int raiders = 0;
  for (const gen::EncounterGroup& group : saracens.groups)
    raiders += group.who == "moslem-raider" ? group.count : 0;
  const std::string half =
      "(50%: " + std::to_string((raiders + 1) / 2) + " of their " + std::to_string(raiders) + ")";
  CHECK(saysSomething(saracens.behaviour, half));
  // Kept as the rule, its percent and the numbers, not as the sentence.
  CHECK(std::any_of(saracens.behaviour.begin(), saracens.behaviour.end(), [&](const gen::Behaviour& b) {
    return b.kind == gen::BehaviourKind::losses && b.percent == 50 && b.number == (raiders + 1) / 2 && b.of == raiders;
  }));
}

TEST_CASE("the 50% check: 51 or more is a clear hex and nothing else is rolled") {
  gen::EncounterOptions options;
  options.check = true;
  bool sawClear = false;
  bool sawEncounter = false;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    const gen::Encounter e = generate(seed, options);
    REQUIRE(e.checkRoll);
    CHECK(e.checkPercent == 50);
    CHECK(e.clear == (*e.checkRoll >= 51));
    if (e.clear) {
      sawClear = true;
      CHECK(e.type.empty());
      CHECK(e.groups.empty());
      CHECK(!e.map);
    } else {
      sawEncounter = true;
      CHECK(!e.type.empty());
      CHECK(e.map);
    }
  }
  CHECK(sawClear);
  CHECK(sawEncounter);
  CHECK(!generate(1).checkRoll);  // no check unless asked
}

TEST_CASE("an ambush by them: hidden deployment as in Scenario Two") {
  const gen::Encounter e =
      findEncounter(forced("brigands"), [](const gen::Encounter& x) { return x.ambush; });
  REQUIRE(e.deployment);
  CHECK(e.deployment->situation == "ambush");
  CHECK(e.deployment->hidden == "them");
  REQUIRE(e.deployment->hiddenRules.size() == 3);
  CHECK(e.deployment->hiddenRules[0].find("hide his infantry in any cover") != std::string::npos);
  CHECK(e.deployment->hiddenRules[1] == "Cavalry may only be hidden behind a hill or forest.");
  CHECK(saysSomething(codec::victoryWords(e.deployment->victory), "The party wins by killing or capturing"));
}

TEST_CASE("an ambush's set-up plan hides them anywhere and brings the party in by side 1") {
  const gen::Encounter e =
      findEncounter(forced("brigands"), [](const gen::Encounter& x) { return x.ambush; });
  REQUIRE(e.deployment);
  const gen::SetupPlan& plan = e.deployment->setup;
  CHECK(plan.edges == tables::MapEdges{3, 4, 1, 2});
  REQUIRE(plan.zones.size() == 2);
  CHECK(plan.zones[0].who == "them");
  CHECK(plan.zones[0].kind == tables::SetupZone::Kind::anywhere);
  CHECK(plan.zones[0].hidden);
  CHECK(plan.zones[1].who == "the party");
  CHECK(plan.zones[1].kind == tables::SetupZone::Kind::enters);
  CHECK(plan.zones[1].side == 1);
  CHECK_FALSE(plan.zones[1].hidden);
}

TEST_CASE("every encounter-deployment row's zones name the sides its texts name, and only those") {
  const gen::Rules& rules = testing::rules();
  for (const tables::Row& row : rules.table("encounter-deployment").rows) {
    INFO(row.id);
    gen::RollLog log;
    const gen::Deployment plan = gen::deploymentOf(rules, log, row, 10, 10);
    REQUIRE_FALSE(plan.setup.zones.empty());
    for (const auto& [who, text] : {std::pair{"them", plan.opponents}, std::pair{"the party", plan.party}}) {
      std::set<int> said;
      for (size_t at = text.find("side "); at != std::string::npos; at = text.find("side ", at + 1)) {
        if (at + 5 < text.size() && text[at + 5] >= '1' && text[at + 5] <= '4') said.insert(text[at + 5] - '0');
      }
      std::set<int> drawn;
      bool zoned = false;
      for (const tables::SetupZone& zone : plan.setup.zones) {
        if (zone.who != who) continue;
        zoned = true;
        if (zone.side > 0) drawn.insert(zone.side);
        CHECK(zone.hidden == (plan.hidden == who));
      }
      CHECK(zoned);
      CHECK(said == drawn);
    }
  }
}

TEST_CASE("mercenary duty: the party does the ambushing, whatever the intention") {
  for (const char* type : {"moslem-raiders", "brigands"}) {
    gen::EncounterOptions options = forced(type);
    options.partyAmbushes = true;
    for (uint64_t seed = 0; seed < 60; ++seed) {
      const gen::Encounter e = generate(seed, options);
      CHECK(e.type == type);
      CHECK(e.partyAmbushes);
      CHECK(!e.ambush);
      if (!e.deployment) continue;  // every band came to none
      CHECK(e.deployment->situation == "party-ambush");
      CHECK(e.deployment->hidden == "the party");
    }
  }
}

TEST_CASE("tolls are 2 CC per person, worked out for a known party") {
  gen::EncounterOptions options = forced("brigands");
  options.partySize = 12;
  const gen::Encounter e =
      findEncounter(options, [](const gen::Encounter& x) { return x.tollPerPerson.has_value(); });
  CHECK(e.tollPerPerson->normalised() == "2CC");
  REQUIRE(e.tollTotal);
  CHECK(e.tollTotal->copper == 24);
  const gen::Encounter fighters = findEncounter(
      forced("fighting-men"), [](const gen::Encounter& x) { return x.tollPerPerson.has_value(); });
  CHECK(fighters.intention.find("road toll") != std::string::npos);
  CHECK(!fighters.tollTotal);  // party size unknown
}

TEST_CASE("angry peasants: a 0 on the d10 is 10-20 who attack unless bought off") {
  const gen::Rules rules(defaults());
  const tables::Row* row = rules.table("peasants").rowFor(0, 10);
  REQUIRE(row != nullptr);
  CHECK(row->field("hostile")->text == "true");
  const gen::Encounter e =
      findEncounter(forced("peasants"), [](const gen::Encounter& x) { return x.hostile; });
  REQUIRE(e.groups.size() == 1);
  CHECK((e.groups[0].count >= 11 && e.groups[0].count <= 20));
  CHECK(saysSomething(e.behaviour, "unless it buys them off"));
  CHECK(std::any_of(e.behaviour.begin(), e.behaviour.end(),
                    [](const gen::Behaviour& b) { return b.kind == gen::BehaviourKind::buysOff; }));
  const gen::Encounter calm =
      findEncounter(forced("peasants"), [](const gen::Encounter& x) { return !x.hostile; });
  CHECK((calm.groups[0].count >= 1 && calm.groups[0].count <= 6));
}

TEST_CASE("the book's chances: recognition 35%/40%/20%, joining 35%, drovers' militia 20%") {
  CHECK(hasChance(generate(1, forced("merchant")), 35));
  const gen::Encounter messenger = generate(1, forced("messenger"));
  CHECK(hasChance(messenger, 40));
  CHECK(hasChance(messenger, 20));
  CHECK(!messenger.chances[0].roll);  // applies later: stated, not rolled
  const gen::Encounter runaway = generate(1, forced("runaway"));
  REQUIRE(runaway.chances.size() == 1);
  CHECK(runaway.chances[0].percent == 35);
  CHECK(runaway.chances[0].roll);  // rolled now
  CHECK(hasChance(generate(1, forced("drovers")), 20));
  const gen::Encounter lord = generate(1, forced("great-lord"));
  CHECK(hasChance(lord, 40));
  CHECK(hasChance(lord, 25));
}

TEST_CASE("what they carry: the merchant's mules d6 SF and wagons d6 GF each, the drovers' herd") {
  const gen::Encounter merchant = generate(3, forced("merchant"));
  REQUIRE(merchant.mules > 0);
  const auto mules = std::find_if(merchant.carried.begin(), merchant.carried.end(),
                                  [](const gen::Carried& c) { return c.kind == gen::CarriedKind::mules; });
  REQUIRE(mules != merchant.carried.end());
  CHECK(mules->count == merchant.mules);
  CHECK(mules->value.copper >= merchant.mules * tables::Money::kSilverFranc);
  CHECK(mules->value.copper <= merchant.mules * 6 * tables::Money::kSilverFranc);
  CHECK(merchant.wagons >= 1);
  CHECK(merchant.groups.size() == 2);  // the merchant and his escort
  const gen::Encounter drovers = generate(5, forced("drovers"));
  REQUIRE(drovers.carried.size() == 1);
  // One drover for each franc of the herd.
  CHECK(drovers.carried[0].value.copper == drovers.groups[0].count * tables::Money::kSilverFranc);
}

TEST_CASE("members of a fighting order are holy order knights and unpaid") {
  const gen::Encounter e = findEncounter(forced("fighting-men"), [](const gen::Encounter& x) {
    return x.result == "Members of a fighting order" && !x.groups.empty() && x.groups[0].count > 0;
  });
  for (const gen::Character& c : e.groups[0].members) {
    CHECK(c.type == "holy-order-knight");
    CHECK(c.militaryOrder);
    CHECK(c.pay.copper == 0);
  }
}

TEST_CASE("generic force types are real types, and mounted columns can ride") {
  const gen::Rules rules(defaults());
  const tables::Table& table = rules.table("force-types");
  for (size_t column = 0; column < table.columns.size(); ++column) {
    for (const tables::Row& row : table.rows) {
      if (!row.ranges[column]) continue;
      const std::string& type = row.field("type")->text;
      INFO(table.columns[column] << " " << type);
      const tables::Row* strength = rules.table("strength-christian").rowWithId(type);
      if (strength == nullptr) strength = rules.table("strength-moslem").rowWithId(type);
      REQUIRE(strength != nullptr);
      if (table.columns[column].ends_with("-mounted")) CHECK(strength->field("mounted-attack") != nullptr);
    }
  }
}

TEST_CASE("the tactical map fits the place's terrains") {
  const gen::Rules rules(defaults());
  for (const char* where : {"town", "highway", "countryside"}) {
    gen::EncounterOptions options;
    options.where = where;
    const auto& terrains = rules.row("tactical-maps-by-place", where).field("terrains")->items;
    for (uint64_t seed = 0; seed < 30; ++seed) {
      const gen::Encounter e = generate(seed, options);
      REQUIRE(e.map);
      CHECK(std::find(terrains.begin(), terrains.end(), e.map->terrain) != terrains.end());
      const tables::Row& terrain = rules.row("tactical-maps", e.map->terrain);
      const auto& list = e.map->series == "Cry Havoc" ? terrain.field("cry-havoc")->items
                                                      : terrain.field("historic-one")->items;
      CHECK(std::find(list.begin(), list.end(), e.map->map) != list.end());
    }
  }
}

TEST_CASE("unknown place, time or type is refused with did-you-mean") {
  gen::EncounterOptions options;
  options.where = "hihgway";
  CHECK_THROWS_WITH(generate(1, options),
                    Catch::Contains("unknown place 'hihgway' (did you mean 'highway'?)"));
  options = {};
  options.time = "nite";
  CHECK_THROWS_WITH(generate(1, options), Catch::Contains("unknown time 'nite'"));
  CHECK_THROWS_WITH(generate(1, forced("brigand")), Catch::Contains("(did you mean 'brigands'?)"));
}

TEST_CASE("same seed, same encounter") {
  for (uint64_t seed : {7u, 42u, 1234u}) {
    gen::EncounterOptions options;
    options.where = "countryside";
    options.check = true;
    CHECK(codec::jsonText(generate(seed, options)) ==
          codec::jsonText(generate(seed, options)));
  }
  CHECK(codec::jsonText(generate(1)) != codec::jsonText(generate(2)));
}

TEST_CASE("every character an encounter can field has a morale value") {
  const char* places[] = {"town", "highway", "countryside"};
  const char* times[] = {"day", "night"};
  for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(600); ++seed) {
    gen::EncounterOptions options;
    options.where = places[seed % 3];
    options.time = times[(seed / 3) % 2];
    for (const gen::EncounterGroup& group : generate(seed, options).groups) {
      for (const gen::Character& c : group.members) {
        INFO(c.type);
        CHECK(c.morale > 0);
      }
    }
  }
}

TEST_CASE("animals met carry what a hunt needs, as the Animals chart gives it") {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    gen::EncounterOptions options;
    options.forcedType = "animals";
    const gen::Encounter e = gen::makeEncounter(testing::rules(), rng, log, options);
    REQUIRE(e.quarry);
    const tables::Row* row = nullptr;
    for (const tables::Row& r : testing::rules().table("animals").rows) {
      if (r.entry == e.quarry->animal) row = &r;
    }
    REQUIRE(row != nullptr);
    CHECK(e.quarry->each == testing::rules().money(*row, "value"));
    CHECK(e.quarry->kill == std::stoi(row->field("kill-chance")->text));
    CHECK(e.quarry->killed == std::stoi(row->field("killed")->text));
    CHECK(e.quarry->wounded == std::stoi(row->field("wounded")->text));
    CHECK(e.result == e.quarry->animal + ": " + std::to_string(e.quarry->count));
    CHECK(e.carriedTotal == e.quarry->each * e.quarry->count);
  }
  dice::Rng rng(1);
  gen::RollLog log;
  gen::EncounterOptions brigands;
  brigands.forcedType = "brigands";
  CHECK_FALSE(gen::makeEncounter(testing::rules(), rng, log, brigands).quarry);
}

TEST_CASE("a great lord met on the road rides in his own train") {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const gen::Encounter lord = generate(seed, forced("great-lord"));
    int nobles = 0;
    for (const gen::EncounterGroup& group : lord.groups) {
      for (const gen::Character& member : group.members) nobles += member.type == "noble-civilian";
    }
    INFO("seed " << seed);
    CHECK(nobles == 1);
  }
}

TEST_CASE("an encounter made for its situation only is the same encounter with no more of its deployment") {
  const char* places[] = {"town", "highway", "countryside"};
  size_t deployed = 0;
  for (uint64_t seed = 0; seed < 120; ++seed) {
    gen::EncounterOptions options;
    options.where = places[seed % 3];
    options.time = seed % 2 == 0 ? "day" : "night";
    options.partySize = 8;
    const gen::Encounter whole = generate(seed, options);
    options.situationOnly = true;
    const gen::Encounter lean = generate(seed, options);
    CHECK(lean.type == whole.type);
    REQUIRE(lean.groups.size() == whole.groups.size());
    for (size_t g = 0; g < whole.groups.size(); ++g) {
      CHECK(lean.groups[g].opposing == whole.groups[g].opposing);
      REQUIRE(lean.groups[g].members.size() == whole.groups[g].members.size());
      for (size_t m = 0; m < whole.groups[g].members.size(); ++m) {
        CHECK(lean.groups[g].members[m] == whole.groups[g].members[m]);
      }
    }
    CHECK(lean.map.has_value() == whole.map.has_value());
    if (whole.map) CHECK(lean.map->terrain == whole.map->terrain);
    REQUIRE(lean.deployment.has_value() == whole.deployment.has_value());
    if (!whole.deployment) continue;
    ++deployed;
    CHECK(lean.deployment->situation == whole.deployment->situation);
    CHECK(lean.deployment->label == whole.deployment->label);
    CHECK(lean.deployment->victory.empty());
    CHECK(lean.deployment->hiddenRules.empty());
    CHECK(!whole.deployment->victory.empty());
  }
  CHECK(deployed > 60);
}
