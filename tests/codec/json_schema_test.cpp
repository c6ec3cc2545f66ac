// Each schema in schemas/ states, with words for readers, the structure a codec form
// (codec/*.hpp) states: these tests hold the one to the other, object by object, so that a
// member added, renamed, dropped or made optional in a form shows here until the schema
// says the same.
#include "codec/json_schema.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <type_traits>
#include <variant>

#include "codec/campaign_save.hpp"
#include "codec/fight_simulation.hpp"
#include "codec/odds.hpp"
#include "codec/roll_log.hpp"
#include "codec/scenario.hpp"
#include "codec/simulation.hpp"
#include "render/kinds.hpp"  // the kinds of brief, each with its form (codec/KIND.hpp)

namespace outremer::codec {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

const json& schemaFile(const std::string& name) {
  static std::map<std::string, json> files;
  auto found = files.find(name);
  if (found == files.end()) {
    std::ifstream in(std::string(OUTREMER_SOURCE) + "/schemas/" + name);
    REQUIRE(in);
    found = files.emplace(name, json::parse(in)).first;
  }
  return found->second;
}

// A schema with where it was found, for its relative references.
struct Located {
  const json* schema;
  std::string file;
};

Located resolved(Located at) {
  while (at.schema->is_object() && at.schema->contains("$ref")) {
    const std::string ref = at.schema->at("$ref").get<std::string>();
    const size_t hash = ref.find('#');
    const std::string file = hash == 0 ? at.file : ref.substr(0, hash);
    const json& whole = schemaFile(file);
    at = {hash == std::string::npos ? &whole : &whole.at(json::json_pointer(ref.substr(hash + 1))), file};
  }
  return at;
}

std::set<std::string> typesOf(const json& schema) {
  std::set<std::string> types;
  if (schema.contains("type")) {
    if (schema["type"].is_array()) {
      for (const json& t : schema["type"]) types.insert(t.get<std::string>());
    } else {
      types.insert(schema["type"].get<std::string>());
    }
  }
  const auto typeOfValue = [](const json& v) -> std::string {
    if (v.is_string()) return "string";
    if (v.is_boolean()) return "boolean";
    if (v.is_number_integer()) return "integer";
    if (v.is_null()) return "null";
    return v.type_name();
  };
  if (schema.contains("const")) types.insert(typeOfValue(schema["const"]));
  if (schema.contains("enum")) {
    for (const json& v : schema["enum"]) types.insert(typeOfValue(v));
  }
  return types;
}

// The branches of a schema that is one of several ("oneOf"/"anyOf"), resolved.
std::vector<Located> branches(Located at) {
  at = resolved(at);
  for (const char* key : {"oneOf", "anyOf"}) {
    if (at.schema->contains(key)) {
      std::vector<Located> all;
      for (const json& branch : at.schema->at(key)) {
        for (const Located& b : branches({&branch, at.file})) all.push_back(b);
      }
      return all;
    }
  }
  return {at};
}

bool allowsNull(const std::vector<Located>& options) {
  for (const Located& o : options) {
    if (typesOf(*o.schema).contains("null")) return true;
  }
  return false;
}

std::set<std::string> keysOf(const json& object) {
  std::set<std::string> keys;
  for (const auto& [key, value] : object.items()) keys.insert(key);
  return keys;
}

std::set<std::string> namesIn(const json& list) {
  std::set<std::string> names;
  for (const json& name : list) names.insert(name.get<std::string>());
  return names;
}

void compare(const ordered_json& form, Located committed, const std::string& path, std::vector<std::string>& problems);

// |form| (no null in it) against the committed options that are not null.
void compareNonNull(const ordered_json& form, const std::vector<Located>& options, const std::string& path,
                    std::vector<std::string>& problems) {
  std::vector<Located> others;
  for (const Located& o : options) {
    std::set<std::string> types = typesOf(*o.schema);
    if (types.size() == 1 && types.contains("null")) continue;
    others.push_back(o);
  }
  if (others.size() != 1) {
    problems.push_back(path + ": the schema gives " + std::to_string(others.size()) + " forms where the codec has one");
    return;
  }
  compare(form, others[0], path, problems);
}

// An object's members and which are required, its own and those of the schemas it is
// "allOf" (a share's members beside an ending's word), each member where it was stated.
void gatherMembers(Located at, std::map<std::string, Located>& members, std::set<std::string>& required) {
  at = resolved(at);
  if (at.schema->contains("properties")) {
    for (const auto& [key, member] : at.schema->at("properties").items()) {
      // A member stated "true" beside an allOf (scenario.schema.json's head) is stated there.
      const auto [found, added] = members.insert({key, {&member, at.file}});
      if (!added && *found->second.schema == true) found->second = {&member, at.file};
    }
  }
  for (const std::string& key : namesIn(at.schema->value("required", json::array()))) required.insert(key);
  if (at.schema->contains("allOf")) {
    for (const json& part : at.schema->at("allOf")) gatherMembers({&part, at.file}, members, required);
  }
}

void compareObject(const ordered_json& form, Located committed, const std::string& path,
                   std::vector<std::string>& problems) {
  const json& schema = *committed.schema;
  // Closed to other members: by additionalProperties, or (with allOf) unevaluatedProperties.
  if (schema.value("additionalProperties", true) != false && schema.value("unevaluatedProperties", true) != false) {
    problems.push_back(path + ": the schema allows other members");
  }
  std::map<std::string, Located> properties;
  std::set<std::string> required;
  gatherMembers(committed, properties, required);
  std::set<std::string> stated;
  for (const auto& [key, member] : properties) stated.insert(key);
  const std::set<std::string> formed = keysOf(form["properties"]);
  for (const std::string& key : formed) {
    if (!stated.contains(key)) problems.push_back(path + "." + key + ": written, not in the schema");
  }
  for (const std::string& key : stated) {
    if (!formed.contains(key)) problems.push_back(path + "." + key + ": in the schema, never written");
  }
  const std::set<std::string> needed = namesIn(form["required"]);
  for (const std::string& key : needed) {
    if (!required.contains(key)) problems.push_back(path + "." + key + ": always written, not required by the schema");
  }
  for (const std::string& key : required) {
    if (!needed.contains(key)) problems.push_back(path + "." + key + ": required by the schema, not always written");
  }
  for (const auto& [key, member] : form["properties"].items()) {
    if (stated.contains(key)) compare(member, properties.at(key), path + "." + key, problems);
  }
}

void compare(const ordered_json& form, Located committed, const std::string& path, std::vector<std::string>& problems) {
  if (form.empty()) return;  // a form that says nothing of its value
  const std::vector<Located> options = branches(committed);
  if (form.contains("oneOf")) {  // null, or the value
    if (!allowsNull(options)) problems.push_back(path + ": null is written, the schema refuses it");
    compareNonNull(form["oneOf"][1], options, path, problems);
    return;
  }
  if (options.size() != 1) {
    compareNonNull(form, options, path, problems);
    return;
  }
  const Located at = options[0];
  const std::set<std::string> types = typesOf(*at.schema);
  if (form.contains("enum")) {
    const std::set<std::string> words = namesIn(form["enum"]);
    std::set<std::string> stated;
    if (at.schema->contains("enum")) stated = namesIn(at.schema->at("enum"));
    if (at.schema->contains("const")) stated = {at.schema->at("const").get<std::string>()};
    if (words != stated) problems.push_back(path + ": the words differ");
    return;
  }
  const std::string type = form["type"].get<std::string>();
  if (type == "object") {
    compareObject(form, at, path, problems);
  } else if (!types.contains(type) && !(type == "integer" && types.contains("number"))) {
    problems.push_back(path + ": written as " + type + ", the schema says otherwise");
  } else if (type == "array") {
    // Every item has the form's one form: the schema's items, and each of a fixed list's.
    if (at.schema->contains("items")) compare(form["items"], {&at.schema->at("items"), at.file}, path + "[]", problems);
    if (at.schema->contains("prefixItems")) {
      const json& prefix = at.schema->at("prefixItems");
      for (size_t i = 0; i < prefix.size(); ++i) {
        compare(form["items"], {&prefix[i], at.file}, path + "[" + std::to_string(i) + "]", problems);
      }
    }
    if (!at.schema->contains("items") && !at.schema->contains("prefixItems")) {
      problems.push_back(path + ": the schema does not say what its items are");
    }
  }
}

// T's form against |schema|, found in |file| and called |name| in the problems.
template <class T>
void checkForm(const json& schema, const std::string& file, const std::string& name) {
  std::vector<std::string> problems;
  compare(schemaOf<T>(), {&schema, file}, name, problems);
  INFO(name);
  for (const std::string& problem : problems) UNSCOPED_INFO(problem);
  CHECK(problems.empty());
}

// T's form against |file|, or against the part of it at |pointer| ("/properties/rolls").
template <class T>
void checkAgainst(const std::string& file, const std::string& pointer = "") {
  checkForm<T>(schemaFile(file).at(json::json_pointer(pointer)), file, file + pointer);
}

// Every kind of brief (render::BriefBody) against its own schema, KIND.schema.json.
template <class... Kinds>
void checkEveryKind(std::type_identity<std::variant<Kinds...>>) {
  (checkAgainst<Kinds>(std::string(kKind<Kinds>) + ".schema.json"), ...);
}

TEST_CASE("the brief schemas state the members, types and words the codec forms write") {
  checkEveryKind(std::type_identity<render::BriefBody>{});
}

// The kinds of brief, by their names.
template <class... Kinds>
std::set<std::string> kindNames(std::type_identity<std::variant<Kinds...>>) {
  return {std::string(kKind<Kinds>)...};
}

TEST_CASE("the brief schema has a branch for each kind of brief, its body under the kind's name") {
  std::set<std::string> branches;
  for (const json& branch : schemaFile("brief.schema.json").at("oneOf")) {
    const std::string kind = branch.at("properties").at("kind").at("const");
    INFO(kind);
    CHECK(branch.at("properties").at(kind).at("$ref") == kind + ".schema.json");
    CHECK(branch.at("required") == json::array({kind}));
    branches.insert(kind);
  }
  CHECK(branches == kindNames(std::type_identity<render::BriefBody>{}));
}

// One branch of a schema that is "oneOf" by kind (odds.schema.json): its own members, and
// those it takes from the whole by "true" with the whole's requirements.
json kindBranch(const std::string& file, const std::string& kind) {
  const json& whole = schemaFile(file);
  for (const json& branch : whole.at("oneOf")) {
    if (branch.at("properties").at("kind").value("const", "") != kind) continue;
    json merged = branch;
    for (auto& [key, member] : merged["properties"].items()) {
      if (member == true) member = whole.at("properties").at(key);
    }
    for (const json& key : whole.at("required")) merged["required"].push_back(key);
    return merged;
  }
  FAIL("no branch of kind " + kind);
  return {};
}

template <class T>
void checkKind(const std::string& file, const std::string& kind) {
  checkForm<T>(kindBranch(file, kind), file, file + " (" + kind + ")");
}

TEST_CASE("the odds' schema states the members, types and words of each kind's form") {
  checkKind<DiceOdds>("odds.schema.json", "dice");
  checkKind<tables::TableOdds>("odds.schema.json", "table");
  checkKind<gen::EncounterOdds>("odds.schema.json", "encounter");
  checkKind<FightOdds>("odds.schema.json", "fight");
}

TEST_CASE("the printed scenarios' schemas state the members, types and words of their forms") {
  checkAgainst<ScenarioList>("scenario-list.schema.json");
  checkAgainst<PricedScenario>("scenario.schema.json");
}

TEST_CASE("the envelope's schema states the members, types and words of the roll log's forms") {
  checkAgainst<std::vector<RollOfLog>>("brief.schema.json", "/properties/rolls");
  checkAgainst<std::vector<NumberedFootnote>>("brief.schema.json", "/properties/footnotes");
}

TEST_CASE("the save's schema states the members, types and words its codec form writes") {
  checkAgainst<campaign::State>("campaign-save.schema.json");
}

TEST_CASE("the simulation reports' schemas state the members, types and words their forms write") {
  checkAgainst<campaign::SimulationReport>("simulation.schema.json");
  checkAgainst<campaign::FightSimulationReport>("fight-simulation.schema.json");
}

// A form that drifts from its schema is caught: the comparison is not blind.
TEST_CASE("a schema that has lost a member, or gained one, or changed a type, is told apart") {
  json party = schemaFile("party.schema.json");
  std::vector<std::string> problems;
  party["properties"].erase("mules");
  party["properties"]["colour"] = {{"type", "string"}};
  party["properties"]["wagons"] = {{"type", "string"}};
  compare(schemaOf<gen::Party>(), {&party, "party.schema.json"}, "party", problems);
  CHECK_THAT(problems, Catch::Matchers::VectorContains(std::string("party.mules: written, not in the schema")));
  CHECK_THAT(problems, Catch::Matchers::VectorContains(std::string("party.colour: in the schema, never written")));
  CHECK_THAT(problems,
             Catch::Matchers::VectorContains(std::string("party.wagons: written as integer, the schema says otherwise")));
}

// An object may take members from the schemas it is "allOf" (a share's beside an ending's
// word), and a list of fixed length state each item ("prefixItems"): both are held too.
TEST_CASE("members an object takes by allOf, and each of a fixed list's items, are held to the form") {
  const json words = json(std::vector<std::string>(kEndingWords.begin(), kEndingWords.end()));
  const json ending = {{"allOf", {{{"$ref", "#/$defs/share"}}}},
                       {"properties", {{"ending", {{"enum", words}}}}},
                       {"required", {"ending"}},
                       {"unevaluatedProperties", false}};
  json list = {{"type", "array"}, {"prefixItems", {ending, ending}}};
  const ordered_json form = schemaOf<std::vector<EndingRuns>>();
  std::vector<std::string> problems;
  compare(form, {&list, "simulation.schema.json"}, "endings", problems);
  CHECK(problems.empty());
  list["prefixItems"][0]["allOf"] = json::array();
  list["prefixItems"][1].erase("unevaluatedProperties");
  compare(form, {&list, "simulation.schema.json"}, "endings", problems);
  CHECK_THAT(problems, Catch::Matchers::VectorContains(std::string("endings[0].runs: written, not in the schema")));
  CHECK_THAT(problems,
             Catch::Matchers::VectorContains(std::string("endings[0].runs: always written, not required by the schema")));
  CHECK_THAT(problems, Catch::Matchers::VectorContains(std::string("endings[1]: the schema allows other members")));
  problems.clear();
  const json unstated = {{"type", "array"}};
  compare(form, {&unstated, "simulation.schema.json"}, "endings", problems);
  CHECK(problems == std::vector<std::string>{"endings: the schema does not say what its items are"});
}

}  // namespace
}  // namespace outremer::codec
