// A scenario of your own: each side bought by the Montgisard purchase table, leaders with
// their retainers, on a tactical map, set up in the style of the printed scenarios.
#include "gen/scenario_generate.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "gen/scenario_points.hpp"
#include "gen/tactical_map.hpp"

namespace outremer::gen {
namespace {

constexpr std::string_view kSides = "generated-sides";
constexpr std::string_view kBattles = "generated-battles";

// The purchase-characters row that prices |type|.
const tables::Row& purchaseClass(const Rules& rules, const std::string& type) {
  const tables::Row* listing = rules.rowListing("purchase-character-types", "types", type);
  if (listing == nullptr) throw RulesError("no purchase-character-types row lists character type '" + type + "'");
  return rules.row("purchase-characters", listing->id);
}

int costOf(const Rules& rules, const tables::Row& purchase, int attack, int defence) {
  return purchaseCost(rules.number(purchase, "attack-multiplier", 1), rules.number(purchase, "defence-multiplier", 1),
                      attack, defence);
}

BoughtCharacter priced(const Rules& rules, Character character) {
  const tables::Row& purchase = purchaseClass(rules, character.type);
  BoughtCharacter bought{std::move(character), purchase.id, purchase.entry, rules.text(purchase, "formula"), 0};
  bought.cost = costOf(rules, purchase, bought.character.attack, bought.character.defence);
  return bought;
}

// A type a side may buy, and the most it can cost: at the top of its strength range.
struct Candidate {
  std::string type;
  bool mounted = false;
  const tables::Row* strength = nullptr;  // its row in a strength table, whose entry names it
  int highest = 0;
};

const tables::Row& strengthOf(const Rules& rules, const std::string& type) {
  const StrengthRow strength = strengthRow(rules, type);
  if (strength.row == nullptr) throw RulesError("no strength table has a row for character type '" + type + "'");
  return *strength.row;
}

bool rides(const tables::Row& strength, bool mounted) { return mounted && givesMounted(strength); }

Candidate candidate(const Rules& rules, const std::string& type, bool mounted) {
  const tables::Row& strength = strengthOf(rules, type);
  return {type, rides(strength, mounted), &strength, dearestCost(rules, type, mounted)};
}

std::vector<Candidate> candidates(const Rules& rules, const tables::Row& side, std::string_view field, bool mounted) {
  std::vector<Candidate> all;
  if (const tables::FieldValue* types = side.field(field)) {
    for (const std::string& type : types->items) all.push_back(candidate(rules, type, mounted));
  }
  return all;
}

// Buys one side's characters: a leader (who rides) and the retinue the side's dice give
// him, no more and no fewer, again while a leader and the largest retinue of the cheapest
// retainers fit. A type is offered only while its dearest character fits with what the
// rest of the retinue may cost, so no roll is wasted. topUp, for a side whose retinues
// were not rolled (the people of an encounter), adds retainers while any fits.
class Buyer {
 public:
  Buyer(const Rules& rules, dice::Rng& rng, RollLog& log, CharacterMaker& maker, const tables::Row& side,
        ScenarioForce& force)
      : rules_(rules), rng_(rng), log_(log), maker_(maker), side_(side), force_(force) {
    leaders_ = candidates(rules, side, "leaders", true);
    retainers_ = candidates(rules, side, "mounted-retainers", true);
    const std::vector<Candidate> foot = candidates(rules, side, "foot-retainers", false);
    retainers_.insert(retainers_.end(), foot.begin(), foot.end());
    for (const Candidate& c : retainers_) cheapest_ = cheapest_ == 0 ? c.highest : std::min(cheapest_, c.highest);
  }

  void buyLeaders() {
    const dice::DiceExpression& retinue = rules_.dice(rules_.text(side_, "retinue"));
    const int most = std::max(retinue.maximum(), 0);
    while (Retinue* leader = buyLeader(most * cheapest_)) {
      const int wanted = log_.count(rng_, retinue, {RollFor::retainersOf, {leader->leader.character.name}});
      for (int i = 1; i <= wanted; ++i) {
        if (!buyRetainer(*leader, (wanted - i) * cheapest_)) return;
      }
    }
  }

  void topUp() {
    while (!force_.retinues.empty()) {
      const auto smallest = std::min_element(force_.retinues.begin(), force_.retinues.end(), [](auto& a, auto& b) {
        return a.retainers.size() < b.retainers.size();
      });
      if (!buyRetainer(*smallest, 0)) return;
    }
  }

 private:
  int left() const { return force_.budget - force_.spent; }

