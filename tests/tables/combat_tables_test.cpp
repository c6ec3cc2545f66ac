// The combat tables of tables/combat.yaml (Outremer 1.1 to 1.75): the printed cells as the
// book prints them, and reconstructions that keep to the printed tables' logic.
#include <catch2/catch.hpp>

#include <cctype>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "../cli/run_cli.hpp"
#include "tables/default_tables.hpp"
#include "tables/table_set.hpp"
#include "../gen/shipped_tables.hpp"

using namespace outremer::tables;
using outremer::testing::runCli;

using outremer::testing::defaults;

namespace {

const Table& table(const char* id) {
  const Table* found = defaults().find(id);
  REQUIRE(found != nullptr);
  return *found;
}

const Row& cell(const Table& of, const std::string& column, int roll) {
  const auto index = of.columnIndex(column);
  REQUIRE(index.has_value());
  const Row* row = of.rowFor(*index, roll);
  REQUIRE(row != nullptr);
  return *row;
}

const Row& byId(const Table& of, const char* id) {
  const Row* row = of.rowWithId(id);
  REQUIRE(row != nullptr);
  return *row;
}

std::string field(const Row& row, const char* name) {
  const FieldValue* value = row.field(name);
  REQUIRE(value != nullptr);
  return value->text;
}

// One printed line of a d6 table: the letters of |columns| on die |roll|.
void checkPrintedLine(const char* id, int roll, const std::vector<std::string>& columns,
                      const std::string& letters) {
  const Table& crt = table(id);
  REQUIRE(columns.size() == letters.size());
  for (size_t i = 0; i < columns.size(); ++i) {
    INFO(id << " die " << roll << " at " << columns[i]);
    const Row& row = cell(crt, columns[i], roll);
    CHECK(row.entry == std::string(1, letters[i]));
    CHECK(row.provenance == Provenance::printed);
  }
}

const std::vector<std::string> kOdds = {"1-1", "2-1", "3-1", "4-1",  "5-1",  "6-1",
                                        "7-1", "8-1", "9-1", "10-1", "11-1", "12-1-plus"};

std::vector<std::string> oddsUpTo(size_t count) {
  return {kOdds.begin(), kOdds.begin() + static_cast<long>(count)};
}

// The columns of a missile table for |weapon|, in the book's order of cover.
std::vector<std::string> missileColumns(const std::string& weapon, const std::vector<std::string>& covers) {
  std::vector<std::string> columns;
  for (const std::string& cover : covers) columns.push_back(weapon + "-" + cover);
  return columns;
}

const std::vector<std::string> kMountedCovers = {"none", "light", "medium"};
const std::vector<std::string> kFootCovers = {"none", "light", "medium", "heavy"};
// The second printed result row: the Longbow's die 2, which is the Crossbow/Sling's die 1.
const std::vector<std::pair<std::string, int>> kSecondRow = {{"longbow", 2}, {"crossbow", 1}};

// How bad a result is for the one it befalls: its place in |mildestFirst|.
int severity(const std::string& entry, const std::string& mildestFirst) {
  if (entry == "No effect") return -1;
  REQUIRE(entry.size() == 1);
  const size_t at = mildestFirst.find(entry[0]);
  REQUIRE(at != std::string::npos);
  return static_cast<int>(at);
}

}  // namespace

TEST_CASE("1.751 combat against mounted opponents: the printed die 1 and die 2 rows") {
  checkPrintedLine("combat-mounted", 1, kOdds, "CDDEEFFGGHHH");
  checkPrintedLine("combat-mounted", 2, oddsUpTo(5), "CCDDE");
  CHECK(cell(table("combat-mounted"), "6-1", 1).entry == "F");
  CHECK(cell(table("combat-mounted"), "6-1", 2).provenance == Provenance::reconstructed);
}

