// What the party does with its day: travel, rest, detour, hire out, raid, rob; the things
// done in passing (recruit, dismiss, pay the wages); the law following a party whose
// description circulates; and the pilgrimage's end.
#include "campaign/day.hpp"

#include <algorithm>

#include "campaign/day_end.hpp"
#include "campaign/day_words.hpp"
#include "campaign/encounter.hpp"
#include "gen/daily_cost.hpp"
#include "gen/fight.hpp"
#include "gen/mercenary.hpp"
#include "gen/party.hpp"
#include "gen/village.hpp"

namespace outremer::campaign::day {

namespace {

// A Moslem village the party may fall on: its people, its loot, the ground, and its brief
// for the player who sets it up on the board.
void meetVillage(Turn& turn, gen::VillageRaid raid) {
  Meeting m;
  m.reason = Reason::raid;
  m.label = {gen::GroupLabelKind::village};
  m.loot = raid.loot.ledger.value();
  m.moslem = true;
  if (turn.writer.villageTitle) m.title = turn.writer.villageTitle(raid);
  m.ground = gen::groundOf(raid);
  if (!turn.writer.keepBriefs) return encounter::meetBand(turn, std::move(m), std::move(raid.inhabitants));
  encounter::meetBand(turn, std::move(m), raid.inhabitants);
  turn.state.waitingBrief = std::move(raid);
}

// Fighting men of the town come to arrest the party.
void townArrest(Turn& turn) {
  gen::EncounterOptions options = encounterOptionsHere(turn, "day");
  options.forcedType = "fighting-men";
  encounter::meet(turn, gen::makeEncounter(turn.rules, turn.rng, turn.log, options), Reason::arrest);
}

void arriveInTown(Turn& turn) {
  for (size_t i = 0; i < turn.state.wanted.size(); ++i) {
    const Wanted w = turn.state.wanted[i];
    if (w.where != WantedWhere::nextTown && w.where != WantedWhere::nextTownOrPatrol) continue;
    turn.state.wanted.erase(turn.state.wanted.begin() + static_cast<long>(i--));
    if (!turn.log.chance(turn.rng, w.chance, {gen::RollFor::recognisedIn, {here(turn).name}})) continue;
    say(turn, EntryKind::recognised,
        {.said = Said::recognisedInTown, .name = here(turn).name, .detail = std::string(nameOf(w.by))});
    townArrest(turn);
    return;
  }
  if (turn.state.herd == 0) return;
  const int francs = turn.state.herd;
  turn.state.herd = 0;
  if (turn.log.chance(turn.rng, turn.house.chance("drovers", "militia-arrest"), {gen::RollFor::herdSuspected})) {
    say(turn, EntryKind::recognised, {.said = Said::herdSuspected});
    townArrest(turn);
    return;
  }
  const tables::Money sold = tables::Money::coins(francs, "SF");
  turn.state.purse = turn.state.purse + sold;
  say(turn, EntryKind::rob, {.said = Said::herdSold, .name = here(turn).name, .numbers = {sold.copper}}, sold.copper);
}

// Great Lord: "if spotted (40% chance per hex travelled) there is a 25% chance that a force
// of knights and men-at-arms ... will be waiting for them in the next hex they enter."
void followWanted(Turn& turn) {
  for (Wanted& w : turn.state.wanted) {
    if (w.where == WantedWhere::waiting) {
      w.where = WantedWhere::everyHex;
      gen::CharacterMaker maker(turn.rules, turn.rng, turn.log);
      gen::Party force = gen::composeParty(turn.rules, turn.rng, turn.log, maker, "noble-and-retainers",
                                           gen::RollFor::membersAmongThem);
      say(turn, EntryKind::recognised, {.said = Said::lordsForceWaits, .name = here(turn).name});
      Meeting m;
      m.reason = Reason::arrest;
      m.label = {gen::GroupLabelKind::lordsMen};
      m.attacks = true;
      encounter::meetBand(turn, std::move(m), std::move(force.members));
      return;
    }
    if (w.where != WantedWhere::everyHex) continue;
    if (turn.log.chance(turn.rng, w.chance, {gen::RollFor::spottedByTheLord}) &&
        turn.log.chance(turn.rng, w.waiting, {gen::RollFor::lordsForceWaits})) {
      w.where = WantedWhere::waiting;
      say(turn, EntryKind::wanted, {.said = Said::spotted});
    }
  }
}

void enterHex(Turn& turn, const Hex& hex) {
  say(turn, EntryKind::move, {.said = Said::travels, .name = hex.name, .names = {hex.place}});
  followWanted(turn);
  if (!waiting(turn.state.pending) && hex.town) arriveInTown(turn);
  if (waiting(turn.state.pending)) return;
  gen::EncounterOptions options = encounterOptionsHere(turn, "day");
  options.check = true;
  gen::Encounter met = gen::makeEncounter(turn.rules, turn.rng, turn.log, options);
  if (met.clear) {
    say(turn, EntryKind::clear, {.said = Said::clear, .numbers = {met.checkRoll.value_or(0)}});
  } else {
    encounter::meet(turn, std::move(met), Reason::encounter);
  }
}

void move(Turn& turn) {
  if (!turn.state.detour.empty()) {
    const Detour& d = *turn.route.detour(turn.state.detour);
    if (static_cast<size_t>(++turn.state.detourStep) < d.hexes.size()) {
      enterHex(turn, d.hexes[static_cast<size_t>(turn.state.detourStep)]);
      return;
    }
    turn.state.detour.clear();
    turn.state.detourStep = 0;
    turn.state.hex = turn.route.indexOf(d.rejoinsAt);
    const int renown = turn.house.value("renown-holy-site");
    turn.state.renown += renown;
    say(turn, EntryKind::detour, {.said = Said::backFromDetour, .name = d.name, .numbers = {renown}});
  } else {
    ++turn.state.hex;
  }
  enterHex(turn, here(turn));
}

void restDay(Turn& turn) {
  int healed = 0;
  for (Member& m : turn.state.members) {
    if (m.status == MemberStatus::wounded) {
      m.status = MemberStatus::healthy;
      ++healed;
    }
  }
  say(turn, EntryKind::rest, {.said = Said::rests, .name = here(turn).name, .numbers = {healed}});
}

void detour(Turn& turn, const Detour& d) {
  turn.state.detour = d.id;
  turn.state.detourStep = 0;
  say(turn, EntryKind::detour, {.said = Said::turnsOff, .name = d.name});
  enterHex(turn, d.hexes.front());
}

void hireOut(Turn& turn) {
  gen::EncounterOptions options = encounterOptionsHere(turn, "day");
  const int nightFrom = turn.house.value("mercenary-night");
  if (turn.log.roll(turn.rng, turn.house.dice("mercenary-night"), {gen::RollFor::patrolByNight}) >= nightFrom) {
    options.time = "night";
  }
  gen::MercenaryDuty duty = gen::makeMercenaryDuty(turn.rules, turn.rng, turn.log, options);
  const tables::Money earned = mercenaryPay(turn);
  const std::string dutyName = duty.duty.substr(0, duty.duty.find(" ("));
  if (!duty.raid && !(duty.encounter && !duty.encounter->clear)) {
    turn.state.purse = turn.state.purse + earned;
    say(turn, EntryKind::mercenary, {.said = Said::hiredOutPaid, .name = dutyName, .numbers = {earned.copper}},
        earned.copper);
    return;
  }
  // Paid when the duty is done: a party that flees, or lets be those it was hired to fall
  // on, earns nothing (encounter::close pays).
  say(turn, EntryKind::mercenary, {.said = Said::hiredOutOnDuty, .name = dutyName, .numbers = {earned.copper}});
  if (duty.raid) {
    meetVillage(turn, std::move(*duty.raid));
  } else {
    encounter::meet(turn, std::move(*duty.encounter), Reason::duty);
  }
  if (Meeting* m = meetingOf(turn.state.pending)) m->wage = earned;
}

void raidVillage(Turn& turn) {
  gen::VillageRaid raid =
      gen::makeVillageRaid(turn.rules, turn.rng, turn.log, std::nullopt, presentCount(turn));
  say(turn, EntryKind::raid,
      {.said = Said::fallsOnVillage, .numbers = {static_cast<int64_t>(raid.inhabitants.size())}});
  meetVillage(turn, std::move(raid));
}

void robWayfarers(Turn& turn) {
  say(turn, EntryKind::rob, {.said = Said::liesInWait, .name = here(turn).name});
  encounter::meet(turn, gen::makeEncounter(turn.rules, turn.rng, turn.log, encounterOptionsHere(turn, "day")),
                  Reason::rob);
}

// Who a town offers for hire: the fighting types, those paid a mercenary's wage. A lady,
// a civilian or a peasant is kept but not paid, so is no mercenary.
std::vector<std::string> hireableTypes(const Turn& turn) {
  std::vector<std::string> types;
  for (const std::string& type : gen::keptTypes(turn.rules)) {
    gen::Character c;
    c.type = type;
    if (gen::strengthRow(turn.rules, type).row && costOf(turn, c, true).pay.copper > 0) types.push_back(type);
  }
  return types;
}

// Upkeep of Characters: a mercenary leaving the company demands "severance pay of one
// week" (the upkeep table's severance row says how many days).
tables::Money severanceOf(const Turn& turn, const gen::Character& c) {
  const int days = static_cast<int>(turn.rules.number(turn.rules.row("upkeep", "severance"), "days", 7));
  return costOf(turn, c, true).pay * days;
}

void recruit(Turn& turn, const std::string& type) {
  if (type.empty()) throw ChoiceError({.why = Refusal::recruitNeedsType, .offers = hiringTerms(turn)});
  const std::vector<std::string> hireable = hireableTypes(turn);
  if (std::find(hireable.begin(), hireable.end(), type) == hireable.end()) {
    const std::vector<std::string> kept = gen::keptTypes(turn.rules);
    if (std::find(kept.begin(), kept.end(), type) == kept.end()) {
      throw ChoiceError({.why = Refusal::unknownHireType, .given = type, .names = hireable});
    }
    throw ChoiceError({.why = Refusal::notForHire, .given = type, .names = hireable});
  }
  gen::CharacterMaker maker(turn.rules, turn.rng, turn.log, turn.state.strength);
  gen::Character c = maker.make({type, false, false, true, ""});
  for (int tries = 0; findMember(turn, c.name) != nullptr && tries < 8; ++tries) {
    c.name = maker.make({type, false, false, true, ""}).name;
  }
  c.name = gen::untakenName(c.name, "the Younger",
                       [&turn](const std::string& name) { return findMember(turn, name) != nullptr; });
  Member m;
  m.character = c;
  m.joinedDay = turn.state.day;
  turn.state.members.push_back(m);
  const gen::DailyCost& cost = costOf(turn, c, true);
  say(turn, EntryKind::join,
      {.said = Said::hired, .name = c.name, .detail = c.label, .numbers = {c.attack, cost.pay.copper, cost.upkeep.copper}});
}

void dismiss(Turn& turn, const std::string& name) {
  Member* m = &presentMember(turn, name);
  const gen::Character& c = m->character;
  // A man let go the day he was hired has not served: he goes back to the town's hiring
  // (house rule: severance is for leaving a company he served in).
  const bool served = m->joinedDay < turn.state.day;
  const tables::Money severance = c.mercenary && served ? severanceOf(turn, c) : tables::Money{};
  if (turn.state.purse >= severance) {
    m->status = MemberStatus::left;
    turn.state.purse = {turn.state.purse.copper - severance.copper};
    say(turn, EntryKind::leave, {.said = Said::leaves, .name = c.name, .numbers = {severance.copper}},
        -severance.copper);
    return;
  }
  const size_t index = static_cast<size_t>(m - turn.state.members.data());
  day_end::mutiny(turn, {index}, {.said = Said::mutinySeverance, .name = c.name, .numbers = {severance.copper}},
                  Then::nothing, severance);
}

void payWagesNow(Turn& turn) {
  if (turn.state.purse < turn.state.wagesOwed) {
    throw ChoiceError({.why = Refusal::wagesUnpaid, .purse = turn.state.purse, .cost = turn.state.wagesOwed});
  }
  payWages(turn, Said::wagesPaid);
}

void finish(Turn& turn) {
  if (turn.state.wagesOwed.copper == 0 || turn.state.purse >= turn.state.wagesOwed) {
    if (turn.state.wagesOwed.copper > 0) payWagesNow(turn);
    day::finishPilgrimage(turn);
    return;
  }
  day_end::mutiny(turn, soldiers(turn), {.said = Said::mutinyWagesOwed, .numbers = {turn.state.wagesOwed.copper}},
                  Then::finish, {});
  if (!waiting(turn.state.pending) && !over(turn)) day::finishPilgrimage(turn);
}

}  // namespace

std::vector<HiringTerms> hiringTerms(const Turn& turn) {
  std::vector<HiringTerms> terms;
  if (!here(turn).town) return terms;
  for (const std::string& type : hireableTypes(turn)) {
    gen::Character c;
    c.type = type;
    const gen::DailyCost& cost = costOf(turn, c, true);
    terms.push_back({type, cost.pay, cost.upkeep, severanceOf(turn, c)});
  }
  return terms;
}

std::vector<Option> options(const Turn& turn) {
  std::vector<Option> options;
  // Asked for twice a day: room for all a day offers (but many detours) before it is built.
  options.reserve(12);
  const size_t next = static_cast<size_t>(turn.state.hex) + 1;
  if (!turn.state.detour.empty()) {
    const Detour* d = turn.route.detour(turn.state.detour);
    const size_t step = static_cast<size_t>(turn.state.detourStep) + 1;
    if (d == nullptr || step >= d->hexes.size()) {
      const Hex& rejoined = turn.route.hexes()[static_cast<size_t>(turn.route.indexOf(d->rejoinsAt))];
      options.push_back({.word = day_words::move, .kind = OptionKind::rejoinRoad, .name = rejoined.name});
    } else {
      options.push_back({.word = day_words::move, .kind = OptionKind::travelOn, .name = d->hexes[step].name});
    }
  } else if (next < turn.route.hexes().size()) {
    options.push_back(
        {.word = day_words::move, .kind = OptionKind::travelOn, .name = turn.route.hexes()[next].name});
  }
  if (turn.state.detour.empty()) {
    for (const Detour* d : turn.route.detoursFrom(here(turn).id)) {
      options.push_back(
          {.word = d->id, .kind = OptionKind::detour, .name = d->name, .days = static_cast<int>(d->hexes.size())});
    }
    if (next == turn.route.hexes().size())
      options.push_back({.word = day_words::finish, .kind = OptionKind::finish});
  }
  options.push_back({.word = day_words::rest, .kind = OptionKind::rest});
  if (turn.state.wagesOwed.copper > 0 && here(turn).town) {
    options.push_back({.word = day_words::pay, .kind = OptionKind::payWages, .money = turn.state.wagesOwed});
  }
  options.push_back({.word = day_words::mercenary, .kind = OptionKind::hireOut});
  options.push_back({.word = day_words::raid, .kind = OptionKind::raid});
  options.push_back({.word = day_words::rob, .kind = OptionKind::rob});
  if (here(turn).town) options.push_back({.word = day_words::recruit, .kind = OptionKind::recruit});
  options.push_back({.word = day_words::dismiss, .kind = OptionKind::dismiss});
  return options;
}

void play(Turn& turn, const std::string& word, const std::string& rest) {
  const std::vector<Option> menu = options(turn);
  const OptionKind chosen = requireOffered(menu, word).kind;
  const bool takesName = chosen == OptionKind::recruit || chosen == OptionKind::dismiss;
  if (chosen == OptionKind::dismiss && rest.empty()) {
    std::vector<std::string> names;
    for (size_t i : presentMembers(turn)) names.push_back(turn.state.members[i].character.name);
    throw ChoiceError({.why = Refusal::dismissNeedsName, .names = std::move(names)});
  }
  if (!takesName && !rest.empty()) throw ChoiceError({.why = Refusal::takesNothing, .given = word});
  switch (chosen) {
    case OptionKind::travelOn:
    case OptionKind::rejoinRoad:
      move(turn);
      break;
    case OptionKind::detour:
      detour(turn, *turn.route.detour(word));
      break;
    case OptionKind::rest:
      restDay(turn);
      break;
    case OptionKind::payWages:
      return payWagesNow(turn);
    case OptionKind::hireOut:
      hireOut(turn);
      break;
    case OptionKind::raid:
      raidVillage(turn);
      break;
    case OptionKind::rob:
      robWayfarers(turn);
      break;
    case OptionKind::recruit:
      return recruit(turn, rest);
    case OptionKind::dismiss:
      return dismiss(turn, rest);
    case OptionKind::finish:
      return finish(turn);
    default:
      return;  // the day's menu offers no other kind
  }
  if (!waiting(turn.state.pending)) day_end::play(turn);
}

void finishPilgrimage(Turn& turn) {
  const int renown = turn.house.value("renown-arrival");
  turn.state.renown += renown;
  turn.state.finished = Ending::arrived;
  int survivors = 0;
  for (const Member& m : turn.state.members) survivors += m.present() ? 1 : 0;
  say(turn, EntryKind::arrive,
      {.said = Said::pilgrimageOver,
       .numbers = {survivors, static_cast<int64_t>(turn.state.members.size()), turn.state.day,
                   turn.state.purse.copper, turn.state.renown, renown}});
}

}  // namespace outremer::campaign::day
