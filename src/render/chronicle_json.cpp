#include "render/chronicle_json.hpp"

#include <algorithm>

#include "render/campaign_save.hpp"
#include "render/brief.hpp"
#include "render/json_object.hpp"

namespace outremer::render {

using nlohmann::ordered_json;
using namespace campaign;  // the chronicle tells the campaign's state

namespace {

// The entries of one day of the journey, in the order the log holds them.
struct Day {
  int day = 0;
  std::vector<const LogEntry*> entries;
};

std::vector<Day> daysOf(const std::vector<LogEntry>& log) {
  std::vector<Day> days;
  for (const LogEntry& entry : log) {
    if (days.empty() || days.back().day != entry.day) days.push_back({entry.day, {}});
    days.back().entries.push_back(&entry);
  }
  return days;
}

// The hexes the party passed through, in order, a hex it stayed in counted once.
std::vector<std::string> pathOf(const std::vector<LogEntry>& log) {
  std::vector<std::string> path;
  for (const LogEntry& entry : log) {
    if (path.empty() || path.back() != entry.hex) path.push_back(entry.hex);
  }
  return path;
}

std::string hexName(const Route& route, const std::string& id) {
  const Hex* hex = route.find(id);
  return hex ? hex->name : id;
}

// Where the party is: the hex of the last log entry (the engine logs where the party
// is), or before any entry the road hex the state names.
std::string whereId(const State& state, const Route& route) {
  if (!state.log.empty()) return state.log.back().hex;
  const size_t index = static_cast<size_t>(std::max(state.hex, 0));
  return index < route.hexes().size() ? route.hexes()[index].id : "";
}

// Money that moved, or null when none did (templates print only what moved).
ordered_json movedJson(int64_t copper) { return copper ? moneyJson(copper) : ordered_json(nullptr); }

// What one log entry moved: "in 2SF" or "out 1SF 3SC" (a payment is no debt), or null.
ordered_json entryMoneyJson(int64_t copper) {
  if (copper == 0) return nullptr;
  const std::string text = (copper < 0 ? "out " : "in ") + tables::Money{copper < 0 ? -copper : copper}.normalised();
  return JsonObject(2).add("copper", copper).add("text", text).take();
}

std::string outcome(Ending finished) {
  switch (finished) {
    case Ending::none: return "On the road";
    case Ending::arrived: return "Arrived";
    case Ending::destroyed: return "The party was destroyed";
    case Ending::disbanded: return "The party disbanded";
    case Ending::imprisoned: return "The party is in prison";
  }
  return "";
}

// When the soldiers were told they would be paid, in words.

ordered_json summaryJson(const State& state, const Route& route) {
  const std::string where = whereId(state, route);
  const auto survivors =
      std::count_if(state.members.begin(), state.members.end(), [](const Member& m) { return m.present(); });
  const size_t path = pathOf(state.log).size();
  return JsonObject(12)
      .add("day", state.day)
      .add("where", where)
      .add("where_name", hexName(route, where))
      .add("finished", nameOf(state.finished))
      .add("outcome", outcome(state.finished))
      .add("days_travelled", path ? path - 1 : 0)
      .add("members", state.members.size())
      .add("survivors", survivors)
      .add("purse", moneyJson(state.purse.copper))
      .add("renown", state.renown)
      .add("wages_owed", moneyJson(state.wagesOwed.copper))
      .add("promise", promiseText(state.promise, route))
      .take();
}

ordered_json partyJson(const State& state) {
  ordered_json members = ordered_json::array();
  for (const Member& member : state.members) members.push_back(memberJson(member));
  return JsonObject(4)
      .add("group_label", state.groupLabel)
      .add("mules", state.mules)
      .add("wagons", state.wagons)
      .add("members", std::move(members))
      .take();
}

ordered_json journeyJson(const std::vector<Day>& days, const Route& route) {
  ordered_json journey = ordered_json::array();
  for (const Day& day : days) {
    ordered_json entries = ordered_json::array();
    for (const LogEntry* entry : day.entries) {
      entries.push_back(JsonObject(5)
                            .add("hex", entry->hex)
                            .add("hex_name", hexName(route, entry->hex))
                            .add("kind", entry->kind)
                            .add("text", entry->text)
                            .add("money", entryMoneyJson(entry->money))
                            .take());
    }
    // The day is told under the hex where it ended.
    const std::string& hex = day.entries.back()->hex;
    journey.push_back(JsonObject(4)
                          .add("day", day.day)
                          .add("hex", hex)
                          .add("hex_name", hexName(route, hex))
                          .add("entries", std::move(entries))
                          .take());
  }
  return journey;
}

// Money in and out (both counted upwards), as the ledger's columns show them.
// Whether |entry| moved money. The start entry's money is the purse the party set out
// with: the ledger's opening balance, not money that came in on day 1.
bool movedMoney(const LogEntry& entry) { return entry.money != 0 && entry.kind != "start"; }

struct Flow {
  int64_t in = 0;
  int64_t out = 0;

