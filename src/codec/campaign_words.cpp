#include "codec/campaign_words.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::codec {

std::string optionHelp(const campaign::Option& option) {
  using campaign::OptionKind;
  switch (option.kind) {
    case OptionKind::travelOn:
      return "travel on to " + std::string(option.name);
    case OptionKind::rejoinRoad:
      return "travel on to " + std::string(option.name) + " (back on the road)";
    case OptionKind::detour:
      return "detour to " + std::string(option.name) + " (" + std::to_string(option.days) + " days)";
    case OptionKind::payWages: return "pay the wages owed here (" + option.money.normalised() + ")";
    case OptionKind::payToll: return "pay the toll of " + option.money.normalised();
    case OptionKind::buyOff: return "buy them off for " + option.money.normalised();
    case OptionKind::finish: return "end the pilgrimage here (the wages owed are paid)";
    case OptionKind::rest: return "stay a day: the wounded heal, no encounter";
    case OptionKind::hireOut: return "hire the party out for a day (Duty if hired as mercenaries)";
    case OptionKind::raid: return "raid a Moslem village";
    case OptionKind::rob: return "lie in wait to rob wayfarers";
    case OptionKind::recruit: return "hire a mercenary of TYPE here (e.g. recruit spearman)";
    case OptionKind::dismiss: return "let a member go (a mercenary wants a week's pay)";
    case OptionKind::hunt: return "hunt them (each hunter risks the chart's killed and wounded)";
    case OptionKind::letBe: return "leave them be";
    case OptionKind::takeIn: return "take him in (he counts as a peasant)";
    case OptionKind::sendAway: return "send him away";
    case OptionKind::fightOnBoard: return "fight it out on the board, then report the outcome";
    case OptionKind::robOnBoard: return "rob them, fought on the board (report the outcome)";
    case OptionKind::settleQuickly: return "settle the fight quickly (house rule)";
    case OptionKind::robQuickly: return "rob them, settled quickly (house rule)";
    case OptionKind::giveUp: return "give yourselves up (the campaign ends in prison)";
    case OptionKind::flee: return "flee (horsemen ride down a party with anyone on foot)";
    case OptionKind::goOn: return "go on your way";
    case OptionKind::won: return "the party won";
    case OptionKind::lost: return "the party lost";
    case OptionKind::killed: return "a member was killed";
    case OptionKind::wounded: return "a member was wounded";
    case OptionKind::captured: return "a member was captured";
    case OptionKind::fled: return "a member left the map in a rout (Desertion table)";
    case OptionKind::panicked: return "a member left the map in a panic (Desertion table)";
    case OptionKind::event: return "an advancement event (outremer advance --list-events TYPE)";
    case OptionKind::deed: return "a member performed a deed of valour";
    case OptionKind::loot: return "loot taken, e.g. loot 3SF 2SC";
    case OptionKind::done: return "the report is complete";
  }
  return {};
}

std::string hexLabel(std::string_view name, std::string_view place) {
  static constexpr std::pair<std::string_view, std::string_view> kPlaces[] = {
      {"town", "near town"}, {"highway", "on highway"}, {"countryside", "in countryside"}};
  for (const auto& [id, words] : kPlaces) {
    if (place == id) return std::string(name) + " (" + std::string(words) + ")";
  }
  return std::string(name);
}

std::string hexLabel(const campaign::Hex& hex) { return hexLabel(hex.name, hex.place); }

std::string promiseText(int every, std::string_view town) {
  if (town.empty()) return "every " + std::to_string(every) + " days";
  return "on reaching " + std::string(town);
}

std::string promiseText(const campaign::Promise& promise, const campaign::Route& route) {
  return promiseText(promise.every, campaign::promisedTown(promise, route));
}

std::string paydayText(const campaign::Payday& payday) {
  std::string when;
  if (payday.inDays == 0) {
    when = "payday tonight";
  } else if (!payday.town.empty()) {
    when = "payday on reaching " + payday.town;
  } else {
    when = "payday in " + std::to_string(payday.inDays) + (payday.inDays == 1 ? " day" : " days");
  }
  std::string text = when + ": " + payday.owed.normalised() + " due";
  if (payday.short_()) {
    text += "; the purse falls short by " + tables::Money{payday.owed.copper - payday.purse.copper}.normalised();
  }
  return text;
}

namespace {

// "5 fit, 1 wounded, strength 61": the members with the party.
std::string fettle(const campaign::Journey& journey) {
  int fit = 0;
  int wounded = 0;
  for (const campaign::Member& m : journey.state().members) {
    if (m.status == campaign::MemberStatus::healthy) {
      ++fit;
    } else if (m.present()) {
      ++wounded;
    }
  }
  return std::to_string(fit) + " fit, " + std::to_string(wounded) + " wounded, strength " +
         std::to_string(journey.partyStrength());
}

// Who circulates the party's description, each once: "merchant, great-lord".
std::string wantedBy(const campaign::State& state) {
  std::vector<std::string> by;
  for (const campaign::Wanted& w : state.wanted) {
    const std::string who(campaign::nameOf(w.by));
    if (std::find(by.begin(), by.end(), who) == by.end()) by.push_back(who);
  }
  return util::join(by, ", ");
}

}  // namespace

