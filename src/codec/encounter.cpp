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

std::string behaviourWords(const gen::Behaviour& b) {
  using Kind = gen::BehaviourKind;
  switch (b.kind) {
    case Kind::rule:
    case Kind::asWritten: return b.text;
    case Kind::buysOff: return "They attack the party unless it buys them off.";
    case Kind::rustling: return b.text + " (" + std::to_string(b.number) + " people for this herd).";
    case Kind::asksToJoin: return "He asks to join the party.";
    case Kind::keepsApart: return "He does not ask to join the party.";
    case Kind::losses:
      return b.text + " (" + std::to_string(b.percent) + "%: " + std::to_string(b.number) + " of their " +
             std::to_string(b.of) + ")";
    case Kind::friendly: return "These " + b.text + " are 'friendly'.";
    case Kind::unfriendly: return "These " + b.text + " are not 'friendly'.";
    case Kind::partyAmbushes: return "The party does the ambushing and pursuit.";
    case Kind::noneHere: return "Every band came to none: no one is here, and the hex is quiet after all.";
  }
  return b.text;
}

std::vector<std::string> behaviourWords(const std::vector<gen::Behaviour>& behaviour) {
  std::vector<std::string> words;
  words.reserve(behaviour.size());
  for (const gen::Behaviour& b : behaviour) words.push_back(behaviourWords(b));
  return words;
}

FeudalRosterSheet encounterRoster(const gen::Encounter& e) {
  // Nobody met against the party (a clear hex, friendly folk): a roster of no side.
  if (!e.feudalRoster || (e.feudalRoster->men == 0 && e.feudalRoster->leftOut.empty())) return {};
  return {{{e.typeLabel, *e.feudalRoster}}};
}

}  // namespace outremer::codec
