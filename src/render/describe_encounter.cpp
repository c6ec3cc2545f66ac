#include <string>

#include "render/describe.hpp"
#include "codec/encounter.hpp"

namespace outremer::render {
namespace {

// Who was met and how they came: the effects row, the raiders' kind, their intention,
// who ambushes whom.
void describeMeeting(Paragraph& paragraph, const gen::Encounter& e) {
  paragraph.lines.push_back(Line::field("Met", e.typeLabel + " (effects table ").code(e.effectsTable).plain(")"));
  if (!e.result.empty()) paragraph.lines.push_back(Line::field("Result", e.result));
  if (!e.kindLabel.empty()) paragraph.lines.push_back(Line::field("Raiders", e.kindLabel));
  if (!e.intention.empty()) paragraph.lines.push_back(Line::field("Intention", e.intention));
  if (e.ambush) paragraph.lines.emplace_back("They ambush the party.");
  if (e.partyAmbushes) paragraph.lines.emplace_back("The party does the ambushing.");
  if (e.hostile) paragraph.lines.push_back(Line::field("Hostile", "they attack on sight."));
}

// Each band met under its count, its members tabled, then how many stand against the party.
void describeForces(std::vector<Block>& blocks, const gen::Encounter& e) {
  if (e.groups.empty()) return;
  for (const gen::EncounterGroup& group : e.groups) {
    Section& band = add(blocks, Section{codec::groupLabelWords(group.label) + ": " + std::to_string(group.count), {}});
    Line how;
    if (!group.roll.empty()) how.code(group.roll).plain(", ");
    how.plain(codec::mountOf(group) + (group.opposing ? "" : "; not the party's opponents") + ".");
    if (const std::string note = codec::groupNote(group); !note.empty()) how.plain(" " + note + ".");
    add(band.blocks, Paragraph{{how}});
    if (group.members.empty()) continue;
    Table& members = add(band.blocks, Table{"members", characterColumns()});
    for (const gen::Character& member : group.members) members.rows.push_back(characterCells(member));
  }
  add(blocks, Paragraph{{std::to_string(gen::opposingCount(e)) + " against the party; mules " + std::to_string(e.mules) +
                         ", wagons " + std::to_string(e.wagons) + "."}});
}

void describeCarried(std::vector<Block>& blocks, const gen::Encounter& e) {
  if (e.carried.empty()) return;
  Section& section = add(blocks, Section{"What they carry", {}});
  Table& table = add(section.blocks, Table{"carried", {{"What"}, {"Dice"}, {"Value", true}}});
  for (const gen::Carried& item : e.carried) {
    table.rows.push_back({codec::carriedWords(item), codec::carriedDetail(item), item.value.normalised()});
  }
  table.totals.push_back({"Total", "", e.carriedTotal.normalised()});
}

Line chanceLine(const gen::EncounterChance& chance) {
  Line line;
  line.strong(std::to_string(chance.percent) + "%").plain(" " + codec::chanceWords(chance));
  if (chance.roll) {
    line.plain(" d100 " + std::to_string(*chance.roll) + ": ").strong(chance.happened.value_or(false) ? "yes" : "no");
  }
  if (const std::string when = codec::chanceWhenWords(chance); !when.empty()) line.plain(" (rolled " + when + ")");
  return line;
}

// A heading over a list of sentences, when there are any.
void describeListed(std::vector<Block>& blocks, std::string heading, const std::vector<std::string>& items) {
  if (items.empty()) return;
  List& list = add(add(blocks, Section{std::move(heading), {}}).blocks, List{});
  for (const std::string& item : items) list.items.emplace_back(item);
}

// What was met, when the hex is not clear.
void describeMet(std::vector<Block>& blocks, const gen::Encounter& e) {
  describeForces(blocks, e);
  describeCarried(blocks, e);
  if (e.tollPerPerson) {
    std::string toll = e.tollPerPerson->normalised() + " per person";
    if (e.tollTotal) toll += ", " + e.tollTotal->normalised() + " for the party";
    add(blocks, Paragraph{{Line::field("Toll", toll)}});
  }
  if (!e.chances.empty()) {
    List& list = add(add(blocks, Section{"Chances", {}}).blocks, List{});
    for (const gen::EncounterChance& chance : e.chances) list.items.push_back(chanceLine(chance));
  }
  describeListed(blocks, "Behaviour", codec::behaviourWords(e.behaviour));
  describeScene(blocks, e.map, e.deployment);
}

}  // namespace

void describeScene(std::vector<Block>& blocks, const std::optional<gen::TacticalMap>& map,
                   const std::optional<gen::Deployment>& deployment) {
  if (map) {
    add(blocks, Paragraph{{Line::field("Tactical map", map->map + " (" + map->series + ") for " + map->terrainLabel)}});
  }
  if (!deployment) return;
  Section& section = add(blocks, Section{"Deployment: " + deployment->label, {}});
  add(section.blocks, List{{Line::field("Them", deployment->opponents), Line::field("The party", deployment->party)}});
  if (map && !deployment->setup.zones.empty()) {
    describeSetupDiagram(section.blocks, setupDiagram(deployment->setup, map->map, true),
                         "The set-up on " + map->map + ", as the lines above say it; the books print none for a "
                         "generated one (encounter-deployment, map-edges).");
  }
  if (!deployment->hidden.empty()) {
    Section& hidden =
        add(section.blocks, Section{"Hidden deployment for " + deployment->hidden + " (Scenario Two: Ambush)", {}});
    List& rules = add(hidden.blocks, List{});
    for (const std::string& rule : deployment->hiddenRules) rules.items.emplace_back(rule);
  }
  describeListed(blocks, "Victory", codec::victoryWords(deployment->victory));
}

void describe(std::vector<Block>& blocks, const gen::Encounter& e) {
  Paragraph& paragraph = add(blocks, Paragraph{});
  Line place = Line::field("Place", e.whereLabel + ", by " + e.time + " (column ");
  paragraph.lines.push_back(place.code(e.column).plain(")"));
  if (e.checkRoll) {
    paragraph.lines.push_back(Line::field(
        "Encounter check", "d100 " + std::to_string(*e.checkRoll) + "; " + std::to_string(e.checkPercent) +
                               " or less is an encounter: " + (e.clear ? "the hex is clear." : "something is met.")));
  }
  if (e.clear) {
    paragraph.lines.emplace_back("Go on to the next hex.");
  } else {
    describeMeeting(paragraph, e);
    describeMet(blocks, e);
  }
  if (e.feudalRoster) describeFeudalRoster(blocks, codec::encounterRoster(e).sides);
}

std::string encounterTitle(const gen::Encounter& e) {
  const std::string place = " (" + e.whereLabel + ", by " + e.time + ")";
  if (e.clear) return "Encounter check: the hex is clear" + place;
  return "Encounter: " + e.typeLabel + place;
}

}  // namespace outremer::render
