#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace outremer::render {

/// The output formats (docs/DESIGN.md, "Output").
enum class Format { text, markdown, html, json };

/// The width of every text output, in characters: the man page promises 80 columns.
inline constexpr std::size_t kTextWidth = 80;

std::optional<Format> formatNamed(std::string_view name);
/// The format a file name's extension names (.txt, .md or .markdown, .html or .htm, .json
/// or .jsonl), or nullopt.
std::optional<Format> formatOfFileName(std::string_view path);
const char* name(Format format);

}  // namespace outremer::render
