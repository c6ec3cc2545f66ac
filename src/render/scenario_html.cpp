// The printed scenarios as HTML pages (`scenario list` and `scenario show --format html`):
// the same sections as the Markdown, for the browser and for print.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <iterator>

#include "render/feudal_roster.hpp"
#include "render/html_text.hpp"
#include "render/mustache_render.hpp"
#include "render/scenario.hpp"
#include "render/scenario_morale.hpp"
#include "render/templates.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

std::string page(const std::string& title, const std::string& body) {
  const nlohmann::ordered_json data = {{"title", title}, {"body", body}};
  return renderMustache(std::string(builtinTemplate("page.html")), data, Format::html);
}

void appendSectionHtml(std::string& out, const char* heading, const std::vector<std::string>& paragraphs) {
  if (paragraphs.empty()) return;
  put(out, "<h2>{}</h2>\n", heading);
  for (const std::string& paragraph : paragraphs) put(out, "<p>{}</p>\n", htmlText(paragraph));
}

void appendListHtml(std::string& out, const std::vector<std::string>& items) {
  if (items.empty()) return;
  out += "<ul>\n";
  for (const std::string& item : items) put(out, "<li>{}</li>\n", htmlText(item));
  out += "</ul>\n";
}

void appendSideHtml(std::string& out, const tables::ScenarioSide& side, const gen::SidePoints& priced) {
  put(out, "<h2>{}: {} characters, {} points</h2>\n", htmlText(side.name), priced.characters, priced.points);
  out +=
      "<table>\n<tr><th>Group</th><th>Type</th><th>Characters</th><th>Counts as</th>"
      "<th class=\"n\">Points</th></tr>\n";
  for (const gen::GroupPoints& line : priced.groups) {
    const tables::ScenarioGroup& group = *line.group;
    put(out, "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td></tr>\n",
        htmlText(group.heading), htmlText(group.type), htmlText(groupCharacters(group)),
        htmlText(countsAs(line)), line.points);
  }
  out += "</table>\n";
  appendListHtml(out, side.notes);
}

void appendPositionsHtml(std::string& out, const tables::Scenario& s) {
  if (s.positions.empty()) return;
  out +=
      "<h2>Starting positions</h2>\n<table>\n<tr><th>Type</th><th>#</th><th>Position</th>"
      "<th class=\"n\">Head count</th><th class=\"n\">Resources</th><th class=\"n\">Faith</th>"
      "<th class=\"n\">Deniers</th><th class=\"n\">Prestige</th></tr>\n";
  for (const tables::StartingPosition& p : s.positions) {
    put(out, "<tr><td>{}</td><td>{}</td><td>{}</td>", htmlText(p.faction), htmlText(p.counter),
        htmlText(p.position));
    for (const std::optional<int>* n : {&p.headCount, &p.resources, &p.faith, &p.deniers, &p.prestige}) {
      put(out, "<td class=\"n\">{}</td>", *n ? std::to_string(**n) : std::string());
    }
    out += "</tr>\n";
  }
  out += "</table>\n";
}

void appendVictory(std::string& out, const tables::Victory& victory) {
  out += "<h2>Victory conditions</h2>\n";
  for (const std::string& paragraph : victory.text) put(out, "<p>{}</p>\n", htmlText(paragraph));
  appendListHtml(out, victory.levels);
  for (const std::string& note : victory.notes) put(out, "<p>{}</p>\n", htmlText(note));
}

void appendNotAsPrintedHtml(std::string& out, const PricedScenario& priced) {
  const std::vector<const tables::Row*> mappings = mappingsUsed(priced);
  if (priced.scenario->errata.empty() && mappings.empty()) return;
  out += "<h2>Not as printed</h2>\n<ol class=\"footnotes\">\n";
  for (const tables::ScenarioErratum& erratum : priced.scenario->errata) {
    put(out, "<li>errata, {}: printed &quot;{}&quot;. {}</li>\n", htmlText(erratum.about),
        htmlText(erratum.printed), htmlText(erratum.note));
  }
  for (const tables::Row* row : mappings) {
    put(out, "<li>reconstructed, {}: {}</li>\n", htmlText(row->entry), htmlText(row->reason));
  }
  out += "</ol>\n";
}

void appendRollLog(std::string& out, const gen::RollLog& log) {
  if (!log.rolls().empty()) {
    out += "<h2>Roll log</h2>\n<table class=\"rolls\">\n<tr><th>Dice</th><th>For</th><th>Result</th></tr>\n";
    for (const gen::LoggedRoll& roll : log.rolls()) {
      put(out, "<tr><td><code>{}</code></td><td>{}</td><td>{}</td></tr>\n", htmlText(roll.dice),
          htmlText(roll.purpose), htmlText(roll.entry));
    }
    out += "</table>\n";
  }
  if (log.footnotes().empty()) return;
  out += "<h2>Rolled: not as printed</h2>\n<ol class=\"footnotes\">\n";
  for (const gen::Footnote& note : log.footnotes()) {
    put(out, "<li><strong>{}</strong>: {} ({}). {}", htmlText(note.table), htmlText(note.entry),
        tables::name(note.provenance), htmlText(note.reason));
    if (!note.printed.empty()) put(out, " Printed: {}", htmlText(note.printed));
    out += "</li>\n";
  }
  out += "</ol>\n";
}

