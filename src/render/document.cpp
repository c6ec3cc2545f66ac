#include "render/document.hpp"

#include "render/format.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

#include <nlohmann/json.hpp>

namespace outremer::render {

Line& Line::add(std::string text, Run::Style style) {
  if (!text.empty()) runs.push_back({std::move(text), style});
  return *this;
}

Line Line::field(std::string label, std::string value) {
  Line line;
  line.runs.reserve(2);  // its two runs at one allocation
  line.strong(std::move(label) + ":").plain(" " + std::move(value));
  return line;
}

bool wordless(const Block& block) {
  if (std::holds_alternative<Figure>(block.part)) return true;
  const Section* section = std::get_if<Section>(&block.part);
  if (section == nullptr) return false;
  for (const Block& inner : section->blocks) {
    if (!wordless(inner)) return false;
  }
  return true;
}

std::string htmlOf(const Document& document) {
  const nlohmann::ordered_json page = {
      {"title", document.title}, {"body", htmlSectionOf(document)}, {"compact", document.compact}};
  return renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
}

}  // namespace outremer::render
