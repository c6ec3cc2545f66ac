#include "campaign/state.hpp"

#include <algorithm>
#include <stdexcept>

#include "campaign/route.hpp"
#include "gen/daily_cost.hpp"
#include "util/edit_distance.hpp"

namespace outremer::campaign {

std::string promisedTown(const Promise& promise, const Route& route) {
  if (promise.kind != PromiseKind::town) return "";
  const Hex* town = route.find(promise.town);
  return town ? town->name : promise.town;
}

namespace {

void checkRoute(const State& s, const Route& route) {
  if (s.hex < 0 || static_cast<size_t>(s.hex) >= route.hexes().size()) {
    throw std::runtime_error("save.hex: " + std::to_string(s.hex) + " is not a hex of the route");
  }
  if (!s.detour.empty()) {
    const Detour* d = route.detour(s.detour);
    if (d == nullptr) throw std::runtime_error("save.detour: no detour '" + s.detour + "' on the route");
    if (s.detourStep < 0 || static_cast<size_t>(s.detourStep) >= d->hexes.size()) {
      throw std::runtime_error("save.detour_step: " + std::to_string(s.detourStep) +
                               " is not a hex of the detour");
    }
  }
  if (s.promise.kind == PromiseKind::town && route.indexOf(s.promise.town) < 0) {
    throw std::runtime_error("save.promise.town: '" + s.promise.town + "' is not on the route");
  }
  if (s.promise.kind != PromiseKind::town && s.promise.every < 1)
    throw std::runtime_error("save.promise.every: below 1");
}

// A member's type: one the strength tables give strengths for, or one the upkeep keeps.
void checkTypes(const State& s, const gen::Rules& rules) {
  const std::vector<std::string> kept = gen::keptTypes(rules);
  for (size_t i = 0; i < s.members.size(); ++i) {
    const std::string& type = s.members[i].character.type;
    if (gen::strengthRow(rules, type).row != nullptr ||
        std::find(kept.begin(), kept.end(), type) != kept.end()) {
      continue;
    }
    throw std::runtime_error("save.members[" + std::to_string(i) + "].type: unknown character type '" + type +
                             "'" + util::didYouMean(type, kept));
  }
}

}  // namespace

void checkAgainstTables(const State& s, const gen::Rules& rules, const Route& route) {
  checkRoute(s, route);
  checkTypes(s, rules);
}

}  // namespace outremer::campaign