  // The candidate picked among those that fit with |reserve| still left, or nullptr when
  // none does; the pick logged as |what| of |whose|.
  const Candidate* choose(const std::vector<Candidate>& all, int reserve, RollFor what,
                          std::string_view whose) {
    std::vector<const Candidate*> fit;
    std::vector<Choice> choices;
    for (const Candidate& c : all) {
      if (c.highest + reserve > left()) continue;
      fit.push_back(&c);
      choices.push_back({c.strength, c.mounted ? 1 : 0});
    }
    if (fit.empty()) return nullptr;
    return fit[pickChoice(rules_, rng_, log_, {.what = what, .words = {whose}, .choices = choices})];
  }

  BoughtCharacter buy(const Candidate& c) {
    CharacterRequest request;
    request.type = c.type;
    request.mounted = c.mounted;
    BoughtCharacter bought = priced(rules_, maker_.make(request));
    force_.spent += bought.cost;
    return bought;
  }

  // A leader who fits with |reserve| left for his retinue.
  Retinue* buyLeader(int reserve) {
    const Candidate* chosen = choose(leaders_, reserve, RollFor::leaderChosen, force_.name);
    if (chosen == nullptr) return nullptr;
    force_.retinues.push_back({buy(*chosen), {}});
    return &force_.retinues.back();
  }

  // A retainer who fits with |reserve| left for the rest of the retinue.
  bool buyRetainer(Retinue& retinue, int reserve) {
    const Candidate* chosen =
        choose(retainers_, reserve, RollFor::retainerChosen, retinue.leader.character.name);
    if (chosen == nullptr) return false;
    retinue.retainers.push_back(buy(*chosen));
    return true;
  }

