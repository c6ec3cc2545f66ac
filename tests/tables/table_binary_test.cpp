// The tables' binary form: everything comes back equal, and anything that is not a blob
// this program wrote is refused with an error, never read past its end or cast.
#include "tables/table_binary.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <limits>

#include "dice/rng.hpp"
#include "tables/default_tables.hpp"
#include "tables/table_set.hpp"

using namespace outremer::tables;
using Catch::Contains;

namespace {

// A range table and a plain one, every field of every type set to something other than
// its default, with markers the tests below find the bytes by.
std::vector<Table> handMade() {
  Table weather;
  weather.id = "weather";
  weather.title = "Weather";
  weather.source = "diemarker";
  weather.die = outremer::dice::Die{20};
  weather.columns = {"day", "night"};
  weather.fields = {{"forces", FieldKind::forces, false}, {"kindmarker", FieldKind::boolean, true}};
  weather.notes = {"notemarker", "second note"};
  Row storm;
  storm.id = "storm";
  storm.entry = "A storm";
  storm.ranges = {DieRange{2, 11, "2-11"}, std::nullopt};
  storm.see = "provenancemarker";
  storm.provenance = Provenance::errata;
  storm.reason = "misprint";
  storm.printed = "2-12";
  storm.note = "wet";
  storm.fields = {FieldValue{
      "forces",
      "d6 mounted ahead",
      {"rain", "hail"},
      {Force{"d6", "knight", true, "ahead", {"t.yaml", 4, 9}}},
      {"t.yaml", 4, 5},
      -2.5,
      std::pair{3, 0x7FFF0001},
      Money{0x123456789AB},
      {SetupZone{"zonemarker", SetupZone::Kind::within, "within 3 hexes of side 2", 2, 3, "map", true}}}};
  storm.where = {"t.yaml", 0x01020304, -7};
  storm.seeWhere = {"t.yaml", 5, 2147483647};
  Row calm = storm;
  calm.id = "calm";
  calm.ranges = {std::nullopt, DieRange{12, 20, "12+"}};
  calm.provenance = Provenance::reconstructed;
  weather.rows = {storm, calm};
  weather.where = {"t.yaml", 1, 3};

  Table names;
  names.id = "names";
  names.title = "Names";
  names.source = "test";
  names.rows = {storm};
  names.rows[0].ranges = {std::nullopt};
  names.rows[0].provenance = Provenance::printed;
  names.where = {"u.yaml", 1, 3};
  return {weather, names};
}

// Where the bytes of |text| start in |bytes|.
size_t at(const std::string& bytes, const std::string& text) {
  const size_t pos = bytes.find(text);
  REQUIRE(pos != std::string::npos);
  return pos;
}

std::string littleEndian(uint32_t value) {
  std::string bytes;
  for (int shift = 0; shift < 32; shift += 8) bytes += static_cast<char>((value >> shift) & 0xFF);
  return bytes;
}

std::string littleEndian64(uint64_t value) {
  return littleEndian(static_cast<uint32_t>(value)) + littleEndian(static_cast<uint32_t>(value >> 32));
}

}  // namespace

TEST_CASE("the default tables come back equal from their binary form") {
  const CheckedTables shipped = defaultTables();
  REQUIRE(shipped.set.tables().size() > 10);
  CHECK(TableSet(fromBinary(toBinary(shipped.set.tables()))).tables() == shipped.set.tables());
}

TEST_CASE("a hand-made table with every field set comes back equal") {
  const std::vector<Table> tables = handMade();
  CHECK(fromBinary(toBinary(tables)) == tables);
  // The defaulted comparison does see each field.
  std::vector<Table> other = tables;
  other[0].rows[1].fields[0].forces[0].mounted = false;
  CHECK_FALSE(other == tables);
}

TEST_CASE("numbers travel little-endian whatever the host") {
  const std::string bytes = toBinary(handMade());
  // The storm row's location: the first of its table's files, then line and column.
  CHECK(bytes.find(littleEndian(0) + littleEndian(0x01020304) + littleEndian(static_cast<uint32_t>(-7))) !=
        std::string::npos);
}

TEST_CASE("the blob starts with the magic number and the format version") {
  const std::string bytes = toBinary(handMade());
  CHECK(bytes.substr(0, 8) == "OTBL" + littleEndian(kTableBinaryVersion));
  std::string wrongMagic = bytes;
  wrongMagic[0] = 'X';
  CHECK_THROWS_WITH(fromBinary(wrongMagic), Contains("magic"));
  std::string later = bytes;
  later.replace(4, 4, littleEndian(kTableBinaryVersion + 1));
  CHECK_THROWS_WITH(fromBinary(later), Contains("format version " + std::to_string(kTableBinaryVersion + 1)));
}

