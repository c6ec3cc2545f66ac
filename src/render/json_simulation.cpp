// A simulation's report as JSON, and back: the sums are what a merge reads; the shares and
// means beside them are for readers, worked out again from the sums.
#include <charconv>
#include <cmath>
#include <limits>

#include "render/simulation_report.hpp"

namespace outremer::render {

using campaign::Ending;
using campaign::Sums;
using nlohmann::json;

namespace {

constexpr int kVersion = 1;

// The endings by their word in the report; none is a pilgrimage still on the road at the caps.
std::string_view endingWord(Ending e) { return e == Ending::none ? "on-the-road" : campaign::nameOf(e); }

// |x| rounded to |places| decimals: the report's figures, not the doubles' noise.
nlohmann::ordered_json rounded(double x, int places) {
  const double scale = std::pow(10.0, places);
  return std::round(x * scale) / scale;
}

void writeInterval(JsonWriter& w, const std::optional<campaign::Interval>& interval, int places) {
  if (!interval) {
    w.key("low").null().key("high").null();
    return;
  }
  w.key("low").value(rounded(interval->low, places)).key("high").value(rounded(interval->high, places));
}

void writeShare(JsonWriter& w, uint64_t k, uint64_t n) {
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

void writeSums(JsonWriter& w, const Sums& s) {
  w.beginObject().member("count", s.count).member("sum", s.sum).member("squares", s.squares);
  w.member("least", s.least).member("most", s.most);
  w.key("mean").value(rounded(campaign::meanOf(s), 3));
  writeInterval(w, campaign::meanInterval(s), 3);
  w.endObject();
}

}  // namespace

std::vector<PlaceName> placeNames(const campaign::Places& places) {
  std::vector<PlaceName> names;
  for (const campaign::Hex* hex : places.hexes()) names.push_back({hex->id, hex->name});
  return names;
}

void writeJson(JsonWriter& w, const SimulationReport& r) {
  const campaign::SimulationTally& t = r.tally;
  w.beginObject().member("outremer", "simulation").member("version", kVersion).member("command", r.command);
  w.member("seed", std::to_string(r.spec.seed)).member("policy", campaign::nameOf(r.spec.policy));
  w.key("group");
  if (r.spec.group.empty()) {
    w.null();
  } else {
    w.value(r.spec.group);
  }
  w.member("runs", r.spec.runs).member("first", r.first).member("count", t.runs());
  w.key("caps").beginObject().member("days", campaign::kSimulatedDays);
  w.member("answers", campaign::kSimulatedAnswers).endObject();
  w.key("endings").beginArray();
  for (const Ending e : campaign::kReportedEndings) {
    w.beginObject().member("ending", endingWord(e));
    writeShare(w, t.endings[static_cast<size_t>(e)], t.runs());
    w.endObject();
  }
  w.endArray().key("measures").beginObject();
  const std::pair<const char*, const Sums*> measures[] = {
      {"day", &t.day},       {"survivors", &t.survivors},   {"purse", &t.purse},
      {"renown", &t.renown}, {"encounters", &t.encounters}, {"deaths", &t.deaths}};
  for (const auto& [name, sums] : measures) {
    w.key(name);
    writeSums(w, *sums);
  }
  w.endObject().key("places").beginArray();
  for (size_t i = 0; i < r.places.size(); ++i) {
    const campaign::PlaceTally& p = t.places[i];
    w.beginObject()
        .member("id", r.places[i].id)
        .member("name", r.places[i].name)
        .key("reached")
        .beginObject();
    writeShare(w, p.reached, t.runs());
    w.endObject().key("encounters");
    writeSums(w, p.encounters);
    w.key("deaths");
    writeSums(w, p.deaths);
    w.endObject();
  }
  w.endArray().endObject();
}

namespace {

[[noreturn]] void refuse(const std::string& path, const std::string& what) {
  throw SimulationFormatError(path + ": " + what);
}

// The member |key| of the object at |path|.
const json& field(const json& object, const std::string& path, const char* key) {
  if (!object.is_object()) refuse(path, std::string("expected an object, found ") + object.type_name());
  const auto found = object.find(key);
  if (found == object.end()) refuse(path + "." + key, "missing");
  return *found;
}

int64_t whole(const json& object, const std::string& path, const char* key, int64_t least = 0) {
  const json& value = field(object, path, key);
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

uint64_t count(const json& object, const std::string& path, const char* key) {
  return static_cast<uint64_t>(whole(object, path, key));
}

std::string text(const json& object, const std::string& path, const char* key) {
  const json& value = field(object, path, key);
  if (!value.is_string()) {
    refuse(path + "." + key, std::string("expected a string, found ") + value.type_name());
  }
  return value.get<std::string>();
}

const json& list(const json& object, const std::string& path, const char* key, size_t size) {
  const json& value = field(object, path, key);
  if (!value.is_array()) refuse(path + "." + key, std::string("expected a list, found ") + value.type_name());
  if (size != 0 && value.size() != size) {
    refuse(path + "." + key,
           "expected " + std::to_string(size) + " items, found " + std::to_string(value.size()));
  }
  return value;
}

// Sums of |runs| values, as writeSums wrote them.
Sums readSums(const json& object, const std::string& path, const char* key, uint64_t runs) {
  const std::string at = path + "." + key;
  const json& value = field(object, path, key);
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

uint64_t readSeed(const json& j) {
  const std::string seed = text(j, "simulation", "seed");
  uint64_t value = 0;
  const char* end = seed.data() + seed.size();
  const auto read = std::from_chars(seed.data(), end, value);
  // As written: digits alone, without leading zeros.
  if (read.ec != std::errc{} || read.ptr != end || std::to_string(value) != seed) {
    refuse("simulation.seed",
           "'" + seed + "' is not a seed (a whole number from 0 to 18446744073709551615, as text)");
  }
  return value;
}

campaign::SimulationSpec readSpec(const json& j) {
  campaign::SimulationSpec spec;
  spec.seed = readSeed(j);
  const std::string policy = text(j, "simulation", "policy");
  const std::optional<campaign::Policy> read = campaign::readPolicy(policy);
  if (!read) refuse("simulation.policy", "'" + policy + "' is not cautious or bold");
  spec.policy = *read;
  const json& group = field(j, "simulation", "group");
  if (!group.is_null()) spec.group = text(j, "simulation", "group");
  spec.runs = count(j, "simulation", "runs");
  return spec;
}

}  // namespace

SimulationReport simulationFromJson(const json& j) {
  if (!j.is_object() || j.value("outremer", "") != "simulation") {
    throw SimulationFormatError("not an outremer simulation report (--format json of 'outremer simulate')");
  }
  if (whole(j, "simulation", "version") != kVersion) {
    refuse("simulation.version", field(j, "simulation", "version").dump() +
                                     " is not a version this outremer reads (" + std::to_string(kVersion) +
                                     ")");
  }
  SimulationReport r;
  r.spec = readSpec(j);
  r.command = text(j, "simulation", "command");
  r.first = count(j, "simulation", "first");
  const uint64_t runs = count(j, "simulation", "count");
  if (runs == 0 || runs > r.spec.runs || r.first > r.spec.runs - runs) {
    refuse("simulation.count", "runs " + std::to_string(r.first) + " to " + std::to_string(r.first + runs) +
                                   " (less one) are not runs of a simulation of " +
                                   std::to_string(r.spec.runs));
  }
  campaign::SimulationTally& t = r.tally;
  const json& endings = list(j, "simulation", "endings", campaign::kEndings);
  uint64_t ended = 0;
  for (size_t i = 0; i < campaign::kEndings; ++i) {
    const Ending e = campaign::kReportedEndings[i];
    const std::string at = "simulation.endings[" + std::to_string(i) + "]";
    if (text(endings[i], at, "ending") != endingWord(e)) {
      refuse(at + ".ending", "expected " + std::string(endingWord(e)));
    }
    t.endings[static_cast<size_t>(e)] = count(endings[i], at, "runs");
    ended += t.endings[static_cast<size_t>(e)];
  }
  if (ended != runs) {
    refuse("simulation.endings",
           "the endings add up to " + std::to_string(ended) + ", not " + std::to_string(runs));
  }
  const json& measures = field(j, "simulation", "measures");
  const std::string m = "simulation.measures";
  t.day = readSums(measures, m, "day", runs);
  t.survivors = readSums(measures, m, "survivors", runs);
  t.purse = readSums(measures, m, "purse", runs);
  t.renown = readSums(measures, m, "renown", runs);
  t.encounters = readSums(measures, m, "encounters", runs);
  t.deaths = readSums(measures, m, "deaths", runs);
  const json& places = list(j, "simulation", "places", 0);
  for (size_t i = 0; i < places.size(); ++i) {
    const std::string at = "simulation.places[" + std::to_string(i) + "]";
    r.places.push_back({text(places[i], at, "id"), text(places[i], at, "name")});
    campaign::PlaceTally p;
    p.reached = count(field(places[i], at, "reached"), at + ".reached", "runs");
    if (p.reached > runs) refuse(at + ".reached.runs", "more than the runs counted");
    p.encounters = readSums(places[i], at, "encounters", runs);
    p.deaths = readSums(places[i], at, "deaths", runs);
    t.places.push_back(p);
  }
  return r;
}

}  // namespace outremer::render
