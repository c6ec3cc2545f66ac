#include "campaign/journey.hpp"

#include <algorithm>

#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

std::string hexLabel(const Hex& hex) {
  static const std::pair<const char*, const char*> places[] = {
      {"town", "near town"}, {"highway", "on highway"}, {"countryside", "in countryside"}};
  for (const auto& [id, words] : places) {
    if (hex.place == id) return hex.name + " (" + words + ")";
  }
  return hex.name;
}

Journey::Journey(const gen::Rules& rules, const Route& route, State& state, EncounterWriter writer)
    : rules_(rules),
      route_(route),
      house_(rules),
      state_(state),
      writer_(std::move(writer)),
      rng_(dice::Rng::fromState(state.rng)) {
  rules_.table("campaign-rules");
  rules_.table("campaign-wayfarers");
  rules_.table("quick-fight-casualty");
}

const Hex& Journey::here() const { return route_.at(state_.hex, state_.detour, state_.detourStep); }

std::string Journey::phase() const {
  if (std::holds_alternative<Reporting>(state_.pending)) return "report";
  if (waiting(state_.pending)) return "encounter";
  return "day";
}

std::vector<size_t> Journey::presentMembers() const {
  std::vector<size_t> present;
  for (size_t i = 0; i < state_.members.size(); ++i) {
    if (state_.members[i].present()) present.push_back(i);
  }
  return present;
}

int Journey::partyStrength() const {
  int strength = 0;
  for (size_t i : presentMembers()) {
    const Member& m = state_.members[i];
    strength += m.status == MemberStatus::wounded ? m.character.attack / 2 : m.character.attack;
  }
  return strength;
}

const gen::DailyCost& Journey::costOf(const gen::Character& c, bool mercenary) const {
  const std::string key = c.type + (c.mounted ? "/m" : "/-") + (c.militaryOrder ? "o" : "-") + (mercenary ? "x" : "-");
  const auto found = costs_.find(key);
  if (found != costs_.end()) return found->second;
  gen::RollLog scratch;
  const auto cost = gen::dailyCost(rules_, scratch, {c.type, c.mounted, c.militaryOrder, mercenary});
  return costs_.emplace(key, cost.value_or(gen::DailyCost{})).first->second;
}

std::vector<size_t> Journey::soldiers() const {
  std::vector<size_t> found;
  for (size_t i : presentMembers()) {
    const gen::Character& c = state_.members[i].character;
    if (costOf(c, c.mercenary).pay.copper > 0) found.push_back(i);
  }
  return found;
}

gen::DailyCost Journey::dailyCost() const {
  gen::DailyCost total;
  for (size_t i : presentMembers()) {
    const gen::Character& c = state_.members[i].character;
    const gen::DailyCost& cost = costOf(c, c.mercenary);
    total.upkeep = total.upkeep + cost.upkeep;
    total.pay = total.pay + cost.pay;
  }
  return total;
}

std::array<std::string, 2> Journey::statusLine() const {
  const std::vector<size_t> present = presentMembers();
  int fit = 0;
  for (size_t i : present) fit += state_.members[i].status == MemberStatus::healthy ? 1 : 0;
  const std::string where = "Day " + std::to_string(state_.day) + " · " + hexLabel(here()) + " · purse " +
                            state_.purse.normalised();
  std::string line = std::to_string(fit) + " fit, " +
                     std::to_string(present.size() - static_cast<size_t>(fit)) + " wounded, strength " +
                     std::to_string(partyStrength());
  if (state_.wagesOwed.copper > 0) line += " · wages owed " + state_.wagesOwed.normalised();
  if (!state_.wanted.empty()) {
    std::vector<std::string> by;
    for (const Wanted& w : state_.wanted) {
      const std::string who(nameOf(w.by));
      if (std::find(by.begin(), by.end(), who) == by.end()) by.push_back(who);
    }
    line += " · WANTED (" + util::join(by, ", ") + ")";
  }
  if (over()) line += " · " + std::string(nameOf(state_.finished));
  return {where, line};
}

void Journey::say(const std::string& kind, const std::string& text, int64_t money) {
  state_.log.push_back({state_.day, here().id, kind, text, money});
  said_.push_back(text);
}

std::vector<Option> Journey::options() const {
  if (over()) return {};
  const std::string p = phase();
  if (p == "report") return reportOptions();
  if (p == "encounter") return encounterOptions();
  return dayOptions();
}

