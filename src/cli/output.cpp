#include "cli/output.hpp"

#include <ostream>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "util/atomic_file.hpp"

namespace outremer::cli {

render::Format outputFormat(const Context& context) {
  const auto format = render::formatNamed(context.format);
  if (!format) throw UsageError("--format: unknown format '" + context.format + "' (text, markdown, html or json)");
  return *format;
}

std::string customTemplate(const Context& context) {
  if (context.templateFile.empty()) return {};
  try {
    return util::readFile(context.templateFile);
  } catch (const std::runtime_error& error) {
    throw UsageError("--template: cannot read '" + context.templateFile + "': " + error.what());
  }
}

void emitBrief(const Context& context, const nlohmann::ordered_json& brief) {
  std::string text;
  try {
    text = render::renderBrief(brief, outputFormat(context), customTemplate(context));
  } catch (const render::TemplateError& error) {
    throw UsageError(std::string(context.templateFile.empty() ? "template" : "--template") + ": " + error.what());
  }
  writeOutput(context, text);
}

void writeOutput(const Context& context, const std::string& text) {
  if (context.output.empty()) {
    context.out << text;
    context.out.flush();
    return;
  }
  writeFileAtomically(context.output, text, "--output");
}

void writeFileAtomically(const std::string& path, const std::string& text, const std::string& flag) {
  try {
    util::writeFileAtomically(path, text);
  } catch (const std::runtime_error& error) {
    throw UsageError(flag + ": cannot write '" + path + "': " + error.what());
  }
}

}  // namespace outremer::cli
