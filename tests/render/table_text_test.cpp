#include "render/table_text.hpp"

#include <catch2/catch.hpp>

using namespace outremer;

namespace {

const char* kYaml = R"(tables:
  - id: weather
    title: Weather
    source: "Outremer 1987, 9.9"
    die: d6
    rows:
      - range: 1-4
        entry: Fair
      - range: 5-6
        entry: Storm
        source: reconstructed
        reason: the scan is torn here
)";

tables::CheckedTables checkedFrom(const std::string& yaml) {
  const tables::SourceText file{"weather.yaml", yaml};
  return tables::loadAndCheck(std::span(&file, 1));
}

}  // namespace

TEST_CASE("the table list gives each table's die and provenance counts") {
  const tables::CheckedTables checked = checkedFrom(kYaml);
  REQUIRE(checked.problems.empty());
  CHECK(render::tableListText(checked.set) ==
        "TABLE                          DIE   ROWS PRINTED RECON ERRATA\n"
        "weather                        d6       2       1     1      0\n"
        "    Outremer 1987, 9.9\n");
}

TEST_CASE("the check summary counts files tables entries and scenarios") {
  const tables::CheckedTables checked = checkedFrom(kYaml);
  CHECK(render::checkText(checked, 3) ==
        "1 files, 1 tables, 2 entries: 1 printed, 1 reconstructed, 0 errata\n3 scenarios\nok: no problems\n");
  const tables::CheckedTables broken = checkedFrom(std::string(kYaml).replace(std::string(kYaml).find("5-6"), 3, "6-6"));
  REQUIRE(broken.problems.size() == 1);
  CHECK(render::checkText(broken, 0).ends_with("1 problem(s)\n"));
}

TEST_CASE("a lookup names the table the roll and the entry with its provenance") {
  const tables::CheckedTables checked = checkedFrom(kYaml);
  const tables::Table& table = *checked.set.find("weather");
  CHECK(render::lookupText(table, 0, 5, *table.rowFor(0, 5)) ==
        "Weather, d6 roll 5\n"
        "5-6  Storm\n"
        "  [reconstructed] the scan is torn here\n"
        "  from: Outremer 1987, 9.9\n");
}
