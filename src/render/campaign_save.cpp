#include "render/campaign_save.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <set>
#include <utility>
#include <vector>

#include "dice/rng.hpp"
#include "codec/encounter.hpp"
#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "codec/village.hpp"
#include "render/describe.hpp"
#include "util/text.hpp"

namespace outremer::render {

using Json = nlohmann::json;
using namespace campaign;  // the save is the campaign's state, type by type
using nlohmann::ordered_json;

namespace {

constexpr int64_t kMostDays = codec::kDays.most;
constexpr int64_t kMostCount = codec::kCount.most;
constexpr int64_t kMostSilverFrancs = 1'000'000'000;  // a herd's worth, kept as an int

[[noreturn]] void refuseSave(const std::string& path, const std::string& what) {
  throw SaveFormatError(path + ": " + what);
}

// One JSON object of the save, read key by key: each value's type and range checked,
// each refusal naming its path; the keys read are remembered so that noOthers() can
// refuse the rest.
class Fields {
 public:
  Fields(const Json& object, std::string path) : object_(object), path_(std::move(path)) {
    if (!object_.is_object()) refuseSave(path_, std::string("expected an object, found ") + object_.type_name());
  }

  std::string at(const char* key) const { return path_ + "." + key; }

  const Json& get(const char* key) {
    const Json* value = find(key);
    if (value == nullptr) refuseSave(at(key), "missing");
    return *value;
  }

  // The value of |key|, or nullptr when the save has none.
  const Json* find(const char* key) {
    seen_.insert(key);
    const auto found = object_.find(key);
    return found == object_.end() ? nullptr : &*found;
  }

  std::string text(const char* key) {
    const Json& value = get(key);
    if (!value.is_string()) wrongType(key, "a string");
    return value.get<std::string>();
  }

  std::string name(const char* key) {
    std::string value = text(key);
    if (value.empty()) refuseSave(at(key), "empty");
    return value;
  }

  // One of |words|, the words the program writes there.
  std::string word(const char* key, std::initializer_list<std::string_view> words) {
    std::string value = text(key);
    if (std::find(words.begin(), words.end(), value) == words.end()) notOneOf(key, value, words);
    return value;
  }

  // The value of enum E its word names.
  template <typename E>
  E choice(const char* key) {
    const std::string value = text(key);
    const std::optional<E> found = fromName<E>(value);
    if (!found) {
      std::vector<std::string_view> words;
      for (const auto& [v, word] : Names<E>::table) words.push_back(word);
      notOneOf(key, value, words);
    }
    return *found;
  }

  bool flag(const char* key) {
    const Json& value = get(key);
    if (!value.is_boolean()) wrongType(key, "true or false");
    return value.get<bool>();
  }

  int64_t whole(const char* key, int64_t least, int64_t most) {
    return wholeIn(get(key), at(key), least, most);
  }

  int number(const char* key, int64_t least, int64_t most) {
    return static_cast<int>(whole(key, least, most));  // |most| fits an int at every call
  }

  tables::Money money(const char* key, int64_t least = 0) { return {whole(key, least, kMostCopper)}; }

  // A fraction strictly between -|bound| and |bound|.
  double fraction(const char* key, int bound) {
    const Json& value = get(key);
    if (!value.is_number()) wrongType(key, "a number");
    const double x = value.get<double>();
    if (!std::isfinite(x) || x <= -bound || x >= bound) {
      refuseSave(at(key),
             value.dump() + " is not between -" + std::to_string(bound) + " and " + std::to_string(bound));
    }
    return x;
  }

  const Json& list(const char* key) {
    const Json& value = get(key);
    if (!value.is_array()) wrongType(key, "a list");
    return value;
  }

