#include "render/mustache_render.hpp"

#include <nlohmann/json.hpp>
#include <kainjow/mustache.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <utility>

#include "render/format.hpp"
#include "render/html_text.hpp"
#include "render/templates.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace kmu = kainjow::mustache;
namespace {


std::string extension(Format format) {
  switch (format) {
    case Format::markdown: return "md";
    case Format::html: return "html";
    default: return "txt";
  }
}

// Builds the mustache data without deep copies: kmu::data::set and push_back copy their
// argument (a whole subtree, at every level), so members are moved in instead. The list is
// reserved first because kmu::data's move may throw, which makes a growing vector copy.
kmu::data toData(const nlohmann::ordered_json& value) {
  switch (value.type()) {
    case nlohmann::json::value_t::object: {
      kmu::data object{kmu::data::type::object};
      for (const auto& [key, item] : value.items()) object[key] = toData(item);
      return object;
    }
    case nlohmann::json::value_t::array: {
      kmu::data list{kmu::data::type::list};
      // list_value() is const only in its signature: the list is our own, not const.
      auto& items = const_cast<kmu::list&>(list.list_value());
      items.reserve(value.size());
      for (const auto& item : value) items.push_back(toData(item));
      return list;
    }
    case nlohmann::json::value_t::string: return kmu::data{value.get_ref<const std::string&>()};
    case nlohmann::json::value_t::boolean: return kmu::data{value.get<bool>()};
    case nlohmann::json::value_t::null: return kmu::data{false};
    default: return kmu::data{value.dump()};
  }
}

// |line| wrapped at kTextWidth columns as appendWrapped lays it out: its first |indent| columns
// (plain ASCII, or the line is left whole) kept as they are and the rest hanging below them.
std::string hanging(const std::string& line, size_t indent) {
  if (util::displayWidth(line) <= kTextWidth || line.size() <= indent) return line;
  const std::string_view prefix = std::string_view(line).substr(0, indent);
  if (std::ranges::any_of(prefix, [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) return line;
  std::string out;
  appendWrapped(out, prefix, std::string_view(line).substr(indent), indent);
  out.pop_back();  // appendWrapped ends every line, the template the last
  return out;
}

// What every template of |format| sees below its data, built once a thread: the layout
// lambdas ({{#w16}}, {{#r5}}) and the built-in partials.
const kmu::data& baseData(Format format) {
  thread_local std::map<Format, kmu::data> bases;
  const auto found = bases.find(format);
  if (found != bases.end()) return found->second;
  kmu::data base{kmu::data::type::object};
  for (size_t width = 2; width <= 40; ++width) {
    base.set("w" + std::to_string(width), kmu::lambda2{[width](const std::string& text, const kmu::renderer& render) {
               return util::padRight(render(text), width);
             }});
    base.set("r" + std::to_string(width), kmu::lambda2{[width](const std::string& text, const kmu::renderer& render) {
               const std::string out = render(text);
               const size_t shown = util::displayWidth(out);
               return shown < width ? std::string(width - shown, ' ') + out : out;
             }});
    base.set("hang" + std::to_string(width), kmu::lambda2{[width](const std::string& text, const kmu::renderer& render) {
               return hanging(render(text), width);
             }});
  }
  for (const std::string& partial : partialNames(extension(format))) {
    const std::string_view text = builtinTemplate(partial + "." + extension(format));
    base.set(partial, kmu::partial{[text] { return std::string(text); }});
  }
  return bases.emplace(format, std::move(base)).first->second;
}

// Templates parsed for a format, once a thread: a batch renders the same template for every
// item. A template that fails is dropped, since kainjow keeps its error.
using ParsedTemplates = std::map<std::pair<Format, std::string>, std::unique_ptr<kmu::mustache>>;

ParsedTemplates& parsedTemplates() {
  thread_local ParsedTemplates cache;
  return cache;
}

// kainjow renders and frees a section by recursion, so a template nested deep enough (a
// hostile one) runs it out of stack: refuse one nested deeper than any real template, before
// kainjow parses it. The tags are read as kainjow reads them, set-delimiter tags included.
constexpr int kMostSectionDepth = 100;

void requireShallowSections(std::string_view text) {
  std::string open = "{{";
  std::string close = "}}";
  int depth = 0;
  for (size_t at = text.find(open); at != std::string_view::npos; at = text.find(open, at)) {
    const size_t inner = at + open.size();
    const size_t end = text.find(close, inner);
    if (end == std::string_view::npos) return;  // unclosed: kainjow reports it
    const std::string_view tag = util::trim(text.substr(inner, end - inner));
    at = end + close.size();
    if (tag.starts_with('#') || tag.starts_with('^')) {
      if (++depth > kMostSectionDepth) {
        throw TemplateError("sections nested more than " + std::to_string(kMostSectionDepth) + " deep (at byte " +
                            std::to_string(inner - open.size()) + ")");
      }
    } else if (tag.starts_with('/')) {
      --depth;
    } else if (tag.size() > 2 && tag.starts_with('=') && tag.ends_with('=')) {  // {{=<% %>=}}
      const std::string_view delimiters = util::trim(tag.substr(1, tag.size() - 2));
      const size_t space = delimiters.find_first_of(" \t");
      if (space == std::string_view::npos) return;  // kainjow reports it
      open = std::string(delimiters.substr(0, space));
      close = std::string(util::trim(delimiters.substr(space)));
      if (open.empty() || close.empty()) return;
    }
  }
}

kmu::mustache& parsed(const std::string& templateText, Format format) {
  auto& cache = parsedTemplates();
  if (const auto found = cache.find({format, templateText}); found != cache.end()) return *found->second;
  requireShallowSections(templateText);
  auto& slot = cache[{format, templateText}];
  if (!slot) {
    slot = std::make_unique<kmu::mustache>(templateText);
    // Every format may be read on a terminal: a value from a file must not drive one.
    // In Markdown a '|' in a value would end a table's cell; "\|" shows it, in a table or not.
    if (format == Format::html) {
      slot->set_custom_escape([](const std::string& text) { return htmlText(text); });
    } else if (format == Format::markdown) {
      slot->set_custom_escape([](const std::string& text) { return markdownCell(text); });
    } else {
      slot->set_custom_escape([](const std::string& text) { return util::printable(text); });
    }
  }
  return *slot;
}

// kainjow renders a partial it does not know as nothing: name the first unknown one instead.
void requireKnownPartials(const std::string& templateText, const std::vector<std::string>& partials) {
  for (size_t at = templateText.find("{{>"); at != std::string::npos; at = templateText.find("{{>", at + 3)) {
    const size_t close = templateText.find("}}", at);
    if (close == std::string::npos) return;  // unclosed: kainjow reports it
    const std::string name(util::trim(std::string_view(templateText).substr(at + 3, close - at - 3)));
    if (std::find(partials.begin(), partials.end(), name) == partials.end()) {
      throw TemplateError("no partial named '" + name + "' (partials: " + util::join(partials, ", ") + ")");
    }
  }
}

}  // namespace

std::string renderMustache(const std::string& templateText, const nlohmann::ordered_json& json, Format format) {
  kmu::mustache& tmpl = parsed(templateText, format);
  std::string out;
  if (tmpl.is_valid()) {
    requireKnownPartials(templateText, partialNames(extension(format)));
    const kmu::data data = toData(json);
    kmu::context<std::string> stack;
    stack.push(&baseData(format));
    stack.push(&data);  // searched first
    out = tmpl.render(stack);
  }
  if (!tmpl.is_valid()) {
    const std::string why = tmpl.error_message();
    parsedTemplates().erase({format, templateText});
    throw TemplateError(why);
  }
  return out;
}

std::string wrapLongLines(const std::string& text, size_t width) {
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string_view line = std::string_view(text).substr(start, end - start);
    if (util::displayWidth(line) <= width) {
      out += line;
    } else {
      const size_t indent = line.find_first_not_of(' ');
      const size_t keep = indent == std::string::npos ? 0 : indent;
      // Continuations hang two columns further in, so they have two fewer.
      const auto pieces = util::wrap(line.substr(keep), width - keep, width - keep - 2);
      for (size_t i = 0; i < pieces.size(); ++i) {
        if (i) out += '\n';
        out += std::string(i ? keep + 2 : keep, ' ') + pieces[i];
      }
    }
    if (end < text.size()) out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace outremer::render
