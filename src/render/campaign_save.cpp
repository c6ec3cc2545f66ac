#include "render/campaign_save.hpp"

#include <algorithm>
#include <limits>
#include <set>

#include "codec/campaign_save.hpp"
#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "codec/range_check.hpp"
#include "codec/save_migration.hpp"
#include "render/describe.hpp"
#include "util/text.hpp"

namespace outremer::render {

using Json = nlohmann::json;
using namespace campaign;  // the save is the campaign's state, type by type
using nlohmann::ordered_json;

namespace {

// A number the form reads within its own range that must also not be after the save's day;
// |path| names it, made only for a refusal (a save is checked each time it is written).
template <class Path>
void notAfter(int value, int day, const Path& path) {
  if (value > day) codec::refuse(path(), std::to_string(value) + " is above " + std::to_string(day));
}

std::string item(const std::string& list, size_t i) { return list + "[" + std::to_string(i) + "]"; }

// What the form cannot judge alone: each member, notice and log entry within the save's
// days, the party's names unique, the report about members of the party, and a choice
// waiting only in a campaign under way. The log entries before |firstEntry| were checked
// against a day no later than this one (a journey's days only go on).
void checkWhole(const State& s, size_t firstEntry) {
  if (s.members.empty()) codec::refuse("save.members", "a party has at least one member");
  std::set<std::string> names;  // compared as the reports and the journey find members
  for (size_t i = 0; i < s.members.size(); ++i) {
    const Member& m = s.members[i];
    notAfter(m.joinedDay, s.day, [&] { return item("save.members", i) + ".joined_day"; });
    if (!names.insert(util::foldName(m.character.name)).second) {
      codec::refuse(item("save.members", i) + ".name",
                    "'" + m.character.name +
                        "' is the name of an earlier member (names are unique, whatever their case and accents)");
    }
  }
  notAfter(s.lastPaid, s.day, [] { return std::string("save.last_paid"); });
  for (size_t i = 0; i < s.wanted.size(); ++i) {
    notAfter(s.wanted[i].sinceDay, s.day, [&] { return item("save.wanted", i) + ".since_day"; });
  }
  for (size_t i = firstEntry; i < s.log.size(); ++i) {
    notAfter(s.log[i].day, s.day, [&] { return item("save.log", i) + ".day"; });
  }
  if (const auto* r = std::get_if<Reporting>(&s.pending)) {
    for (size_t i = 0; i < r->report.facts.size(); ++i) {
      const std::string& who = r->report.facts[i].who;
      if (std::none_of(s.members.begin(), s.members.end(), [&](const Member& m) { return m.character.name == who; })) {
        codec::refuse(item("save.pending.report.facts", i) + ".who", "'" + who + "' is not a member of the party");
      }
    }
  }
  if (!std::holds_alternative<std::monostate>(s.waitingBrief) && !waiting(s.pending)) {
    codec::refuse("save.pending_brief", "an encounter brief with no encounter waiting");
  }
  if (s.finished != Ending::none && waiting(s.pending)) codec::refuse("save.pending", "a choice waiting in a finished campaign");
}

// The version, before anything else: a newer save is refused as such, not for a field this
// program does not know.
void checkVersion(const Json& j) {
  if (!codec::isDocument(j, "campaign")) throw SaveFormatError("not an outremer campaign save");
  const auto found = j.find("version");
  if (found == j.end() || !found->is_number_integer()) return;  // the form refuses it
  if (found->is_number_unsigned() && found->get<uint64_t>() > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
    return;
  }
  const int64_t version = found->get<int64_t>();
  if (version > State::kVersion) {
    throw SaveFormatError("written by a newer outremer (save version " + std::to_string(version) +
                          "; this one reads version " + std::to_string(State::kVersion) + ")");
  }
  if (version < 1) codec::refuse("save.version", std::to_string(version) + " is not a save version (they start at 1)");
}

}  // namespace

campaign::EncounterWriter encounterWriter() {
  return {[](const gen::Encounter& e) { return encounterTitle(e); }, [](const gen::VillageRaid&) { return villageTitle(); },
          true};
}

ordered_json saveJson(const State& s) { return ordered_json::parse(codec::jsonText(s)); }

void checkSave(const State& s, size_t checkedEntries) {
  const size_t first = checkedEntries > s.log.size() ? 0 : checkedEntries;  // another log: all of it
  if (first == 0) {
    codec::checkRanges(s, "save");
  } else {  // the fields of the whole save (codec::fields), the entries checked before left out
    codec::checkRanges(codec::SaveHead{s}, "save");
    codec::checkRanges(s.members, "save.members");
    for (size_t i = first; i < s.log.size(); ++i) codec::checkRanges(s.log[i], item("save.log", i));
  }
  checkWhole(s, first);
}

State stateFromJson(const Json& json) {
  checkVersion(json);
  State s = codec::isCurrentSave(json) ? codec::readJson<State>(json, "save", "the save")
                                       : codec::readJson<State>(codec::migrateSave(json), "save", "the save");
  checkWhole(s, 0);
  return s;
}

}  // namespace outremer::render
