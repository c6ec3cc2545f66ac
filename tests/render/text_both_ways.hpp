// A brief written both ways, for the tests that hold the text writers to the templates.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

namespace outremer::testing {

/// Requires |body|, a text brief of kind |kind|, to be the same bytes as its writer |write|
/// makes it (wrapped at 80 columns), as renderBrief makes it, and as the shipped template
/// KIND.txt renders it.
template <typename Body>
void requireTextAsTemplate(const std::string& kind, const std::string& title, uint64_t seed,
                           const render::BriefBody& body, const gen::RollLog& log,
                           std::string (*write)(const render::Brief&, const Body&)) {
  const render::BriefHeader header{kind, title, seed, "outremer " + kind + " --seed " + std::to_string(seed)};
  const render::Brief brief{header, body, log};
  const std::string written = render::wrapLongLines(write(brief, std::get<Body>(body)), 80);
  const std::string tmpl(render::builtinTemplate(kind + ".txt"));
  REQUIRE(written == render::renderBrief(brief, render::Format::text, tmpl));
  REQUIRE(render::renderBrief(brief, render::Format::text) == written);
}

}  // namespace outremer::testing
