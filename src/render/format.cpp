#include "render/format.hpp"

namespace outremer::render {

std::optional<Format> formatNamed(std::string_view name) {
  if (name == "text") return Format::text;
  if (name == "markdown" || name == "md") return Format::markdown;
  if (name == "html") return Format::html;
  if (name == "json") return Format::json;
  return std::nullopt;
}

const char* name(Format format) {
  switch (format) {
    case Format::text: return "text";
    case Format::markdown: return "markdown";
    case Format::html: return "html";
    case Format::json: return "json";
  }
  return "text";
}

}  // namespace outremer::render
