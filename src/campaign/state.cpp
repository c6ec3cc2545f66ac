#include "campaign/state.hpp"

#include <stdexcept>

#include "campaign/route.hpp"
#include "render/json_party.hpp"

namespace outremer::campaign {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

// Reads |key| of object |j| as T, naming the JSON path when it is missing or mistyped.
template <typename T>
T field(const json& j, const char* key, const std::string& path) {
  if (!j.is_object() || !j.contains(key)) throw std::runtime_error(path + "." + key + ": missing");
  try {
    return j.at(key).get<T>();
  } catch (const json::exception&) {
    throw std::runtime_error(path + "." + key + ": wrong type (" + j.at(key).type_name() + ")");
  }
}

const json& array(const json& j, const char* key, const std::string& path) {
  if (!j.is_object() || !j.contains(key) || !j.at(key).is_array()) {
    throw std::runtime_error(path + "." + key + ": expected a list");
  }
  return j.at(key);
}

Member memberFromJson(const json& j, const std::string& path) {
  Member m;
  m.character = characterFromJson(j);
  m.status = field<std::string>(j, "status", path);
  m.carry = field<double>(j, "carry", path);
  m.defenceCarry = field<double>(j, "defence_carry", path);
  m.joinedDay = field<int>(j, "joined_day", path);
  return m;
}

}  // namespace

ordered_json memberJson(const Member& m) {
  ordered_json j = render::characterJson(m.character);
  j["status"] = m.status;
  j["carry"] = m.carry;
  j["defence_carry"] = m.defenceCarry;
  j["joined_day"] = m.joinedDay;
  return j;
}

gen::Character characterFromJson(const json& j) {
  const std::string path = "member";
  gen::Character c;
  c.name = field<std::string>(j, "name", path);
  c.type = field<std::string>(j, "type", path);
  c.label = field<std::string>(j, "label", path);
  c.side = field<std::string>(j, "side", path);
  c.mounted = field<bool>(j, "mounted", path);
  c.armoured = field<bool>(j, "armoured", path);
  c.militaryOrder = field<bool>(j, "military_order", path);
  c.mercenary = field<bool>(j, "mercenary", path);
  c.attack = field<int>(j, "attack", path);
  c.defence = field<int>(j, "defence", path);
  c.footAttack = field<int>(j, "foot_attack", path);
  c.footDefence = field<int>(j, "foot_defence", path);
  c.morale = field<int>(j, "morale", path);
  c.movement = field<int>(j, "movement", path);
  c.pay = {field<int64_t>(field<json>(j, "pay", path), "copper", path + ".pay")};
  c.upkeep = {field<int64_t>(field<json>(j, "upkeep", path), "copper", path + ".upkeep")};
  return c;
}

ordered_json logEntryJson(const LogEntry& e) {
  return {{"day", e.day}, {"hex", e.hex}, {"kind", e.kind}, {"text", e.text}, {"money", e.money}};
}

ordered_json membersJson(const std::vector<Member>& members) {
  ordered_json list = ordered_json::array();
  for (const Member& m : members) list.push_back(memberJson(m));
  return list;
}

std::string logEntryText(const LogEntry& e) {
  return "{\"day\":" + std::to_string(e.day) + ",\"hex\":" + json(e.hex).dump() + ",\"kind\":" + json(e.kind).dump() +
         ",\"text\":" + json(e.text).dump() + ",\"money\":" + std::to_string(e.money) + "}";
}

ordered_json toJson(const State& s) {
  ordered_json j = saveHead(s);
  j["members"] = membersJson(s.members);
  j["pending_brief"] = s.pendingBrief.empty() ? ordered_json() : ordered_json::parse(s.pendingBrief);
  ordered_json log = ordered_json::array();
  for (const LogEntry& e : s.log) log.push_back(logEntryJson(e));
  j["log"] = std::move(log);
  return j;
}

ordered_json saveHead(const State& s) {
  ordered_json wanted = ordered_json::array();
  for (const Wanted& w : s.wanted) {
    wanted.push_back({{"by", w.by}, {"where", w.where}, {"chance", w.chance}, {"waiting", w.waiting},
                      {"since_day", w.sinceDay}});
  }
  return {{"outremer", "campaign"},
          {"version", State::kVersion},
          {"seed", std::to_string(s.seed)},
          {"rng", s.rng},
          {"day", s.day},
          {"hex", s.hex},
          {"detour", s.detour},
          {"detour_step", s.detourStep},
          {"group", s.group},
          {"group_label", s.groupLabel},
          {"mules", s.mules},
          {"wagons", s.wagons},
          {"purse", s.purse.copper},
          {"wages_owed", s.wagesOwed.copper},
          {"promise", {{"kind", s.promise.kind}, {"every", s.promise.every}, {"town", s.promise.town}}},
          {"last_paid", s.lastPaid},
          {"wanted", std::move(wanted)},
          {"pending", s.pending},
          {"finished", s.finished},
          {"renown", s.renown},
          {"herd", s.herd},
          {"initial_strength", s.strength == gen::InitialStrength::minimum ? "minimum" : "rolled"}};
}

