#include "cli/party_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "cli/json_file.hpp"
#include "render/campaign_save.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

using Json = nlohmann::json;

using Reader = JsonFileReader;

}  // namespace

PartyFile readPartyFile(const std::string& path, const std::vector<std::string>& knownTypes, bool wholeCharacters) {
  const Reader reader{"--party", path};
  const Json root = reader.parse();
  const Json& party = reader.brief(root, "party", "members");
  const std::string base = &party == &root ? "" : "party";
  const auto at = [&](const std::string& key) { return base.empty() ? key : base + "." + key; };
  const Json& members = reader.field(party, base, "members", Json::value_t::array, "an array");
  PartyFile file;
  for (size_t i = 0; i < members.size(); ++i) {
    const std::string where = at("members") + "[" + std::to_string(i) + "]";
    const Json& member = members[i];
    if (!member.is_object())
      reader.fail(where, std::string("expected an object, found ") + member.type_name());
    const std::string type = reader.text(member, where, "type");
    if (std::find(knownTypes.begin(), knownTypes.end(), type) == knownTypes.end()) {
      reader.fail(where + ".type",
                  "unknown character type '" + type + "'" + util::didYouMean(type, knownTypes));
    }
    file.members.push_back({type, 1, reader.boolean(member, where, "mounted"),
                            reader.boolean(member, where, "military_order"),
                            reader.boolean(member, where, "mercenary")});
    if (!wholeCharacters) continue;
    try {
      file.characters.push_back(render::characterFromJson(member, where));
    } catch (const render::SaveFormatError& error) {
      reader.fail("", error.what());
    }
  }
  if (const auto purse = party.find("purse"); purse != party.end()) {
    if (!purse->is_object())
      reader.fail(at("purse"), std::string("expected an object, found ") + purse->type_name());
    const Json& copper =
        reader.field(*purse, at("purse"), "copper", Json::value_t::number_integer, "a whole number");
    if (copper.is_number_integer() && copper.get<int64_t>() < 0)
      reader.fail(at("purse.copper"), "a purse is 0 or more");
    if (copper.get<uint64_t>() > render::kMostCopper) reader.fail(at("purse.copper"), "too large");
    file.purse = tables::Money{copper.get<int64_t>()};
  }
  return file;
}

}  // namespace outremer::cli
