#include "tables/file_text.hpp"

#include <catch2/catch.hpp>

using namespace outremer::tables;

TEST_CASE("quoted text shows control characters and stray bytes escaped") {
  CHECK(quoted("storm") == "'storm'");
  CHECK(quoted("caf\xc3\xa9") == "'caf\xc3\xa9'");
  CHECK(quoted(std::string("a\0b\x1b[31mc\xff", 10)) == "'a\\x00b\\x1b[31mc\\xff'");
  CHECK(quoted("two\nlines\ttab") == "'two\\nlines\\ttab'");
  CHECK(quoted("say \"hi\" \\ there") == "'say \"hi\" \\\\ there'");
}

TEST_CASE("quoted text is cut after 60 bytes, never inside a character") {
  CHECK(quoted(std::string(60, 'x')) == "'" + std::string(60, 'x') + "'");
  CHECK(quoted(std::string(1000000, 'x')) == "'" + std::string(60, 'x') + "...'");
  // 59 bytes, then a two-byte character that the cut would split: it goes whole.
  CHECK(quoted(std::string(59, 'x') + "\xc3\xa9" + "yyy") == "'" + std::string(59, 'x') + "...'");
}

TEST_CASE("the first character a table may not hold is found with what it is") {
  CHECK_FALSE(firstBadCharacter("tables:\n\t- x\r\n caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2", "\t\n\r"));
  const auto stray = firstBadCharacter("ok\xe9t\xe9", "\t\n\r");  // Latin-1, not UTF-8
  REQUIRE(stray);
  CHECK(stray->offset == 2);
  CHECK(stray->description == "byte \\xe9 is not UTF-8");
  const auto escape = firstBadCharacter("red \x1b[31m", "\t\n\r");
  REQUIRE(escape);
  CHECK(escape->offset == 4);
  CHECK(escape->description == "control character \\x1b");
  CHECK(firstBadCharacter(std::string("a\0", 2), "\t\n\r")->description == "control character \\x00");
  CHECK(firstBadCharacter("a\r", "\t\n")->offset == 1);
  CHECK(firstBadCharacter("next \xc2\x85 line", "\t\n\r")->description == "control character \\x85");
}

TEST_CASE("overlong forms, surrogates and cut characters are not UTF-8") {
  for (const char* bad : {"\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "\x80"}) {
    CAPTURE(bad);
    const auto found = firstBadCharacter(bad, "");
    REQUIRE(found);
    CHECK(found->offset == 0);
    CHECK(found->description.ends_with("is not UTF-8"));
  }
}
