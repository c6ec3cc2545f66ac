#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice/rng.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "tables/money.hpp"

namespace outremer::gen {

/// Coins by kind as taken, not exchanged: the book counts coins of each type.
struct Coins {
  int64_t gf = 0;
  int64_t sf = 0;
  int64_t sc = 0;
  int64_t cc = 0;

  /// Adds |count| coins of kind |code| (GF, SF, SC or CC, any case); throws RulesError for
  /// another code.
  void add(std::string_view code, int64_t count);
  Coins& operator+=(const Coins& other);
  /// What the coins are worth, in whole Copper Centimes (Money::normalised() to show).
  tables::Money value() const;
};

/// One thing taken: a room searched, a mule, a wagon, a purse, a herd. codec::lootItemName
/// names it ("Room 3") and codec::lootItemFound says what it was found to be.
struct LootItem {
  std::string what;  // the table's words for it: "Room", "Mule", "Pilgrims' purses"
  int number = 0;    // which of them ("Room 3"), or 0 for the one of its kind
  std::string found;  // the table entry a roll landed on, or ""
  /// Else the dice rolled for each kind of coin ("d6"), and the kinds (GF, SF, SC, CC).
  std::string amount = {};
  std::vector<std::string> coinKinds = {};
  Coins coins = {};
};

/// A rule the book attaches to the robbery (what follows it), in the book's words, with
/// its chance where it gives one and a number of people where it counts per franc.
struct LootNote {
  std::string text;
  std::optional<int> chance;  // percent
  std::optional<int> people;
};

/// A drovers' herd: worth |francs| Silver Francs, with |drovers| drovers, and
/// |rustlers| people needed to drive it off to the nearest town.
struct Herd {
  int francs = 0;
  int drovers = 0;
  int rustlers = 0;
};

/// The loot of one robbery or raid, item by item, with the ledger of coins by kind.
struct Loot {
  std::string kind;                // loot-kinds row id
  std::string label;               // its words
  std::string found;               // the baggage table's entry rolled (merchant), or ""
  std::vector<std::string> rules;  // the book's words for what the loot is
  std::optional<int> rooms;        // rooms entered (village)
  std::optional<int> mules;        // merchant, great lord
  std::optional<int> wagons;
  std::optional<Herd> herd;  // drovers
  std::vector<LootItem> items;
  Coins ledger;  // every item's coins, summed by kind
  std::vector<LootNote> notes;
};

/// The most rooms a raid may search (--rooms).
constexpr int kMaxRooms = 1000;

/// The loot of kind |kind| (a loot-kinds row id) by the book's rules: coins rolled per
/// item, a mule and wagon count rolled where the kind has baggage, and the rules on what
/// follows. |rooms| sets the rooms a village raid enters (rolled on village-rooms when
/// absent) and is ignored by kinds without rooms. Throws RulesError for an unknown kind
/// (with did-you-mean and the kinds) and std::invalid_argument for rooms outside
/// 1..kMaxRooms.
Loot makeLoot(const Rules& rules, dice::Rng& rng, RollLog& log, const std::string& kind,
              std::optional<int> rooms);

/// The loot kinds (loot-kinds row ids), in the table's order.
std::vector<std::string> lootKinds(const Rules& rules);

/// The coin codes a `coin` field names: "SF" → {SF}; "each type" → GF, SF, SC, CC;
/// "each type except GF" → SF, SC, CC. Throws RulesError for other words.
std::vector<std::string> coinKinds(const std::string& text);

}  // namespace outremer::gen
