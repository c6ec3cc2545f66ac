#include "codec/encounter.hpp"

#include "util/text.hpp"

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

namespace {

// A party's group, or where the odds leave it to a roll, any.
std::string partyGroupWords(const std::string& group) { return group.empty() ? "a pilgrim group" : group; }

}  // namespace

std::string groupLabelWords(const gen::GroupLabel& label) {
  using Kind = gen::GroupLabelKind;
  switch (label.kind) {
    case Kind::force: return label.role.empty() ? label.text : label.text + " (" + label.role + ")";
    case Kind::fightingOrder: return label.text + " (fighting order)";
    case Kind::escort: return "Escort: " + partyGroupWords(label.text);
    case Kind::escorting: return "Escorting: " + partyGroupWords(label.text);
    case Kind::pilgrims: return "Pilgrims: " + partyGroupWords(label.text);
    case Kind::churchmen: return "Churchmen: " + partyGroupWords(label.text);
    case Kind::greatLord: return "Great lord: " + partyGroupWords(label.text);
    case Kind::party: return label.text.empty() ? "The party" : label.text;
    case Kind::asWritten: return label.text;
    case Kind::encounter:
      if (label.role.empty()) return label.text;
      return label.text + ": " + label.role + (label.intention.empty() ? "" : ", " + label.intention);
    case Kind::village: return "A Moslem village to raid";
    case Kind::lordsMen: return "The great lord's men";
    case Kind::mutineers: return "Mutineers";
  }
  return label.text;
}

gen::GroupLabel meetingLabelFromWords(std::string words) {
  using Kind = gen::GroupLabelKind;
  for (const Kind kind : {Kind::village, Kind::lordsMen, Kind::mutineers}) {
    if (groupLabelWords({kind}) == words) return {kind};
  }
  return {Kind::asWritten, std::move(words)};
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

namespace {


int share(int people, int percent) { return (people * percent + 99) / 100; }

// How a side's term is said: "The party wins", "draws", "their", "them" (said with a share
// when the number is not known).
struct Side {
  std::string_view wins;
  std::string_view draws;
  std::string_view whose;
  std::string_view whole;
};

// Room for the longest line without regrowing it.
constexpr size_t kVictoryLine = 96;

std::string victoryLine(const Side& side, int people, int win, int draw) {
  // Appended into one string: a batch says every encounter's terms.
  std::string line(side.wins);
  line.reserve(kVictoryLine);
  line += " by killing or capturing ";
  if (people <= 0) {
    util::appendNumber(line, win);
    (line += "% of ") += side.whole;
    ((line += "; ") += side.draws) += " with ";
    util::appendNumber(line, draw);
    line += "%.";
    return line;
  }
  const int toWin = share(people, win);
  const int toDraw = share(people, draw);
  util::appendNumber(line, toWin);
  ((line += " of ") += side.whose) += ' ';
  util::appendNumber(line, people);
  if (toDraw < toWin) {
    ((line += "; ") += side.draws) += " with ";
    util::appendNumber(line, toDraw);
    if (toWin - 1 > toDraw) {
      line += " to ";
      util::appendNumber(line, toWin - 1);
    }
  }
  line += '.';
  return line;
}

}  // namespace

std::string victoryWords(const gen::VictoryTerm& term) {
  switch (term.kind) {
    case gen::VictoryKind::rule:
    case gen::VictoryKind::asWritten: return term.text;
    case gen::VictoryKind::partyWins:
      return victoryLine({"The party wins", "draws", "their", "them"}, term.people, term.win, term.draw);
    case gen::VictoryKind::theyWin:
      return victoryLine({"They win", "draw", "the party's", "the party"}, term.people, term.win, term.draw);
  }
  return term.text;
}

std::string_view carriedKindWords(gen::CarriedKind kind) {
  using Kind = gen::CarriedKind;
  switch (kind) {
    case Kind::asWritten:
    case Kind::animals: return "";
    case Kind::herd: return "Herd";
    case Kind::purse: return "Purse";
    case Kind::coinsIfRobbed: return "Coins, if robbed";
    case Kind::stockIfSold: return "Stock, if sold";
    case Kind::mules: return "Mules";
    case Kind::wagons: return "Wagons";
    case Kind::baggageMules: return "Baggage mules, if captured";
    case Kind::baggageWagons: return "Baggage wagons, if captured";
  }
  return "";
}

std::string carriedWords(const gen::Carried& item) {
  if (item.kind == gen::CarriedKind::asWritten) return item.what;
  if (item.kind == gen::CarriedKind::animals) return item.what + ", if all are killed";
  return std::string(carriedKindWords(item.kind));
}

std::string carriedDetail(const gen::Carried& item) {
  if (item.kind == gen::CarriedKind::animals) {
    return std::to_string(item.count) + " at " + item.each.normalised() + " each";
  }
  // Carried on mules or wagons: the dice rolled for each.
  if (item.count > 0) return std::to_string(item.count) + " at " + item.detail;
  return item.detail;
}

std::string chanceWords(const gen::EncounterChance& chance) {
  switch (chance.kind) {
    case gen::ChanceKind::kill: return "Chance of kill";
    // "The killed and wounded chart is for each person that takes part in the hunt."
    case gen::ChanceKind::hunterKilled: return "Damage to self: killed (each hunter)";
    case gen::ChanceKind::hunterWounded: return "Damage to self: wounded (each hunter)";
    case gen::ChanceKind::rule:
    case gen::ChanceKind::asWritten: return chance.what;
  }
  return chance.what;
}

std::string chanceWhenWords(const gen::EncounterChance& chance) {
  switch (chance.kind) {
    case gen::ChanceKind::rule: return chance.later ? "later" : "";
    case gen::ChanceKind::asWritten: return chance.when;
    case gen::ChanceKind::kill:
    case gen::ChanceKind::hunterKilled:
    case gen::ChanceKind::hunterWounded: return "when hunted";
  }
  return chance.when;
}

std::vector<std::string> behaviourWords(const std::vector<gen::Behaviour>& behaviour) {
  return eachInWords<gen::Behaviour>(behaviour, behaviourWords);
}

std::vector<std::string> victoryWords(const std::vector<gen::VictoryTerm>& terms) {
  return eachInWords<gen::VictoryTerm>(terms, victoryWords);
}

FeudalRosterSheet encounterRoster(const gen::Encounter& e) {
  // Nobody met against the party (a clear hex, friendly folk): a roster of no side.
  if (!e.feudalRoster || (e.feudalRoster->men == 0 && e.feudalRoster->leftOut.empty())) return {};
  return {{{e.typeLabel, *e.feudalRoster}}};
}

}  // namespace outremer::codec
