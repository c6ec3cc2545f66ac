#include "codec/encounter.hpp"

namespace outremer::codec {

std::string mountOf(const gen::EncounterGroup& group) {
  int riders = 0;
  for (const gen::Character& member : group.members) riders += member.mounted;
  if (group.members.empty()) return group.mounted ? "mounted" : "on foot";
  if (riders == static_cast<int>(group.members.size())) return "mounted";
  return riders == 0 ? "on foot" : "mixed";
}

std::string groupNote(const gen::EncounterGroup& group) {
  if (!gen::cameToNone(group)) return group.note;
  return group.dice + " came to " + std::to_string(group.rolled) + ": a count below one is none, so no one is here";
}

FeudalRosterSheet encounterRoster(const gen::Encounter& e) {
  // Nobody met against the party (a clear hex, friendly folk): a roster of no side.
  if (!e.feudalRoster || (e.feudalRoster->men == 0 && e.feudalRoster->leftOut.empty())) return {};
  return {{{e.typeLabel, *e.feudalRoster}}};
}

}  // namespace outremer::codec
