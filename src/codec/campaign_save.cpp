#include "codec/campaign_save.hpp"

#include "codec/json_in.hpp"

#include <stdexcept>

namespace outremer::codec {

uint64_t seedFromText(const std::string& text, const std::string& path) {
  const bool digits =
      !text.empty() && text.size() <= 20 && text.find_first_not_of("0123456789") == std::string::npos;
  if (!digits || (text.size() == 20 && text > "18446744073709551615") || (text.size() > 1 && text[0] == '0')) {
    refuse(path, "'" + text + "' is not a seed (a whole number from 0 to 18446744073709551615, as text)");
  }
  return std::stoull(text);
}

dice::Rng rngFromText(const std::string& text, const std::string& path) {
  try {
    return dice::Rng::fromState(text);
  } catch (const std::invalid_argument&) {
    refuse(path, "not the generator's state as outremer writes it");
  }
}

campaign::WaitingBrief waitingBriefFromJson(const nlohmann::json& json, const std::string& path) {
  if (!json.is_object()) refuse(path, std::string("expected an object or null, found ") + json.type_name());
  if (json.contains("numbers")) return readJson<gen::VillageRaid>(json, path, "the save");
  return readJson<gen::Encounter>(json, path, "the save");
}

campaign::WaitingBrief waitingBriefIfAny(const nlohmann::json& json, const std::string& path) {
  if (json.is_null()) return {};
  return waitingBriefFromJson(json, path);
}

}  // namespace outremer::codec