State fromJson(const json& j) {
  const std::string root = "save";
  if (!j.is_object() || j.value("outremer", "") != "campaign") {
    throw std::runtime_error("not an outremer campaign save");
  }
  const int version = field<int>(j, "version", root);
  if (version > State::kVersion) {
    throw std::runtime_error("written by a newer outremer (save version " + std::to_string(version) +
                             "; this one reads version " + std::to_string(State::kVersion) + ")");
  }
  State s;
  s.seed = std::stoull(field<std::string>(j, "seed", root));
  s.rng = field<std::string>(j, "rng", root);
  s.day = field<int>(j, "day", root);
  s.hex = field<int>(j, "hex", root);
  s.detour = field<std::string>(j, "detour", root);
  s.detourStep = field<int>(j, "detour_step", root);
  s.group = field<std::string>(j, "group", root);
  s.groupLabel = field<std::string>(j, "group_label", root);
  const json& members = array(j, "members", root);
  for (size_t i = 0; i < members.size(); ++i) {
    s.members.push_back(memberFromJson(members[i], root + ".members[" + std::to_string(i) + "]"));
  }
  s.mules = field<int>(j, "mules", root);
  s.wagons = field<int>(j, "wagons", root);
  s.purse = {field<int64_t>(j, "purse", root)};
  s.wagesOwed = {field<int64_t>(j, "wages_owed", root)};
  const json promise = field<json>(j, "promise", root);
  s.promise.kind = field<std::string>(promise, "kind", root + ".promise");
  s.promise.every = field<int>(promise, "every", root + ".promise");
  s.promise.town = field<std::string>(promise, "town", root + ".promise");
  s.lastPaid = field<int>(j, "last_paid", root);
  for (const json& w : array(j, "wanted", root)) {
    const std::string path = root + ".wanted";
    s.wanted.push_back({field<std::string>(w, "by", path), field<std::string>(w, "where", path),
                        field<int>(w, "chance", path), field<int>(w, "waiting", path), field<int>(w, "since_day", path)});
  }
  for (const json& e : array(j, "log", root)) {
    const std::string path = root + ".log";
    s.log.push_back({field<int>(e, "day", path), field<std::string>(e, "hex", path), field<std::string>(e, "kind", path),
                     field<std::string>(e, "text", path), field<int64_t>(e, "money", path)});
  }
  s.pending = j.contains("pending") ? j.at("pending") : json();
  if (j.contains("pending_brief") && !j.at("pending_brief").is_null()) s.pendingBrief = j.at("pending_brief").dump();
  s.finished = field<std::string>(j, "finished", root);
  s.renown = field<int>(j, "renown", root);
  s.herd = field<int>(j, "herd", root);
  const std::string strength = j.value("initial_strength", "rolled");
  if (strength != "minimum" && strength != "rolled") {
    throw std::runtime_error(root + ".initial_strength: expected minimum or rolled, not '" + strength + "'");
  }
  s.strength = strength == "minimum" ? gen::InitialStrength::minimum : gen::InitialStrength::rolled;
  return s;
}

std::string promiseText(const Promise& promise, const Route& route) {
  if (promise.kind != "town") return "every " + std::to_string(promise.every) + " days";
  const Hex* town = route.find(promise.town);
  return "on reaching " + (town ? town->name : promise.town);
}

void checkAgainstRoute(const State& s, const Route& route) {
  if (s.hex < 0 || static_cast<size_t>(s.hex) >= route.hexes().size()) {
    throw std::runtime_error("save.hex: " + std::to_string(s.hex) + " is not a hex of the route");
  }
  if (!s.detour.empty()) {
    const Detour* d = route.detour(s.detour);
    if (d == nullptr) throw std::runtime_error("save.detour: no detour '" + s.detour + "' on the route");
    if (s.detourStep < 0 || static_cast<size_t>(s.detourStep) >= d->hexes.size()) {
      throw std::runtime_error("save.detour_step: " + std::to_string(s.detourStep) + " is not a hex of the detour");
    }
  }
  if (s.promise.kind == "town" && route.indexOf(s.promise.town) < 0) {
    throw std::runtime_error("save.promise.town: '" + s.promise.town + "' is not on the route");
  }
  if (s.promise.kind != "town" && s.promise.every < 1) throw std::runtime_error("save.promise.every: below 1");
  if (!s.pending.is_null() && !s.pending.is_object()) throw std::runtime_error("save.pending: expected an object or null");
}

}  // namespace outremer::campaign
