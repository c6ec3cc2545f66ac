#include "codec/campaign_words.hpp"

namespace outremer::codec {

std::string optionHelp(const campaign::Option& option) {
  using campaign::OptionKind;
  switch (option.kind) {
    case OptionKind::travelOn: return "travel on to " + option.name;
    case OptionKind::rejoinRoad: return "travel on to " + option.name + " (back on the road)";
    case OptionKind::detour: return "detour to " + option.name + " (" + std::to_string(option.days) + " days)";
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

}  // namespace outremer::codec
