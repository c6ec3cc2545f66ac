// A simulation's report as JSON, and back: the sums are what a merge reads; the shares and
// means beside them are for readers, worked out again from the sums.
#include <nlohmann/json.hpp>
#include <limits>

#include "render/simulation_json.hpp"
#include "render/simulation_report.hpp"

namespace outremer::render {

using campaign::Ending;
using campaign::Sums;
using Json = nlohmann::json;
using namespace simulation_json;

namespace {

constexpr int kVersion = 1;

// The endings by their word in the report; none is a pilgrimage still on the road at the caps.
std::string_view endingWord(Ending e) { return e == Ending::none ? "on-the-road" : campaign::nameOf(e); }

}  // namespace

std::vector<PlaceName> placeNames(const campaign::Places& places) {
  std::vector<PlaceName> names;
  for (const campaign::Hex* hex : places.hexes()) names.push_back({hex->id, hex->name});
  return names;
}

void writeJson(codec::JsonWriter& w, const SimulationReport& r) {
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
    w.endObject().key("ended").beginObject();
    writeShare(w, p.ended, t.runs());
    w.endObject().key("encounters");
    writeSums(w, p.encounters);
    w.key("deaths");
    writeSums(w, p.deaths);
    w.endObject();
  }
  w.endArray().endObject();
}

namespace {

campaign::SimulationSpec readSpec(const Json& j) {
  campaign::SimulationSpec spec;
  spec.seed = readSeed(j, "simulation");
  const std::string policy = text(j, "simulation", "policy");
  const std::optional<campaign::Policy> read = campaign::readPolicy(policy);
  if (!read) refuse("simulation.policy", "'" + policy + "' is not cautious or bold");
  spec.policy = *read;
  const Json& group = field(j, "simulation", "group");
  if (!group.is_null()) spec.group = text(j, "simulation", "group");
  spec.runs = count(j, "simulation", "runs");
  return spec;
}

}  // namespace

SimulationReport simulationFromJson(const Json& j) {
  if (!j.is_object() || j.value("outremer", "") != "simulation") {
    throw SimulationFormatError("not an outremer simulation report (--format Json of 'outremer simulate')");
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
  const Json& endings = list(j, "simulation", "endings", campaign::kEndings);
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
  const Json& measures = field(j, "simulation", "measures");
  const std::string m = "simulation.measures";
  t.day = readSums(measures, m, "day", runs);
  t.survivors = readSums(measures, m, "survivors", runs);
  t.purse = readSums(measures, m, "purse", runs);
  t.renown = readSums(measures, m, "renown", runs);
  t.encounters = readSums(measures, m, "encounters", runs);
  t.deaths = readSums(measures, m, "deaths", runs);
  const Json& places = list(j, "simulation", "places", 0);
  for (size_t i = 0; i < places.size(); ++i) {
    const std::string at = "simulation.places[" + std::to_string(i) + "]";
    r.places.push_back({text(places[i], at, "id"), text(places[i], at, "name")});
    campaign::PlaceTally p;
    p.reached = count(field(places[i], at, "reached"), at + ".reached", "runs");
    if (p.reached > runs) refuse(at + ".reached.runs", "more than the runs counted");
    p.ended = count(field(places[i], at, "ended"), at + ".ended", "runs");
    if (p.ended > p.reached) refuse(at + ".ended.runs", "more than the runs that reached the hex");
    p.encounters = readSums(places[i], at, "encounters", runs);
    p.deaths = readSums(places[i], at, "deaths", runs);
    t.places.push_back(p);
  }
  return r;
}

}  // namespace outremer::render
