#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace outremer::render {

/// The output formats (docs/DESIGN.md, "Output").
enum class Format { text, markdown, html, json };

std::optional<Format> formatNamed(std::string_view name);
const char* name(Format format);

}  // namespace outremer::render
