// The JSON form of the campaign chronicle (schemas/campaign-log.schema.json): the body of
// a "campaign-log" brief.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "campaign/chronicle.hpp"
#include "codec/campaign_save.hpp"
#include "codec/campaign_words.hpp"
#include "codec/character.hpp"
#include "codec/log_words.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<campaign::Chronicle> = "campaign-log";

/// What a log entry moved: "in 2SF" or "out 1SF 3SC" (|copper| not 0).
std::string entryMoneyText(int64_t copper);

/// The entry's money with "in"/"out" words, or null when it moved none.
struct EntryMoney {
  int64_t copper = 0;
};

template <class Io>
void fields(Io& io, Of<EntryMoney> auto& m) {
  io("copper", m.copper, kSignedCopper);
  io.derived("text", [&] { return entryMoneyText(m.copper); });
}

template <class Io>
void fields(Io& io, Of<campaign::ChronicleSummary> auto& s) {
  io("day", s.day, kDays);
  io("where", s.where);
  io("where_name", s.whereName);
  io("finished", s.finished);
  io.derived("outcome", [&] { return std::string(endingTitle(s.finished)); });
  io("days_travelled", s.daysTravelled, kCount);
  io("members", s.members, kCount);
  io("survivors", s.survivors, kCount);
  io("purse", s.purse);
  io("renown", s.renown, kCount);
  io("wages_owed", s.wagesOwed);
  io.derived("promise", [&] { return promiseText(s.promise.every, s.promisedTown); });
}

template <class Io>
void fields(Io& io, Of<campaign::ChronicleEntry> auto& e) {
  io("hex", e.hex);
  io("hex_name", e.hexName);
  io("kind", e.kind);
  io.derived("text", [&] { return sentence(e.event); });
  std::optional<EntryMoney> money;
  if (e.money != 0) money = EntryMoney{e.money};
  io("money", money);
  if constexpr (Io::kReads) e.money = money ? money->copper : 0;
}

template <class Io>
void fields(Io& io, Of<campaign::ChronicleDay> auto& d) {
  io("day", d.day, kDays);
  io("hex", d.hex);
  io("hex_name", d.hexName);
  io("entries", d.entries);
}

/// Copper that moved as money, or null when none did.
inline std::optional<tables::Money> movedMoney(int64_t copper) {
  return copper ? std::optional<tables::Money>(tables::Money{copper}) : std::nullopt;
}

template <class Io>
void fields(Io& io, Of<campaign::LedgerDay> auto& d) {
  io("day", d.day, kDays);
  io.derived("in", [&] { return movedMoney(d.in); });
  io.derived("out", [&] { return movedMoney(d.out); });
  io.derived("balance", [&] { return tables::Money{d.balance}; });
}

template <class Io>
void fields(Io& io, Of<campaign::KindFlow> auto& f) {
  io("kind", f.kind);
  io.derived("in", [&] { return tables::Money{f.in}; });
  io.derived("out", [&] { return tables::Money{f.out}; });
}

template <class Io>
void fields(Io& io, Of<campaign::Ledger> auto& l) {
  io.derived("start", [&] { return tables::Money{l.start}; });
  io.derived("money_in", [&] { return tables::Money{l.moneyIn}; });
  io.derived("money_out", [&] { return tables::Money{l.moneyOut}; });
  io.derived("end", [&] { return tables::Money{l.end}; });
  io("days", l.days);
  io("by_kind", l.byKind);
}

template <class Io>
void fields(Io& io, Of<campaign::ChronicleEncounter> auto& e) {
  io("day", e.day, kDays);
  io("hex", e.hex);
  io("hex_name", e.hexName);
  io.derived("text", [&] { return sentence(e.event); });
  io("outcome", e.outcome);
}

template <class Io>
void fields(Io& io, Of<campaign::Hex> auto& hex) {
  io("id", hex.id);
  io("name", hex.name);
  io("x", hex.x);
  io("y", hex.y);
  io("town", hex.town);
  io("terrain", hex.terrain);
}

template <class Io>
void fields(Io& io, Of<campaign::Detour> auto& d) {
  io("id", d.id);
  io("name", d.name);
  io("leaves_at", d.leavesAt);
  io("rejoins_at", d.rejoinsAt);
  io("hexes", d.hexes);
}

template <class Io>
void fields(Io& io, Of<campaign::Water> auto& water) {
  io("id", water.id);
  io("name", water.name);
  io("kind", water.kind);
  // Each point as [x, y].
  std::vector<std::array<double, 2>> points;
  for (const campaign::Water::Point& p : water.points) points.push_back({p.x, p.y});
  io("points", points);
  if constexpr (Io::kReads) {
    water.points.clear();
    for (const auto& [x, y] : points) water.points.push_back({x, y});
  }
}

/// The route map's data: the road's and each detour's hexes, the path, the position (null
/// when none) and the waters.
template <class Io>
void fields(Io& io, Of<campaign::RouteMapData> auto& map) {
  io("road", map.road);
  io("detours", map.detours);
  io("path", map.path);
  io("position", map.position);
  io("waters", map.waters);
}

/// The party as the chronicle shows it.
struct ChronicleParty {
  std::string groupLabel;
  int mules = 0;
  int wagons = 0;
  std::vector<campaign::Member> members;
};

template <class Io>
void fields(Io& io, Of<ChronicleParty> auto& p) {
  io("group_label", p.groupLabel);
  io("mules", p.mules, kCount);
  io("wagons", p.wagons, kCount);
  io("members", p.members);
}

template <class Io>
void fields(Io& io, Of<campaign::Chronicle> auto& c) {
  io("summary", c.summary);
  io.derived("party", [&] { return ChronicleParty{c.groupLabel, c.mules, c.wagons, c.members}; });
  io("journey", c.journey);
  io("ledger", c.ledger);
  io("encounters", c.encounters);
  io("map", c.map);
}

}  // namespace outremer::codec
