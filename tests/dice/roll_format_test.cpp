#include "dice/roll_format.hpp"

#include <catch2/catch.hpp>

using namespace outremer::dice;

TEST_CASE("a die's faces read as a GM reads them aloud") {
  CHECK(formatDie({6, {4, 0}, 1, 4}) == "4");
  CHECK(formatDie({20, {3, 8}, 2, 11}) == "3+8");
  CHECK(formatDie({100, {5, 4}, 2, 54}) == "5,4");
  CHECK(formatDie({100, {0, 0}, 2, 100}) == "0,0");
}

TEST_CASE("a die thrown on its own is appended as its sides, faces and value") {
  std::string text = "rolled ";
  appendThrow(text, {100, {4, 0}, 2, 40});
  CHECK(text == "rolled d100: 4,0 = 40");
  text.clear();
  appendThrow(text, {20, {10, 10}, 2, 20});
  CHECK(text == "d20: 10+10 = 20");
  text.clear();
  appendThrow(text, {6, {6, 0}, 1, 6});
  CHECK(text == "d6: 6 = 6");
  // The largest numbers an int holds still fit.
  text.clear();
  appendThrow(text, {2147483647, {-2147483647 - 1, 0}, 1, -2147483647 - 1});
  CHECK(text == "d2147483647: -2147483648 = -2147483648");
}

TEST_CASE("a whole roll reads its expression, its dice by term and its total") {
  const Term d20{1, 1, Die{20}, 0};
  const Term plusTen{1, 0, Die{}, 10};
  CHECK(formatRoll(Roll{"d20+10", {d20, plusTen}, {{20, {3, 8}, 2, 11}}, 21}) == "d20+10: 3+8 +10 = 21");
  CHECK(formatRoll(Roll{"d6", {{1, 1, Die{6}, 0}}, {{6, {4, 0}, 1, 4}}, 4}) == "d6: 4");
  const Term minusThree{-1, 0, Die{}, 3};
  CHECK(formatRoll(Roll{"d6-3", {{1, 1, Die{6}, 0}, minusThree}, {{6, {1, 0}, 1, 1}}, -2}) ==
        "d6-3: 1 -3 = -2, count 0");
}
