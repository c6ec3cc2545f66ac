#include "gen/loot.hpp"

#include <algorithm>
#include <stdexcept>

#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::gen {
namespace {

using tables::Row;
using tables::Table;

constexpr std::string_view kEachType = "each type";

const std::vector<std::string>& listOf(const Row& row, std::string_view field) {
  static const std::vector<std::string> none;
  const tables::FieldValue* value = row.field(field);
  return value ? value->items : none;
}

// Rolls |row|'s dice field |amountField| once per coin kind its `coin` field names, for
// |item|.
Coins rollCoins(const Rules& rules, dice::Rng& rng, RollLog& log, const Row& row,
                std::string_view amountField, const LootItem& item) {
  Coins coins;
  const dice::DiceExpression& amount = rules.dice(rules.text(row, amountField));
  const RollFor purpose = item.number > 0 ? RollFor::lootItemCoins : RollFor::lootCoins;
  for (const std::string& code : coinKinds(rules.text(row, "coin"))) {
    coins.add(code, log.count(rng, amount, {purpose, {item.what, code}, {item.number}}));
  }
  return coins;
}

void addItem(Loot& loot, LootItem item) {
  loot.ledger += item.coins;
  loot.items.push_back(std::move(item));
}

// A raid: |table| rolled once per room entered (Loot from Moslem Village).
void searchRooms(const Rules& rules, dice::Rng& rng, RollLog& log, const Table& table,
                 const std::string& item, std::optional<int> rooms, Loot& loot) {
  if (!rooms) {
    const Table& roomTable = rules.table("village-rooms");
    const Row& row = rules.row("village-rooms", "rooms");
    log.consult(roomTable, row);
    rooms = std::max(
        1, log.count(rng, rules.dice(rules.text(row, "count")), {RollFor::roomsEntered, {roomTable.id}}));
  }
  loot.rooms = rooms;
  loot.rules = table.notes;
  for (int room = 1; room <= *rooms; ++room) {
    const Row& row = log.rollOn(rng, table, 0, {RollFor::lootItem, {item}, {room}});
    LootItem found{item, room, row.entry};
    if (row.field("coins")) found.coins = rollCoins(rules, rng, log, row, "coins", found);
    addItem(loot, std::move(found));
  }
}

// Row |rowId|'s cell in |column| of a composition table, rolled ("-" is none).
int countIn(const Rules& rules, dice::Rng& rng, RollLog& log, const std::string& tableId, const char* rowId,
            const std::string& column) {
  const Row& row = rules.row(tableId, rowId);
  log.consult(rules.table(tableId), row);
  const std::string& cell = rules.text(row, column);
  if (util::trim(cell) == "-") return 0;
  return log.count(rng, rules.dice(cell), {RollFor::inTrain, {row.entry, column}});
}

// Mules and wagons: rolled on a range table with `mules` and `wagons` fields (the
// Merchant table), or read from a column of a composition table ("TABLE#COLUMN").
void countBaggage(const Rules& rules, dice::Rng& rng, RollLog& log, const std::string& ref, Loot& loot) {
  const size_t hash = ref.find('#');
  if (hash != std::string::npos) {
    const std::string tableId = ref.substr(0, hash);
    const std::string column = ref.substr(hash + 1);
    loot.mules = countIn(rules, rng, log, tableId, "mule", column);
    loot.wagons = countIn(rules, rng, log, tableId, "wagon", column);
    return;
  }
  const Table& table = rules.table(ref);
  if (!table.isRangeTable()) throw RulesError("baggage table '" + ref + "' has no die to roll");
  const Row& row = log.rollOn(rng, table, 0, {RollFor::baggageFound, {table.title}});
  loot.found = row.entry;
  loot.mules = log.count(rng, rules.dice(rules.text(row, "mules")), {RollFor::mulesInCaravan});
  loot.wagons = static_cast<int>(rules.number(row, "wagons", 0));
}

// |item|, whose coins are |row|'s amount of each kind it names.
void takeCoins(const Rules& rules, dice::Rng& rng, RollLog& log, const Row& row, LootItem item, Loot& loot) {
  item.amount = rules.text(row, "amount");
  item.coinKinds = coinKinds(rules.text(row, "coin"));
  item.coins = rollCoins(rules, rng, log, row, "amount", item);
  addItem(loot, std::move(item));
}

// The kind's loot rows: each taken once, or once per mule or wagon (`per`).
void takeLoot(const Rules& rules, dice::Rng& rng, RollLog& log, const Table& table, const Row& kindRow,
              Loot& loot) {
  for (const std::string& id : listOf(kindRow, "loot")) {
    const Row& row = rules.row(table.id, id);
    log.consult(table, row);
    loot.rules.push_back(row.entry);
    const tables::FieldValue* per = row.field("per");
    if (per == nullptr) {
      takeCoins(rules, rng, log, row, {rules.text(kindRow, "item"), 0, ""}, loot);
      continue;
    }
    if (per->text != "mule" && per->text != "wagon") {
      throw RulesError(tables::format(per->where) + ": cannot take loot per '" + per->text + "' (mule or wagon)");
    }
    const int times = per->text == "mule" ? loot.mules.value_or(0) : loot.wagons.value_or(0);
    for (int i = 1; i <= times; ++i) takeCoins(rules, rng, log, row, {util::capitalised(per->text), i, ""}, loot);
  }
}

// What follows, in the book's words; a row counted per franc (the drovers' herd) gives
// a number of people for the herd's worth in whole Silver Francs.
void addNotes(const Rules& rules, RollLog& log, const Table& table, const Row& kindRow, Loot& loot) {
  const auto francs = static_cast<int>(loot.ledger.value().copper / tables::Money::kSilverFranc);
  for (const std::string& id : listOf(kindRow, "consequences")) {
    const Row& row = rules.row(table.id, id);
    log.consult(table, row);
    LootNote note{row.entry, {}, {}};
    if (row.field("chance")) note.chance = static_cast<int>(rules.number(row, "chance", 0));
    if (row.field("per-franc")) {
      note.people = static_cast<int>(rules.number(row, "per-franc", 0) * francs);
      Herd& herd = loot.herd ? *loot.herd : loot.herd.emplace();
      herd.francs = francs;
      (row.field("who") ? herd.drovers : herd.rustlers) = *note.people;
    }
    loot.notes.push_back(std::move(note));
  }
  if (!kindRow.note.empty()) loot.notes.push_back({kindRow.note, {}, {}});
}

}  // namespace

