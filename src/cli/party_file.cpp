#include "cli/party_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "render/campaign_save.hpp"
#include "cli/context.hpp"
#include "util/edit_distance.hpp"
#include "util/json_error.hpp"

namespace outremer::cli {
namespace {

using nlohmann::json;

// Every problem names the flag, the file and the JSON path.
struct Reader {
  const std::string& path;

  [[noreturn]] void fail(const std::string& where, const std::string& message) const {
    throw UsageError("--party: " + path + ": " + (where.empty() ? "" : where + ": ") + message);
  }

  const json& field(const json& object, const std::string& where, const char* key, json::value_t kind,
                    const char* kindName) const {
    const auto found = object.find(key);
    if (found == object.end()) fail(where, std::string("missing field '") + key + "'");
    const bool ok = found->type() == kind || (kind == json::value_t::number_integer &&
                                              found->type() == json::value_t::number_unsigned);
    if (!ok) fail(where + "." + key, std::string("expected ") + kindName + ", found " + found->type_name());
    return *found;
  }

  bool flag(const json& member, const std::string& where, const char* key) const {
    return field(member, where, key, json::value_t::boolean, "true or false").get<bool>();
  }
};

json parseFile(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw UsageError("--party: '" + path + "' is a folder, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("--party: cannot read '" + path + "'");
  try {
    return json::parse(in);
  } catch (const json::parse_error& error) {
    throw UsageError("--party: " + path + ":" + util::plainJsonError(error.what()) + " (not JSON)");
  }
}

// The party object: the brief's "party", or the file itself when it is a party object.
const json& partyObject(const Reader& reader, const json& root) {
  if (!root.is_object())
    reader.fail("", std::string("expected a party brief (a JSON object), found ") + root.type_name());
  if (const auto kind = root.find("kind"); kind != root.end() && *kind != "party") {
    reader.fail("kind", "a brief of kind " + kind->dump() +
                            ", not a party (write one with 'outremer party --format json')");
  }
  if (root.contains("party")) {
    const json& party = root.at("party");
    if (!party.is_object())
      reader.fail("party", std::string("expected an object, found ") + party.type_name());
    return party;
  }
  if (root.contains("members")) return root;
  reader.fail("", "not a party: no 'party' object (write one with 'outremer party --format json')");
}

}  // namespace

PartyFile readPartyFile(const std::string& path, const std::vector<std::string>& knownTypes, bool wholeCharacters) {
  const Reader reader{path};
  const json root = parseFile(path);
  const json& party = partyObject(reader, root);
  const std::string base = &party == &root ? "" : "party";
  const auto at = [&](const std::string& key) { return base.empty() ? key : base + "." + key; };
  const json& members = reader.field(party, base, "members", json::value_t::array, "an array");
  PartyFile file;
  for (size_t i = 0; i < members.size(); ++i) {
    const std::string where = at("members") + "[" + std::to_string(i) + "]";
    const json& member = members[i];
    if (!member.is_object())
      reader.fail(where, std::string("expected an object, found ") + member.type_name());
    const std::string type =
        reader.field(member, where, "type", json::value_t::string, "a string").get<std::string>();
    if (std::find(knownTypes.begin(), knownTypes.end(), type) == knownTypes.end()) {
      reader.fail(where + ".type",
                  "unknown character type '" + type + "'" + util::didYouMean(type, knownTypes));
    }
    file.members.push_back({type, 1, reader.flag(member, where, "mounted"),
                            reader.flag(member, where, "military_order"),
                            reader.flag(member, where, "mercenary")});
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
    const json& copper =
        reader.field(*purse, at("purse"), "copper", json::value_t::number_integer, "a whole number");
    if (copper.is_number_integer() && copper.get<int64_t>() < 0)
      reader.fail(at("purse.copper"), "a purse is 0 or more");
    if (copper.get<uint64_t>() > render::kMostCopper) reader.fail(at("purse.copper"), "too large");
    file.purse = tables::Money{copper.get<int64_t>()};
  }
  return file;
}

}  // namespace outremer::cli
