#include "render/brief.hpp"

#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "codec/roll_log.hpp"
#include "render/describe.hpp"
#include "render/feudal_roster.hpp"
#include "render/mustache_render.hpp"
#include "render/route_map.hpp"
#include "render/templates.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

// Template conveniences: every object with a list under key K also gets "has_K" (true when
// the list is not empty), so a template can print a heading only above a non-empty list
// (mustache sections cannot test a list's length).
void addListFlags(ordered_json& value) {
  if (value.is_array()) {
    for (ordered_json& item : value) addListFlags(item);
    return;
  }
  if (!value.is_object()) return;
  std::vector<std::string> lists;
  for (auto& [key, item] : value.items()) {
    addListFlags(item);
    if (item.is_array()) lists.push_back(key);
  }
  for (const std::string& key : lists) value["has_" + key] = !value[key].empty();
}

// A brief's JSON rendered with a user's template (JSON as it is); a chronicle's HTML map is
// drawn from |chronicle|, the typed chronicle the JSON was written from.
std::string renderTemplate(const ordered_json& brief, Format format, const std::string& customTemplate,
                           const campaign::Chronicle* chronicle) {
  if (format == Format::json) return brief.dump(2) + "\n";
  const std::string kind = brief.at("kind").get<std::string>();
  if (customTemplate.empty()) throw TemplateError("no template for " + kind + ": a brief is described by its kind");
  const std::string& text = customTemplate;
  ordered_json view = brief;  // what templates see: the brief plus a few conveniences
  if (view.contains(kind) && view[kind].contains("feudal_roster")) addFeudalRosterView(view[kind]["feudal_roster"]);
  addListFlags(view);  // has_footnotes, has_rolls, and those of the body
  // The chronicle's map is drawn here, not kept in its JSON: it is the same data again.
  if (chronicle != nullptr && format == Format::html && view.contains(kind)) view[kind]["map_svg"] = routeMapSvg(*chronicle);
  std::string out = renderMustache(text, view, format);
  if (format == Format::text) return wrapLongLines(out, kTextWidth);
  return out;
}

// The envelope every brief shares, around the body |writeBody| writes.
template <typename WriteBody>
void writeBrief(codec::JsonWriter& w, std::string_view kind, const BriefHeader& header, const gen::RollLog& log,
                const WriteBody& writeBody, std::optional<uint64_t> item, bool reasons) {
  w.beginObject().member("outremer", "brief").member("version", kSchemaVersion).member("kind", kind);
  w.member("title", header.title).member("seed", std::to_string(header.seed)).member("command", header.command);
  w.key(kind);
  writeBody(w);
  codec::JsonOut io(w);
  codec::rollsAndFootnotes(io, log, reasons ? codec::FootnoteWords::all : codec::FootnoteWords::ids);
  if (item) w.member("item", *item);
  w.endObject();
}

}  // namespace

std::string briefHtmlSection(const Brief& brief) { return htmlSectionOf(briefDocument(brief)); }

void writeBriefJson(std::string& out, const Brief& brief, int indent) {
  codec::JsonWriter w(out, indent);
  const auto writeBody = [&](codec::JsonWriter& body) { codec::write(body, brief.body); };
  writeBrief(w, kindOf(brief.body), brief.header, brief.log, writeBody, brief.item, brief.footnoteReasons);
}

std::string renderBrief(const Brief& brief, Format format, const std::string& customTemplate) {
  std::string out;
  if (format == Format::json) {
    writeBriefJson(out, brief, 2);
    out += '\n';
    return out;
  }
  // Every kind is described once (render/kinds.hpp) and presented by the generic
  // writers; a user's template renders over the brief's JSON.
  if (customTemplate.empty()) {
    const Document document = briefDocument(brief);
    if (format == Format::text) return textOf(document);
    if (format == Format::markdown) return markdownOf(document);
    return htmlOf(document);
  }
  writeBriefJson(out, brief, -1);
  return renderTemplate(ordered_json::parse(out), format, customTemplate, std::get_if<campaign::Chronicle>(&brief.body));
}

}  // namespace outremer::render
