#pragma once

#include <optional>
#include <span>
#include <vector>

#include "render/brief.hpp"
#include "render/document.hpp"
#include "render/feudal_roster.hpp"
#include "render/setup_diagram.hpp"

namespace outremer::render {

// The pieces the kinds' descriptions (render/kinds.hpp, describe_KIND.cpp) share.

/// A step of a turn of a fight: the morale checks taken before an attack, then the attacks
/// up to the next check; as where it ends, so that a step holds the checks from the step
/// before's |checks| to its own and the attacks from the step before's |attacks| to its own
/// (describe_fight.cpp).
struct TurnStep {
  size_t checks = 0;
  size_t attacks = 0;
};
/// A turn's steps, in the order it was played, from when each check was taken
/// (|checksAfter|: how many of the turn's |attacks| came before it, non-decreasing).
std::vector<TurnStep> turnSteps(const std::vector<int>& checksAfter, size_t attacks);
std::vector<TurnStep> turnSteps(const gen::FightRound& round);

/// The scene of an encounter or a village raid: its tactical map, set-up and victory terms
/// (describe_encounter.cpp).
void describeScene(std::vector<Block>& blocks, const std::optional<gen::TacticalMap>& map,
                   const std::optional<gen::Deployment>& deployment);
/// A feudal-age roster sheet, each side's units with their Centenar and figures, those left
/// out and the rows not as printed, as an encounter or a scenario shows it when asked for
/// (feudal_roster.cpp).
void describeFeudalRoster(std::vector<Block>& blocks, std::span<const SideRoster> sides);

/// The columns every table of characters has: Name, Type, Mounted, A/D, On foot, Morale,
/// Move (describe_character.cpp). A kind may add its own after them (a party's pay).
std::vector<Column> characterColumns();
/// A character's cells under characterColumns().
std::vector<std::string> characterCells(const gen::Character& character);

/// "Seed `S`. Replay: `COMMAND`": how every brief that rolled says how to roll it again.
Line replayLine(uint64_t seed, const std::string& command);
/// Every die of |log| as a table under "Roll log", when it rolled any.
void describeRolls(std::vector<Block>& blocks, const gen::RollLog& log);
/// The entries |log| used that are not as printed, numbered under |heading|, when there are
/// any.
void describeFootnotes(std::vector<Block>& blocks, const gen::RollLog& log, std::string heading = "Not as printed");
/// The marks of the entries |log| used that are not as printed, without their texts: one
/// line under |heading|, each entry's number with its table and entry (a compact brief).
void describeFootnoteMarks(std::vector<Block>& blocks, const gen::RollLog& log, std::string heading = "Not as printed");
/// One entry not as printed: "TABLE: ENTRY (SOURCE). REASON Printed: PRINTED", the entry
/// and what was printed where there are any.
Line footnoteLine(const std::string& table, const std::string& entry, std::string_view source,
                  const std::string& reason, const std::string& printed = {});
Line footnoteLine(const gen::Footnote& note);
/// Printed paragraphs under |heading| (a scenario's map layout, set-up, notes), when there
/// are any.
void describeParagraphs(std::vector<Block>& blocks, std::string heading, const std::vector<std::string>& paragraphs);

/// |diagram| as a figure under |caption|: drawn in HTML only (text and Markdown say the
/// set-up in the words beside it).
void describeSetupDiagram(std::vector<Block>& blocks, SetupDiagram diagram, std::string caption);

/// A brief as a document: its header, its body as the kind describes it, the roll log and
/// the footnotes.
Document briefDocument(const Brief& brief);

/// Whether |Body| is described as a document (the others still have their own writers).
template <typename Body>
concept Described = requires(std::vector<Block>& blocks, const Body& body) { describe(blocks, body); };

}  // namespace outremer::render
