#include <algorithm>
#include <charconv>
#include <set>

#include "tables/file_text.hpp"
#include "tables/scenario.hpp"
#include "tables/yaml_reader.hpp"

namespace outremer::tables {

const char* name(ScenarioKind kind) { return kind == ScenarioKind::tactical ? "tactical" : "campaign"; }

std::string_view bookTitle(std::string_view book) {
  if (book == "outremer-1987") return "Outremer (1987)";
  if (book == "montgisard") return "Montgisard";
  return book;
}

const Scenario* findScenario(std::span<const Scenario> scenarios, std::string_view id) {
  for (const Scenario& scenario : scenarios) {
    if (scenario.id == id) return &scenario;
  }
  return nullptr;
}

namespace {

// The keys each part of a scenario may have: made when first read, not by a static
// initialiser every process ran (a brief reads no scenario).
struct ScenarioKeys {
  std::vector<std::string> scenario = {"id",           "title",   "book",       "number",    "kind",
                                       "maps",         "layout",  "diagram",    "turns",     "days",
                                       "first",        "sides",   "deployment", "positions", "special-rules",
                                       "morale-rules", "victory", "notes",      "errata"};
  std::vector<std::string> side = {"name", "faction", "groups", "notes"};
  std::vector<std::string> group = {"heading", "type", "names", "count", "unit"};
  std::vector<std::string> position = {"faction",   "counter", "position", "head-count",
                                       "resources", "faith",   "deniers",  "prestige"};
  std::vector<std::string> victory = {"text", "levels", "notes"};
  std::vector<std::string> erratum = {"about", "printed", "note"};
  std::vector<std::string> morale = {"printed", "reason"};
  std::vector<std::string> diagram = {"maps", "zones"};
  std::vector<std::string> diagramMap = {"name", "edges", "source", "reason"};
  std::vector<std::string> diagramZone = {"zone", "source", "reason"};
};

const ScenarioKeys& scenarioKeys() {
  static const ScenarioKeys made;
  return made;
}

// Walks one file's `scenarios:` list into the model and problems.
class ScenarioReader : public NodeReader {
 public:
  ScenarioReader(const std::string& path, ScenarioLoad& result) : NodeReader(path, result.problems), result_(result) {}

  void read(const YAML::Node& root) {
    const YAML::Node list = root.IsMap() ? root["scenarios"] : YAML::Node();
    if (!list || !list.IsSequence()) {
      problem(root, "expected a top-level 'scenarios:' list");
      return;
    }
    if (root.size() > 1) refuseUnknownKeys(root, {"scenarios"}, "a scenario file");
    for (const YAML::Node& node : list) {
      if (!isMap(node, "a scenario (a map with id, title, book, number, kind, sides, victory)")) continue;
      readScenario(node);
    }
  }

 private:
  bool isMap(const YAML::Node& node, const char* expected) {
    if (node.IsMap()) return true;
    problem(node, std::string("expected ") + expected);
    return false;
  }

  // Calls |each| with every map of the list under |key| of |map|.
  template <typename Each>
  void forEachMap(const YAML::Node& map, const char* key, const char* expected, Each each) {
    const YAML::Node list = map[key];
    if (!list) return;
    if (!list.IsSequence()) {
      problem(list, quoted(key) + " must be a list");
      return;
    }
    for (const YAML::Node& item : list) {
      if (isMap(item, expected)) each(item);
    }
  }

  std::vector<std::string> texts(const YAML::Node& map, const char* key) {
    const YAML::Node node = map[key];
    return node ? scalarList(node, key) : std::vector<std::string>{};
  }

  // A whole number from 0 to 100000 under |key|, or nullopt (with a problem when it is
  // there but not such a number).
  std::optional<int> number(const YAML::Node& map, const char* key) {
    const auto text = scalar(map, key, false, "");
    if (!text) return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc{} || end != text->data() + text->size() || value < 0 || value > 100000) {
      problem(map[key], quoted(key) + " must be a whole number from 0 to 100000, not " + quoted(*text));
      return std::nullopt;
    }
    return value;
  }