std::array<std::string, 2> statusLine(const campaign::Journey& journey) {
  const campaign::State& s = journey.state();
  const std::string where =
      "Day " + std::to_string(s.day) + " · " + hexLabel(journey.here()) + " · purse " + s.purse.normalised();
  std::string line = fettle(journey);
  if (s.wagesOwed.copper > 0) line += " · wages owed " + s.wagesOwed.normalised();
  if (const std::optional<campaign::Payday> payday = journey.payday(); payday) line += " · " + paydayText(*payday);
  if (!s.wanted.empty()) line += " · WANTED (" + wantedBy(s) + ")";
  if (journey.over()) line += " · " + std::string(campaign::nameOf(s.finished));
  return {where, line};
}

std::string_view endingTitle(campaign::Ending finished) {
  switch (finished) {
    case campaign::Ending::none: return "On the road";
    case campaign::Ending::arrived: return "Arrived";
    case campaign::Ending::destroyed: return "The party was destroyed";
    case campaign::Ending::disbanded: return "The party disbanded";
    case campaign::Ending::imprisoned: return "The party is in prison";
  }
  return {};
}

std::string chronicleTitle(std::string_view group) {
  const std::string chronicle = "Chronicle of the pilgrimage";
  return group.empty() ? chronicle : chronicle + ": " + std::string(group);
}

std::string hiringTermsText(const campaign::HiringTerms& terms) {
  return terms.type + ": pay " + terms.pay.normalised() + " a day, upkeep " + terms.upkeep.normalised() +
         " a day, a week's severance " + terms.severance.normalised();
}

std::string choiceErrorWords(const campaign::ChoiceError& error) {
  using campaign::Refusal;
  const campaign::Refused& r = error.refused;
  switch (r.why) {
    case Refusal::unknownChoice:
      return util::unknownName("choice", r.given, r.names, "choices");
    case Refusal::unknownMember:
      return util::unknownName("member", r.given, r.names, "members");
    case Refusal::unknownReportLine:
      return util::unknownName("report line", r.given, r.names, "lines");
    case Refusal::unknownEvent:
      return util::unknownName("event for a " + r.subject, r.given, r.names, "events");
    case Refusal::unknownHireType:
      return util::unknownName("type", r.given, r.names, "types for hire");
    case Refusal::notForHire:
      return "no " + r.given + " is for hire: a town hires fighting men (" + util::join(r.names, ", ") + ")";
    case Refusal::takesNothing:
      return "'" + r.given + "' takes nothing after it";
    case Refusal::answerOneWord:
      return "answer one word: " + r.given;
    case Refusal::dismissNeedsName:
      return "dismiss needs a name: " + util::join(r.names, ", ");
    case Refusal::eventNeedsName:
      return "event needs a name and an event id: event NAME EVENT-ID" +
             (r.subject.empty() ? "" : "; " + r.subject + "'s events: " + util::join(r.names, ", "));
    case Refusal::alreadyNoted:
      return "'" + r.given + "' is already noted";
    case Refusal::outcomeContradicts:
      return "the report already says '" + r.given + "': a fight is won or lost, not both";
    case Refusal::fateAlreadyReported:
      return r.subject + " is already reported " + r.given +
             " (one fate for each member; a wounded man wounded again is reported dead)";
    case Refusal::reportedDead:
      return r.subject + " is reported dead: the dead earn no advancement";
    case Refusal::doneNeedsOutcome:
      return "say 'won' or 'lost' before 'done'";
    case Refusal::badLoot:
      return "loot: " + r.given;
    case Refusal::purseShort:
      return "the purse (" + r.purse.normalised() + ") cannot pay " + r.cost.normalised();
    case Refusal::wagesUnpaid:
      return "the purse (" + r.purse.normalised() + ") cannot pay the wages owed (" + r.cost.normalised() +
             ")";
    case Refusal::campaignOver:
      return "the campaign is over (" + r.given + ")";
    case Refusal::recruitNeedsType: {
      std::vector<std::string> offers;
      for (const campaign::HiringTerms& terms : r.offers) offers.push_back(hiringTermsText(terms));
      return "recruit needs a type; for hire here: " + util::join(offers, "; ");
    }
  }
  return {};
}

std::string errorWords(const std::exception& error) {
  const auto* refused = dynamic_cast<const campaign::ChoiceError*>(&error);
  return refused != nullptr ? choiceErrorWords(*refused) : error.what();
}

}  // namespace outremer::codec
