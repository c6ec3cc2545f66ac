#include "render/scenario_morale.hpp"

#include <fmt/format.h>

#include "render/html_text.hpp"
#include "render/text_brief.hpp"

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

std::string scenarioMoraleText(const tables::Scenario& scenario, const gen::ScenarioMorale& morale) {
  std::string out = fmt::format("\n{}\n", kHeading);
  appendWrapped(out, "  ", inUse(*scenario.moraleRules), 2);
  for (const gen::SideMorale& side : morale.sides) {
    put(out, "\n{} ({} column)\n", shown(side.name), side.column.empty() ? "no" : side.column);
    put(out, "  Lvl {} {} {}\n", column("Name", 20), column("Type", 22), "Class");
    for (const gen::CharacterMorale& c : side.characters) {
      appendWrapped(out, fmt::format("  {} {} {} ", columnRight(levelText(c), 3), column(shown(who(c)), 20),
                                     column(shown(c.type), 22)),
                    classText(c), 50);
    }
  }
  out += "\nMorale tests (4.1.2): a character tests when\n";
  for (const char* test : kTests) appendWrapped(out, "  - ", test, 4);
  appendWrapped(out, "  ", kTestsNote, 2);
  out += "\nModifiers (4.1.1)\n";
  for (const tables::Row& row : morale.modifiers->rows) put(out, "  {} {}\n", columnRight(fieldText(row, "modifier"), 3), row.entry);
  out += "\nEffects (4.1.3)\n";
  appendWrapped(out, "  ", kEffects, 2);
  out += "\nDesertion (4.5.1)\n";
  appendWrapped(out, "  ", kDesertion, 2);
  put(out, "  {} {} {}\n", column("", 58), column("Panicking", 9), "Routing");
  for (const tables::Row& row : morale.desertion->rows) {
    put(out, "  {} {} {}\n", column(row.entry, 58), column(rangeText(row, 0), 9), rangeText(row, 1));
  }
  if (!morale.consulted.footnotes().empty()) out += "\nMorale: not as printed\n";
  for (const gen::Footnote& note : morale.consulted.footnotes()) {
    appendWrapped(out, fmt::format("  [{}] ", tables::name(note.provenance)),
                  fmt::format("{}: {}: {}", note.table, note.entry, note.reason), 4);
  }
  return out;
}

std::string scenarioMoraleMarkdown(const tables::Scenario& scenario, const gen::ScenarioMorale& morale) {
  std::string out = fmt::format("\n## {}\n\n{}\n", kHeading, shown(inUse(*scenario.moraleRules)));
  for (const gen::SideMorale& side : morale.sides) {
    put(out, "\n### {} ({} column)\n\n| Level | Name | Type | Class |\n|---|---|---|---|\n", shown(side.name),
        side.column.empty() ? "no" : side.column);
    for (const gen::CharacterMorale& c : side.characters) {
      put(out, "| {} | {} | {} | {} |\n", levelText(c), markdownCell(who(c)), markdownCell(c.type),
          markdownCell(classText(c)));
    }
  }
  out += "\n### Morale tests (4.1.2)\n\nA character tests when:\n\n";
  for (const char* test : kTests) put(out, "- {}\n", test);
  put(out, "\n{}\n\n### Modifiers (4.1.1)\n\n| Modifier | Value |\n|---|---|\n", kTestsNote);
  for (const tables::Row& row : morale.modifiers->rows) put(out, "| {} | {} |\n", markdownCell(row.entry), fieldText(row, "modifier"));
  put(out, "\n### Effects (4.1.3)\n\n{}\n\n### Desertion (4.5.1)\n\n{}\n\n", kEffects, kDesertion);
  out += "| | Panicking | Routing |\n|---|---|---|\n";
  for (const tables::Row& row : morale.desertion->rows) {
    put(out, "| {} | {} | {} |\n", markdownCell(row.entry), rangeText(row, 0), rangeText(row, 1));
  }
  int n = 0;
  for (const gen::Footnote& note : morale.consulted.footnotes()) {
    if (n == 0) out += "\n### Morale: not as printed\n\n";
    put(out, "{}. {}, {}: {}: {}\n", ++n, tables::name(note.provenance), note.table, shown(note.entry), shown(note.reason));
  }
  return out;
}

std::string scenarioMoraleHtml(const tables::Scenario& scenario, const gen::ScenarioMorale& morale) {
  std::string out = fmt::format("<h2>{}</h2>\n<p>{}</p>\n", kHeading, htmlText(inUse(*scenario.moraleRules)));
  for (const gen::SideMorale& side : morale.sides) {
    put(out,
        "<h3>{} ({} column)</h3>\n<table>\n<tr><th class=\"n\">Level</th><th>Name</th><th>Type</th>"
        "<th>Class</th></tr>\n",
        htmlText(side.name), side.column.empty() ? "no" : htmlText(side.column));
    for (const gen::CharacterMorale& c : side.characters) {
      put(out, "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n", levelText(c),
          htmlText(who(c)), htmlText(c.type), htmlText(classText(c)));
    }
    out += "</table>\n";
  }
  out += "<h3>Morale tests (4.1.2)</h3>\n<p>A character tests when:</p>\n<ul>\n";
  for (const char* test : kTests) put(out, "<li>{}</li>\n", htmlText(test));
  put(out, "</ul>\n<p>{}</p>\n<h3>Modifiers (4.1.1)</h3>\n<table>\n", htmlText(kTestsNote));
  out += "<tr><th>Modifier</th><th class=\"n\">Value</th></tr>\n";
  for (const tables::Row& row : morale.modifiers->rows) {
    put(out, "<tr><td>{}</td><td class=\"n\">{}</td></tr>\n", htmlText(row.entry),
        htmlText(fieldText(row, "modifier")));
  }
  put(out, "</table>\n<h3>Effects (4.1.3)</h3>\n<p>{}</p>\n<h3>Desertion (4.5.1)</h3>\n<p>{}</p>\n",
      htmlText(kEffects), htmlText(kDesertion));
  out += "<table>\n<tr><th></th><th>Panicking</th><th>Routing</th></tr>\n";
  for (const tables::Row& row : morale.desertion->rows) {
    put(out, "<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n", htmlText(row.entry), htmlText(rangeText(row, 0)),
        htmlText(rangeText(row, 1)));
  }
  out += "</table>\n";
  if (morale.consulted.footnotes().empty()) return out;
  out += "<h3>Morale: not as printed</h3>\n<ol class=\"footnotes\">\n";
  for (const gen::Footnote& note : morale.consulted.footnotes()) {
    put(out, "<li>{}, {}: {}: {}</li>\n", tables::name(note.provenance), htmlText(note.table),
        htmlText(note.entry), htmlText(note.reason));
  }
  return out + "</ol>\n";
}

void writeScenarioMoraleJson(JsonWriter& w, const tables::Scenario& scenario, const gen::ScenarioMorale& morale) {
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
  writeFootnotes(w, morale.consulted);
  w.endObject();
}

}  // namespace outremer::render