  void readScenario(const YAML::Node& node) {
    refuseUnknownKeys(node, scenarioKeys().scenario, "scenario");
    Scenario scenario;
    scenario.where = at(node);
    scenario.id = scalar(node, "id", true, "scenario").value_or("");
    if (node["id"]) scenario.where = at(node["id"]);
    requireKebabCase(node["id"], scenario.id, "scenario id");
    if (!scenario.id.empty() && !ids_.insert(scenario.id).second) {
      problem(node["id"], "scenario id " + quoted(scenario.id) + " is used twice");
    }
    scenario.title = scalar(node, "title", true, "scenario").value_or("");
    scenario.book = scalar(node, "book", true, "scenario").value_or("");
    if (node["book"] && bookTitle(scenario.book) == scenario.book) {
      problem(node["book"], "unknown book " + quoted(scenario.book) + " (expected outremer-1987 or montgisard)");
    }
    scenario.number = scalar(node, "number", true, "scenario").value_or("");
    readKind(node, scenario);
    scenario.maps = texts(node, "maps");
    scenario.layout = texts(node, "layout");
    scenario.turns = number(node, "turns");
    scenario.days = number(node, "days");
    scenario.first = scalar(node, "first", false, "scenario").value_or("");
    scenario.deployment = texts(node, "deployment");
    forEachMap(node, "sides", "a side (a map with name, groups)", [&](const YAML::Node& side) { readSide(side, scenario); });
    forEachMap(node, "positions", "a starting position (a map with faction, position)",
               [&](const YAML::Node& row) { readPosition(row, scenario); });
    scenario.specialRules = texts(node, "special-rules");
    readMoraleRules(node, scenario);
    readVictory(node, scenario);
    readDiagram(node, scenario);
    scenario.notes = texts(node, "notes");
    forEachMap(node, "errata", "an erratum (a map with about, printed, note)",
               [&](const YAML::Node& item) { readErratum(item, scenario); });
    requireParts(node, scenario);
    result_.scenarios.push_back(std::move(scenario));
  }

  void readKind(const YAML::Node& node, Scenario& scenario) {
    const auto kind = scalar(node, "kind", true, "scenario");
    if (!kind) return;
    if (*kind == "campaign") {
      scenario.kind = ScenarioKind::campaign;
    } else if (*kind != "tactical") {
      problem(node["kind"], "unknown kind " + quoted(*kind) + " (expected tactical or campaign)");
    }
  }

  // A tactical scenario is its sides and turns; a campaign scenario its positions and days.
  void requireParts(const YAML::Node& node, const Scenario& scenario) {
    const bool tactical = scenario.kind == ScenarioKind::tactical;
    if (tactical && scenario.sides.empty()) problem(node, "a tactical scenario needs 'sides'");
    if (!tactical && scenario.positions.empty()) problem(node, "a campaign scenario needs 'positions'");
    if (!tactical && !scenario.days) problem(node, "a campaign scenario needs 'days'");
    if (tactical && node["days"]) problem(node["days"], "'days' is for campaign scenarios; use 'turns'");
    if (!tactical && node["turns"]) problem(node["turns"], "'turns' is for tactical scenarios; use 'days'");
    if (scenario.victory.text.empty() && scenario.victory.levels.empty()) {
      problem(node, "a scenario needs 'victory' with 'text' or 'levels'");
    }
  }

  void readSide(const YAML::Node& node, Scenario& scenario) {
    refuseUnknownKeys(node, scenarioKeys().side, "side");
    ScenarioSide side;
    side.name = scalar(node, "name", true, "side").value_or("");
    side.faction = scalar(node, "faction", true, "side").value_or("christian");
    if (side.faction != "christian" && side.faction != "moslem") {
      problem(node["faction"], "unknown faction " + quoted(side.faction) + " (expected christian or moslem)");
    }
    forEachMap(node, "groups", "a group (a map with type and names or count)",
               [&](const YAML::Node& group) { readGroup(group, side); });
    if (side.groups.empty()) problem(node, "a side needs 'groups'");
    side.notes = texts(node, "notes");
    scenario.sides.push_back(std::move(side));
  }

