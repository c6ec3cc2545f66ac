#include "tables/field_value.hpp"

#include <catch2/catch.hpp>

using namespace outremer::tables;

TEST_CASE("number, percent and range values read one way for the validator and the generators") {
  CHECK(readNumber("+0.5") == 0.5);
  CHECK(readNumber("-1.5") == -1.5);
  CHECK_FALSE(readNumber("one").has_value());
  CHECK_FALSE(readNumber("").has_value());
  CHECK(readPercent("35") == 35);
  CHECK(readPercent("35%") == 35);
  CHECK_FALSE(readPercent("140").has_value());
  CHECK_FALSE(readPercent("3.5").has_value());
  CHECK(readSpan("24-36") == std::pair{24, 36});
  CHECK_FALSE(readSpan("36-24").has_value());
  CHECK_FALSE(readSpan("24").has_value());
  CHECK_FALSE(readSpan("24-x").has_value());
}
