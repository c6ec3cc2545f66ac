#include "render/brief.hpp"
#include "codec/character.hpp"
#include "codec/feudal_roster.hpp"
#include "codec/json_out.hpp"
#include "codec/roll_log.hpp"
#include "render/scenario.hpp"
#include "render/scenario_morale.hpp"

namespace outremer::render {
namespace {

void writeSideTotals(codec::JsonWriter& w, const tables::ScenarioSide& side, const gen::SidePoints& priced) {
  w.member("name", side.name).member("faction", side.faction).member("characters", priced.characters);
  w.member("points", priced.points).member("unmapped", priced.unmapped);
}

void writeGroup(codec::JsonWriter& w, const gen::GroupPoints& line) {
  const tables::ScenarioGroup& group = *line.group;
  w.beginObject().member("heading", group.heading).member("type", group.type).member("names", group.names);
  w.member("counters", group.counters()).member("unit", group.unit).key("counts_as");
  if (line.mapping == nullptr) {
    w.null();
  } else {
    w.beginObject().member("mapping", line.mapping->id).member("type", line.type);
    w.member("mounted", line.mounted).member("attack", line.attack).member("defence", line.defence);
    w.member("purchase", line.purchase ? line.purchase->id : std::string());
    const tables::FieldValue* formula = line.purchase ? line.purchase->field("formula") : nullptr;
    w.member("formula", formula ? formula->text : std::string()).endObject();
  }
  w.member("each", line.each).member("points", line.points).endObject();
}

void writeSides(codec::JsonWriter& w, const PricedScenario& priced) {
  w.key("sides").beginArray();
  for (size_t i = 0; i < priced.sides.size(); ++i) {
    w.beginObject();
    writeSideTotals(w, priced.scenario->sides[i], priced.sides[i]);
    w.key("groups").beginArray();
    for (const gen::GroupPoints& line : priced.sides[i].groups) writeGroup(w, line);
    w.endArray().member("notes", priced.scenario->sides[i].notes).endObject();
  }
  w.endArray();
}

void writePositions(codec::JsonWriter& w, const tables::Scenario& s) {
  w.key("positions").beginArray();
  for (const tables::StartingPosition& p : s.positions) {
    w.beginObject().member("faction", p.faction).member("counter", p.counter).member("position", p.position);
    w.member("head_count", p.headCount).member("resources", p.resources).member("faith", p.faith);
    w.member("deniers", p.deniers).member("prestige", p.prestige).endObject();
  }
  w.endArray();
}

void writeNotAsPrinted(codec::JsonWriter& w, const PricedScenario& priced) {
  w.key("errata").beginArray();
  for (const tables::ScenarioErratum& e : priced.scenario->errata) {
    w.beginObject().member("about", e.about).member("printed", e.printed).member("note", e.note).endObject();
  }
  w.endArray().key("reconstructed").beginArray();
  for (const tables::Row* row : mappingsUsed(priced)) {
    w.beginObject().member("table", "scenario-character-types").member("row", row->id);
    w.member("entry", row->entry).member("reason", row->reason).endObject();
  }
  w.endArray();
}

// The characters' rolled strengths with their seed, command and roll log, or null.
void writeRolled(codec::JsonWriter& w, const PricedScenario& priced) {
  w.key("rolled");
  if (priced.rolled == nullptr) {
    w.null();
    return;
  }
  const RolledScenario& rolled = *priced.rolled;
  w.beginObject().member("seed", std::to_string(rolled.seed)).member("command", rolled.command);
  w.key("sides").beginArray();
  for (size_t i = 0; i < rolled.sides.size(); ++i) {
    w.beginObject().member("name", priced.scenario->sides[i].name).key("groups").beginArray();
    for (const gen::RolledGroup& group : rolled.sides[i].groups) {
      w.beginObject().member("type", group.line->group->type).key("characters").beginArray();
      for (const gen::Character& c : group.characters) codec::write(w, c);
      w.endArray().endObject();
    }
    w.endArray().endObject();
  }
  w.endArray();
  codec::JsonOut io(w);
  io("rolls", rolled.log.rolls());
  io.derived("footnotes", [&] { return codec::numbered(rolled.log.footnotes()); });
  w.endObject();
}

// The members a list item and a whole scenario share.
void writeHead(codec::JsonWriter& w, const tables::Scenario& s) {
  w.member("id", s.id).member("title", s.title).member("book", s.book);
  w.member("book_title", std::string(tables::bookTitle(s.book))).member("number", s.number);
  w.member("kind", tables::name(s.kind)).member("turns", s.turns).member("days", s.days);
}

}  // namespace

void writeScenarioListJson(codec::JsonWriter& w, std::span<const PricedScenario> scenarios) {
  w.beginObject().member("outremer", "scenario-list").member("version", 1).key("scenarios").beginArray();
  for (const PricedScenario& priced : scenarios) {
    w.beginObject();
    writeHead(w, *priced.scenario);
    w.key("sides").beginArray();
    for (size_t i = 0; i < priced.sides.size(); ++i) {
      w.beginObject();
      writeSideTotals(w, priced.scenario->sides[i], priced.sides[i]);
      w.endObject();
    }
    w.endArray().endObject();
  }
  w.endArray().endObject();
}

void writeScenarioJson(codec::JsonWriter& w, const PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  w.beginObject().member("outremer", "scenario").member("version", 3);
  writeHead(w, s);
  w.member("maps", s.maps).member("layout", s.layout).member("first", s.first).member("deployment", s.deployment);
  writeSides(w, priced);
  writePositions(w, s);
  w.member("special_rules", s.specialRules).key("victory").beginObject();
  w.member("text", s.victory.text).member("levels", s.victory.levels).member("notes", s.victory.notes).endObject();
  w.member("notes", s.notes);
  writeNotAsPrinted(w, priced);
  writeRolled(w, priced);
  w.key("roster");
  if (priced.roster) {
    codec::write(w, *priced.roster);
  } else {
    w.null();
  }
  w.key("morale");
  if (priced.morale) {
    writeScenarioMoraleJson(w, s, *priced.morale);
  } else {
    w.null();
  }
  w.endObject();
}

}  // namespace outremer::render
