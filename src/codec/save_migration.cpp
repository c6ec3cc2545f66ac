#include "codec/save_migration.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

#include "campaign/state.hpp"

namespace outremer::codec {

namespace {

// The members a save of the current version has that older ones may lack: their key and
// what their absence meant.
struct LaterMember {
  const char* key;
  nlohmann::json meant;
};

const std::vector<LaterMember>& laterMembers() {
  static const std::vector<LaterMember> members = {{"initial_strength", "rolled"}, {"pending_brief", nullptr}};
  return members;
}

}  // namespace

bool isCurrentSave(const nlohmann::json& save) {
  const auto version = save.find("version");
  if (version == save.end() || *version != campaign::State::kVersion) return false;
  return std::all_of(laterMembers().begin(), laterMembers().end(),
                     [&](const LaterMember& m) { return save.contains(m.key); });
}

nlohmann::json migrateSave(nlohmann::json save) {
  if (!save.is_object()) return save;
  const auto version = save.find("version");
  if (version == save.end() || !version->is_number_integer()) return save;  // the form refuses it
  // 1 to 2 and 2 to 3 add no member (above); within 3, the members kept later.
  for (const LaterMember& m : laterMembers()) {
    if (!save.contains(m.key)) save[m.key] = m.meant;
  }
  *version = campaign::State::kVersion;
  return save;
}

}  // namespace outremer::codec