// A change to the layout must come with a new version number: change both here together.
TEST_CASE("the layout is the one its version number names") {
  CHECK(kTableBinaryVersion == 5);
  // The header, the directory (each table's id and length), then each table: its files,
  // then the table, each location naming its file by its place in them.
  CHECK(tableBinaryLayout() ==
        "{ u32 u32 } [ { text u32 } ] [ text ] { text text text ? { i32 } [ text ] [ { text u8<=10 yes/no } "
        "] [ text ] "
        "[ { text text [ ? { i32 i32 text } ] text u8<=2 text text text [ { text text [ text ] [ { text text "
        "yes/no "
        "text { file# i32 i32 } } ] { file# i32 i32 } ? f64 ? { i32 i32 } ? { i64 } [ { text u8<=6 text i32 "
        "i32 text "
        "yes/no } ] } ] { file# i32 i32 } { file# i32 i32 } } ] { file# i32 i32 } }");
}

TEST_CASE("a table's locations read from the blob share its file's name") {
  const std::vector<Table> tables = fromBinary(toBinary(handMade()));
  const Table& weather = tables[0];
  CHECK(weather.rows[1].where.file == "t.yaml");
  CHECK(&weather.rows[1].where.file.str() == &weather.where.file.str());
  CHECK(&weather.rows[0].fields[0].forces[0].where.file.str() == &weather.where.file.str());
  CHECK(tables[1].where.file == "u.yaml");
  CHECK(tables[1].rows[0].where.file == "t.yaml");
}

TEST_CASE("a table lists each file its locations name once") {
  const std::string bytes = toBinary(handMade());
  // The weather table names t.yaml alone; the names table its rows' t.yaml and its own u.yaml.
  CHECK(bytes.find("t.yaml") == at(bytes, littleEndian(1) + littleEndian(6) + "t.yaml") + 8);
  CHECK(bytes.find("t.yaml", bytes.find("t.yaml") + 1) == bytes.rfind("t.yaml"));  // twice in all
  CHECK(bytes.find(littleEndian(2) + littleEndian(6) + "t.yaml" + littleEndian(6) + "u.yaml") !=
        std::string::npos);
}

TEST_CASE("a location naming a file past its table's list is refused") {
  const std::string bytes = toBinary(handMade());
  std::string bad = bytes;
  bad.replace(at(bytes, littleEndian(0) + littleEndian(0x01020304)), 4, littleEndian(1));
  CHECK_THROWS_WITH(fromBinary(bad), Contains("a file number past its table's files: 1"));
}

TEST_CASE("the directory's ids are views of the blob") {
  const std::string bytes = toBinary(handMade());
  const std::vector<TablePlace> places = readDirectory(bytes);
  REQUIRE(places.size() == 2);
  CHECK(places[1].id == "names");
  CHECK(places[1].id.data() >= bytes.data());
  CHECK(places[1].id.data() < bytes.data() + bytes.size());
}

TEST_CASE("a set read from the blob knows every id at once and decodes a table when asked") {
  // As the build writes it: from a set, whose values are read (Table::index).
  const TableSet eager(handMade());
  const std::string bytes = toBinary(eager.tables());
  const TableSet lazy = TableSet::ofBinary(bytes);
  REQUIRE(lazy.size() == 2);
  CHECK(lazy.idAt(0) == "weather");
  CHECK(lazy.idAt(1) == "names");
  CHECK(lazy.ids() == eager.ids());
  const Table* names = lazy.find("names");
  REQUIRE(names != nullptr);
  CHECK(*names == *eager.find("names"));
  CHECK(lazy.find("names") == names);  // decoded once: the same table
  CHECK(lazy.find("nothing") == nullptr);
  CHECK(lazy.find("weather")->rowFor(0, 5)->id == "storm");  // with its roll index
  CHECK(lazy.tables() == eager.tables());
}

TEST_CASE("the default tables read lazily equal the ones read whole") {
  const TableSet lazy = defaultTableSet();
  const TableSet eager(fromBinary(defaultTablesBinary()));
  const std::vector<Table>& whole = eager.tables();
  REQUIRE(lazy.size() == whole.size());
  for (size_t i = 0; i < whole.size(); ++i) CHECK(lazy.at(i) == whole[i]);
}

