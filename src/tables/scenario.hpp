#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tables/problem.hpp"
#include "tables/setup_zone.hpp"
#include "tables/yaml_loader.hpp"

namespace outremer::tables {

// A printed scenario (docs/SCENARIOS.md): the book's set-up, sides and victory conditions
// as data. Texts are kept as printed.

/// A tactical scenario is one battle on the maps; a campaign scenario is played on a
/// campaign map over days.
enum class ScenarioKind { tactical, campaign };
const char* name(ScenarioKind kind);

/// One line of a side: a type as printed ("Ghilman", "Knights Hospitallers") and either
/// its counters' names (Montgisard) or how many (Outremer, and Montgisard's animals and
/// siege equipment, with |unit| as printed: "3 camels").
struct ScenarioGroup {
  std::string heading;  // the sub-heading it is printed under ("Mounted"), or empty
  std::string type;
  std::vector<std::string> names;
  int count = 0;  // when |names| is empty
  std::string unit;
  Location where;

  /// How many counters the line stands for.
  int counters() const { return names.empty() ? count : static_cast<int>(names.size()); }
};

struct ScenarioSide {
  std::string name;  // the book's heading ("The Franks", "Attackers (Moslems)")
  std::string faction;  // "christian" or "moslem": which of Outremer's strength tables
  std::vector<ScenarioGroup> groups;
  std::vector<std::string> notes;
};

/// A row of a campaign scenario's starting positions; numbers left blank are nullopt.
struct StartingPosition {
  std::string faction;
  std::string counter;  // "F1", or empty where none is printed
  std::string position;
  std::optional<int> headCount, resources, faith, deniers, prestige;
};

/// A printed inconsistency, kept as printed: what it is about, the printed words, and
/// what the transcriber makes of it.
struct ScenarioErratum {
  std::string about;
  std::string printed;
  std::string note;
};

struct Victory {
  std::vector<std::string> text;    // the paragraphs before the levels
  std::vector<std::string> levels;  // each level as printed, best first as the book has them
  std::vector<std::string> notes;
};

/// Why a scenario is played with Montgisard's morale rules (4.1 Morale to 4.5 Desertion):
/// the scenario's own words, or a reading of the book (reconstructed, with the reason).
struct MoraleRules {
  std::string printed;  // the words the scenario prints, or empty
  std::string reason;   // why the rules apply when the scenario does not say so, or empty
};

/// A map of a scenario's set-up diagram, left to right as laid out: its name as `maps`
/// gives it and its edge numbers; |reason| says why they are reconstructed, or is empty
/// when printed.
struct DiagramMap {
  std::string name;
  MapEdges edges{};
  std::string reason;
};

/// A zone of a set-up diagram; |reason| says why it is reconstructed, or is empty.
struct DiagramZone {
  SetupZone zone;
  std::string reason;
};

/// The set-up diagram a scenario prints, as data: its maps side by side and where each
/// side sets up, enters or must leave.
struct ScenarioDiagram {
  std::vector<DiagramMap> maps;
  std::vector<DiagramZone> zones;
};

struct Scenario {
  std::string id;
  std::string title;
  std::string book;    // "outremer-1987" or "montgisard"
  std::string number;  // "Scenario One", "Tactical Scenario 1", "Campaign Scenario 5"
  ScenarioKind kind = ScenarioKind::tactical;
  std::vector<std::string> maps;
  std::vector<std::string> layout;
  std::optional<ScenarioDiagram> diagram;  // where the file gives one
  std::optional<int> turns;  // tactical: game turns
  std::optional<int> days;   // campaign: days
  std::string first;         // the side that plays first, where printed
  std::vector<std::string> deployment;
  std::vector<ScenarioSide> sides;
  std::vector<StartingPosition> positions;
  std::vector<std::string> specialRules;
  std::optional<MoraleRules> moraleRules;  // none: the morale rules are not in use
  Victory victory;
  std::vector<std::string> notes;
  std::vector<ScenarioErratum> errata;
  Location where;
};

/// The book's title for a |book| id: "Outremer (1987)", "Montgisard".
std::string_view bookTitle(std::string_view book);

struct ScenarioLoad {
  std::vector<Scenario> scenarios;
  std::vector<Problem> problems;
};

/// Reads the scenarios of |files| (each a `scenarios:` list, docs/SCENARIOS.md), refusing
/// unknown keys and values of the wrong shape with a problem each (file:line:column); ids
/// must be kebab-case and unique across the files. The files are checked as table files
/// are (size, UTF-8, aliases, repeated keys). Throws TableSyntaxError when a file is not
/// YAML.
ScenarioLoad loadScenarios(std::span<const SourceText> files);

/// The scenario |id| of |scenarios|, or nullptr.
const Scenario* findScenario(std::span<const Scenario> scenarios, std::string_view id);

}  // namespace outremer::tables