void Coins::add(std::string_view code, int64_t count) {
  const std::string kind = util::upper(code);
  if (kind == "GF") {
    gf += count;
  } else if (kind == "SF") {
    sf += count;
  } else if (kind == "SC") {
    sc += count;
  } else if (kind == "CC") {
    cc += count;
  } else {
    throw RulesError("unknown coin '" + std::string(code) + "' (GF, SF, SC or CC)");
  }
}

Coins& Coins::operator+=(const Coins& other) {
  gf += other.gf;
  sf += other.sf;
  sc += other.sc;
  cc += other.cc;
  return *this;
}

tables::Money Coins::value() const {
  return tables::Money::coins(gf, "GF") + tables::Money::coins(sf, "SF") + tables::Money::coins(sc, "SC") +
         tables::Money::coins(cc, "CC");
}

std::vector<std::string> coinKinds(const std::string& text) {
  const std::string_view words = util::trim(text);
  if (!words.starts_with(kEachType)) {
    const std::string code = util::upper(words);
    if (code == "GF" || code == "SF" || code == "SC" || code == "CC") return {code};
    throw RulesError("cannot read coin '" + text +
                     "' (GF, SF, SC, CC, 'each type' or 'each type except GF')");
  }
  std::vector<std::string> kinds{"GF", "SF", "SC", "CC"};
  const std::string_view rest = util::trim(words.substr(kEachType.size()));
  if (rest.empty()) return kinds;
  if (!rest.starts_with("except ")) throw RulesError("cannot read coin '" + text + "'");
  const std::string left = util::upper(util::trim(rest.substr(7)));
  const auto before = kinds.size();
  std::erase(kinds, left);
  if (kinds.size() == before) throw RulesError("cannot read coin '" + text + "': no coin '" + left + "'");
  return kinds;
}

std::vector<std::string> lootKinds(const Rules& rules) {
  std::vector<std::string> ids;
  for (const Row& row : rules.table("loot-kinds").rows) ids.push_back(row.id);
  return ids;
}

Loot makeLoot(const Rules& rules, dice::Rng& rng, RollLog& log, const std::string& kind,
              std::optional<int> rooms) {
  if (rooms && (*rooms < 1 || *rooms > kMaxRooms)) {
    throw std::invalid_argument("rooms must be 1.." + std::to_string(kMaxRooms));
  }
  const Table& kinds = rules.table("loot-kinds");
  const Row* kindRow = kinds.rowWithId(kind);
  if (kindRow == nullptr) {
    throw RulesError(util::unknownName("loot kind", kind, lootKinds(rules), "kinds"));
  }
  log.consult(kinds, *kindRow);
  Loot loot;
  loot.kind = kind;
  loot.label = kindRow->entry;
  const Table& table = rules.table(rules.text(*kindRow, "rules"));
  if (table.isRangeTable()) {
    searchRooms(rules, rng, log, table, rules.text(*kindRow, "item"), rooms, loot);
  } else {
    if (const tables::FieldValue* baggage = kindRow->field("baggage"))
      countBaggage(rules, rng, log, baggage->text, loot);
    takeLoot(rules, rng, log, table, *kindRow, loot);
  }
  addNotes(rules, log, table, *kindRow, loot);
  return loot;
}

}  // namespace outremer::gen