TEST_CASE("a directory that does not match its tables is refused") {
  const std::string bytes = toBinary(handMade());
  // The first entry's length, just after its id.
  const size_t length = at(bytes, "weather") + 7;
  std::string longer = bytes;
  longer.replace(length, 4, littleEndian(static_cast<uint32_t>(bytes.size())));
  CHECK_THROWS_WITH(readDirectory(longer), Contains("table weather past the end"));
  std::string shorter = bytes;
  shorter.replace(length, 4, littleEndian(1));
  CHECK_THROWS_WITH(fromBinary(shorter), Contains("trailing bytes"));
  std::string misfiled = bytes;
  misfiled.replace(at(bytes, "weather"), 7, "wether!");
  const std::vector<TablePlace> places = readDirectory(misfiled);
  CHECK_THROWS_WITH(readTable(places[0]), Contains("table weather filed as wether!"));
  CHECK_THROWS_AS(TableSet::ofBinary(bytes + '\0'), TableBinaryError);
}

TEST_CASE("a blob cut short at any length is refused") {
  const std::string bytes = toBinary(handMade());
  for (size_t size = 0; size < bytes.size(); ++size) {
    INFO("cut to " << size << " of " << bytes.size() << " bytes");
    REQUIRE_THROWS_AS(fromBinary(bytes.substr(0, size)), TableBinaryError);
  }
  CHECK_THROWS_WITH(fromBinary(bytes + '\0'), Contains("trailing bytes"));
}

TEST_CASE("a value out of its type's range is refused and never cast") {
  const std::string bytes = toBinary(handMade());
  auto refused = [&](size_t pos, const std::string& value, const std::string& message) {
    std::string bad = bytes;
    bad.replace(pos, value.size(), value);
    CHECK_THROWS_WITH(fromBinary(bad), Contains(message));
  };
  const size_t kind = at(bytes, "kindmarker") + 10;
  refused(kind, "\x0B", "an enum value of 11");
  refused(kind, "\xFF", "an enum value of 255");
  refused(kind + 1, "\x02", "a yes or no of 2");
  refused(at(bytes, "provenancemarker") + 16, "\x03", "an enum value of 3");
  refused(at(bytes, "diemarker") + 10, littleEndian(7), "a die of 7 sides");
  refused(at(bytes, "2-11") - 12, littleEndian(1), "range off its die");
  refused(at(bytes, "2-11") - 8, littleEndian(21), "range off its die");
  // What a value's text reads as: a finite number, a range low to high, money, zones.
  refused(at(bytes, littleEndian64(std::bit_cast<uint64_t>(-2.5))),
          littleEndian64(std::bit_cast<uint64_t>(std::numeric_limits<double>::infinity())), "not finite");
  refused(at(bytes, littleEndian(3) + littleEndian(0x7FFF0001)), littleEndian(0x7FFF0002),
          "low end is above");
  refused(at(bytes, littleEndian64(0x123456789AB)), littleEndian64(static_cast<uint64_t>(-1)),
          "money below nothing");
  refused(at(bytes, "zonemarker") + 10, "\x07", "an enum value of 7");
  const size_t where = at(bytes, "within 3 hexes of side 2") + 24;
  refused(where, littleEndian(5), "a zone on side 5");
  refused(where + 4, littleEndian(101), "a zone 101 hexes deep");
}

TEST_CASE("a length or count past the end is refused before anything is allocated") {
  const std::string bytes = toBinary(handMade());
  const size_t note = at(bytes, "notemarker");
  std::string longText = bytes;
  longText.replace(note - 4, 4, littleEndian(0x7FFFFFFF));
  CHECK_THROWS_WITH(fromBinary(longText), Contains("past the end"));
  // Two notes of at least four bytes each fit; as many as bytes are left do not.
  std::string manyNotes = bytes;
  manyNotes.replace(note - 8, 4, littleEndian(static_cast<uint32_t>(bytes.size() - note)));
  CHECK_THROWS_WITH(fromBinary(manyNotes), Contains("past the end"));
  manyNotes.replace(note - 8, 4, littleEndian(0xFFFFFFFF));
  CHECK_THROWS_WITH(fromBinary(manyNotes), Contains("past the end"));
}

TEST_CASE("random mutations of the embedded tables are read or refused and never crash") {
  const std::string_view real = defaultTablesBinary();
  outremer::dice::Rng rng(2026);
  int refused = 0;
  // A smoke test on every run; tests/fuzz/fuzz_table_binary searches far more widely.
  const int mutations = 300;
  for (int i = 0; i < mutations; ++i) {
    std::string bytes(real);
    const uint32_t changes = 1 + rng.below(4);
    for (uint32_t c = 0; c < changes; ++c) {
      bytes[rng.below(static_cast<uint32_t>(bytes.size()))] = static_cast<char>(rng.below(256));
    }
    try {
      // What is read must also make a table set: its roll index trusts the ranges.
      const TableSet set(fromBinary(bytes));
    } catch (const TableBinaryError&) {
      ++refused;
    }
  }
  INFO(refused << " of " << mutations << " mutations refused");
  CHECK(refused > mutations / 4);
}
