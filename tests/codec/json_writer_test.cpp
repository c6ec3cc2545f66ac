#include "codec/json_writer.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

using nlohmann::ordered_json;
using outremer::codec::appendCompactJson;
using outremer::codec::JsonWriter;

namespace {

std::string compact(const ordered_json& value) {
  std::string out = "prefix:";
  appendCompactJson(out, value);
  return out.substr(7);
}

const std::vector<ordered_json>& samples() {
  static const std::vector<ordered_json> values = {
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
      "plain text, long enough to take the sixteen-bytes-at-a-time path",
      "quote \" backslash \\ slash / tab \t newline \n bell \a del \x7f",
      "exactly8",
      "\x1f at the start",
      "back\bform\fcarriage\rreturn, and sixteen bytes on a quote \" then caf\xc3\xa9 \xf0\x9f\x90\x8e\x01",
      "fifteen bytes!!",
      "sixteen bytes!!!",
      "seventeen bytes!\"",
      "Saladin \xd8\xb5\xd9\x84\xd8\xa7\xd8\xad \xe2\x80\x94 caf\xc3\xa9",
      ordered_json::parse(R"({"b":1,"a":[1,2,{"x":null,"y":[true,false]}],"c":{"d":"e\u0001"},"z":[]})"),
      ordered_json{{"key with \"quotes\"", "v"}, {"", ordered_json::array({1, "two", 3.25})}},
      ordered_json::parse(R"({"empty":{},"list":[[],{},[[1]],{"a":{"b":[]}}],"last":null})"),
  };
  return values;
}

}  // namespace

TEST_CASE("appendCompactJson writes exactly what dump() writes") {
  for (const ordered_json& value : samples()) {
    INFO(value.dump());
    CHECK(compact(value) == value.dump());
  }
}

TEST_CASE("JsonWriter writes a string of every length up to past thirty-two whole, as dump() does") {
  // Each length is copied its own way (one byte, two words of 2, 4 or 8 overlapping, or
  // sixteen at a time with the last sixteen overlapping): every byte must come out where it
  // was.
  std::string text;
  for (size_t size = 0; size <= 40; ++size) {
    INFO("length " << size);
    CHECK(compact(text) == ordered_json(text).dump());
    text += static_cast<char>('a' + size % 26);
  }
}

TEST_CASE("JsonWriter finds a byte to escape or check wherever it lies in a string") {
  // A quote, a control character and a letter of UTF-8 at every place of strings of every
  // length to past thirty-two: in the short form, in a whole sixteen, and in the last
  // sixteen, which overlaps the ones before.
  for (const std::string special : {"\"", "\x01", "\xc3\xa9"}) {
    for (size_t size = 0; size <= 40; ++size) {
      for (size_t at = 0; at <= size; ++at) {
        const std::string text = std::string(at, 'x') + special + std::string(size - at, 'y');
        INFO("length " << text.size() << ", special at " << at);
        CHECK(compact(text) == ordered_json(text).dump());
      }
    }
  }
}

TEST_CASE("JsonWriter with an indent writes exactly what dump(2) writes") {
  for (const ordered_json& value : samples()) {
    INFO(value.dump());
    std::string out;
    JsonWriter(out, 2).value(value);
    CHECK(out == value.dump(2));
  }
}

TEST_CASE("JsonWriter builds a document member by member as dump() would write it") {
  std::string compact;
  std::string pretty;
  for (std::string* out : {&compact, &pretty}) {
    JsonWriter w(*out, out == &pretty ? 2 : -1);
    w.beginObject().member("a", 1).member("b", std::optional<int>{}).memberIfAny("skipped", "");
    w.key("list").beginArray().value("x").beginObject().endObject().beginArray().value(true).endArray().endArray();
    w.member("n", uint64_t{7}).member("f", -0.25).endObject();
  }
  const ordered_json expected = ordered_json::parse(R"({"a":1,"b":null,"list":["x",{},[true]],"n":7,"f":-0.25})");
  CHECK(compact == expected.dump());
  CHECK(pretty == expected.dump(2));
}

TEST_CASE("JsonWriter writes a whole number as dump() does, one digit or twenty") {
  for (const int64_t n :
       {int64_t{-10}, int64_t{-1}, int64_t{0}, int64_t{9}, int64_t{10}, INT64_MIN, INT64_MAX}) {
    std::string out;
    JsonWriter(out).value(n);
    CHECK(out == ordered_json(n).dump());
  }
  for (const uint64_t n : {uint64_t{0}, uint64_t{9}, uint64_t{10}, UINT64_MAX}) {
    std::string out;
    JsonWriter(out).value(n);
    CHECK(out == ordered_json(n).dump());
  }
}

TEST_CASE("appendCompactJson refuses invalid UTF-8 as dump() does") {
  const ordered_json bad = std::string("caf\xc3");
  std::string out;
  CHECK_THROWS_AS(appendCompactJson(out, bad), nlohmann::json::type_error);
  CHECK_THROWS_AS(bad.dump(), nlohmann::json::type_error);
  // Found after escapes were written: none of them is left behind.
  const ordered_json late = std::string("tab\tquote\" caf\xc3\xa9 \xe2\x80");
  CHECK_THROWS_AS(appendCompactJson(out, late), nlohmann::json::type_error);
  CHECK(out.empty());
}

TEST_CASE("JsonWriter writes a fraction as dump() does, and one that is not finite as null") {
  for (const double x : {0.5, -1e300, 3.0, 0.1234, 1e-7, 12345678.9}) {
    std::string out;
    JsonWriter(out).value(x);
    CHECK(out == ordered_json(x).dump());
  }
  std::string out;
  JsonWriter(out).beginArray().value(std::numeric_limits<double>::quiet_NaN()).value(-HUGE_VAL).endArray();
  CHECK(out == "[null,null]");
}