// The characters' rolled strengths, side by side, the roll log and its footnotes.
void appendRolledHtml(std::string& out, const PricedScenario& priced) {
  const RolledScenario& rolled = *priced.rolled;
  put(out, "<h2>Rolled strengths</h2>\n<p>{}</p>\n", htmlText(kRolledNote));
  for (size_t i = 0; i < rolled.sides.size(); ++i) {
    if (rolled.sides[i].groups.empty()) continue;
    put(out,
        "<h3>{}</h3>\n<table>\n<tr><th>Name</th><th>Type</th><th>Mounted</th><th class=\"n\">A/D</th>"
        "<th class=\"n\">Foot A/D</th><th class=\"n\">Morale</th><th class=\"n\">Move</th></tr>\n",
        htmlText(priced.scenario->sides[i].name));
    for (const gen::RolledGroup& group : rolled.sides[i].groups) {
      for (const gen::Character& c : group.characters) {
        put(out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}/{}</td><td class=\"n\">{}/{}</td>"
            "<td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
            htmlText(c.name), htmlText(c.label), c.mounted ? "yes" : "no", c.attack, c.defence, c.footAttack,
            c.footDefence, c.morale, c.movement);
      }
    }
    out += "</table>\n";
  }
  appendRollLog(out, rolled.log);
}

// The roster section, as the briefs' HTML template partial prints it.
std::string rosterHtml(std::span<const SideRoster> sides) {
  std::string json;
  JsonWriter w(json);
  writeFeudalRosterJson(w, sides);
  nlohmann::ordered_json roster = nlohmann::ordered_json::parse(json);
  addFeudalRosterView(roster);
  return renderMustache("{{>_feudal_roster}}", roster, Format::html);
}

}  // namespace

std::string scenarioListHtml(std::span<const PricedScenario> scenarios) {
  const std::string title = fmt::format("Printed scenarios ({})", scenarios.size());
  std::string body = fmt::format(
      "<section class=\"brief\">\n<h1>{}</h1>\n<table>\n<tr><th>Id</th><th>Title</th><th>Source</th>"
      "<th>Length</th><th>Sides</th></tr>\n",
      title);
  for (const PricedScenario& priced : scenarios) {
    const tables::Scenario& s = *priced.scenario;
    std::vector<std::string> sides;
    for (size_t i = 0; i < s.sides.size(); ++i) {
      sides.push_back(fmt::format("{}: {} characters, {} points", s.sides[i].name, priced.sides[i].characters,
                                  priced.sides[i].points));
    }
    put(body, "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
        htmlText(s.id), htmlText(s.title), htmlText(scenarioSource(s)), htmlText(scenarioLength(s)),
        htmlText(util::join(sides, "; ")));
  }
  body += "</table>\n</section>";
  return page(title, body);
}

std::string scenarioHtml(const PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  const std::string title = s.number + ": " + s.title;
  std::string body =
      fmt::format("<section class=\"brief\">\n<h1>{}</h1>\n<p>{} ({}). Id: <code>{}</code></p>\n",
                  htmlText(title), htmlText(tables::bookTitle(s.book)), tables::name(s.kind), htmlText(s.id));
  if (priced.rolled) {
    put(body, "<p class=\"replay\">Seed <code>{}</code>. Replay: <code>{}</code></p>\n", priced.rolled->seed,
        htmlText(priced.rolled->command));
  }
  if (!s.maps.empty()) put(body, "<p><strong>Maps:</strong> {}</p>\n", htmlText(util::join(s.maps, ", ")));
  const std::string length = scenarioLength(s);
  if (!length.empty()) put(body, "<p><strong>Length:</strong> {}</p>\n", htmlText(length));
  if (!s.first.empty()) put(body, "<p><strong>Plays first:</strong> {}</p>\n", htmlText(s.first));
  appendSectionHtml(body, "Map layout", s.layout);
  appendSectionHtml(body, "Set-up", s.deployment);
  for (size_t i = 0; i < s.sides.size(); ++i) appendSideHtml(body, s.sides[i], priced.sides[i]);
  appendPositionsHtml(body, s);
  appendSectionHtml(body, "Special rules", s.specialRules);
  appendVictory(body, s.victory);
  appendSectionHtml(body, "Notes", s.notes);
  appendNotAsPrintedHtml(body, priced);
  if (priced.morale) body += scenarioMoraleHtml(s, *priced.morale);
  if (priced.rolled) appendRolledHtml(body, priced);
  if (priced.roster) body += rosterHtml(*priced.roster);
  body += "</section>";
  return page(title, body);
}

}  // namespace outremer::render
