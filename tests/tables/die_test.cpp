#include "tables/die.hpp"

#include <catch2/catch.hpp>

using namespace outremer::tables;
using outremer::dice::Die;

TEST_CASE("printed ranges read the book's way") {
  CHECK(readDieRange("01-30", Die{100}).low == 1);
  CHECK(readDieRange("01-30", Die{100}).high == 30);
  CHECK(readDieRange("81-00", Die{100}).high == 100);
  CHECK(readDieRange("00", Die{100}).low == 100);
  CHECK(readDieRange("06+", Die{100}).low == 6);
  CHECK(readDieRange("06+", Die{100}).high == 100);
  CHECK(readDieRange("1 - 4", Die{10}).high == 4);
  CHECK(readDieRange("0", Die{10}).low == 10);
  CHECK(readDieRange("10", Die{10}).low == 10);
}

TEST_CASE("ranges off the die or unreadable are refused with a reason") {
  CHECK_THROWS_WITH(readDieRange("0", Die{6}), "range '0' lies outside d6 (1..6)");
  CHECK_THROWS_WITH(readDieRange("1", Die{20}), "range '1' lies outside d20 (2..20)");
  CHECK_THROWS_WITH(readDieRange("30-10", Die{100}), "range '30-10' runs backwards");
  CHECK_THROWS_WITH(readDieRange("ten", Die{100}),
                    "cannot read range 'ten' (expected e.g. '01-30', '81-00', '06+' or '5')");
}

TEST_CASE("only the book's dice name a table's die") {
  CHECK(dieNamed("d100")->sides == 100);
  CHECK(dieNamed("d20")->minimum() == 2);
  CHECK_FALSE(dieNamed("d8").has_value());
}

TEST_CASE("a range lies on a die when it runs forwards within the die's faces") {
  CHECK(liesOn(DieRange{2, 20, "2-20"}, Die{20}));
  CHECK_FALSE(liesOn(DieRange{1, 5, "1-5"}, Die{20}));
  CHECK_FALSE(liesOn(DieRange{5, 7, "5-7"}, Die{6}));
  CHECK_FALSE(liesOn(DieRange{4, 3, "4-3"}, Die{6}));
  CHECK(isTableDie(Die{100}));
  CHECK_FALSE(isTableDie(Die{8}));
}