TEST_CASE("1.752 combat against infantry: the printed die 1 and die 2 rows") {
  checkPrintedLine("combat-infantry", 1, kOdds, "CDEEFFFFFFFF");
  checkPrintedLine("combat-infantry", 2, oddsUpTo(5), "BCDEE");
  CHECK(cell(table("combat-infantry"), "1-1", 2).entry == "B");
  CHECK(cell(table("combat-infantry"), "1-1", 3).provenance == Provenance::reconstructed);
}

TEST_CASE("the CRTs favour the defender as the die rises, one column left a die") {
  for (const auto& [id, mildestFirst] :
       std::map<std::string, std::string>{{"combat-mounted", "ABCDEFGH"}, {"combat-infantry", "ABCDEF"}}) {
    const Table& crt = table(id.c_str());
    for (size_t c = 0; c < kOdds.size(); ++c) {
      for (int roll = 2; roll <= 6; ++roll) {
        INFO(id << " " << kOdds[c] << " die " << roll);
        CHECK(severity(cell(crt, kOdds[c], roll).entry, mildestFirst) <=
              severity(cell(crt, kOdds[c], roll - 1).entry, mildestFirst));
        // The printed die 2 is die 1 moved one column right; every later die follows it.
        if (c > 0) CHECK(cell(crt, kOdds[c], roll).entry == cell(crt, kOdds[c - 1], roll - 1).entry);
      }
    }
  }
}

TEST_CASE("the CRT results name their key rows, with the printed meanings") {
  const std::map<std::string, std::string> keys = {{"combat-mounted", "combat-mounted-results"},
                                                   {"combat-infantry", "combat-infantry-results"},
                                                   {"missile-armoured-mounted", "missile-mounted-results"},
                                                   {"missile-unarmoured-mounted", "missile-mounted-results"},
                                                   {"missile-armoured-foot", "missile-foot-results"},
                                                   {"missile-unarmoured-foot", "missile-foot-results"}};
  for (const auto& [id, key] : keys) {
    for (const Row& row : table(id.c_str()).rows) {
      INFO(id << " " << row.entry);
      REQUIRE(row.see.starts_with(key + "/"));
      const std::string rowId = row.see.substr(key.size() + 1);
      CHECK(rowId == (row.entry == "No effect"
                          ? std::string("no-effect")
                          : std::string(1, static_cast<char>(std::tolower(row.entry[0])))));
    }
  }
  const Table& mounted = table("combat-mounted-results");
  CHECK(byId(mounted, "f").entry == "Horse killed rider wounded and dismounted");
  CHECK(field(byId(mounted, "f"), "horse") == "killed");
  CHECK(field(byId(mounted, "a"), "side") == "attacker");
  const Table& infantry = table("combat-infantry-results");
  CHECK(byId(infantry, "b").entry == "Attacker retreat 1 hex +");
  CHECK(field(byId(infantry, "b"), "retreat") == "1");
  CHECK(byId(table("missile-mounted-results"), "a").entry == "Defender retreats 4 hexes +");
  CHECK(byId(table("missile-foot-results"), "c").entry == "Killed");
}

TEST_CASE("1.321 missile against mounted targets: the printed cells, staggered by weapon") {
  checkPrintedLine("missile-armoured-mounted", 1, missileColumns("longbow", kMountedCovers), "EDC");
  checkPrintedLine("missile-unarmoured-mounted", 1, missileColumns("longbow", kMountedCovers), "FED");
  for (const auto& [weapon, roll] : kSecondRow) {
    checkPrintedLine("missile-armoured-mounted", roll, missileColumns(weapon, kMountedCovers), "DCB");
    checkPrintedLine("missile-unarmoured-mounted", roll, missileColumns(weapon, kMountedCovers), "EDC");
  }
  checkPrintedLine("missile-armoured-mounted", 3, {"longbow-none"}, "C");
  checkPrintedLine("missile-armoured-mounted", 2, {"crossbow-none"}, "C");
  checkPrintedLine("missile-armoured-mounted", 1, {"shortbow-none"}, "C");
  CHECK(cell(table("missile-armoured-mounted"), "shortbow-light", 1).provenance == Provenance::reconstructed);
  CHECK(cell(table("missile-unarmoured-mounted"), "shortbow-none", 1).provenance ==
        Provenance::reconstructed);
  CHECK_FALSE(table("missile-armoured-mounted").columnIndex("longbow-heavy").has_value());
}

