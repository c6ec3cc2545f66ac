#include "render/format.hpp"

namespace outremer::render {

std::optional<Format> formatNamed(std::string_view name) {
  if (name == "text") return Format::text;
  if (name == "markdown" || name == "md") return Format::markdown;
  if (name == "html") return Format::html;
  if (name == "json") return Format::json;
  return std::nullopt;
}

std::optional<Format> formatOfFileName(std::string_view path) {
  const size_t slash = path.rfind('/');
  const std::string_view file = path.substr(slash == std::string_view::npos ? 0 : slash + 1);
  const size_t dot = file.rfind('.');
  if (dot == std::string_view::npos || dot == 0) return std::nullopt;  // ".md" alone is a hidden file
  const std::string_view extension = file.substr(dot);
  if (extension == ".txt") return Format::text;
  if (extension == ".md" || extension == ".markdown") return Format::markdown;
  if (extension == ".html" || extension == ".htm") return Format::html;
  if (extension == ".json" || extension == ".jsonl") return Format::json;
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
