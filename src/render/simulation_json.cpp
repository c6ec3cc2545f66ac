// The pieces the simulation reports' JSON share, written and read back.
#include "render/simulation_json.hpp"

#include <nlohmann/json.hpp>
#include <charconv>
#include <cmath>
#include <limits>

#include "render/simulation_report.hpp"

namespace outremer::render::simulation_json {

using campaign::Sums;
using Json = nlohmann::json;

// |x| rounded to |places| decimals: the report's figures, not the doubles' noise.
nlohmann::ordered_json rounded(double x, int places) {
  const double scale = std::pow(10.0, places);
  return std::round(x * scale) / scale;
}

void writeInterval(codec::JsonWriter& w, const std::optional<campaign::Interval>& interval, int places) {
  if (!interval) {
    w.key("low").null().key("high").null();
    return;
  }
  w.key("low").value(rounded(interval->low, places)).key("high").value(rounded(interval->high, places));
}

void writeShare(codec::JsonWriter& w, uint64_t k, uint64_t n) {
  w.member("runs", k);
  if (n == 0) {
    w.key("share").null();
    writeInterval(w, std::nullopt, 4);
    return;
  }
  const campaign::Interval share = campaign::wilsonInterval(k, n);
  w.key("share").value(rounded(share.estimate, 4));
  writeInterval(w, share, 4);
}

void writeSums(codec::JsonWriter& w, const Sums& s) {
  w.beginObject().member("count", s.count).member("sum", s.sum).member("squares", s.squares);
  w.member("least", s.least).member("most", s.most);
  w.key("mean").value(rounded(campaign::meanOf(s), 3));
  writeInterval(w, campaign::meanInterval(s), 3);
  w.endObject();
}

[[noreturn]] void refuse(const std::string& path, const std::string& what) {
  throw SimulationFormatError(path + ": " + what);
}

// The member |key| of the object at |path|.
const Json& field(const Json& object, const std::string& path, const char* key) {
  if (!object.is_object()) refuse(path, std::string("expected an object, found ") + object.type_name());
  const auto found = object.find(key);
  if (found == object.end()) refuse(path + "." + key, "missing");
  return *found;
}

int64_t whole(const Json& object, const std::string& path, const char* key, int64_t least) {
  const Json& value = field(object, path, key);
  const std::string at = path + "." + key;
  if (!value.is_number_integer()) {
    refuse(at, std::string("expected a whole number, found ") + value.type_name());
  }
  if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t{std::numeric_limits<int64_t>::max()}) {
    refuse(at, value.dump() + " is too large");
  }
  const auto x = value.get<int64_t>();
  if (x < least) refuse(at, value.dump() + " is below " + std::to_string(least));
  return x;
}

uint64_t count(const Json& object, const std::string& path, const char* key) {
  return static_cast<uint64_t>(whole(object, path, key));
}

std::string text(const Json& object, const std::string& path, const char* key) {
  const Json& value = field(object, path, key);
  if (!value.is_string()) {
    refuse(path + "." + key, std::string("expected a string, found ") + value.type_name());
  }
  return value.get<std::string>();
}

const Json& list(const Json& object, const std::string& path, const char* key, size_t size) {
  const Json& value = field(object, path, key);
  if (!value.is_array()) refuse(path + "." + key, std::string("expected a list, found ") + value.type_name());
  if (size != 0 && value.size() != size) {
    refuse(path + "." + key,
           "expected " + std::to_string(size) + " items, found " + std::to_string(value.size()));
  }
  return value;
}

// Sums of |runs| values, as writeSums wrote them.
Sums readSums(const Json& object, const std::string& path, const char* key, uint64_t runs) {
  const std::string at = path + "." + key;
  const Json& value = field(object, path, key);
  Sums s;
  s.count = count(value, at, "count");
  s.sum = whole(value, at, "sum", std::numeric_limits<int64_t>::min());
  s.squares = whole(value, at, "squares");
  s.least = whole(value, at, "least", std::numeric_limits<int64_t>::min());
  s.most = whole(value, at, "most", std::numeric_limits<int64_t>::min());
  if (s.count != runs) {
    refuse(at + ".count", std::to_string(s.count) + " is not the runs counted, " + std::to_string(runs));
  }
  if (s.least > s.most) refuse(at + ".least", "above most");
  return s;
}

uint64_t readSeed(const Json& j, const std::string& path) {
  const std::string seed = text(j, path, "seed");
  uint64_t value = 0;
  const char* end = seed.data() + seed.size();
  const auto read = std::from_chars(seed.data(), end, value);
  // As written: digits alone, without leading zeros.
  if (read.ec != std::errc{} || read.ptr != end || std::to_string(value) != seed) {
    refuse(path + ".seed",
           "'" + seed + "' is not a seed (a whole number from 0 to 18446744073709551615, as text)");
  }
  return value;
}

}  // namespace outremer::render::simulation_json
