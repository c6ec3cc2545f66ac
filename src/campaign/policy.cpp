#include "campaign/policy.hpp"

#include <algorithm>

namespace outremer::campaign {

namespace {

bool offered(const std::vector<Option>& menu, const std::string& word) {
  return std::any_of(menu.begin(), menu.end(), [&](const Option& o) { return o.word == word; });
}

// Short of money: the purse cannot keep the company today and pay the wages owed.
bool short_(const Journey& journey) {
  const State& s = journey.state();
  const gen::DailyCost day = journey.dailyCost();
  return s.purse.copper < day.upkeep.copper + day.pay.copper + s.wagesOwed.copper;
}

// Taken once the party has stood in one of its hexes (the log says where it stood).
bool detourTaken(const State& s, const Detour& d) {
  return std::any_of(s.log.begin(), s.log.end(), [&](const LogEntry& e) {
    return std::any_of(d.hexes.begin(), d.hexes.end(), [&](const Hex& hex) { return hex.id == e.hex; });
  });
}

std::string chooseDay(const Journey& journey, const std::vector<Option>& menu, Policy policy) {
  const State& s = journey.state();
  // Short of money, a party that can fight robs (bold) or hires out (cautious); one with
  // no fighting strength begs its way on.
  if (short_(journey) && journey.partyStrength() > 0) {
    if (policy == Policy::bold) return "rob";
    if (journey.earnsHiredOut()) return "mercenary";
  }
  if (policy == Policy::cautious && offered(menu, "pay") && s.purse >= s.wagesOwed) return "pay";
  const bool wounded = std::any_of(s.members.begin(), s.members.end(), [](const Member& m) { return m.status == MemberStatus::wounded; });
  if (policy == Policy::cautious && wounded && journey.here().town) return "rest";
  if (policy == Policy::bold && s.detour.empty()) {
    for (const Detour* d : journey.route().detoursFrom(journey.here().id)) {
      if (!detourTaken(s, *d)) return d->id;
    }
  }
  return offered(menu, "move") ? "move" : "finish";
}

// The first of |preferred| the menu offers.
std::string firstOffered(const std::vector<Option>& menu, std::initializer_list<const char*> preferred) {
  for (const char* word : preferred) {
    if (offered(menu, word)) return word;
  }
  return std::string(menu.front().word);
}

std::string chooseEncounter(const Journey& journey, const std::vector<Option>& menu, Policy policy) {
  const Meeting& p = *meetingOf(journey.state().pending);
  const bool bold = policy == Policy::bold;
  if (p.animal) return bold ? "hunt" : "pass";
  if (p.asksToJoin.value_or(false)) return "accept";
  const int party = journey.partyStrength();
  const int enemy = p.strength;
  const int64_t price = std::max(p.toll.value_or(tables::Money{}).copper, p.buyOff.value_or(tables::Money{}).copper);
  const bool canPay = price > 0 && journey.state().purse.copper >= price;
  if (p.attacks) {
    if (bold && party >= enemy) return firstOffered(menu, {"auto", "flee"});
    if (canPay) return "pay";
    return firstOffered(menu, {"flee", "auto"});
  }
  // A raid, or a band the party was hired to fall on (paid only if it does), is fought to
  // the end by the combat tables: the cautious take on only the weaker.
  const bool raid = p.reason == Reason::raid;
  const bool hunt = p.hiredToFallOn() && !raid;
  const bool robbable = !p.lootKind.value_or("").empty();
  // Asked only of a bold party that could rob them: what the party costs is summed member
  // by member.
  const auto worthIt = [&] { return party >= 2 * enemy || (short_(journey) && party >= enemy); };
  if ((raid && (bold || party >= enemy)) || (hunt && (bold || party >= enemy)) ||
      (robbable && bold && worthIt()))
    return firstOffered(menu, {"auto", "pass"});
  return firstOffered(menu, {"pass", "auto"});
}

}  // namespace

std::optional<Policy> readPolicy(const std::string& word) { return fromName<Policy>(word); }

std::string choose(const Journey& journey, Policy policy) {
  if (journey.over()) return "";
  const Phase phase = journey.phase();
  if (phase == Phase::report) return "";
  const std::vector<Option> menu = journey.options();
  return phase == Phase::encounter ? chooseEncounter(journey, menu, policy)
                                   : chooseDay(journey, menu, policy);
}

}  // namespace outremer::campaign