  void readGroup(const YAML::Node& node, ScenarioSide& side) {
    refuseUnknownKeys(node, scenarioKeys().group, "group");
    ScenarioGroup group;
    group.where = at(node);
    group.type = scalar(node, "type", true, "group").value_or("");
    group.heading = scalar(node, "heading", false, "group").value_or("");
    group.names = texts(node, "names");
    group.count = number(node, "count").value_or(0);
    group.unit = scalar(node, "unit", false, "group").value_or("");
    if (node["names"].IsDefined() == node["count"].IsDefined()) {
      problem(node, "a group has either 'names' or 'count'");
    } else if (node["names"] && group.names.empty()) {
      problem(node["names"], "'names' lists at least one name");
    }
    if (node["unit"] && !node["count"]) problem(node["unit"], "'unit' goes with 'count'");
    side.groups.push_back(std::move(group));
  }

  void readPosition(const YAML::Node& node, Scenario& scenario) {
    refuseUnknownKeys(node, scenarioKeys().position, "starting position");
    StartingPosition row;
    row.faction = scalar(node, "faction", true, "starting position").value_or("");
    row.counter = scalar(node, "counter", false, "starting position").value_or("");
    row.position = scalar(node, "position", true, "starting position").value_or("");
    row.headCount = number(node, "head-count");
    row.resources = number(node, "resources");
    row.faith = number(node, "faith");
    row.deniers = number(node, "deniers");
    row.prestige = number(node, "prestige");
    scenario.positions.push_back(std::move(row));
  }

  void readVictory(const YAML::Node& node, Scenario& scenario) {
    const YAML::Node victory = node["victory"];
    if (!victory) return;  // requireParts reports it
    if (!isMap(victory, "'victory' to be a map with text, levels, notes")) return;
    refuseUnknownKeys(victory, scenarioKeys().victory, "victory");
    scenario.victory.text = texts(victory, "text");
    scenario.victory.levels = texts(victory, "levels");
    scenario.victory.notes = texts(victory, "notes");
  }

  // morale-rules: {printed: WORDS} or {reason: WHY}, one of the two.
  void readMoraleRules(const YAML::Node& node, Scenario& scenario) {
    const YAML::Node morale = node["morale-rules"];
    if (!morale || !isMap(morale, "'morale-rules' to be a map with printed or reason")) return;
    refuseUnknownKeys(morale, scenarioKeys().morale, "morale-rules");
    MoraleRules rules{scalar(morale, "printed", false, "morale-rules").value_or(""),
                      scalar(morale, "reason", false, "morale-rules").value_or("")};
    if (rules.printed.empty() == rules.reason.empty()) {
      problem(morale, "'morale-rules' needs one of printed (the scenario's words) or reason (why they apply)");
      return;
    }
    scenario.moraleRules = std::move(rules);
  }

  // A reconstructed item's reason (source: reconstructed, reason: WHY), or empty for a
  // printed one.
  std::string provenance(const YAML::Node& node, const char* what) {
    const std::string source = scalar(node, "source", false, what).value_or("printed");
    const std::string reason = scalar(node, "reason", false, what).value_or("");
    if (source != "printed" && source != "reconstructed") {
      problem(node["source"], "unknown source " + quoted(source) + " (expected printed or reconstructed)");
    } else if ((source == "reconstructed") != !reason.empty()) {
      problem(node, source == "reconstructed" ? "a reconstructed item needs a 'reason'"
                                              : "'reason' goes with 'source: reconstructed'");
    }
    return source == "reconstructed" ? reason : "";
  }

