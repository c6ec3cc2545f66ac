#pragma once

#include <functional>
#include <string>

#include "cli/context.hpp"
#include "dice/rng.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "render/brief.hpp"

namespace outremer::cli {

/// What a generator command made: the brief's title and the typed result.
struct Generated {
  std::string title;
  render::BriefBody body;
};

using MakeGenerated = std::function<Generated(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log)>;

/// The common run of a generator command: loads the tables the context names, seeds the
/// generator (--seed, else a fresh seed), calls |generate| and emits its brief with its
/// replay command. Throws what loading, |generate| and emitBrief throw.
void emitGenerated(const Context& context, const MakeGenerated& generate);

}  // namespace outremer::cli
