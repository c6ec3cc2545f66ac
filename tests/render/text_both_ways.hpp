// A brief written both ways, for the tests that hold the text writers to the templates.
#pragma once

#include <functional>
#include <string>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

namespace outremer::testing {

/// A text brief as the built-in writer makes it and as the shipped template renders it.
struct TextBothWays {
  std::string written;    // the writer's text, wrapped at 80 columns
  std::string rendered;   // renderBrief's text (the writer, where it dispatches to it)
  std::string templated;  // the shipped template KIND.txt over the same brief
};

/// |body| as a text brief of kind |kind| both ways; |write| is the kind's text writer.
inline TextBothWays textBothWays(const std::string& kind, const std::string& title, uint64_t seed,
                                 const render::BriefBody& body, const gen::RollLog& log,
                                 const std::function<std::string(const render::Brief&)>& write) {
  const render::BriefHeader header{kind, title, seed, "outremer " + kind + " --seed " + std::to_string(seed)};
  const render::Brief brief{header, body, log};
  const std::string tmpl(render::builtinTemplate(kind + ".txt"));
  return {render::wrapLongLines(write(brief), 80), render::renderBrief(brief, render::Format::text),
          render::renderBrief(brief, render::Format::text, tmpl)};
}

}  // namespace outremer::testing
