#include "render/feudal_roster.hpp"

#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <algorithm>

#include "render/describe.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

constexpr const char* kRosterNote =
    "1 figure = 5 men, the men of each kind of figure summed and rounded to the nearest figure (at least one); "
    "units of at most 20 figures, cavalry as retinues of knights with their lesser cavalry, each unit led by a "
    "Centenar, its best figure (Feudal Age skirmish rules, Organizing Units).";
// What a roster with no side says: an encounter where nobody met stands against the party.
constexpr const char* kNoSide = "No one met stands against the party: no figures.";

// "Holy Order Knights; light crossbow, 5-10 shots (d6+4)".
std::string classDetail(const gen::FigureClass& c) {
  const std::string missile = codec::missileText(c);
  return util::join(c.from, ", ") + (missile.empty() ? "" : "; " + missile);
}

// "The Franks: 40 men, 8 figures in 1 unit".
std::string rosterSideSummary(const std::string& name, int men, int figures, size_t units) {
  return fmt::format("{}: {} men, {} figures in {} unit{}", name, men, figures, units, units == 1 ? "" : "s");
}

std::string rosterSideSummary(const SideRoster& side) {
  const gen::FeudalRoster& r = side.roster;
  return rosterSideSummary(side.name, r.men, r.figures, r.units.size());
}

// "Unit 1, cavalry, 12 figures" (the text template's heading), or "1 (cavalry, 12)" (a
// roster table's first column).
std::string unitHeading(size_t number, bool cavalry, int size, bool inTable) {
  const char* kind = cavalry ? "cavalry" : "foot";
  return inTable ? fmt::format("{} ({}, {})", number, kind, size)
                 : fmt::format("Unit {}, {}, {} figures", number, kind, size);
}

std::string leftOutText(int count, const std::string& type, const std::string& why) {
  return fmt::format("Left out: {} {} ({})", count, type, why);
}

// What the roster says below a side's units: where a unit falls outside the rules, and
// who is left out.
std::vector<std::string> remarks(const gen::FeudalRoster& r) {
  std::vector<std::string> said;
  for (const gen::FeudalUnit& unit : r.units) {
    for (std::string& note : codec::unitNoteWords(unit.notes)) said.push_back(std::move(note));
  }
  for (const gen::LeftOut& left : r.leftOut) said.push_back(leftOutText(left.count, left.type, codec::leftOutWords(left.why)));
  return said;
}

}  // namespace

void describeFeudalRoster(std::vector<Block>& blocks, std::span<const SideRoster> sides) {
  add(add(blocks, Section{"Feudal-age roster", {}}).blocks, Paragraph{{kRosterNote}});
  if (sides.empty()) add(blocks, Paragraph{{kNoSide}});
  for (const SideRoster& side : sides) {
    Section& sideSection = add(blocks, Section{rosterSideSummary(side), {}});
    const gen::FeudalRoster& r = side.roster;
    Table& table =
        add(sideSection.blocks, Table{"roster", {{"Unit"}, {"Figures", true}, {"Kind"}, {"From"}}});
    for (size_t i = 0; i < r.units.size(); ++i) {
      const gen::FeudalUnit& unit = r.units[i];
      // The unit is named on its first line, its Centenar's.
      const auto row = [&](std::string name, std::string count, const gen::FigureClass& c) {
        table.rows.push_back({std::move(name), std::move(count), codec::figureKind(c), classDetail(c)});
      };
      row(unitHeading(i + 1, unit.cavalry, unit.size(), true), "Centenar", r.classes[unit.leader]);
      for (const gen::UnitFigures& f : unit.figures) row("", std::to_string(f.count), r.classes[f.figureClass]);
    }
    const std::vector<std::string> said = remarks(r);
    if (said.empty()) continue;
    List& list = add(sideSection.blocks, List{});
    for (const std::string& remark : said) list.items.emplace_back(remark);
  }
  const std::vector<gen::Footnote> notes = codec::rosterFootnotes(sides);
  if (notes.empty()) return;
  List& list = add(add(blocks, Section{"Roster: not as printed", {}}).blocks, List{{}, true});
  for (const gen::Footnote& note : notes) list.items.push_back(footnoteLine(note));
}

namespace {

void addView(nlohmann::ordered_json& roster) {
  roster["note"] = kRosterNote;
  roster["no_side"] = kNoSide;
  for (nlohmann::ordered_json& side : roster["sides"]) {
    const nlohmann::ordered_json& classes = side.at("classes");
    const auto line = [&](const std::string& count, int index) {
      const nlohmann::ordered_json& c = classes.at(static_cast<size_t>(index));
      const std::string missile = c.at("missile").get<std::string>();
      const std::string detail = util::join(c.at("from").get<std::vector<std::string>>(), ", ");
      return nlohmann::ordered_json{{"count", count}, {"kind", c.at("kind")},
                                    {"detail", missile.empty() ? detail : detail + "; " + missile}};
    };
    nlohmann::ordered_json remarks = nlohmann::ordered_json::array();
    size_t number = 0;
    for (nlohmann::ordered_json& unit : side["units"]) {
      const bool cavalry = unit["cavalry"].get<bool>();
      const int size = unit["size"].get<int>();
      unit["heading"] = unitHeading(++number, cavalry, size, false);
      unit["name"] = unitHeading(number, cavalry, size, true);
      nlohmann::ordered_json lines = nlohmann::ordered_json::array({line("Centenar", unit["leader"].get<int>())});
      for (const nlohmann::ordered_json& f : unit.at("figures")) {
        lines.push_back(line(std::to_string(f.at("count").get<int>()), f.at("class").get<int>()));
      }
      unit["lines"] = std::move(lines);
      for (const nlohmann::ordered_json& note : unit.at("notes")) remarks.push_back(note);
    }
    for (const nlohmann::ordered_json& left : side.at("left_out")) {
      remarks.push_back(
          leftOutText(left.at("count").get<int>(), left.at("type").get<std::string>(), left.at("why").get<std::string>()));
    }
    side["remarks"] = std::move(remarks);
    side["summary"] = rosterSideSummary(side["name"].get<std::string>(), side["men"].get<int>(), side["figures"].get<int>(),
                                  side["units"].size());
  }
  int number = 0;
  for (nlohmann::ordered_json& note : roster["footnotes"]) note["number"] = ++number;
}

}  // namespace

void addFeudalRosterView(nlohmann::ordered_json& roster) {
  // A brief read back from a file (a campaign's pending encounter) may hold anything: a
  // roster not shaped as writeFeudalRosterJson writes it is left as it is.
  try {
    nlohmann::ordered_json view = roster;
    addView(view);
    roster = std::move(view);
  } catch (const nlohmann::json::exception&) {
  }
}

}  // namespace outremer::render
