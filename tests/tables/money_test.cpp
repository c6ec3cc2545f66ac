#include "tables/money.hpp"

#include <catch2/catch.hpp>

using outremer::tables::Money;

TEST_CASE("the book's coins: 25 CC = 1 SC, 5 SC = 1 SF, 5 SF = 1 GF") {
  CHECK(Money::parse("1SC").copper == 25);
  CHECK(Money::parse("1SF").copper == 125);
  CHECK(Money::parse("1GF").copper == 625);
  CHECK(Money::parse("25SC").copper == Money::parse("1GF").copper);
  CHECK(Money::parse("1SC, 5CC").copper == 30);
  CHECK(Money::parse("3GF 2SF").copper == 3 * 625 + 250);
  CHECK(Money::parse("-").copper == 0);
}

TEST_CASE("money is always shown normalised") {
  CHECK(Money{0}.normalised() == "0CC");
  CHECK(Money{30}.normalised() == "1SC 5CC");
  CHECK(Money{625 + 125 + 25 + 1}.normalised() == "1GF 1SF 1SC 1CC");
  CHECK(Money::parse("26SC").normalised() == "1GF 1SC");
  CHECK(Money{-30}.normalised() == "owes 1SC 5CC");
  // The longest words there are: every coin of the largest sum, either way.
  CHECK(Money{INT64_MAX}.normalised() == "14757395258967641GF 1SF 2SC 7CC");
  CHECK(Money{INT64_MIN}.normalised() == "owes 14757395258967641GF 1SF 2SC 8CC");
}

TEST_CASE("unreadable money names what it could not read") {
  CHECK_THROWS_WITH(Money::parse("3 ducats"),
                    "cannot read '3 ducats' as coins (expected e.g. '1GF', '2SF 1SC', '5CC')");
  CHECK_THROWS_AS(Money::parse(""), std::invalid_argument);
}
