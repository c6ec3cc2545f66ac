#include <ostream>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "codec/advance.hpp"
#include "codec/json_out.hpp"
#include "render/format.hpp"
#include "render/table_text.hpp"
#include "cli/whole_number.hpp"
#include "gen/advancement.hpp"
#include "render/brief.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

struct AdvanceOptions {
  std::string className;
  std::string attack;
  std::string defence;
  std::string carry;
  std::string defenceCarry;
  std::vector<std::string> events;
  std::string listEvents;
  bool order = false;
  bool deed = false;
  bool mounted = false;
  bool dismounted = false;
};

int points(const std::string& text, const std::string& flag) {
  if (text.empty()) return 0;
  const auto value = gen::parseHundredths(text);
  if (!value) throw UsageError(flag + ": expected points such as 0.5 or -0.25, not '" + text + "'");
  return *value;
}

gen::AdvanceRequest makeRequest(const AdvanceOptions& o) {
  if (o.className.empty())
    throw UsageError("--class: which class or character type advances (see --list-events)");
  if (o.attack.empty()) throw UsageError("--attack: his attack strength before the engagement");
  if (o.defence.empty()) throw UsageError("--defence: his defence strength before the engagement");
  if (o.mounted && o.dismounted) throw UsageError("--mounted: give --mounted or --dismounted, not both");
  gen::AdvanceRequest request;
  request.className = o.className;
  request.attack = wholeNumber(o.attack, "--attack", 0, 999);
  request.defence = wholeNumber(o.defence, "--defence", 0, 999);
  request.carry = points(o.carry, "--carry");
  request.defenceCarry = points(o.defenceCarry, "--defence-carry");
  request.events = o.events;
  request.order = o.order;
  request.deed = o.deed;
  if (o.mounted || o.dismounted) request.mounted = o.mounted;
  return request;
}

void listEvents(const std::string& name, const gen::Rules& rules, Context& context) {
  const auto events = gen::listEvents(rules, name);
  if (outputFormat(context) == render::Format::json) {
    writeOutput(context, codec::jsonText(codec::ClassEvents{name, events}, 2) + "\n");
    return;
  }
  std::string text = events.empty() ? "The " + name + " class has no advancement events.\n" : "";
  constexpr size_t kEntryColumn = 40;
  for (const gen::AdvanceEvent& event : events) {
    std::string line =
        render::wrappedAfter(util::padRight(event.id, 34) + util::padRight(gen::pointsText(event.points, true), 6),
                event.entry, kEntryColumn);
    if (event.orderPoints) {
      // The order's points in one piece: after the entry, or under it when it would not fit.
      const std::string order = "(" + gen::pointsText(*event.orderPoints, true) + " with --order)";
      line.pop_back();
      const size_t lastLine = line.rfind('\n') + 1;  // 0 when there is one line
      const bool fits = util::displayWidth(line.substr(lastLine)) + 1 + order.size() <= render::kTextWidth;
      line += (fits ? " " : "\n" + std::string(kEntryColumn, ' ')) + order + '\n';
    }
    text += line;
  }
  writeOutput(context, text);
}

void runAdvance(const AdvanceOptions& options, Context& context) {
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  try {
    if (!options.listEvents.empty()) {
      listEvents(options.listEvents, rules, context);
      return;
    }
    const gen::AdvanceRequest request = makeRequest(options);
    const uint64_t seed = seedFor(context);
    dice::Rng rng(seed);
    gen::RollLog log;
    const render::BriefBody body = gen::advance(rules, rng, log, request);
    const gen::Advancement& a = std::get<gen::Advancement>(body);
    const std::string who = a.typeLabel.empty() ? a.classLabel : a.typeLabel;
    const render::BriefHeader header{"Advancement: " + who, seed, replayCommand(context, seed)};
    emitBrief(context, render::Brief{header, body, log});
  } catch (const gen::InputError& error) {
    const std::string flag =
        error.option() == "class" && !options.listEvents.empty() ? "list-events" : error.option();
    throw UsageError("--" + flag + ": " + error.what());
  }
}

}  // namespace

void addAdvanceCommand(CLI::App& app, Context& context, int& status) {
  auto o = std::make_shared<AdvanceOptions>();
  CLI::App* cmd =
      app.add_subcommand("advance", "Apply a battle's events to a character (Character Advancement Tables)");
  cmd->add_option("--class", o->className,
                  "Class (knight, sergeant-squire, men-at-arms, ...) or character type")
      ->type_name("CLASS");
  cmd->add_option("--attack", o->attack, "Attack strength before the engagement")->type_name("N");
  cmd->add_option("--defence", o->defence, "Defence strength before the engagement")->type_name("N");
  cmd->add_option("--carry", o->carry, "Fraction of attack points carried from the last game (e.g. 0.5)")
      ->type_name("POINTS");
  cmd->add_option("--defence-carry", o->defenceCarry, "Attack points carried toward the next defence point")
      ->type_name("POINTS");
  cmd->add_option("--event", o->events, "An event of the class's table (repeat for each; see --list-events)")
      ->type_name("EVENT");
  cmd->add_flag("--order", o->order, "A member of a fighting order (the bracketed values)");
  cmd->add_flag("--deed", o->deed, "He performed a deed of valour (for a peasant: noticed by a knight)");
  cmd->add_flag("--mounted", o->mounted, "He fights mounted (the default for a type that rides)");
  cmd->add_flag("--dismounted", o->dismounted, "He fights on foot");
  cmd->add_option("--list-events", o->listEvents, "List the event ids of CLASS with their points")
      ->type_name("CLASS");
  cmd->callback([o, &context, &status] {
    runAdvance(*o, context);
    status = 0;
  });
}

}  // namespace outremer::cli
