#include "render/brief.hpp"

#include "render/mustache_render.hpp"
#include "render/templates.hpp"
#include "tables/money.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

ordered_json moneyJson(int64_t copper) {
  return {{"copper", copper}, {"text", tables::Money{copper}.normalised()}};
}

ordered_json briefJson(const BriefHeader& header, const gen::RollLog& log, ordered_json body) {
  ordered_json rolls = ordered_json::array();
  for (const gen::LoggedRoll& roll : log.rolls()) {
    ordered_json item = {{"purpose", roll.purpose}, {"dice", roll.dice}, {"result", roll.result}};
    if (!roll.table.empty()) item["table"] = roll.table;
    if (!roll.entry.empty()) item["entry"] = roll.entry;
    rolls.push_back(std::move(item));
  }
  ordered_json footnotes = ordered_json::array();
  int number = 0;
  for (const gen::Footnote& note : log.footnotes()) {
    ordered_json item = {{"number", ++number}, {"table", note.table}, {"entry", note.entry},
                         {"source", tables::name(note.provenance)}, {"reason", note.reason}};
    if (!note.printed.empty()) item["printed"] = note.printed;
    footnotes.push_back(std::move(item));
  }
  return {{"outremer", "brief"},
          {"version", kSchemaVersion},
          {"kind", header.kind},
          {"title", header.title},
          {"seed", std::to_string(header.seed)},
          {"command", header.command},
          {header.kind, std::move(body)},
          {"rolls", std::move(rolls)},
          {"footnotes", std::move(footnotes)}};
}

std::string renderBrief(const ordered_json& brief, Format format, const std::string& customTemplate) {
  if (format == Format::json) return brief.dump(2) + "\n";
  const std::string kind = brief.at("kind").get<std::string>();
  const char* ext = format == Format::markdown ? "md" : format == Format::html ? "html" : "txt";
  std::string text = customTemplate;
  if (text.empty()) text = std::string(builtinTemplate(kind + "." + ext));
  if (text.empty()) throw TemplateError("no built-in " + std::string(name(format)) + " template for " + kind);
  ordered_json view = brief;  // what templates see: the brief plus a few conveniences
  view["has_footnotes"] = !brief.at("footnotes").empty();
  view["has_rolls"] = !brief.at("rolls").empty();
  std::string out = renderMustache(text, view, format);
  if (format == Format::text) return wrapLongLines(out, 80);
  if (format == Format::html && customTemplate.empty()) {
    ordered_json page = {{"title", brief.at("title")}, {"body", out}};
    out = renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
  }
  return out;
}

}  // namespace outremer::render