  const Rules& rules_;
  dice::Rng& rng_;
  RollLog& log_;
  CharacterMaker& maker_;
  const tables::Row& side_;
  ScenarioForce& force_;
  std::vector<Candidate> leaders_;
  std::vector<Candidate> retainers_;
  int cheapest_ = 0;  // the least the dearest character of any retainer type costs
};

ScenarioForce emptyForce(const tables::Row& side, const Rules& rules, int budget) {
  ScenarioForce force;
  force.side = side.id;
  force.name = rules.text(side, "name");
  force.adjective = rules.text(side, "adjective");
  force.faction = rules.text(side, "faction");
  force.budget = budget;
  return force;
}

// The besieger's engines: a few rolled among the battle's choices while they cost at most
// its share of the besieger's points.
void buyEngines(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& battle, ScenarioForce& force) {
  const tables::FieldValue* choices = battle.field("engine-choices");
  const tables::FieldValue* engines = battle.field("engines");
  if (choices == nullptr || engines == nullptr) return;
  const int allowed = static_cast<int>(std::floor(rules.number(battle, "engine-share", 0) * force.budget));
  const int wanted = log.count(rng, rules.dice(engines->text), {RollFor::siegeEnginesOf, {force.name}});
  const int ofAKind = static_cast<int>(rules.number(battle, "engines-of-a-kind", wanted));
  for (int i = 0; i < wanted; ++i) {
    std::vector<const tables::Row*> fit;
    std::vector<Choice> listed;
    for (const std::string& id : choices->items) {
      const tables::Row& row = rules.row("purchase-siege-engines", id);
      const int cost = static_cast<int>(rules.number(row, "cost", 0));
      const auto bought = std::count_if(force.engines.begin(), force.engines.end(),
                                        [&](const auto& engine) { return engine.id == id; });
      if (force.spent + cost > allowed || bought >= ofAKind) continue;
      fit.push_back(&row);
      listed.push_back({&row, cost});
    }
    if (fit.empty()) return;
    const tables::Row& chosen = *fit[pickChoice(
        rules, rng, log, {.what = RollFor::siegeEngineChosen, .words = {force.name}, .choices = listed})];
    log.consult(rules.table("purchase-siege-engines"), chosen);
    const int cost = static_cast<int>(rules.number(chosen, "cost", 0));
    force.engines.push_back({chosen.id, chosen.entry, cost});
    force.spent += cost;
  }
}

// |text| with every {key} of |values| replaced.
std::string filled(std::string text, const std::map<std::string, std::string>& values) {
  for (const auto& [key, value] : values) {
    const std::string mark = "{" + key + "}";
    for (size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at + value.size())) {
      text.replace(at, mark.size(), value);
    }
  }
  return text;
}

// The set-up and victory levels of |battle| for |scenario|'s forces, |first| playing first.
void setUp(const Rules& rules, const tables::Row& battle, size_t first, GeneratedScenario& scenario) {
  const ScenarioForce& a = scenario.forces[first];
  const ScenarioForce& b = scenario.forces[1 - first];
  scenario.first = a.name;
  scenario.turns = static_cast<int>(rules.number(battle, "turns", 0));
  std::map<std::string, std::string> values = {
      {"first", a.name},     {"second", b.name},        {"A", a.adjective},
      {"B", b.adjective},    {"map", scenario.map.map}, {"turns", std::to_string(scenario.turns)}};
  for (const ScenarioForce& force : scenario.forces) {
    if (!force.role.empty()) values[force.role] = force.name;
  }
  // The levels are shares of the defenders' points in a siege, else of the smaller force's.
  int base = std::min(a.spent, b.spent);
  for (const ScenarioForce& force : scenario.forces) {
    if (force.role == "defenders") base = force.spent;
  }
  for (const char* share : {"striking", "narrow", "least"}) {
    const int points = static_cast<int>(std::floor(rules.number(battle, std::string(share) + "-share", 0) * base));
    values[share] = std::to_string(points);
    values[std::string(share) + "-1"] = std::to_string(points - 1);
  }
  for (const std::string& line : battle.field("deployment")->items) scenario.deployment.push_back(filled(line, values));
  if (const tables::FieldValue* zones = battle.field("zones")) {
    // The placeholders stand for the sides (WHO): the rest of a zone reads as written.
    std::vector<tables::SetupZone> filledZones = zones->zones;
    for (tables::SetupZone& zone : filledZones) zone.who = filled(zone.who, values);
    scenario.setup = setupPlan(rules, std::move(filledZones), {});
  }
  scenario.victoryText = filled(rules.text(battle, "victory-text"), values);
  for (const std::string& line : battle.field("victory")->items) scenario.victory.push_back(filled(line, values));
}

const tables::Row& terrainRow(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& battle,
                              const std::string& asked) {
  const tables::Table& maps = rules.table("tactical-maps");
  if (!asked.empty()) return rules.row(maps.id, asked);
  return pickTerrain(rules, rng, log, battle);
}

// Which of two sides: a d6, 1-3 the first named.
size_t rollSide(const Rules& rules, dice::Rng& rng, RollLog& log, const std::vector<ScenarioForce>& forces,
                RollFor what) {
  const int die = log.roll(rng, rules.dice("d6"), {what, {forces[0].name, forces[1].name}});
  return die <= 3 ? 0 : 1;
}

// A side already there (a party, the people met) as a force: each list of characters a
// retinue led by its first.
ScenarioForce standingForce(const Rules& rules, const ForceWords& words,
                            const std::vector<std::vector<Character>>& groups) {
  ScenarioForce force;
  force.name = words.name;
  force.adjective = words.adjective;
  for (const std::vector<Character>& group : groups) {
    if (group.empty()) continue;
    if (force.faction.empty()) force.faction = group.front().side;
    Retinue& retinue = force.retinues.emplace_back();
    retinue.leader = priced(rules, group.front());
    force.spent += retinue.leader.cost;
    for (size_t i = 1; i < group.size(); ++i) {
      retinue.retainers.push_back(priced(rules, group[i]));
      force.spent += retinue.retainers.back().cost;
    }
  }
  return force;
}

// The generated-sides row of |faction|: the first whose faction it is.
const tables::Row& factionSide(const Rules& rules, const std::string& faction) {
  for (const tables::Row& row : rules.table(kSides).rows) {
    if (rules.text(row, "faction") == faction) return row;
  }
  throw RulesError("no generated-sides row is of faction '" + faction + "'");
}

}  // namespace

std::vector<ForceLine> forceLines(const ScenarioForce& force) {
  std::vector<ForceLine> lines;
  const auto add = [&](const BoughtCharacter& bought) {
    lines.push_back({bought.character.type, 1, bought.character.mounted});
  };
  for (const Retinue& retinue : force.retinues) {
    add(retinue.leader);
    for (const BoughtCharacter& retainer : retinue.retainers) add(retainer);
  }
  return lines;
}

int ScenarioForce::characters() const {
  int count = 0;
  for (const Retinue& retinue : retinues) count += 1 + static_cast<int>(retinue.retainers.size());
  return count;
}

