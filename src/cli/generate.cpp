#include "cli/generate.hpp"

#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "render/brief.hpp"
#include "render/cards.hpp"
#include "render/describe.hpp"

namespace outremer::cli {

void emitGenerated(const Context& context, const MakeGenerated& generate) {
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const uint64_t seed = seedFor(context);
  dice::Rng rng(seed);
  gen::RollLog log;
  Generated made = generate(rules, rng, log);
  const render::BriefHeader header{std::move(made.title), seed, replayCommand(context, seed)};
  if (wantsCards(context)) {
    const std::optional<std::vector<render::CardGroup>> groups = render::cardGroups(made.body);
    if (!groups) throw UsageError("--format: '" + std::string(render::kindOf(made.body)) + "' makes no characters to put on cards");
    emitCards(context, header.title, {render::replayLine(seed, header.command)}, *groups, rules);
    return;
  }
  emitBrief(context, render::Brief{header, made.body, log});
}

}  // namespace outremer::cli