std::vector<std::string> Journey::play(const std::string& answer) {
  if (over()) throw ChoiceError("the campaign is over (" + std::string(nameOf(state_.finished)) + ")");
  const std::string line(util::trim(answer));
  const size_t space = line.find(' ');
  const std::string word = line.substr(0, space);
  const std::string rest = space == std::string::npos ? "" : std::string(util::trim(line.substr(space + 1)));
  said_.clear();
  // Every ChoiceError is thrown before anything changes (the answer is checked, then
  // played), so a refused answer leaves the state as it was without a copy to restore.
  const std::string p = phase();
  if (p == "report") {
    playReport(word, rest);
  } else if (p == "encounter") {
    if (!rest.empty()) throw ChoiceError("answer one word: " + word);
    playEncounter(word);
  } else {
    playDay(word, rest);
  }
  if (!waiting(state_.pending)) state_.pendingBrief.clear();
  state_.rng = rng_.state();
  return said_;
}

// ---- The day's menu ----

std::vector<Option> Journey::dayOptions() const {
  std::vector<Option> options;
  if (!state_.detour.empty()) {
    const Detour* d = route_.detour(state_.detour);
    const bool last = d == nullptr || static_cast<size_t>(state_.detourStep) + 1 >= d->hexes.size();
    const std::string next = last ? route_.hexes()[static_cast<size_t>(route_.indexOf(d->rejoinsAt))].name
                                  : d->hexes[static_cast<size_t>(state_.detourStep) + 1].name;
    options.push_back({"move", "travel on to " + next + (last ? " (back on the road)" : "")});
  } else if (static_cast<size_t>(state_.hex) + 1 < route_.hexes().size()) {
    options.push_back({"move", "travel on to " + route_.hexes()[static_cast<size_t>(state_.hex) + 1].name});
  }
  if (state_.detour.empty()) {
    for (const Detour* d : route_.detoursFrom(here().id)) {
      options.push_back({d->id, "detour to " + d->name + " (" + std::to_string(d->hexes.size()) + " days)"});
    }
    if (static_cast<size_t>(state_.hex) + 1 == route_.hexes().size()) {
      options.push_back({"finish", "end the pilgrimage here (the wages owed are paid)"});
    }
  }
  options.push_back({"rest", "stay a day: the wounded heal, no encounter"});
  if (state_.wagesOwed.copper > 0 && inTown()) {
    options.push_back({"pay", "pay the wages owed here (" + state_.wagesOwed.normalised() + ")"});
  }
  options.push_back({"mercenary", "hire the party out for a day (Duty if hired as mercenaries)"});
  options.push_back({"raid", "raid a Moslem village"});
  options.push_back({"rob", "lie in wait to rob wayfarers"});
  if (inTown()) options.push_back({"recruit TYPE", "hire a mercenary of TYPE here (e.g. recruit spearman)"});
  options.push_back({"dismiss NAME", "let a member go (a mercenary wants a week's pay)"});
  return options;
}

void requireOffered(const std::vector<Option>& menu, const std::string& word) {
  std::vector<std::string> words;
  for (const Option& o : menu) words.push_back(o.word.substr(0, o.word.find(' ')));  // "recruit TYPE": recruit
  if (std::find(words.begin(), words.end(), word) == words.end()) {
    throw ChoiceError(util::unknownName("choice", word, words, "choices"));
  }
}

void Journey::playDay(const std::string& word, const std::string& rest) {
  requireOffered(dayOptions(), word);
  const bool takesName = word == "recruit" || word == "dismiss";
  if (takesName && rest.empty()) throw ChoiceError(word + " needs a " + (word == "recruit" ? "type" : "name"));
  if (!takesName && !rest.empty()) throw ChoiceError("'" + word + "' takes nothing after it");
  if (word == "move") {
    move();
  } else if (word == "rest") {
    restDay();
  } else if (word == "pay") {
    payWagesNow();
    return;
  } else if (word == "mercenary") {
    hireOut();
  } else if (word == "raid") {
    raidVillage();
  } else if (word == "rob") {
    robWayfarers();
  } else if (word == "recruit") {
    recruit(rest);
    return;
  } else if (word == "dismiss") {
    dismiss(rest);
    return;
  } else if (word == "finish") {
    finish();
    return;
  } else if (const Detour* d = route_.detour(word)) {
    detour(*d);
  }
  if (!waiting(state_.pending)) endDay();
}

void Journey::finish() {
  if (state_.wagesOwed.copper == 0 || state_.purse >= state_.wagesOwed) {
    if (state_.wagesOwed.copper > 0) payWagesNow();
    finishPilgrimage();
    return;
  }
  mutiny(soldiers(), "their wages of " + state_.wagesOwed.normalised() + " are owed at the journey's end", Then::finish, {});
  if (!waiting(state_.pending) && !over()) finishPilgrimage();
}

}  // namespace outremer::campaign