TEST_CASE("1.322 missile against foot targets: the printed cells, staggered by weapon") {
  checkPrintedLine("missile-armoured-foot", 1, missileColumns("longbow", kFootCovers), "CCBA");
  checkPrintedLine("missile-unarmoured-foot", 1, missileColumns("longbow", kFootCovers), "CCCB");
  for (const auto& [weapon, roll] : kSecondRow) {
    checkPrintedLine("missile-armoured-foot", roll, missileColumns(weapon, kFootCovers), "CBBA");
    // The second printed row lacks its Unarmoured Heavy cell.
    checkPrintedLine("missile-unarmoured-foot", roll, missileColumns(weapon, {"none", "light", "medium"}),
                     "CCB");
    CHECK(cell(table("missile-unarmoured-foot"), weapon + "-heavy", roll).provenance ==
          Provenance::reconstructed);
  }
}

TEST_CASE(
    "the missile tables read one result row a die later for each lighter weapon, milder down a column") {
  for (const auto& [id, mildestFirst] :
       std::map<std::string, std::string>{{"missile-armoured-mounted", "ABCDEF"},
                                          {"missile-unarmoured-mounted", "ABCDEF"},
                                          {"missile-armoured-foot", "ABC"},
                                          {"missile-unarmoured-foot", "ABC"}}) {
    const Table& missile = table(id.c_str());
    for (const std::string& column : missile.columns) {
      if (!column.starts_with("longbow-")) continue;
      const std::string cover = column.substr(std::string("longbow-").size());
      for (int roll = 1; roll <= 6; ++roll) {
        INFO(id << " " << cover << " die " << roll);
        if (roll > 1) {
          CHECK(severity(cell(missile, column, roll).entry, mildestFirst) <=
                severity(cell(missile, column, roll - 1).entry, mildestFirst));
        }
        if (roll <= 5)
          CHECK(cell(missile, "crossbow-" + cover, roll).entry == cell(missile, column, roll + 1).entry);
        if (roll <= 4)
          CHECK(cell(missile, "shortbow-" + cover, roll).entry == cell(missile, column, roll + 2).entry);
      }
      // The last row any weapon reaches (the shortbow's 6) has no effect, so higher rolls have none.
      CHECK(cell(missile, "shortbow-" + cover, 6).entry == "No effect");
    }
  }
}

TEST_CASE("1.31 missile weapon ranges as printed, the longbow reconstructed") {
  const Table& ranges = table("missile-ranges");
  const Row& crossbow = byId(ranges, "crossbow");
  CHECK(crossbow.provenance == Provenance::printed);
  CHECK(field(crossbow, "short") == "1-25");
  CHECK(field(crossbow, "medium") == "26-50");
  CHECK(field(crossbow, "long") == "51-90");
  CHECK(field(byId(ranges, "shortbow"), "long") == "46-75");
  CHECK(field(byId(ranges, "thrown-dagger"), "short") == "1-3");
  CHECK(byId(ranges, "longbow").provenance == Provenance::reconstructed);
  CHECK(ranges.count(Provenance::printed) == 6);
  // Each weapon shoots on columns both missile tables have.
  for (const Row& weapon : ranges.rows) {
    INFO(weapon.id);
    const std::string prefix = field(weapon, "weapon-column");
    for (const char* id : {"missile-armoured-mounted", "missile-unarmoured-mounted"}) {
      CHECK(table(id).columnIndex(prefix + "-medium").has_value());
    }
    for (const char* id : {"missile-armoured-foot", "missile-unarmoured-foot"}) {
      CHECK(table(id).columnIndex(prefix + "-heavy").has_value());
    }
  }
  CHECK(field(byId(table("missile-additions"), "long-range"), "addition") == "+2");
}

