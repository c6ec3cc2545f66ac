// A brief written both ways, for the tests that hold the text and Markdown writers to the
// templates.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

namespace outremer::testing {

/// Requires |body|, a brief of kind |kind| in |format| (text or Markdown), to be the same
/// bytes as its writer |write| makes it (text wrapped at 80 columns), as renderBrief makes
/// it, and as the shipped template KIND.EXT renders it.
template <typename Body>
void requireAsTemplate(render::Format format, const std::string& kind, const std::string& title,
                       uint64_t seed, const render::BriefBody& body, const gen::RollLog& log,
                       std::string (*write)(const render::Brief&, const Body&)) {
  const render::BriefHeader header{kind, title, seed, "outremer " + kind + " --seed " + std::to_string(seed)};
  const render::Brief brief{header, body, log};
  std::string written = write(brief, std::get<Body>(body));
  if (format == render::Format::text) written = render::wrapLongLines(written, 80);
  const std::string tmpl(render::builtinTemplate(kind + (format == render::Format::text ? ".txt" : ".md")));
  REQUIRE(written == render::renderBrief(brief, format, tmpl));
  REQUIRE(render::renderBrief(brief, format) == written);
}

}  // namespace outremer::testing
