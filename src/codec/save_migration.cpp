#include "codec/save_migration.hpp"

#include <nlohmann/json.hpp>

#include "campaign/state.hpp"

namespace outremer::codec {

namespace {

// The members a save of the current version has that older ones may lack, with what their
// absence meant.
void addLaterMembers(nlohmann::json& save) {
  if (!save.contains("initial_strength")) save["initial_strength"] = "rolled";
  if (!save.contains("pending_brief")) save["pending_brief"] = nullptr;
}

}  // namespace

bool isCurrentSave(const nlohmann::json& save) {
  const auto version = save.find("version");
  return version != save.end() && *version == campaign::State::kVersion && save.contains("initial_strength") &&
         save.contains("pending_brief");
}

nlohmann::json migrateSave(nlohmann::json save) {
  if (!save.is_object()) return save;
  const auto version = save.find("version");
  if (version == save.end() || !version->is_number_integer()) return save;  // the form refuses it
  // 1 to 2 and 2 to 3 add no member (above); within 3, the members kept later.
  addLaterMembers(save);
  *version = campaign::State::kVersion;
  return save;
}

}  // namespace outremer::codec
