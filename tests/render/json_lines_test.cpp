#include "render/json_lines.hpp"

#include <catch2/catch.hpp>

using nlohmann::ordered_json;
using outremer::render::appendCompactJson;

namespace {

std::string compact(const ordered_json& value) {
  std::string out = "prefix:";
  appendCompactJson(out, value);
  return out.substr(7);
}

}  // namespace

TEST_CASE("appendCompactJson writes exactly what dump() writes") {
  const std::vector<ordered_json> values = {
      ordered_json::object(),
      ordered_json::array(),
      nullptr,
      true,
      false,
      0,
      -17,
      int64_t{-9223372036854775807LL - 1},
      uint64_t{18446744073709551615ULL},
      0.5,
      -1e300,
      3.0,
      "",
      "plain text, long enough to take the eight-bytes-at-a-time path",
      "quote \" backslash \\ slash / tab \t newline \n bell \a del \x7f",
      "exactly8",
      "\x1f at the start",
      "Saladin \xd8\xb5\xd9\x84\xd8\xa7\xd8\xad \xe2\x80\x94 caf\xc3\xa9",
      ordered_json::parse(R"({"b":1,"a":[1,2,{"x":null,"y":[true,false]}],"c":{"d":"e\u0001"},"z":[]})"),
      ordered_json{{"key with \"quotes\"", "v"}, {"", ordered_json::array({1, "two", 3.25})}},
  };
  for (const ordered_json& value : values) {
    INFO(value.dump());
    CHECK(compact(value) == value.dump());
  }
}

TEST_CASE("appendCompactJson refuses invalid UTF-8 as dump() does") {
  const ordered_json bad = std::string("caf\xc3");
  std::string out;
  CHECK_THROWS_AS(appendCompactJson(out, bad), nlohmann::json::type_error);
  CHECK_THROWS_AS(bad.dump(), nlohmann::json::type_error);
}
