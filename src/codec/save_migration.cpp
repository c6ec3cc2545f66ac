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

// Before version 4 a log entry kept its words ("text"), not what it told: they are kept as
// written.
void keepWordsAsWritten(nlohmann::json& log) {
  if (!log.is_array()) return;  // the form refuses it
  for (nlohmann::json& entry : log) {
    const auto text = entry.is_object() ? entry.find("text") : entry.end();
    if (!entry.is_object() || text == entry.end() || entry.contains("said")) continue;
    nlohmann::json words = std::move(*text);
    entry.erase("text");
    entry["said"] = "as-written";
    entry["detail"] = std::move(words);
  }
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
  // 1 to 2 and 2 to 3 add no member (above); within 3, the members kept later; 3 to 4 keeps
  // the log's words as written.
  for (const LaterMember& m : laterMembers()) {
    if (!save.contains(m.key)) save[m.key] = m.meant;
  }
  if (*version < 4 && save.contains("log")) keepWordsAsWritten(save["log"]);
  *version = campaign::State::kVersion;
  return save;
}

}  // namespace outremer::codec
