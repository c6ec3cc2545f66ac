// `outremer scenario list`: the printed scenarios, one line each, in text, Markdown and
// HTML; and what the list and a scenario's description share (its source, length, groups).
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <algorithm>

#include "render/html_text.hpp"
#include "render/mustache_render.hpp"
#include "render/scenario.hpp"
#include "render/templates.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

// "The Franks: 12 characters, 408 points".
std::string listedSide(const tables::ScenarioSide& side, const gen::SidePoints& priced) {
  return fmt::format("{}: {} characters, {} points", side.name, priced.characters, priced.points);
}

// Every side of a scenario so, "; " between them.
std::string listedSides(const codec::PricedScenario& priced) {
  std::vector<std::string> sides;
  for (size_t i = 0; i < priced.scenario->sides.size(); ++i) {
    sides.push_back(listedSide(priced.scenario->sides[i], priced.sides[i]));
  }
  return util::join(sides, "; ");
}

}  // namespace

std::string scenarioSource(const tables::Scenario& scenario) {
  return fmt::format("{}, {}", tables::bookTitle(scenario.book), scenario.number);
}

std::string scenarioLength(const tables::Scenario& scenario) {
  if (scenario.turns) return fmt::format("{} turns", *scenario.turns);
  if (scenario.days) return fmt::format("{} days", *scenario.days);
  return "";
}

std::string groupCharacters(const tables::ScenarioGroup& group) {
  if (!group.names.empty()) return util::join(group.names, ", ");
  return std::to_string(group.count) + (group.unit.empty() ? "" : " " + group.unit);
}

std::string countsAs(const gen::GroupPoints& group) {
  if (group.mapping == nullptr) return "no type: not priced";
  std::string text;
  if (!group.type.empty()) {
    text = fmt::format("{}, {} {}/{}", group.typeLabel, group.mounted ? "mounted" : "on foot", group.attack,
                       group.defence);
  }
  if (group.purchase == nullptr) return text.empty() ? "not priced" : text + "; not priced";
  if (!text.empty()) text += "; ";
  const tables::FieldValue* formula = group.purchase->field("formula");
  return text + group.purchase->entry + (formula ? ", " + formula->text : "") + fmt::format(" = {} each", group.each);
}

std::string scenarioListText(std::span<const codec::PricedScenario> scenarios) {
  std::string out = fmt::format("{} printed scenarios\n\n", scenarios.size());
  put(out, "{} {} {}\n", column("ID", 27), column("SOURCE", 33), "LENGTH");
  for (const codec::PricedScenario& priced : scenarios) {
    const tables::Scenario& s = *priced.scenario;
    put(out, "{} {} {}\n", column(s.id, 27), column(scenarioSource(s), 33), scenarioLength(s));
    appendWrapped(out, "  ", shown(s.title), 2);
    for (size_t i = 0; i < s.sides.size(); ++i) appendWrapped(out, "    ", listedSide(s.sides[i], priced.sides[i]), 6);
    if (s.sides.empty()) out += "    (campaign: see its starting positions)\n";
  }
  return out;
}

std::string scenarioListMarkdown(std::span<const codec::PricedScenario> scenarios) {
  std::string out = fmt::format(
      "# Printed scenarios ({})\n\n| Id | Title | Source | Length | Sides |\n"
      "|---|---|---|---|---|\n",
      scenarios.size());
  for (const codec::PricedScenario& priced : scenarios) {
    const tables::Scenario& s = *priced.scenario;
    put(out, "| `{}` | {} | {} | {} | {} |\n", s.id, markdownCell(s.title), markdownCell(scenarioSource(s)),
        scenarioLength(s), markdownCell(listedSides(priced)));
  }
  return out;
}

std::string scenarioListHtml(std::span<const codec::PricedScenario> scenarios) {
  const std::string title = fmt::format("Printed scenarios ({})", scenarios.size());
  std::string body = fmt::format(
      "<section class=\"brief\">\n<h1>{}</h1>\n<table>\n<tr><th>Id</th><th>Title</th><th>Source</th>"
      "<th>Length</th><th>Sides</th></tr>\n",
      title);
  for (const codec::PricedScenario& priced : scenarios) {
    const tables::Scenario& s = *priced.scenario;
    put(body, "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
        htmlText(s.id), htmlText(s.title), htmlText(scenarioSource(s)), htmlText(scenarioLength(s)),
        htmlText(listedSides(priced)));
  }
  body += "</table>\n</section>";
  const nlohmann::ordered_json page = {{"title", title}, {"body", body}};
  return renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
}

}  // namespace outremer::render
