#include "util/json_error.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using outremer::util::plainJsonError;

TEST_CASE("a JSON parse error is told as line:column and the reason, without the library's tag") {
  std::string what;
  try {
    const auto parsed = nlohmann::json::parse("{\"day\": 1,\n \"name\": \"Den");
    what = parsed.dump();
  } catch (const nlohmann::json::parse_error& error) {
    what = error.what();
  }
  REQUIRE(what.starts_with("[json.exception.parse_error.101]"));
  const std::string plain = plainJsonError(what);
  CHECK(plain.starts_with("2:14: syntax error while parsing value - invalid string"));
  CHECK(plain.find("json.exception") == std::string::npos);
}

TEST_CASE("other JSON errors lose only their tag, and other text is left as it is") {
  CHECK(plainJsonError("[json.exception.type_error.302] type must be number, but is string") ==
        "type must be number, but is string");
  CHECK(plainJsonError("save.seed: missing") == "save.seed: missing");
}
