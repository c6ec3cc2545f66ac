#pragma once

#include <nlohmann/json_fwd.hpp>

#include <stdexcept>
#include <string>

#include "render/format.hpp"

namespace outremer::render {

/// A template that does not parse or render (a user's --template): the message says why.
class TemplateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Renders |templateText| (mustache) with |data|. Partials ({{>_rolls}}) come from the
/// built-in templates for |format|: _NAME.EXT.mustache. HTML escapes values; text and
/// Markdown do not. Sections {{#wN}}...{{/wN}} pad their content to N display columns
/// (left-aligned) and {{#rN}}...{{/rN}} right-align it, for text tables.
std::string renderMustache(const std::string& templateText, const nlohmann::ordered_json& data, Format format);

/// Wraps lines longer than |width| at spaces; continuation lines keep the line's
/// indentation plus two spaces.
std::string wrapLongLines(const std::string& text, size_t width);

}  // namespace outremer::render
