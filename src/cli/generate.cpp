#include "cli/generate.hpp"

#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "render/brief.hpp"

namespace outremer::cli {

void emitGenerated(const Context& context, const std::string& kind, const MakeGenerated& generate) {
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const uint64_t seed = seedFor(context);
  dice::Rng rng(seed);
  gen::RollLog log;
  Generated made = generate(rules, rng, log);
  const render::BriefHeader header{kind, std::move(made.title), seed, replayCommand(context, seed)};
  emitBrief(context, render::Brief{header, made.body, log});
}

}  // namespace outremer::cli
