#include "gen/party.hpp"

#include <algorithm>

#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::gen {
namespace {

bool lists(const tables::Row& row, const char* field, std::string_view item) {
  const tables::FieldValue* value = row.field(field);
  return value && std::find(value->items.begin(), value->items.end(), item) != value->items.end();
}

// Members of one composition line: how many, and who rides.
void addMembers(const Rules& rules, dice::Rng& rng, RollLog& log, CharacterMaker& maker,
                const CompositionLine& line, RollFor counted, Party& party, int& knightsSoFar) {
  const tables::Row& row = *line.row;
  const int count = compositionCount(row, log.count(rng, *line.dice, {counted, {row.entry}}), knightsSoFar);
  using enum CompositionLine::Counts;
  if (line.counts == mules || line.counts == wagons) {
    (line.counts == mules ? party.mules : party.wagons) = count;
    return;
  }
  int orderMembers = 0;
  if (line.militaryOrder && count > 0 && log.roll(rng, rules.dice("d10"), {RollFor::twoFromAnOrder}) <= 3) {
    orderMembers = std::min(2, count);
  }
  // Knights and their squires ride; "*" sees the first of a row mounted; the rest walk.
  const bool knightRow = line.counts == knights;
  const bool rides = knightRow || line.counts == squires;
  for (int i = 0; i < count; ++i) {
    const bool militaryOrder = i < orderMembers;
    maker.make({.type = knightRow && militaryOrder ? "holy-order-knight" : row.id,
                .mounted = rides || (line.oneMounted && i == 0),
                .militaryOrder = militaryOrder,
                .mercenary = false,
                .name = {}},
               party.members.emplace_back());
  }
  if (knightRow) knightsSoFar = count;
}

}  // namespace

Composition readComposition(const Rules& rules, std::string_view group) {
  Composition composition;
  composition.table = &rules.table("pilgrim-composition");
  for (const tables::Row& row : composition.table->rows) {
    const tables::FieldValue* cell = row.field(group);
    if (cell == nullptr) continue;
    CompositionLine& line = composition.lines.emplace_back();
    line.row = &row;
    if (util::trim(cell->text) != "-") line.dice = &rules.dice(cell->text);
    using enum CompositionLine::Counts;
    line.counts = row.id == kMulesRow    ? mules
                  : row.id == kWagonsRow ? wagons
                  : row.id == "knight"   ? knights
                  : row.id == "squire"   ? squires
                                         : people;
    line.militaryOrder = lists(row, "military-order", group);
    line.oneMounted = lists(row, "at-least-one-mounted", group);
    if (line.dice != nullptr && line.counts != mules && line.counts != wagons) {
      composition.mostMembers += static_cast<size_t>(std::max(line.dice->maximum(), 0));
    }
  }
  return composition;
}

int compositionCount(const tables::Row& row, int rolled, int knights) {
  if (const tables::FieldValue* cap = row.field("at-most-one-per"); cap && cap->text == "knight") {
    return std::min(rolled, knights);  // "+ No more than one squire per knight"
  }
  return rolled;
}

std::vector<std::string> groupIds(const Rules& rules) {
  std::vector<std::string> ids;
  for (const tables::Row& row : rules.table("pilgrim-group").rows) ids.push_back(row.id);
  return ids;
}

Party makeParty(const Rules& rules, dice::Rng& rng, RollLog& log, const std::string& group,
                InitialStrength strength) {
  CharacterMaker maker(rules, rng, log, strength);
  Party party = composeParty(rules, rng, log, maker, group, RollFor::membersOfParty);
  const tables::Row& purse = rules.row("starting-purse", party.group);
  log.consult(rules.table("starting-purse"), purse);
  for (const char* coin : {"gf", "sf", "sc", "cc"}) {
    const int count = log.count(rng, rules.dice(rules.text(purse, coin)), {RollFor::purseCoins, {coin}});
    party.purse = party.purse + tables::Money::coins(count, coin);
  }
  totalParty(party);
  return party;
}

Party composeParty(const Rules& rules, dice::Rng& rng, RollLog& log, CharacterMaker& maker,
                   const std::string& group, RollFor counted) {
  const tables::Table& groups = rules.table("pilgrim-group");
  const tables::Row* groupRow = nullptr;
  if (group.empty()) {
    groupRow = &log.rollOn(rng, groups, 0, {RollFor::pilgrimGroup});
  } else {
    groupRow = rules.findRow(groups, group);
    if (groupRow == nullptr) {
      throw RulesError(util::unknownName("group", group, groupIds(rules), "groups"));
    }
    log.consult(groups, *groupRow);
  }
  Party party;
  party.group = groupRow->id;
  party.groupLabel = groupRow->entry;
  int knights = 0;
  const Composition& composition = rules.composition(party.group);
  // Room for every member the dice can give, made at once rather than regrown (each time
  // moving every member made so far); tables with far larger dice than the book's grow it.
  constexpr size_t kMostRoomMade = 64;
  party.members.reserve(std::min(composition.mostMembers, kMostRoomMade));
  for (const CompositionLine& line : composition.lines) {
    log.consult(*composition.table, *line.row);
    if (line.dice != nullptr) addMembers(rules, rng, log, maker, line, counted, party, knights);
  }
  return party;
}

void totalParty(Party& party) {
  party.dailyPay = {};
  party.dailyUpkeep = {};
  for (const Character& member : party.members) {
    party.dailyPay = party.dailyPay + member.pay;
    party.dailyUpkeep = party.dailyUpkeep + member.upkeep;
  }
  const int64_t daily = party.dailyPay.copper + party.dailyUpkeep.copper;
  party.daysPurseLasts = daily == 0 ? -1 : static_cast<int>(party.purse.copper / daily);
}

}  // namespace outremer::gen
