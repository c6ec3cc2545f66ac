#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "gen/rules.hpp"
#include "render/scenario.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

// scenario writes text, Markdown or JSON, without a template.
render::Format scenarioFormat(const Context& context) {
  const render::Format format = outputFormat(context);
  if (format == render::Format::html) throw UsageError("--format: 'scenario' writes text, markdown or json");
  if (!context.templateFile.empty()) throw UsageError("--template: 'scenario' writes without a template");
  return format;
}

// The scenarios and the tables that price them, loaded once for a command.
struct Library {
  std::vector<tables::Scenario> scenarios;
  SharedRules rules;

  explicit Library(const Context& context) : scenarios(loadScenarios(context)), rules(loadRules(context)) {}

  render::PricedScenario priced(const tables::Scenario& scenario) const {
    return {&scenario, gen::scenarioPoints(*rules, scenario)};
  }
};

// Writes, by |format|, the JSON that |json| writes with a JsonWriter, or |markdown()| or
// |text()|.
template <typename Json, typename Markdown, typename Text>
void emit(Context& context, render::Format format, Json json, Markdown markdown, Text text) {
  if (format == render::Format::json) {
    std::string out;
    render::JsonWriter w(out, 2);
    json(w);
    writeOutput(context, out + '\n');
    return;
  }
  writeOutput(context, format == render::Format::markdown ? markdown() : text());
}

void runList(Context& context) {
  const render::Format format = scenarioFormat(context);
  const Library library(context);
  std::vector<render::PricedScenario> all;
  for (const tables::Scenario& scenario : library.scenarios) all.push_back(library.priced(scenario));
  emit(
      context, format, [&](render::JsonWriter& w) { render::writeScenarioListJson(w, all); },
      [&] { return render::scenarioListMarkdown(all); }, [&] { return render::scenarioListText(all); });
}

void runShow(const std::string& id, Context& context) {
  const render::Format format = scenarioFormat(context);
  const Library library(context);
  const tables::Scenario* scenario = tables::findScenario(library.scenarios, id);
  if (scenario == nullptr) {
    std::vector<std::string> ids;
    for (const tables::Scenario& s : library.scenarios) ids.push_back(s.id);
    throw UsageError("scenario show: unknown scenario '" + id + "'" + util::didYouMean(id, ids) +
                     "; 'outremer scenario list' lists them");
  }
  const render::PricedScenario priced = library.priced(*scenario);
  emit(
      context, format, [&](render::JsonWriter& w) { render::writeScenarioJson(w, priced); },
      [&] { return render::scenarioMarkdown(priced); }, [&] { return render::scenarioText(priced); });
}

}  // namespace

void addScenarioCommand(CLI::App& app, Context& context, int& status) {
  CLI::App* scenario = app.add_subcommand("scenario", "The books' printed scenarios, each side priced, and scenarios of your own");
  scenario->require_subcommand(1);
  CLI::App* list = scenario->add_subcommand("list", "Every printed scenario: source, length, sides and points");
  list->callback([&context, &status] {
    runList(context);
    status = 0;
  });
  auto id = std::make_shared<std::string>();
  CLI::App* show = scenario->add_subcommand("show", "One scenario: set-up, sides priced, rules, victory");
  show->add_option("ID", *id, "Scenario id (see 'scenario list')")->required();
  show->callback([id, &context, &status] {
    runShow(*id, context);
    status = 0;
  });
  addScenarioGenerateCommand(*scenario, context, status);
  scenario->footer("--format text, markdown or json (generate: html too). Points: Montgisard's purchase table "
                   "(docs/SCENARIOS.md).");
}

}  // namespace outremer::cli