  void add(const LogEntry& entry) {
    if (!movedMoney(entry)) return;
    if (entry.money > 0)
      in += entry.money;
    else
      out -= entry.money;
  }
};

ordered_json byKindJson(const std::vector<LogEntry>& log) {
  std::vector<std::pair<std::string, Flow>> kinds;
  for (const LogEntry& entry : log) {
    if (!movedMoney(entry)) continue;
    auto found =
        std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == entry.kind; });
    if (found == kinds.end()) found = kinds.insert(kinds.end(), {entry.kind, {}});
    found->second.add(entry);
  }
  ordered_json out = ordered_json::array();
  for (const auto& [kind, flow] : kinds) {
    out.push_back(
        JsonObject(3).add("kind", kind).add("in", moneyJson(flow.in)).add("out", moneyJson(flow.out)).take());
  }
  return out;
}

ordered_json ledgerJson(const State& state, const std::vector<Day>& days) {
  Flow total;
  for (const LogEntry& entry : state.log) total.add(entry);
  const int64_t start = state.purse.copper - total.in + total.out;
  int64_t balance = start;
  ordered_json rows = ordered_json::array();
  for (const Day& day : days) {
    Flow flow;
    for (const LogEntry* entry : day.entries) flow.add(*entry);
    balance += flow.in - flow.out;
    rows.push_back(JsonObject(4)
                       .add("day", day.day)
                       .add("in", movedJson(flow.in))
                       .add("out", movedJson(flow.out))
                       .add("balance", moneyJson(balance))
                       .take());
  }
  return JsonObject(6)
      .add("start", moneyJson(start))
      .add("money_in", moneyJson(total.in))
      .add("money_out", moneyJson(total.out))
      .add("end", moneyJson(state.purse.copper))
      .add("days", std::move(rows))
      .add("by_kind", byKindJson(state.log))
      .take();
}

ordered_json encountersJson(const State& state, const Route& route) {
  ordered_json encounters = ordered_json::array();
  for (const LogEntry& entry : state.log) {
    if (entry.kind != "encounter") continue;
    encounters.push_back(JsonObject(4)
                             .add("day", entry.day)
                             .add("hex", entry.hex)
                             .add("hex_name", hexName(route, entry.hex))
                             .add("text", entry.text)
                             .take());
  }
  return encounters;
}

ordered_json hexJson(const Hex& hex) {
  return JsonObject(5)
      .add("id", hex.id)
      .add("name", hex.name)
      .add("x", hex.x)
      .add("y", hex.y)
      .add("town", hex.town)
      .take();
}

ordered_json hexesJson(const std::vector<Hex>& hexes) {
  ordered_json out = ordered_json::array();
  for (const Hex& hex : hexes) out.push_back(hexJson(hex));
  return out;
}

ordered_json mapJson(const State& state, const Route& route) {
  ordered_json detours = ordered_json::array();
  for (const Detour& detour : route.detours()) {
    detours.push_back(JsonObject(5)
                          .add("id", detour.id)
                          .add("name", detour.name)
                          .add("leaves_at", detour.leavesAt)
                          .add("rejoins_at", detour.rejoinsAt)
                          .add("hexes", hexesJson(detour.hexes))
                          .take());
  }
  ordered_json path = ordered_json::array();
  for (const std::string& id : pathOf(state.log)) {
    if (route.find(id)) path.push_back(id);
  }
  const std::string where = whereId(state, route);
  return JsonObject(4)
      .add("road", hexesJson(route.hexes()))
      .add("detours", std::move(detours))
      .add("path", std::move(path))
      .add("position", route.find(where) ? ordered_json(where) : ordered_json(nullptr))
      .take();
}

std::string title(const State& state) {
  const std::string chronicle = "Chronicle of the pilgrimage";
  return state.groupLabel.empty() ? chronicle : chronicle + ": " + state.groupLabel;
}

}  // namespace

ordered_json chronicleJson(const State& state, const Route& route, const std::string& command) {
  const std::vector<Day> days = daysOf(state.log);
  ordered_json body = JsonObject(6)
                          .add("summary", summaryJson(state, route))
                          .add("party", partyJson(state))
                          .add("journey", journeyJson(days, route))
                          .add("ledger", ledgerJson(state, days))
                          .add("encounters", encountersJson(state, route))
                          .add("map", mapJson(state, route))
                          .take();
  return briefJson({"campaign-log", title(state), state.seed, command}, gen::RollLog{},
                           std::move(body));
}

}  // namespace outremer::render