TEST_CASE("1.73 effect of terrain on combat as column shifts") {
  const Table& shifts = table("terrain-combat-shifts");
  const std::map<std::pair<std::string, std::string>, std::string> printed = {
      {{"--", "+"}, "-2"}, {{"--", "0"}, "-1"}, {{"0", "+"}, "-1"},
      {{"0", "--"}, "1"},  {{"+", "0"}, "1"},   {{"+", "--"}, "2"}};
  size_t found = 0;
  for (const Row& row : shifts.rows) {
    INFO(row.id);
    const auto it = printed.find({field(row, "attacker-in"), field(row, "defender-in")});
    if (it != printed.end() && row.entry.starts_with("Move")) {
      ++found;
      CHECK(field(row, "shift") == it->second);
      CHECK(row.provenance == Provenance::printed);
    }
    // Every row, printed or not, shifts by the attacker's advantage less the defender's.
    CHECK(std::stoi(field(row, "shift")) ==
          std::stoi(field(row, "attacker")) - std::stoi(field(row, "defender")));
  }
  CHECK(found == printed.size());
  CHECK(shifts.rows.size() == 9);  // all nine pairs of --, 0 and +
  CHECK(shifts.count(Provenance::printed) == printed.size());
}

TEST_CASE("1.73's rows not in print (the mutual ones, both neutral) are reconstructed, with the reason") {
  for (const char* id : {"mutual-advantage", "mutual-disadvantage", "both-neutral"}) {
    INFO(id);
    const Row& row = byId(table("terrain-combat-shifts"), id);
    CHECK(row.provenance == Provenance::reconstructed);
    CHECK(row.reason.starts_with("Not "));
  }
}

TEST_CASE("every tactical-map terrain has a cover type and a terrain advantage") {
  const Table& maps = table("tactical-maps");
  const Table& combat = table("map-terrain-combat");
  CHECK(combat.rows.size() == maps.rows.size());
  for (const Row& terrain : maps.rows) {
    INFO(terrain.id);
    const Row* row = combat.rowWithId(terrain.id);
    REQUIRE(row != nullptr);
    CHECK(row->provenance == Provenance::reconstructed);
    CHECK(std::set<std::string>{"None", "Light", "Medium", "Heavy"}.count(field(*row, "cover")) == 1);
    CHECK(std::set<std::string>{"-1", "0", "1"}.count(field(*row, "advantage")) == 1);
  }
  CHECK(table("terrain-types").count(Provenance::printed) == 6);
  CHECK(field(byId(table("terrain-types"), "slope-top-lip"), "advantage") == "-");
}

TEST_CASE("the combining and charge rules carry their numbers") {
  const Table& rules = table("combat-rules");
  CHECK(field(byId(rules, "lowest-odds"), "odds") == "1");
  CHECK(field(byId(rules, "combined-attack-on-infantry"), "shift") == "+1");
  CHECK(field(byId(rules, "charge-bonus"), "share") == "0.5");
  CHECK(field(byId(rules, "charge-bonus"), "round") == "down");
  CHECK(field(byId(rules, "attack-rounded-down"), "round") == "down");
}

TEST_CASE("every reconstructed combat row says why") {
  size_t tables = 0;
  for (const Table& combat : defaults().tables()) {
    if (combat.where.file != "tables/combat.yaml") continue;
    ++tables;
    for (const Row& row : combat.rows) {
      INFO(combat.id << " " << row.entry);
      if (row.provenance != Provenance::printed) CHECK(row.reason.size() > 40);
    }
  }
  CHECK(tables == 16);
}

TEST_CASE("tables check passes on the shipped tables with the combat file") {
  const auto check = runCli({"tables", "check", OUTREMER_SOURCE "/tables"});
  CHECK(check.status == 0);
  CHECK(check.out.find("ok: no problems") != std::string::npos);
  CHECK(runCli({"lookup", "combat-mounted", "1", "--column", "6-1"}).out.find("1  F\n") != std::string::npos);
}