  // The objects of list |key|, each read by |read| (from the item's Fields) and refused
  // for any field |read| did not take.
  template <typename Read>
  auto items(const char* key, Read read) {
    const Json& all = list(key);
    std::vector<decltype(read(std::declval<Fields&>()))> values;
    for (size_t i = 0; i < all.size(); ++i) {
      Fields item(all[i], itemPath(key, i));
      values.push_back(read(item));
      item.noOthers();
    }
    return values;
  }

  std::string itemPath(const char* key, size_t i) const { return at(key) + "[" + std::to_string(i) + "]"; }

  void noOthers() const {
    for (const auto& [key, value] : object_.items()) {
      if (!seen_.contains(key)) refuseSave(path_ + "." + key, "not a field of the save");
    }
  }

  static int64_t wholeIn(const Json& value, const std::string& path, int64_t least, int64_t most) {
    if (!value.is_number_integer())
      refuseSave(path, std::string("expected a whole number, found ") + typeName(value));
    if (value.is_number_unsigned() && value.get<uint64_t>() > static_cast<uint64_t>(most)) {
      refuseSave(path, value.dump() + " is above " + std::to_string(most));
    }
    const int64_t x = value.get<int64_t>();
    if (x < least) refuseSave(path, value.dump() + " is below " + std::to_string(least));
    if (x > most) refuseSave(path, value.dump() + " is above " + std::to_string(most));
    return x;
  }

 private:
  static std::string typeName(const Json& value) {
    return value.is_number_float() ? "a fraction " + value.dump() : std::string(value.type_name());
  }

  template <typename Words>
  [[noreturn]] void notOneOf(const char* key, const std::string& value, const Words& words) const {
    std::vector<std::string> list;
    for (std::string_view w : words) list.push_back(w.empty() ? "\"\"" : std::string(w));
    refuseSave(at(key), "'" + value + "' is not one of " + util::join(list, ", "));
  }

  [[noreturn]] void wrongType(const char* key, const char* expected) const {
    refuseSave(at(key), std::string("expected ") + expected + ", found " + typeName(object_.at(key)));
  }

