#include "dice/dice_expression.hpp"

#include <catch2/catch.hpp>

#include "dice/roll_format.hpp"

using namespace outremer::dice;

TEST_CASE("dice expressions read the way the tables print them") {
  CHECK(DiceExpression::parse("d6").minimum() == 1);
  CHECK(DiceExpression::parse("d6").maximum() == 6);
  CHECK(DiceExpression::parse("2d6").maximum() == 12);
  CHECK(DiceExpression::parse("d20+10").minimum() == 12);
  CHECK(DiceExpression::parse("d20+10").maximum() == 30);
  CHECK(DiceExpression::parse("d10+5").minimum() == 6);
  CHECK(DiceExpression::parse("d20-10").minimum() == -8);
  CHECK(DiceExpression::parse("d100").maximum() == 100);
  CHECK(DiceExpression::parse("3").minimum() == 3);
  CHECK(DiceExpression::parse("d6 (minus 3 from die roll)").minimum() == -2);
  CHECK(DiceExpression::parse("d6 (minus 3 from die roll)").maximum() == 3);
  CHECK(DiceExpression::parse(" d20 + 5 ").maximum() == 25);
}

TEST_CASE("bad dice expressions name the character where they go wrong") {
  auto columnOf = [](const char* text) {
    try {
      DiceExpression::parse(text);
    } catch (const DiceSyntaxError& error) {
      return error.column();
    }
    return 0;
  };
  CHECK(columnOf("") == 1);
  CHECK(columnOf("d") == 2);
  CHECK(columnOf("d6+") == 4);
  CHECK(columnOf("d6 x") == 4);
  CHECK(columnOf("d1") == 3);
  CHECK(columnOf("d6 (plus 3)") == 4);
  CHECK_THROWS_WITH(DiceExpression::parse("d20+"), "expected a number or a die such as 'd6'");
}

TEST_CASE("a roll shows every die and the total") {
  Rng rng(7);
  const Roll roll = DiceExpression::parse("d20+10").roll(rng);
  REQUIRE(roll.terms.size() == 2);
  REQUIRE(roll.dice.size() == 1);
  const DieRoll& d20 = roll.dice[0];
  CHECK(d20.faceCount == 2);
  CHECK(d20.value == d20.faces[0] + d20.faces[1]);
  CHECK(roll.total == d20.value + 10);
  CHECK(formatRoll(roll) == "d20+10: " + std::to_string(d20.faces[0]) + "+" +
                                std::to_string(d20.faces[1]) + " +10 = " + std::to_string(roll.total));
}

TEST_CASE("a count below zero is zero") {
  Rng rng(1);
  for (int i = 0; i < 200; ++i) {
    const Roll roll = DiceExpression::parse("d6 (minus 5 from die roll)").roll(rng);
    REQUIRE(roll.total >= -4);
    REQUIRE(roll.count() == std::max(0, roll.total));
    if (roll.total < 0) REQUIRE(formatRoll(roll).ends_with(", count 0"));
  }
}

TEST_CASE("d100 rolls show the tens and the units die") {
  Roll roll;
  roll.expression = "d100";
  Term term;
  term.count = 1;
  term.die = Die{100};
  roll.terms.push_back(term);
  roll.dice.push_back(readDicePair(100, 0));
  roll.total = 100;
  CHECK(formatRoll(roll) == "d100: 0,0 = 100");
}

TEST_CASE("dice expressions are bounded: 100 dice, 1000 sides, modifiers of 10000, 100 terms") {
  CHECK(DiceExpression::parse("100d6").maximum() == 600);
  CHECK(DiceExpression::parse("50d6+50d1000").maximum() == 50300);
  CHECK(DiceExpression::parse("d1000+10000").maximum() == 11000);
  CHECK(DiceExpression::parse("d6+5000-5000").minimum() == 1);
  CHECK_THROWS_WITH(DiceExpression::parse("101d6"), "at most 100 dice in all");
  CHECK_THROWS_WITH(DiceExpression::parse("60d6+41d10"), "at most 100 dice in all");
  CHECK_THROWS_WITH(DiceExpression::parse("d1001"), "a die has at most 1000 sides");
  CHECK_THROWS_WITH(DiceExpression::parse("1000d999999"), "a die has at most 1000 sides");
  CHECK_THROWS_WITH(DiceExpression::parse("d6+10001"), "the numbers added and taken away come to more than 10000");
  CHECK_THROWS_WITH(DiceExpression::parse("d6+5000-5001"), "the numbers added and taken away come to more than 10000");
  CHECK_THROWS_WITH(DiceExpression::parse("d6 (minus 10001 from die roll)"),
                    "the numbers added and taken away come to more than 10000");
  std::string terms = "d6";
  for (int i = 1; i < 100; ++i) terms += "+0";
  CHECK(DiceExpression::parse(terms).terms().size() == 100);
  CHECK_THROWS_WITH(DiceExpression::parse(terms + "+0"), "at most 100 terms");
}
