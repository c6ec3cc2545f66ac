#include "cli/encounter_file.hpp"

#include <nlohmann/json.hpp>

#include <optional>

#include "cli/json_file.hpp"
#include "codec/character.hpp"

namespace outremer::cli {
namespace {

// What a fight needs of a group: who they are to the party, and its members whole.
struct FoughtGroup {
  std::string label;
  bool opposing = false;
  std::vector<gen::Character> members;
};

template <class Io>
void fields(Io& io, codec::Of<FoughtGroup> auto& group) {
  io("label", group.label);
  io("opposing", group.opposing);
  io("members", group.members);
}

// The ground: the map's terrain.
struct FoughtGround {
  std::string terrain;
  std::string terrainLabel;
};

template <class Io>
void fields(Io& io, codec::Of<FoughtGround> auto& ground) {
  io("terrain", ground.terrain);
  io("terrain_label", ground.terrainLabel);
}

// The deployment's situation.
struct FoughtSituation {
  std::string situation;
  std::string label;
};

template <class Io>
void fields(Io& io, codec::Of<FoughtSituation> auto& plan) {
  io("situation", plan.situation);
  io("label", plan.label);
}

// What a fight needs of an encounter; a map or deployment absent or null is none.
struct FoughtEncounter {
  std::string typeLabel;
  bool ambush = false;
  bool partyAmbushes = false;
  std::vector<codec::Part<FoughtGroup>> groups;
  std::optional<codec::Part<FoughtGround>> map;
  std::optional<codec::Part<FoughtSituation>> deployment;
};

void fields(codec::JsonIn& io, FoughtEncounter& e) {
  io.omitEmpty("type_label", e.typeLabel);
  io("ambush", e.ambush);
  io("party_ambushes", e.partyAmbushes);
  io("groups", e.groups);
  io.omitEmpty("map", e.map);
  io.omitEmpty("deployment", e.deployment);
}

}  // namespace

gen::Encounter readEncounterFile(const std::string& path) {
  const JsonFileReader reader{"--encounter", path};
  const nlohmann::json root = reader.parse();
  const nlohmann::json& body = reader.brief(root, "encounter", "groups");
  codec::Part<FoughtEncounter> read;
  reader.read(body, &body == &root ? "" : "encounter", "the encounter file", read);
  const FoughtEncounter& fought = read.value;
  gen::Encounter e;
  e.typeLabel = fought.typeLabel;
  e.ambush = fought.ambush;
  e.partyAmbushes = fought.partyAmbushes;
  for (const codec::Part<FoughtGroup>& g : fought.groups) {
    gen::EncounterGroup& group = e.groups.emplace_back();
    group.label = {gen::GroupLabelKind::asWritten, g.value.label};
    group.opposing = g.value.opposing;
    group.members = g.value.members;
    group.count = static_cast<int>(group.members.size());
  }
  if (fought.map) e.map = gen::TacticalMap{fought.map->value.terrain, fought.map->value.terrainLabel, "", ""};
  if (fought.deployment) {
    e.deployment = gen::Deployment{};
    e.deployment->situation = fought.deployment->value.situation;
    e.deployment->label = fought.deployment->value.label;
  }
  return e;
}

}  // namespace outremer::cli
