#include "cli/party_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "cli/context.hpp"
#include "cli/json_file.hpp"
#include "codec/campaign_words.hpp"
#include "codec/character.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

// What `upkeep` needs of a party member (the rest of him is not read).
struct UpkeepNeeds {
  std::string type;
  bool mounted = false;
  bool militaryOrder = false;
  bool mercenary = false;
};

template <class Io>
void fields(Io& io, codec::Of<UpkeepNeeds> auto& member) {
  io("type", member.type);
  io("mounted", member.mounted);
  io("military_order", member.militaryOrder);
  io("mercenary", member.mercenary);
}

// A purse as the file gives it: its copper (its text is for readers).
struct FilePurse {
  int64_t copper = 0;
};

template <class Io>
void fields(Io& io, codec::Of<FilePurse> auto& purse) {
  io("copper", purse.copper, codec::kCopper);
}

// What is read of a party: each member's needs, or each member whole, and the purse if
// it has one.
struct PartyRead {
  bool whole = false;
  std::vector<codec::Part<UpkeepNeeds>> needs;
  std::vector<gen::Character> members;
  bool hasPurse = false;
  codec::Part<FilePurse> purse;
};

void fields(codec::JsonIn& io, PartyRead& party) {
  if (party.whole) {
    io("members", party.members);
  } else {
    io("members", party.needs);
  }
  party.hasPurse = io.find("purse") != nullptr;
  io.when(party.hasPurse, "purse", party.purse);
}

}  // namespace

PartyFile readPartyFile(const std::string& path, const std::vector<std::string>& knownTypes, bool wholeCharacters) {
  const JsonFileReader reader{"--party", path};
  const nlohmann::json root = reader.parse();
  const nlohmann::json& party = reader.brief(root, "party", "members");
  const std::string base = &party == &root ? "" : "party";
  codec::Part<PartyRead> read;
  read.value.whole = wholeCharacters;
  reader.read(party, base, "the party file", read);
  PartyFile file;
  if (wholeCharacters) {
    for (const gen::Character& c : read.value.members) {
      file.members.push_back({c.type, 1, c.mounted, c.militaryOrder, c.mercenary});
    }
    file.characters = std::move(read.value.members);
  } else {
    for (const codec::Part<UpkeepNeeds>& m : read.value.needs) {
      file.members.push_back({m.value.type, 1, m.value.mounted, m.value.militaryOrder, m.value.mercenary});
    }
  }
  for (size_t i = 0; i < file.members.size(); ++i) {
    const std::string& type = file.members[i].type;
    if (std::find(knownTypes.begin(), knownTypes.end(), type) == knownTypes.end()) {
      reader.fail((base.empty() ? "" : base + ".") + "members[" + std::to_string(i) + "].type",
                  "unknown character type '" + type + "'" + util::didYouMean(type, knownTypes));
    }
  }
  if (read.value.hasPurse) file.purse = tables::Money{read.value.purse.value.copper};
  return file;
}

void takePartyFile(campaign::NewCampaign& request, const std::string& path,
                   const std::vector<std::string>& knownTypes) {
  PartyFile file = readPartyFile(path, knownTypes, true);
  if (file.characters.empty()) throw UsageError("--party: " + path + ": the party has no members");
  request.members = std::move(file.characters);
  request.partyLabel = codec::kPartyFromFile;
  request.purse = file.purse;
}

}  // namespace outremer::cli