  // diagram: {maps: [{name, edges: [TOP, RIGHT, BOTTOM, LEFT]}], zones: ["WHO: WHERE", ...]};
  // a map or zone may be {..., source: reconstructed, reason: WHY}, a zone then {zone: ...}.
  void readDiagram(const YAML::Node& node, Scenario& scenario) {
    const YAML::Node diagram = node["diagram"];
    if (!diagram || !isMap(diagram, "'diagram' to be a map with maps and zones")) return;
    refuseUnknownKeys(diagram, scenarioKeys().diagram, "diagram");
    ScenarioDiagram read;
    forEachMap(diagram, "maps", "a map (a map with name and edges)", [&](const YAML::Node& map) {
      refuseUnknownKeys(map, scenarioKeys().diagramMap, "diagram map");
      DiagramMap drawn{scalar(map, "name", true, "diagram map").value_or(""), {}, provenance(map, "diagram map")};
      if (!drawn.name.empty() && std::find(scenario.maps.begin(), scenario.maps.end(), drawn.name) == scenario.maps.end()) {
        problem(map["name"], "map " + quoted(drawn.name) + " is not one of the scenario's 'maps'");
      }
      std::string error;
      const std::optional<MapEdges> edges = map["edges"] ? readMapEdges(texts(map, "edges"), error) : std::nullopt;
      if (edges) {
        drawn.edges = *edges;
      } else {
        problem(map["edges"] ? map["edges"] : map, error.empty() ? "a diagram map needs 'edges'" : error);
      }
      read.maps.push_back(std::move(drawn));
    });
    if (read.maps.empty()) problem(diagram, "a diagram needs 'maps'");
    const YAML::Node zones = diagram["zones"];
    if (zones && zones.IsSequence()) {
      for (const YAML::Node& item : zones) readDiagramZone(item, scenario, read);
    } else {
      problem(zones ? zones : diagram, "a diagram needs 'zones', a list");
    }
    scenario.diagram = std::move(read);
  }

  void readDiagramZone(const YAML::Node& item, const Scenario& scenario, ScenarioDiagram& diagram) {
    DiagramZone zone;
    std::optional<std::string> text;
    if (item.IsMap()) {
      refuseUnknownKeys(item, scenarioKeys().diagramZone, "diagram zone");
      text = scalar(item, "zone", true, "diagram zone");
      zone.reason = provenance(item, "diagram zone");
    } else if (item.IsScalar()) {
      text = item.Scalar();
    } else {
      problem(item, "expected a zone ('WHO: WHERE') or a map with zone, source and reason");
    }
    if (!text) return;
    const YAML::Node at = item.IsMap() ? item["zone"] : item;
    std::string error;
    std::optional<SetupZone> read = readSetupZone(*text, error);
    if (!read) {
      problem(at, error);
      return;
    }
    const bool named = std::any_of(scenario.sides.begin(), scenario.sides.end(),
                                   [&](const ScenarioSide& side) { return side.name == read->who; });
    if (!named) problem(at, "zone for " + quoted(read->who) + ", which is not one of the scenario's sides");
    const bool onMap = read->map.empty() || std::any_of(diagram.maps.begin(), diagram.maps.end(), [&](const DiagramMap& map) {
                         return map.name == read->map;
                       });
    if (!onMap) problem(at, "zone on " + quoted(read->map) + ", which is not one of the diagram's maps");
    zone.zone = std::move(*read);
    diagram.zones.push_back(std::move(zone));
  }

  void readErratum(const YAML::Node& node, Scenario& scenario) {
    refuseUnknownKeys(node, scenarioKeys().erratum, "erratum");
    scenario.errata.push_back({scalar(node, "about", true, "erratum").value_or(""),
                               scalar(node, "printed", true, "erratum").value_or(""),
                               scalar(node, "note", true, "erratum").value_or("")});
  }

  ScenarioLoad& result_;
  std::set<std::string> ids_;

 public:
  // Ids are unique across files: the reader of each file starts from those seen before.
  void seen(const std::vector<Scenario>& before) {
    for (const Scenario& scenario : before) ids_.insert(scenario.id);
  }
};

}  // namespace

ScenarioLoad loadScenarios(std::span<const SourceText> files) {
  ScenarioLoad result;
  for (const SourceText& file : files) {
    readYamlFile(file, result.problems, [&](const YAML::Node& root) {
      ScenarioReader reader(file.path, result);
      reader.seen(result.scenarios);
      reader.read(root);
    });
  }
  return result;
}

}  // namespace outremer::tables
