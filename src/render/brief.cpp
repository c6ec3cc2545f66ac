#include "render/brief.hpp"

#include "render/json_object.hpp"
#include "render/mustache_render.hpp"
#include "render/route_map.hpp"
#include "render/templates.hpp"
#include "tables/money.hpp"

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

}  // namespace

ordered_json moneyJson(int64_t copper) {
  return JsonObject(2).add("copper", copper).add("text", tables::Money{copper}.normalised()).take();
}

ordered_json briefJson(const BriefHeader& header, const gen::RollLog& log, ordered_json body) {
  ordered_json rolls = ordered_json::array();
  rolls.get_ptr<ordered_json::array_t*>()->reserve(log.rolls().size());
  for (const gen::LoggedRoll& roll : log.rolls()) {
    JsonObject item(5);
    item.add("purpose", roll.purpose).add("dice", roll.dice).add("result", roll.result);
    if (!roll.table.empty()) item.add("table", roll.table);
    if (!roll.entry.empty()) item.add("entry", roll.entry);
    rolls.push_back(item.take());
  }
  ordered_json footnotes = ordered_json::array();
  footnotes.get_ptr<ordered_json::array_t*>()->reserve(log.footnotes().size());
  int number = 0;
  for (const gen::Footnote& note : log.footnotes()) {
    JsonObject item(6);
    item.add("number", ++number).add("table", note.table).add("entry", note.entry);
    item.add("source", tables::name(note.provenance)).add("reason", note.reason);
    if (!note.printed.empty()) item.add("printed", note.printed);
    footnotes.push_back(item.take());
  }
  // Room for the "item" a batch adds.
  return JsonObject(10)
      .add("outremer", "brief")
      .add("version", kSchemaVersion)
      .add("kind", header.kind)
      .add("title", header.title)
      .add("seed", std::to_string(header.seed))
      .add("command", header.command)
      .add(header.kind.c_str(), std::move(body))
      .add("rolls", std::move(rolls))
      .add("footnotes", std::move(footnotes))
      .take();
}

std::string renderBrief(const ordered_json& brief, Format format, const std::string& customTemplate) {
  if (format == Format::json) return brief.dump(2) + "\n";
  const std::string kind = brief.at("kind").get<std::string>();
  const char* ext = format == Format::markdown ? "md" : format == Format::html ? "html" : "txt";
  std::string text = customTemplate;
  if (text.empty()) text = std::string(builtinTemplate(kind + "." + ext));
  if (text.empty()) throw TemplateError("no built-in " + std::string(name(format)) + " template for " + kind);
  ordered_json view = brief;  // what templates see: the brief plus a few conveniences
  addListFlags(view);  // has_footnotes, has_rolls, and those of the body
  // The chronicle's map is drawn here, not kept in its JSON: it is the same data again.
  if (kind == "campaign-log" && format == Format::html) view[kind]["map_svg"] = routeMapSvg(brief);
  std::string out = renderMustache(text, view, format);
  if (format == Format::text) return wrapLongLines(out, 80);
  if (format == Format::html && customTemplate.empty()) {
    ordered_json page = {{"title", brief.at("title")}, {"body", out}};
    out = renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
  }
  return out;
}

}  // namespace outremer::render