  const Json& object_;
  std::string path_;
  std::set<std::string, std::less<>> seen_;
};

// A sum of money as the briefs write it: {"copper": N, "text": "..."}.
tables::Money moneyObject(Fields& owner, const char* key) {
  Fields money(owner.get(key), owner.at(key));
  const tables::Money amount = money.money("copper");
  money.text("text");
  money.noOthers();
  return amount;
}

gen::Character readCharacter(Fields& f) {
  gen::Character c;
  c.name = f.name("name");
  c.type = f.name("type");
  c.label = f.name("label");
  c.side = f.word("side", {"christian", "moslem"});
  c.mounted = f.flag("mounted");
  c.armoured = f.flag("armoured");
  c.militaryOrder = f.flag("military_order");
  c.mercenary = f.flag("mercenary");
  c.attack = f.number("attack", 0, kMostCount);
  c.defence = f.number("defence", 0, kMostCount);
  c.footAttack = f.number("foot_attack", 0, kMostCount);
  c.footDefence = f.number("foot_defence", 0, kMostCount);
  c.morale = f.number("morale", 0, kMostCount);
  c.movement = f.number("movement", 0, kMostCount);
  c.pay = moneyObject(f, "pay");
  c.upkeep = moneyObject(f, "upkeep");
  return c;
}

Member readMember(Fields& f, int day) {
  Member m;
  m.character = readCharacter(f);
  m.status = f.choice<MemberStatus>("status");
  m.carry = f.fraction("carry", 1);  // whole points are added as they are earned
  m.defenceCarry = f.fraction("defence_carry", 100);
  m.joinedDay = f.number("joined_day", 1, day);
  return m;
}

std::vector<Member> readMembers(Fields& save, int day) {
  std::vector<Member> members = save.items("members", [day](Fields& f) { return readMember(f, day); });
  if (members.empty()) refuseSave(save.at("members"), "a party has at least one member");
  // Compared as the reports and the journey find members: by case and accents folded.
  std::set<std::string> names;
  for (size_t i = 0; i < members.size(); ++i) {
    if (!names.insert(util::foldName(members[i].character.name)).second) {
      refuseSave(save.itemPath("members", i) + ".name",
             "'" + members[i].character.name + "' is the name of an earlier member (names are unique, whatever their case and accents)");
    }
  }
  return members;
}

uint64_t readSeed(Fields& save) {
  const std::string text = save.text("seed");
  const bool digits =
      !text.empty() && text.size() <= 20 && text.find_first_not_of("0123456789") == std::string::npos;
  if (!digits || (text.size() == 20 && text > "18446744073709551615") ||
      (text.size() > 1 && text[0] == '0')) {
    refuseSave(save.at("seed"),
           "'" + text + "' is not a seed (a whole number from 0 to 18446744073709551615, as text)");
  }
  return std::stoull(text);
}

dice::Rng readRng(Fields& save) {
  try {
    return dice::Rng::fromState(save.text("rng"));
  } catch (const std::invalid_argument&) {
    refuseSave(save.at("rng"), "not the generator's state as outremer writes it");
  }
}

Promise readPromise(Fields& save) {
  Fields f(save.get("promise"), save.at("promise"));
  Promise p;
  p.kind = f.choice<PromiseKind>("kind");
  p.every = f.number("every", 1, 365);
  p.town = f.text("town");
  if (p.kind == PromiseKind::town && p.town.empty())
    refuseSave(f.at("town"), "a promise to pay at a town names the town");
  f.noOthers();
  return p;
}

Wanted readWanted(Fields& f, int day) {
  Wanted w;
  w.by = f.choice<WantedBy>("by");
  w.where = f.choice<WantedWhere>("where");
  w.chance = f.number("chance", 0, 100);
  w.waiting = f.number("waiting", 0, 100);
  w.sinceDay = f.number("since_day", 1, day);
  return w;
}

LogEntry readLogEntry(Fields& f, int day) {
  LogEntry e;
  e.day = f.number("day", 1, day);
  e.hex = f.name("hex");
  e.kind = f.name("kind");
  e.text = f.text("text");
  e.money = f.whole("money", -kMostCopper, kMostCopper);  // in (+) or out (-)
  return e;
}

// The fight's report so far: an outcome, facts about members, loot.
Report readReport(Fields& pending, const std::vector<Member>& members) {
  Fields f(pending.get("report"), pending.at("report"));
  Report r;
  r.outcome = f.choice<Outcome>("outcome");
  r.loot = f.money("loot");
  r.facts = f.items("facts", [&](Fields& line) {
    Fact fact;
    fact.what = line.choice<FactKind>("what");
    fact.who = line.name("who");
    if (std::none_of(members.begin(), members.end(), [&](const Member& m) { return m.character.name == fact.who; })) {
      refuseSave(line.at("who"), "'" + fact.who + "' is not a member of the party");
    }
    if (fact.what == FactKind::event) fact.event = line.name("event");
    return fact;
  });
  f.noOthers();
  return r;
}

// The beasts a hunt may take (the Animals chart).
Quarry readQuarry(Fields& pending) {
  Fields f(pending.get("animal"), pending.at("animal"));
  Quarry q;
  q.count = f.number("count", 0, kMostCount);
  q.value = f.money("value");
  q.kill = f.number("kill", 0, 100);
  q.killed = f.number("killed", 0, 100);
  q.wounded = f.number("wounded", 0, 100);
  f.noOthers();
  return q;
}

// The ground a quick fight is fought on.
gen::FightGround readGround(Fields& pending) {
  Fields f(pending.get("ground"), pending.at("ground"));
  gen::FightGround g;
  g.terrain = f.text("terrain");
  g.terrainLabel = f.text("terrain_label");
  g.ambusher = f.choice<gen::Ambusher>("ambusher");
  g.situation = f.text("situation");
  g.situationLabel = f.text("situation_label");
  g.encounter = f.text("encounter");
  f.noOthers();
  return g;
}

// The bands a quick fight is fought against.
std::vector<gen::FightBand> readOpponents(Fields& pending) {
  return pending.items("opponents", [](Fields& band) {
    gen::FightBand b;
    b.label = band.text("label");
    b.members = band.items("members", [](Fields& f) { return readCharacter(f); });
    return b;
  });
}

// What only some encounters have.
void readExtras(Fields& f, Meeting& m) {
  if (f.find("opponents") != nullptr) m.opponents = readOpponents(f);
  if (f.find("ground") != nullptr) m.ground = readGround(f);
  if (f.find("title") != nullptr) m.title = f.text("title");
  if (f.find("toll") != nullptr) m.toll = f.money("toll");
  if (f.find("buy_off") != nullptr) m.buyOff = f.money("buy_off");
  if (f.find("owed") != nullptr) m.owed = f.money("owed");
  if (f.find("loot") != nullptr) m.loot = f.money("loot");
  if (f.find("wage") != nullptr) m.wage = f.money("wage");
  if (f.find("loot_kind") != nullptr) m.lootKind = f.text("loot_kind");
  if (f.find("animal") != nullptr) m.animal = readQuarry(f);
  if (f.find("asks_to_join") != nullptr) m.asksToJoin = f.flag("asks_to_join");
  if (f.find("caught") != nullptr) m.caught = f.flag("caught");
}

// The encounter waiting for the party's choice, or the report of its fight being given.
Pending readPending(Fields& save, const std::vector<Member>& members) {
  const Json& pending = save.get("pending");
  if (pending.is_null()) return {};
  Fields f(pending, save.at("pending"));
  const bool reporting = f.word("phase", {"encounter", "report"}) == "report";
  Meeting m;
  m.reason = f.choice<Reason>("reason");
  m.label = f.text("label");
  m.attacks = f.flag("attacks");
  m.then = f.choice<Then>("then");
  m.count = f.number("count", 0, kMostCount);
  m.strength = f.number("strength", 0, kMostCount);
  m.mounted = f.flag("mounted");
  m.moslem = f.flag("moslem");
  readExtras(f, m);
  const bool report = f.find("report") != nullptr;
  if (report != reporting) {
    refuseSave(f.at("report"), reporting ? "missing (the phase is report)" : "a report outside the report phase");
  }
  if (!report) {
    f.noOthers();
    return m;
  }
  Reporting r{std::move(m), readReport(f, members)};
  f.noOthers();
  return r;
}

// The pending as the save writes it: one object, its keys in sorted order (Json sorts them),
// the optional ones only when the encounter has them.
Json pendingJson(const Pending& pending) {
  const Meeting* m = meetingOf(pending);
  if (m == nullptr) return nullptr;
  Json j = {{"phase", std::holds_alternative<Reporting>(pending) ? "report" : "encounter"},
            {"reason", nameOf(m->reason)},
            {"label", m->label},
            {"attacks", m->attacks},
            {"then", nameOf(m->then)},
            {"count", m->count},
            {"strength", m->strength},
            {"mounted", m->mounted},
            {"moslem", m->moslem}};
  if (m->title) j["title"] = *m->title;
  if (m->toll) j["toll"] = m->toll->copper;
  if (m->buyOff) j["buy_off"] = m->buyOff->copper;
  if (m->owed) j["owed"] = m->owed->copper;
  if (m->loot) j["loot"] = m->loot->copper;
  if (m->wage) j["wage"] = m->wage->copper;
  if (m->lootKind) j["loot_kind"] = *m->lootKind;
  if (m->animal) {
    const Quarry& q = *m->animal;
    j["animal"] = {{"count", q.count}, {"value", q.value.copper}, {"kill", q.kill}, {"killed", q.killed}, {"wounded", q.wounded}};
  }
  if (m->asksToJoin) j["asks_to_join"] = *m->asksToJoin;
  if (m->caught) j["caught"] = true;
  if (!m->opponents.empty()) {
    Json bands = Json::array();
    for (const gen::FightBand& band : m->opponents) {
      Json members = Json::array();
      for (const gen::Character& c : band.members) members.push_back(Json::parse(codec::jsonText(c)));
      bands.push_back({{"label", band.label}, {"members", std::move(members)}});
    }
    j["opponents"] = std::move(bands);
  }
  if (m->ground != gen::FightGround{}) {
    const gen::FightGround& g = m->ground;
    j["ground"] = {{"terrain", g.terrain},
                   {"terrain_label", g.terrainLabel},
                   {"ambusher", nameOf(g.ambusher)},
                   {"situation", g.situation},
                   {"situation_label", g.situationLabel},
                   {"encounter", g.encounter}};
  }
  if (const auto* r = std::get_if<Reporting>(&pending)) {
    Json facts = Json::array();
    for (const Fact& f : r->report.facts) {
      Json fact = {{"what", nameOf(f.what)}, {"who", f.who}};
      if (f.what == FactKind::event) fact["event"] = f.event;
      facts.push_back(std::move(fact));
    }
    j["report"] = {{"outcome", nameOf(r->report.outcome)}, {"facts", std::move(facts)}, {"loot", r->report.loot.copper}};
  }
  return j;
}

// A member as the save writes him: the character as the briefs write it, with status,
// carry, defence_carry and joined_day.
ordered_json memberJson(const Member& m) {
  ordered_json j = ordered_json::parse(codec::jsonText(m.character));
  j["status"] = nameOf(m.status);
  j["carry"] = m.carry;
  j["defence_carry"] = m.defenceCarry;
  j["joined_day"] = m.joinedDay;
  return j;
}

}  // namespace

campaign::EncounterWriter encounterWriter() {
  return {[](const gen::Encounter& e) { return encounterTitle(e); }, [](const gen::VillageRaid&) { return villageTitle(); },
          true};
}

std::string waitingBriefText(const WaitingBrief& brief) {
  return std::visit(
      [](const auto& made) -> std::string {
        if constexpr (std::is_same_v<std::decay_t<decltype(made)>, std::monostate>) {
          return "null";
        } else {
          return codec::jsonText(made);
        }
      },
      brief);
}

// A village's brief has its "numbers"; an encounter's its "groups".
WaitingBrief waitingBriefFromJson(const Json& json, const std::string& path) {
  if (json.is_object() && json.contains("numbers")) return codec::readJson<gen::VillageRaid>(json, path, "the save");
  return codec::readJson<gen::Encounter>(json, path, "the save");
}

gen::Character characterFromJson(const Json& j, const std::string& path) {
  return codec::readJson<gen::Character>(j, path, "the save");
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
  return "{\"day\":" + std::to_string(e.day) + ",\"hex\":" + Json(e.hex).dump() +
         ",\"kind\":" + Json(e.kind).dump() + ",\"text\":" + Json(e.text).dump() +
         ",\"money\":" + std::to_string(e.money) + "}";
}

ordered_json saveWithoutLog(const State& s) {
  ordered_json j = saveHead(s);
  j["members"] = membersJson(s.members);
  j["pending_brief"] = ordered_json::parse(waitingBriefText(s.waitingBrief));
  return j;
}

ordered_json saveJson(const State& s) {
  ordered_json j = saveWithoutLog(s);
  ordered_json log = ordered_json::array();
  for (const LogEntry& e : s.log) log.push_back(logEntryJson(e));
  j["log"] = std::move(log);
  return j;
}

ordered_json saveHead(const State& s) {
  ordered_json wanted = ordered_json::array();
  for (const Wanted& w : s.wanted) {
    wanted.push_back({{"by", nameOf(w.by)},
                      {"where", nameOf(w.where)},
                      {"chance", w.chance},
                      {"waiting", w.waiting},
                      {"since_day", w.sinceDay}});
  }
  return {
      {"outremer", "campaign"},
      {"version", State::kVersion},
      {"seed", std::to_string(s.seed)},
      {"rng", s.rng.state()},
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
      {"promise", {{"kind", nameOf(s.promise.kind)}, {"every", s.promise.every}, {"town", s.promise.town}}},
      {"last_paid", s.lastPaid},
      {"wanted", std::move(wanted)},
      {"pending", pendingJson(s.pending)},
      {"finished", nameOf(s.finished)},
      {"renown", s.renown},
      {"herd", s.herd},
      {"initial_strength", std::string(campaign::nameOf(s.strength))}};
}

namespace {

// stateFromJson, with the members taken from |known| when given (the save's "members" then
// unread).
State readState(const Json& j, const std::vector<Member>* known) {
  if (!j.is_object() || j.value("outremer", "") != "campaign")
    throw SaveFormatError("not an outremer campaign save");
  Fields save(j, "save");
  save.text("outremer");
  const int64_t version =
      save.whole("version", std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max());
  if (version > State::kVersion) {
    throw SaveFormatError("written by a newer outremer (save version " + std::to_string(version) +
                          "; this one reads version " + std::to_string(State::kVersion) + ")");
  }
  if (version < 1)
    refuseSave(save.at("version"), std::to_string(version) + " is not a save version (they start at 1)");
  State s;
  s.seed = readSeed(save);
  s.rng = readRng(save);
  s.day = save.number("day", 1, kMostDays);
  s.hex = save.number("hex", 0, kMostCount);
  s.detour = save.text("detour");
  s.detourStep = save.number("detour_step", 0, kMostCount);
  s.group = save.name("group");
  s.groupLabel = save.name("group_label");
  if (known != nullptr) save.find("members");
  s.members = known != nullptr ? *known : readMembers(save, s.day);
  s.mules = save.number("mules", 0, kMostCount);
  s.wagons = save.number("wagons", 0, kMostCount);
  s.purse = save.money("purse");           // spending stops at an empty purse
  s.wagesOwed = save.money("wages_owed");  // what the party owes its soldiers, 0 when paid
  s.promise = readPromise(save);
  s.lastPaid = save.number("last_paid", 0, s.day);  // 0: not yet paid
  s.wanted = save.items("wanted", [&](Fields& f) { return readWanted(f, s.day); });
  s.log = save.items("log", [&](Fields& f) { return readLogEntry(f, s.day); });
  s.pending = readPending(save, s.members);
  if (const Json* brief = save.find("pending_brief"); brief != nullptr && !brief->is_null()) {
    if (!brief->is_object())
      refuseSave(save.at("pending_brief"),
             std::string("expected an object or null, found ") + brief->type_name());
    if (!waiting(s.pending)) refuseSave(save.at("pending_brief"), "an encounter brief with no encounter waiting");
    s.waitingBrief = waitingBriefFromJson(*brief, save.at("pending_brief"));
  }
  s.finished = save.choice<Ending>("finished");
  if (s.finished != Ending::none && waiting(s.pending))
    refuseSave(save.at("pending"), "a choice waiting in a finished campaign");
  s.renown = save.number("renown", 0, kMostCount);
  s.herd = save.number("herd", 0, kMostSilverFrancs);
  // Saves written before it was kept were rolled.
  s.strength = save.find("initial_strength") != nullptr ? save.choice<gen::InitialStrength>("initial_strength")
                                                        : gen::InitialStrength::rolled;
  save.noOthers();
  return s;
}

}  // namespace

State stateFromJson(const Json& json) { return readState(json, nullptr); }


State stateFromJson(const Json& json, const std::vector<Member>& members) { return readState(json, &members); }

}  // namespace outremer::render
