#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

#include "gen/roll_log.hpp"
#include "render/format.hpp"
#include "render/kinds.hpp"

namespace outremer::render {

/// The version of the JSON briefs (schemas/brief.schema.json); raised on any change that
/// could break a reader.
constexpr int kSchemaVersion = 2;

/// What every brief states besides its kind (which its body tells, kindOf): its title, seed
/// and the exact command that reproduces it.
struct BriefHeader {
  std::string title;
  uint64_t seed = 0;
  std::string command;
};

/// A generator's brief: its header, the typed result, the rolls that made it and, in a
/// batch, its item number. A compact brief (`--compact`, one printed page for the table)
/// leaves out the roll log and the footnotes' texts, keeping their numbered marks.
struct Brief {
  const BriefHeader& header;
  const BriefBody& body;
  const gen::RollLog& log;
  std::optional<uint64_t> item = std::nullopt;
  // Whether the JSON footnotes give each row's reason and printed text, or leave them to
  // the tables (a batch's lines, by default: docs/JSON.md).
  bool footnoteReasons = true;
  bool compact = false;
};

/// Writes |brief| as JSON (schemas/brief.schema.json) to |out|: compact with |indent| < 0
/// (one line of JSON Lines), else pretty with that indent.
void writeBriefJson(std::string& out, const Brief& brief, int indent);

/// |brief| as one HTML section of a printable page (a batch's page holds many).
std::string briefHtmlSection(const Brief& brief);

/// Renders |brief| in |format|: JSON straight from the typed result; text, Markdown and
/// HTML (a whole printable page) from the document its kind describes (render/kinds.hpp),
/// or with |customTemplate|, when it is not empty, over the brief's JSON (docs/JSON.md; the
/// templates also see has_K beside each list K, and an HTML template of a campaign
/// chronicle sees KIND.map_svg, its route map). Throws TemplateError for a template that
/// does not render.
std::string renderBrief(const Brief& brief, Format format, const std::string& customTemplate = {});


}  // namespace outremer::render