GeneratedScenario generateScenario(const Rules& rules, dice::Rng& rng, RollLog& log, const ScenarioRequest& request) {
  const tables::Row& battle = rules.row(kBattles, request.siege ? "siege" : "field-battle");
  log.consult(rules.table(kBattles), battle);
  GeneratedScenario scenario;
  scenario.battle = battle.id;
  scenario.battleLabel = battle.entry;
  scenario.points = request.points;
  scenario.map = rollTacticalMap(rules, rng, log, terrainRow(rules, rng, log, battle, request.terrain));
  std::vector<const tables::Row*> sides;
  for (const std::string& id : request.sides) {
    sides.push_back(&rules.row(kSides, id));
    log.consult(rules.table(kSides), *sides.back());
    scenario.forces.push_back(emptyForce(*sides.back(), rules, request.points));
  }
  size_t first = 0;
  if (request.siege) {
    const size_t besieger = rollSide(rules, rng, log, scenario.forces, RollFor::whoBesieges);
    scenario.forces[besieger].role = "besieger";
    ScenarioForce& defenders = scenario.forces[1 - besieger];
    defenders.role = "defenders";
    defenders.budget = static_cast<int>(std::floor(rules.number(battle, "defenders-share", 1) * request.points));
    buyEngines(rules, rng, log, battle, scenario.forces[besieger]);
    first = besieger;
  } else {
    first = rollSide(rules, rng, log, scenario.forces, RollFor::whoPlaysFirst);
  }
  CharacterMaker maker(rules, rng, log);
  for (size_t i = 0; i < sides.size(); ++i) {
    Buyer(rules, rng, log, maker, *sides[i], scenario.forces[i]).buyLeaders();
  }
  setUp(rules, battle, first, scenario);
  return scenario;
}

GeneratedScenario scenarioFromEncounter(const Rules& rules, dice::Rng& rng, RollLog& log, const Party& party,
                                        const ForceWords& partyWords, const Encounter& encounter) {
  // The people met keep the names `outremer encounter` gives them; a party member, or a
  // retainer bought later, who would share one is told apart by an epithet.
  CharacterMaker maker(rules, rng, log);
  const auto claimed = [&maker](std::vector<Character> people) {
    for (Character& c : people) c.name = maker.claimName(c.name);
    return people;
  };
  std::vector<std::vector<Character>> theirs;
  for (const EncounterGroup& group : encounter.groups) {
    if (group.opposing) theirs.push_back(claimed(group.members));
  }
  GeneratedScenario scenario;
  scenario.forces.push_back(standingForce(rules, partyWords, {claimed(party.members)}));
  scenario.forces.push_back(standingForce(rules, {encounter.typeLabel, encounter.typeLabel}, theirs));
  for (const ScenarioForce& force : scenario.forces) {
    if (force.retinues.empty()) throw RulesError("the encounter has no one for " + force.name + " to fight");
  }
  const tables::Row& battle = rules.row(kBattles, "field-battle");
  log.consult(rules.table(kBattles), battle);
  scenario.battle = battle.id;
  scenario.battleLabel = battle.entry;
  scenario.map = encounter.map ? *encounter.map
                               : rollTacticalMap(rules, rng, log, terrainRow(rules, rng, log, battle, ""));
  const size_t first = rollSide(rules, rng, log, scenario.forces, RollFor::whoPlaysFirst);
  // Both sides topped up to the dearer side's points, by retainers of their faction.
  const int points = std::max(scenario.forces[0].spent, scenario.forces[1].spent);
  scenario.points = points;
  for (ScenarioForce& force : scenario.forces) {
    force.budget = points;
    const tables::Row& side = factionSide(rules, force.faction);
    log.consult(rules.table(kSides), side);
    Buyer(rules, rng, log, maker, side, force).topUp();
  }
  setUp(rules, battle, first, scenario);
  return scenario;
}

int dearestCost(const Rules& rules, const std::string& type, bool mounted) {
  const tables::Row& strength = strengthOf(rules, type);
  const Strengths top = placeStrengths(rules, strength, 9);
  const bool mountedStrengths = rides(strength, mounted);
  const int attack = mountedStrengths ? top.mountedAttack : top.footAttack;
  const int defence = mountedStrengths ? top.mountedDefence : top.footDefence;
  return costOf(rules, purchaseClass(rules, type), attack, defence);
}

std::vector<std::string> generatedSides(const Rules& rules) {
  std::vector<std::string> ids;
  for (const tables::Row& row : rules.table(kSides).rows) ids.push_back(row.id);
  return ids;
}

std::vector<std::string> battleTerrains(const Rules& rules, bool siege) {
  const tables::Row& battle = rules.row(kBattles, siege ? "siege" : "field-battle");
  const tables::FieldValue* terrains = battle.field("terrains");
  return terrains ? terrains->items : std::vector<std::string>{};
}

}  // namespace outremer::gen
