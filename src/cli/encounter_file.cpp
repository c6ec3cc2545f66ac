#include "cli/encounter_file.hpp"

#include <nlohmann/json.hpp>

#include "cli/json_file.hpp"
#include "render/campaign_save.hpp"

namespace outremer::cli {
namespace {

using Json = nlohmann::json;

gen::EncounterGroup readGroup(const JsonFileReader& reader, const Json& group, const std::string& where) {
  if (!group.is_object()) reader.fail(where, std::string("expected an object, found ") + group.type_name());
  gen::EncounterGroup read;
  read.label = reader.text(group, where, "label");
  read.opposing = reader.boolean(group, where, "opposing");
  const Json& members = reader.field(group, where, "members", Json::value_t::array, "an array");
  for (size_t i = 0; i < members.size(); ++i) {
    const std::string at = where + ".members[" + std::to_string(i) + "]";
    try {
      read.members.push_back(render::characterFromJson(members[i], at));
    } catch (const render::SaveFormatError& error) {
      reader.fail("", error.what());
    }
  }
  read.count = static_cast<int>(read.members.size());
  return read;
}

// An optional object member: null or absent is none.
const Json* optionalObject(const JsonFileReader& reader, const Json& object, const std::string& where,
                           const char* key) {
  const auto found = object.find(key);
  if (found == object.end() || found->is_null()) return nullptr;
  if (!found->is_object()) reader.fail(where.empty() ? key : where + "." + key, std::string("expected an object or null, found ") + found->type_name());
  return &*found;
}

}  // namespace

gen::Encounter readEncounterFile(const std::string& path) {
  const JsonFileReader reader{"--encounter", path};
  const Json root = reader.parse();
  const Json& body = reader.brief(root, "encounter", "groups");
  const std::string base = &body == &root ? "" : "encounter";
  const auto at = [&](const std::string& key) { return base.empty() ? key : base + "." + key; };
  gen::Encounter e;
  if (body.contains("type_label")) e.typeLabel = reader.text(body, base, "type_label");
  e.ambush = reader.boolean(body, base, "ambush");
  e.partyAmbushes = reader.boolean(body, base, "party_ambushes");
  const Json& groups = reader.field(body, base, "groups", Json::value_t::array, "an array");
  for (size_t i = 0; i < groups.size(); ++i) {
    e.groups.push_back(readGroup(reader, groups[i], at("groups[" + std::to_string(i) + "]")));
  }
  if (const Json* map = optionalObject(reader, body, base, "map")) {
    e.map = gen::TacticalMap{reader.text(*map, at("map"), "terrain"), reader.text(*map, at("map"), "terrain_label"),
                             "", ""};
  }
  if (const Json* plan = optionalObject(reader, body, base, "deployment")) {
    e.deployment = gen::Deployment{};
    e.deployment->situation = reader.text(*plan, at("deployment"), "situation");
    e.deployment->label = reader.text(*plan, at("deployment"), "label");
  }
  return e;
}

}  // namespace outremer::cli
