// A user's mustache template (--template FILE) rendered with a real encounter brief as
// text and as HTML: rendered, or refused with a TemplateError.
#include <nlohmann/json.hpp>
#include <cstdint>
#include <sstream>
#include <string>

#include "cli/run.hpp"
#include "render/brief.hpp"
#include "render/mustache_render.hpp"

namespace {

nlohmann::ordered_json brief;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::string args[] = {"outremer", "encounter", "--seed", "3", "--format", "json"};
  char* argv[] = {args[0].data(), args[1].data(), args[2].data(), args[3].data(), args[4].data(), args[5].data()};
  std::ostringstream out, err;
  if (outremer::cli::run(6, argv, out, err) != 0) __builtin_trap();
  brief = nlohmann::ordered_json::parse(out.str());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const auto format : {outremer::render::Format::text, outremer::render::Format::html}) {
    try {
      (void)outremer::render::renderBrief(brief, format, text);
    } catch (const outremer::render::TemplateError&) {
    }
  }
  return 0;
}
