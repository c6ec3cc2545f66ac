// The session bundle: the documents and card sheets the other commands print, put on one
// page; only the handout's few lines are its own, written for the players' eyes.
#include "render/session_bundle.hpp"

#include <nlohmann/json.hpp>

#include <optional>

#include "codec/campaign_words.hpp"
#include "codec/encounter.hpp"
#include "codec/log_words.hpp"
#include "render/brief.hpp"
#include "render/cards.hpp"
#include "render/describe.hpp"
#include "render/kinds.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"
#include "util/text.hpp"

namespace outremer::render {
// Named, not anonymous: the unity build joins this file with others that have helpers.
namespace session_writer {

// What every part of the bundle shares: the session, the tables, the command that replays
// it and the replay line.
struct Bundle {
  const campaign::Session& session;
  const gen::Rules& rules;
  std::string command;
  std::vector<Line> byline;
};

// The encounter or village met, as a brief's body; none for a band met without a brief
// (mutineers, a great lord's men).
std::optional<BriefBody> bodyOf(const campaign::SessionMeeting& met) {
  if (const auto* e = std::get_if<gen::Encounter>(&met.brief)) return BriefBody{*e};
  if (const auto* v = std::get_if<gen::VillageRaid>(&met.brief)) return BriefBody{*v};
  return std::nullopt;
}

std::string titleOf(const campaign::SessionMeeting& met) {
  if (const auto* e = std::get_if<gen::Encounter>(&met.brief)) return encounterTitle(*e);
  if (std::holds_alternative<gen::VillageRaid>(met.brief)) return villageTitle();
  return codec::groupLabelWords(met.meeting.label);
}

// Who the players see they meet, in words: the type met, never its numbers.
std::string seenOf(const campaign::SessionMeeting& met) {
  if (const auto* e = std::get_if<gen::Encounter>(&met.brief)) return e->typeLabel;
  if (std::holds_alternative<gen::VillageRaid>(met.brief)) return "a Moslem village";
  return codec::groupLabelWords(met.meeting.label);
}

std::string dayHeading(const campaign::SessionDay& day) {
  return "Day " + std::to_string(day.day) + " · " + codec::hexLabel(day.hex);
}

// The chronicle's lines of a day, but the travel its heading names and the upkeep.
Paragraph toldOf(const campaign::SessionDay& day) {
  Paragraph told;
  for (const campaign::LogEntry& entry : day.told) {
    if (entry.kind != campaign::EntryKind::move && entry.kind != campaign::EntryKind::upkeep) told.lines.emplace_back(codec::sentence(entry.event));
  }
  for (const campaign::SessionMeeting& met : day.meetings) {
    told.lines.push_back(Line().plain("Its brief and cards follow: ").strong(titleOf(met)));
  }
  return told;
}

std::string sessionTitle(const campaign::Session& session) {
  if (session.days.empty()) return "Session: the road's end";
  const std::string first = std::to_string(session.days.front().day);
  const std::string last = std::to_string(session.days.back().day);
  return "Session: " + (first == last ? "day " + first : "days " + first + " to " + last) + " of the pilgrimage";
}

// The first page: the party sheet, then the road, a section a day.
Document roadDocument(const Bundle& b) {
  Document document{sessionTitle(b.session), b.byline, {}, true};
  describe(add(document.blocks, Section{partyTitle(b.session.party), {}}).blocks, b.session.party);
  Section& road = add(document.blocks, Section{"The road", {}});
  for (const campaign::SessionDay& day : b.session.days) {
    add(add(road.blocks, Section{dayHeading(day), {}}).blocks, toldOf(day));
  }
  return document;
}

std::vector<CardGroup> groupsOf(const std::vector<gen::FightBand>& bands) {
  std::vector<CardGroup> groups;
  for (const gen::FightBand& band : bands) {
    CardGroup& group = groups.emplace_back(CardGroup{codec::groupLabelWords(band.label)});
    for (const gen::Character& c : band.members) group.members.push_back({&c, false});
  }
  return groups;
}

// A band met without a brief: who they are, a table of characters a band.
Document bandsDocument(const Bundle& b, std::string title, const std::vector<gen::FightBand>& bands) {
  Document document{std::move(title), b.byline, {}, true};
  for (const gen::FightBand& band : bands) {
    Section& section = add(document.blocks, Section{codec::groupLabelWords(band.label), {}});
    Table& table = add(section.blocks, Table{"members", characterColumns()});
    for (const gen::Character& c : band.members) table.rows.push_back(characterCells(c));
  }
  return document;
}

void describeLoot(std::vector<Block>& blocks, const campaign::SessionMeeting& met) {
  if (met.loot) {
    describe(add(blocks, Section{"Loot, if the party takes it: " + met.loot->label, {}}).blocks, *met.loot);
    return;
  }
  if (std::holds_alternative<gen::VillageRaid>(met.brief)) return;  // the village's loot is in its brief
  add(add(blocks, Section{"Loot", {}}).blocks,
      Paragraph{{"None by the book's loot rules: the campaign robs wayfarers who do not attack, and raids villages."}});
}

// A band met: its compact brief (or its bands), the loot, then its cards.
std::string meetingHtml(const Bundle& b, const campaign::SessionDay& day, const campaign::SessionMeeting& met) {
  const std::string title = dayHeading(day) + ": " + titleOf(met);
  const std::optional<BriefBody> body = bodyOf(met);
  const gen::RollLog noRolls;  // rolled when met, as `campaign go` shows its brief
  std::vector<CardGroup> groups;
  Document document;
  if (body) {
    const BriefHeader header{title, b.session.seed, b.command};
    Brief brief{header, *body, noRolls};
    brief.compact = true;
    document = briefDocument(brief);
    groups = cardGroups(*body).value_or(std::vector<CardGroup>{});
  } else {
    document = bandsDocument(b, title, met.meeting.opponents);
    groups = groupsOf(met.meeting.opponents);
  }
  describeLoot(document.blocks, met);
  std::string html = htmlSectionOf(document);
  if (!groups.empty()) html += cardsSectionHtml(describeCards("Cards: " + title, b.byline, groups, b.rules, true));
  return html;
}

// A table of the quick reference: its id, the fields shown beside each entry, and whether
// its rows are a results key (a row's id is the letter the results table prints).
struct ReferenceTable {
  std::string_view id;
  std::vector<std::string_view> fields;
  bool key = false;
};

const std::vector<ReferenceTable>& referenceTables() {
  static const std::vector<ReferenceTable> tables = {
      {"combat-mounted", {}},
      {"combat-mounted-results", {}, true},
      {"combat-infantry", {}},
      {"combat-infantry-results", {}, true},
      {"missile-ranges", {"short", "medium", "long"}},
      {"missile-armoured-mounted", {}},
      {"missile-unarmoured-mounted", {}},
      {"missile-mounted-results", {}, true},
      {"missile-armoured-foot", {}},
      {"missile-unarmoured-foot", {}},
      {"missile-foot-results", {}, true},
      {"terrain-combat-shifts", {"attacker-in", "defender-in", "shift"}},
      {"map-terrain-combat", {"cover", "advantage"}},
      {"morale-values", {"morale"}},
      {"morale-modifiers", {"modifier"}},
  };
  return tables;
}

// A table's rows as the book prints them: a results key's letter, the entry, the die's
// range in each column, and the fields asked for.
Table referenceTable(const tables::Table& source, const ReferenceTable& spec) {
  Table table{"reference", {}, {}, {}};
  if (spec.key) table.columns.push_back({"Result"});
  table.columns.push_back({"Entry"});
  if (source.isRangeTable()) {
    if (source.columns.empty()) table.columns.push_back({source.die->name(), false, true});
    for (const std::string& column : source.columns) table.columns.push_back({column, false, true});
  }
  for (std::string_view field : spec.fields) table.columns.push_back({std::string(field)});
  for (const tables::Row& row : source.rows) {
    std::vector<std::string>& cells = table.rows.emplace_back();
    if (spec.key) cells.push_back(util::upper(row.id));
    cells.push_back(row.entry);
    if (source.isRangeTable()) {
      for (const std::optional<tables::DieRange>& range : row.ranges) cells.push_back(range ? range->printed : "");
    }
    for (std::string_view field : spec.fields) cells.push_back(row.fieldText(field));
  }
  return table;
}

Document referenceDocument(const Bundle& b) {
  Document document{"Quick reference: combat, missiles, terrain and morale", {}, {}, true};
  for (const ReferenceTable& spec : referenceTables()) {
    const tables::Table& source = b.rules.table(std::string(spec.id));
    add(add(document.blocks, Section{source.title, {}}).blocks, referenceTable(source, spec));
  }
  return document;
}

// |section| set across the whole page, not in the compact brief's two columns: a wide
// table (the party's nine columns, the combat results' twelve odds) does not fit half.
std::string acrossThePage(const std::string& section) { return "<div class=\"across\">\n" + section + "</div>\n"; }

// The players' pages: their party in words and their own cards, the road, and who is met
// each day, named without numbers. No replay line: replaying the seed shows the GM's pages.
std::string handoutHtml(const Bundle& b, std::span<const CardGroup> party) {
  Document document{"Player handout", {}, {}, true};
  List& members = add(add(document.blocks, Section{"Your party", {}}).blocks, List{});
  for (const gen::Character& c : b.session.party.members) {
    members.items.emplace_back(c.name + ", " + c.label + (c.mounted ? ", mounted" : ", on foot"));
  }
  List& road = add(add(document.blocks, Section{"The road ahead", {}}).blocks, List{});
  for (const campaign::SessionDay& day : b.session.days) {
    std::string seen;
    for (const campaign::SessionMeeting& met : day.meetings) seen += (seen.empty() ? "" : "; ") + seenOf(met);
    road.items.emplace_back(dayHeading(day) + ": " + (seen.empty() ? "the road is quiet" : "the party meets " + seen) + ".");
  }
  return "<div class=\"handout\">\n" + htmlSectionOf(document) +
         cardsSectionHtml(describeCards("Your cards", {}, party, b.rules, true)) + "</div>\n";
}

}  // namespace session_writer

std::vector<std::string> quickReferenceTables() {
  std::vector<std::string> ids;
  for (const session_writer::ReferenceTable& spec : session_writer::referenceTables()) ids.emplace_back(spec.id);
  return ids;
}

std::string sessionHtml(const campaign::Session& session, const gen::Rules& rules, const std::string& command) {
  using namespace session_writer;
  const Bundle b{session, rules, command, {replayLine(session.seed, command)}};
  const BriefBody party = session.party;
  const std::vector<CardGroup> partyCards = cardGroups(party).value_or(std::vector<CardGroup>{});
  std::string body = acrossThePage(htmlSectionOf(roadDocument(b)));
  body += cardsSectionHtml(describeCards("Cards: " + partyTitle(session.party), b.byline, partyCards, rules, true));
  for (const campaign::SessionDay& day : session.days) {
    for (const campaign::SessionMeeting& met : day.meetings) body += meetingHtml(b, day, met);
  }
  body += acrossThePage(htmlSectionOf(referenceDocument(b)));
  body += handoutHtml(b, partyCards);
  const nlohmann::ordered_json page = {
      {"title", sessionTitle(session)}, {"body", body}, {"compact", true}, {"cards", true}, {"session", true}};
  return renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
}

}  // namespace outremer::render
