// A user's mustache template (--template FILE) rendered with a real encounter brief as
// text and as HTML: rendered, or refused with a TemplateError.
#include <cstdint>
#include <string>

#include "dice/rng.hpp"
#include "gen/encounter.hpp"
#include "gen/rules.hpp"
#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "tables/default_tables.hpp"

namespace {

using namespace outremer;

// The brief of `outremer encounter --seed 3`, made once.
struct Made {
  gen::RollLog log;
  render::BriefBody body;
  render::BriefHeader header;
};

const Made& made() {
  static const tables::TableSet set = tables::defaultTableSet();
  static const gen::Rules rules(set);
  static const Made brief = [] {
    Made m;
    dice::Rng rng(3);
    const gen::Encounter encounter = gen::makeEncounter(rules, rng, m.log, {});
    m.header = {render::encounterTitle(encounter), 3, "outremer encounter --seed 3"};
    m.body = encounter;
    return m;
  }();
  return brief;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)made();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const Made& m = made();
  for (const auto format : {render::Format::text, render::Format::html}) {
    try {
      (void)render::renderBrief(render::Brief{m.header, m.body, m.log}, format, text);
    } catch (const render::TemplateError&) {
    }
  }
  return 0;
}
