#include "render/chronicle_json.hpp"

#include "render/brief.hpp"
#include "render/campaign_save.hpp"
#include "render/json_object.hpp"

namespace outremer::render {

std::string chronicleCarry(const campaign::Member& member) {
  return nlohmann::json(member.carry).dump() + "/" + nlohmann::json(member.defenceCarry).dump();
}

std::string entryMoneyText(int64_t copper) {
  return (copper < 0 ? "out " : "in ") + tables::Money{copper < 0 ? -copper : copper}.normalised();
}


using nlohmann::ordered_json;
using namespace campaign;  // the chronicle tells the campaign's state

namespace {

// Money that moved, or null when none did (templates print only what moved).
ordered_json movedJson(int64_t copper) { return copper ? moneyJson(copper) : ordered_json(nullptr); }

// What one log entry moved: "in 2SF" or "out 1SF 3SC" (a payment is no debt), or null.
ordered_json entryMoneyJson(int64_t copper) {
  if (copper == 0) return nullptr;
  return JsonObject(2).add("copper", copper).add("text", entryMoneyText(copper)).take();
}

ordered_json summaryJson(const ChronicleSummary& s) {
  return JsonObject(12)
      .add("day", s.day)
      .add("where", s.where)
      .add("where_name", s.whereName)
      .add("finished", nameOf(s.finished))
      .add("outcome", s.outcome)
      .add("days_travelled", s.daysTravelled)
      .add("members", s.members)
      .add("survivors", s.survivors)
      .add("purse", moneyJson(s.purse.copper))
      .add("renown", s.renown)
      .add("wages_owed", moneyJson(s.wagesOwed.copper))
      .add("promise", s.promise)
      .take();
}

ordered_json partyJson(const Chronicle& c) {
  return JsonObject(4)
      .add("group_label", c.groupLabel)
      .add("mules", c.mules)
      .add("wagons", c.wagons)
      .add("members", membersJson(c.members))
      .take();
}

ordered_json journeyJson(const std::vector<ChronicleDay>& days) {
  ordered_json journey = ordered_json::array();
  for (const ChronicleDay& day : days) {
    ordered_json entries = ordered_json::array();
    for (const ChronicleEntry& entry : day.entries) {
      entries.push_back(JsonObject(5)
                            .add("hex", entry.hex)
                            .add("hex_name", entry.hexName)
                            .add("kind", entry.kind)
                            .add("text", entry.text)
                            .add("money", entryMoneyJson(entry.money))
                            .take());
    }
    journey.push_back(JsonObject(4)
                          .add("day", day.day)
                          .add("hex", day.hex)
                          .add("hex_name", day.hexName)
                          .add("entries", std::move(entries))
                          .take());
  }
  return journey;
}

ordered_json ledgerJson(const Ledger& ledger) {
  ordered_json days = ordered_json::array();
  for (const LedgerDay& day : ledger.days) {
    days.push_back(JsonObject(4)
                       .add("day", day.day)
                       .add("in", movedJson(day.in))
                       .add("out", movedJson(day.out))
                       .add("balance", moneyJson(day.balance))
                       .take());
  }
  ordered_json byKind = ordered_json::array();
  for (const KindFlow& flow : ledger.byKind) {
    byKind.push_back(JsonObject(3)
                         .add("kind", flow.kind)
                         .add("in", moneyJson(flow.in))
                         .add("out", moneyJson(flow.out))
                         .take());
  }
  return JsonObject(6)
      .add("start", moneyJson(ledger.start))
      .add("money_in", moneyJson(ledger.moneyIn))
      .add("money_out", moneyJson(ledger.moneyOut))
      .add("end", moneyJson(ledger.end))
      .add("days", std::move(days))
      .add("by_kind", std::move(byKind))
      .take();
}

ordered_json encountersJson(const std::vector<ChronicleEncounter>& encounters) {
  ordered_json out = ordered_json::array();
  for (const ChronicleEncounter& e : encounters) {
    out.push_back(JsonObject(5)
                      .add("day", e.day)
                      .add("hex", e.hex)
                      .add("hex_name", e.hexName)
                      .add("text", e.text)
                      .add("outcome", nameOf(e.outcome))
                      .take());
  }
  return out;
}

ordered_json hexesJson(const std::vector<Hex>& hexes) {
  ordered_json out = ordered_json::array();
  for (const Hex& hex : hexes) {
    out.push_back(JsonObject(6)
                      .add("id", hex.id)
                      .add("name", hex.name)
                      .add("x", hex.x)
                      .add("y", hex.y)
                      .add("town", hex.town)
                      .add("terrain", hex.terrain)
                      .take());
  }
  return out;
}

ordered_json watersJson(const std::vector<Water>& waters) {
  ordered_json out = ordered_json::array();
  for (const Water& water : waters) {
    ordered_json points = ordered_json::array();
    for (const Water::Point& point : water.points) points.push_back({point.x, point.y});
    out.push_back(JsonObject(4)
                      .add("id", water.id)
                      .add("name", water.name)
                      .add("kind", water.kind)
                      .add("points", std::move(points))
                      .take());
  }
  return out;
}

}  // namespace

ordered_json routeMapJson(const RouteMapData& map) {
  ordered_json detours = ordered_json::array();
  for (const Detour& detour : map.detours) {
    detours.push_back(JsonObject(5)
                          .add("id", detour.id)
                          .add("name", detour.name)
                          .add("leaves_at", detour.leavesAt)
                          .add("rejoins_at", detour.rejoinsAt)
                          .add("hexes", hexesJson(detour.hexes))
                          .take());
  }
  return JsonObject(5)
      .add("road", hexesJson(map.road))
      .add("detours", std::move(detours))
      .add("path", map.path)
      .add("position", map.position ? ordered_json(*map.position) : ordered_json(nullptr))
      .add("waters", watersJson(map.waters))
      .take();
}

ordered_json chronicleBodyJson(const Chronicle& c) {
  return JsonObject(6)
      .add("summary", summaryJson(c.summary))
      .add("party", partyJson(c))
      .add("journey", journeyJson(c.journey))
      .add("ledger", ledgerJson(c.ledger))
      .add("encounters", encountersJson(c.encounters))
      .add("map", routeMapJson(c.map))
      .take();
}

void writeJson(codec::JsonWriter& w, const Chronicle& chronicle) { w.value(chronicleBodyJson(chronicle)); }

ordered_json chronicleJson(const State& state, const Route& route, const std::string& command) {
  const Chronicle c = campaign::chronicle(state, route);
  return briefJson(chronicleHeader(c, state, command), gen::RollLog{}, chronicleBodyJson(c));
}

BriefHeader chronicleHeader(const Chronicle& chronicle, const State& state, const std::string& command) {
  return {"campaign-log", chronicle.title, state.seed, command};
}

}  // namespace outremer::render
