#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "codec/json_out.hpp"
#include "codec/scenario.hpp"
#include "dice/rng.hpp"
#include "gen/rules.hpp"
#include "gen/scenario_roll.hpp"
#include "render/cards.hpp"
#include "render/describe.hpp"
#include "render/scenario.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

// scenario writes every format, without a template.
render::Format scenarioFormat(const Context& context) {
  const render::Format format = outputFormat(context);
  if (!context.templateFile.empty()) throw UsageError("--template: 'scenario' writes without a template");
  return format;
}

// The scenarios and the tables that price them, loaded once for a command.
struct Library {
  std::vector<tables::Scenario> scenarios;
  SharedRules rules;

  explicit Library(const Context& context) : scenarios(loadScenarios(context)), rules(loadRules(context)) {}

  codec::PricedScenario priced(const tables::Scenario& scenario) const {
    return {&scenario, gen::scenarioPoints(*rules, scenario)};
  }
};

// Writes, by |format|, |value|'s JSON (its codec form), or |html()|, |markdown()| or |text()|.
template <typename Value, typename Html, typename Markdown, typename Text>
void emit(Context& context, render::Format format, const Value& value, Html html, Markdown markdown,
          Text text) {
  switch (format) {
    case render::Format::json:
      writeOutput(context, codec::jsonText(value, 2) + '\n');
      return;
    case render::Format::html:
      writeOutput(context, html());
      return;
    case render::Format::markdown:
      writeOutput(context, markdown());
      return;
    case render::Format::text:
      writeOutput(context, text());
      return;
  }
}

void runList(Context& context) {
  const render::Format format = scenarioFormat(context);
  const Library library(context);
  std::vector<codec::PricedScenario> all;
  for (const tables::Scenario& scenario : library.scenarios) all.push_back(library.priced(scenario));
  emit(
      context, format, codec::ScenarioList{all}, [&] { return render::scenarioListHtml(all); },
      [&] { return render::scenarioListMarkdown(all); }, [&] { return render::scenarioListText(all); });
}

// Options of `scenario show`.
struct ShowOptions {
  std::string id;
  bool roll = false;
  std::string roster;  // empty, or "feudal"
};

// Each side of |priced| as a feudal-age roster.
std::vector<render::SideRoster> feudalRosters(const gen::Rules& rules, const codec::PricedScenario& priced) {
  std::vector<render::SideRoster> sides;
  for (size_t i = 0; i < priced.sides.size(); ++i) {
    const std::vector<gen::ForceLine> forces = gen::sideForces(priced.sides[i]);
    sides.push_back({priced.scenario->sides[i].name, gen::feudalRoster(rules, forces)});
  }
  return sides;
}

// The characters of |priced| with their strengths rolled from the context's seed.
gen::RolledScenario rollStrengths(const gen::Rules& rules, const codec::PricedScenario& priced,
                                  const Context& context) {
  gen::RolledScenario rolled;
  rolled.seed = seedFor(context);
  rolled.command = replayCommand(context, rolled.seed);
  dice::Rng rng(rolled.seed);
  rolled.sides = gen::rollScenarioStrengths(rules, rng, rolled.log, priced.sides);
  return rolled;
}

void runShow(const ShowOptions& options, Context& context) {
  const std::string& id = options.id;
  const bool cards = wantsCards(context);
  if (cards && !options.roll) throw UsageError("--format: cards need each character's strengths: add --roll");
  const render::Format format = cards ? render::Format::html : scenarioFormat(context);
  const Library library(context);
  const tables::Scenario* scenario = tables::findScenario(library.scenarios, id);
  if (scenario == nullptr) {
    std::vector<std::string> ids;
    for (const tables::Scenario& s : library.scenarios) ids.push_back(s.id);
    // The closest id, or, where none is close (a book's name, a title), every id.
    const std::string near = util::didYouMean(id, ids);
    throw UsageError("scenario show: unknown scenario '" + id + "'" + (near.empty() ? "; ids: " + util::join(ids, ", ") : near) +
                     "; 'outremer scenario list' lists them");
  }
  if (!options.roster.empty()) requireRosterRules(options.roster);
  codec::PricedScenario priced = library.priced(*scenario);
  codec::FeudalRosterSheet roster;
  if (!options.roster.empty()) {
    roster.sides = feudalRosters(*library.rules, priced);
    priced.roster = &roster;
  }
  gen::ScenarioMorale morale;
  if (scenario->moraleRules) {
    morale = gen::scenarioMorale(*library.rules, *scenario);
    priced.morale = &morale;
  }
  gen::RolledScenario rolled;
  if (options.roll) {
    rolled = rollStrengths(*library.rules, priced, context);
    priced.rolled = &rolled;
  } else if (context.seed) {
    throw UsageError("--seed: 'scenario show' rolls only with --roll");
  }
  if (cards) {
    const std::vector<render::CardGroup> groups = render::cardGroups(rolled.sides);
    emitCards(context, scenario->number + ": " + scenario->title, {render::replayLine(rolled.seed, rolled.command)},
              groups, *library.rules);
    return;
  }
  const render::Document document = render::scenarioDocument(priced);
  emit(
      context, format, priced, [&] { return render::htmlOf(document); },
      [&] { return render::markdownOf(document); }, [&] { return render::textOf(document); });
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
  auto options = std::make_shared<ShowOptions>();
  CLI::App* show = scenario->add_subcommand("show", "One scenario: set-up, sides priced, rules, victory");
  show->add_option("ID", options->id, "Scenario id (see 'scenario list')")->required();
  show->add_flag("--roll", options->roll, "Roll each character's strengths, as for a one-off scenario");
  show->add_option("--roster", options->roster, "Each side as figures of a skirmish ruleset: feudal")
      ->type_name("RULES");
  show->callback([options, &context, &status] {
    runShow(*options, context);
    status = 0;
  });
  addScenarioGenerateCommand(*scenario, context, status);
  scenario->footer(
      "--format text, markdown, html or json; cards with show --roll and generate. Points: Montgisard's purchase table "
      "(docs/SCENARIOS.md).");
}

}  // namespace outremer::cli
