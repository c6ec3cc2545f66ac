#include "render/scenario_morale.hpp"

#include <fmt/format.h>

#include "codec/json_out.hpp"
#include "codec/roll_log.hpp"
#include "render/describe.hpp"

namespace outremer::render {
namespace {

constexpr const char* kHeading = "Morale (Montgisard, 4.1 Morale to 4.5 Desertion)";

// 4.1.2 Morale test, in brief: when a character tests.
constexpr const char* kTests[] = {
    "He is on foot and charged, not protected by a counter charge (after all movement, before that combat).",
    "A character of his side and of higher morale level is killed within 3 hexes.",
    "The Supreme Leader is killed on the battlefield.",
    "A character of equal or higher morale level routs within 3 hexes (before the rout is moved).",
    "He is displaced to make room for a panicking or routing character of equal or higher rank.",
    ("At the end of the movement phase no other character of morale 10 or more is within his movement range, "
     "while the enemy is within 5 hexes."),
};
constexpr const char* kTestsNote =
    "Once a phase at most (missile fire, movement, combat); the highest unmodified levels test first.";

// 4.1.3 Effects of morale loss, 4.2 and 4.3, in brief.
constexpr const char* kEffects =
    "Modified level 0 or less: he routs. Otherwise roll 1D10: at or under the modified level he holds; over it "
    "he panics. Panic (4.2): retreat half his movement at once, no contact with the enemy. Rout (4.3): retreat "
    "his full movement at once and every movement phase. Both end beside a character of morale at least 2 "
    "levels higher (panic also 6 hexes from any enemy). In a castle or fortified town a character panics but "
    "does not rout.";

constexpr const char* kDesertion =
    "A character who leaves the map panicking or routing rolls 1D10 (4.5.1 Desertion table); leaving the map "
    "other than as the scenario allows counts as a rout.";

const std::string& fieldText(const tables::Row& row, std::string_view name) {
  static const std::string none;
  const tables::FieldValue* value = row.field(name);
  return value ? value->text : none;
}

// "In use: the scenario says ..." or the reading that puts them in use.
std::string inUse(const tables::MoraleRules& rules) {
  if (!rules.printed.empty()) return fmt::format("In use: the scenario says \"{}\"", rules.printed);
  return "In use [reconstructed]: " + rules.reason;
}

std::string who(const gen::CharacterMorale& c) {
  return c.name.empty() ? fmt::format("{} x {}", c.count, c.type) : c.name;
}

std::string levelText(const gen::CharacterMorale& c) { return c.level ? std::to_string(c.morale) : "-"; }

std::string classText(const gen::CharacterMorale& c) {
  return c.level ? c.className : "no class: takes no morale test";
}

std::string rangeText(const tables::Row& row, size_t column) {
  return column < row.ranges.size() && row.ranges[column] ? row.ranges[column]->printed : "-";
}

}  // namespace

void describeScenarioMorale(std::vector<Block>& blocks, const tables::Scenario& scenario,
                            const gen::ScenarioMorale& morale) {
  add(add(blocks, Section{kHeading, {}}).blocks, Paragraph{{inUse(*scenario.moraleRules)}});
  for (const gen::SideMorale& side : morale.sides) {
    Section& section =
        add(blocks, Section{side.name + " (" + (side.column.empty() ? "no" : side.column) + " column)", {}});
    Table& table = add(section.blocks, Table{"morale", {{"Level", true}, {"Name"}, {"Type"}, {"Class"}}, {}, {}});
    for (const gen::CharacterMorale& c : side.characters) table.rows.push_back({levelText(c), who(c), c.type, classText(c)});
  }
  Section& tests = add(blocks, Section{"Morale tests (4.1.2): a character tests when", {}});
  List& when = add(tests.blocks, List{});
  for (const char* test : kTests) when.items.emplace_back(test);
  add(tests.blocks, Paragraph{{kTestsNote}});
  Table& modifiers =
      add(add(blocks, Section{"Modifiers (4.1.1)", {}}).blocks, Table{"modifiers", {{"Modifier"}, {"Value", true}}, {}, {}});
  for (const tables::Row& row : morale.modifiers->rows) modifiers.rows.push_back({row.entry, fieldText(row, "modifier")});
  add(add(blocks, Section{"Effects (4.1.3)", {}}).blocks, Paragraph{{kEffects}});
  Section& desertion = add(blocks, Section{"Desertion (4.5.1)", {}});
  add(desertion.blocks, Paragraph{{kDesertion}});
  Table& table = add(desertion.blocks, Table{"desertion", {{""}, {"Panicking"}, {"Routing"}}, {}, {}});
  for (const tables::Row& row : morale.desertion->rows) table.rows.push_back({row.entry, rangeText(row, 0), rangeText(row, 1)});
  describeFootnotes(blocks, morale.consulted, "Morale: not as printed");
}

void writeScenarioMoraleJson(codec::JsonWriter& w, const tables::Scenario& scenario, const gen::ScenarioMorale& morale) {
  const tables::MoraleRules& rules = *scenario.moraleRules;
  w.beginObject().key("in_use").beginObject().memberIfAny("printed", rules.printed);
  w.memberIfAny("reason", rules.reason).endObject().key("sides").beginArray();
  for (const gen::SideMorale& side : morale.sides) {
    w.beginObject().member("name", side.name).member("column", side.column).key("characters").beginArray();
    for (const gen::CharacterMorale& c : side.characters) {
      w.beginObject().memberIfAny("name", c.name).member("type", c.type).member("count", c.count);
      if (c.level) {
        w.member("level", c.morale).member("class", c.className).member("cell", c.level->entry);
      } else {
        w.key("level").null().key("class").null().key("cell").null();
      }
      w.endObject();
    }
    w.endArray().endObject();
  }
  w.endArray().key("tests").beginArray();
  for (const char* test : kTests) w.value(test);
  w.endArray().member("tests_note", kTestsNote).key("modifiers").beginArray();
  for (const tables::Row& row : morale.modifiers->rows) {
    w.beginObject().member("entry", row.entry).member("modifier", fieldText(row, "modifier")).endObject();
  }
  w.endArray().member("effects", kEffects).member("desertion_note", kDesertion).key("desertion").beginArray();
  for (const tables::Row& row : morale.desertion->rows) {
    w.beginObject().member("entry", row.entry).member("panicking", rangeText(row, 0));
    w.member("routing", rangeText(row, 1)).endObject();
  }
  w.endArray();
  codec::JsonOut(w).derived("footnotes", [&] { return codec::numbered(morale.consulted.footnotes()); });
  w.endObject();
}

}  // namespace outremer::render
