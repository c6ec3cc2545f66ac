// Printable character cards (`--format cards`): one card a character, described once from
// the typed characters a result holds (describeCards) and written by one HTML writer
// (cardsHtml) into the page of templates/page.html.mustache, sized so that twelve fit an A4
// sheet.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "campaign/state.hpp"
#include "gen/character.hpp"
#include "gen/rules.hpp"
#include "gen/scenario_roll.hpp"
#include "render/document.hpp"
#include "render/kinds.hpp"

namespace outremer::render {

/// A character to put on a card, and whether he is wounded already (a campaign's member).
struct CardMember {
  const gen::Character* character = nullptr;
  bool wounded = false;
};

/// The characters of one side or band, under the words that name it on their cards.
struct CardGroup {
  std::string side;  // "Knight and retainers", "Saracen raiders (pursued)", "The Franks"
  std::vector<CardMember> members = {};
};

/// One card: the character it shows (his name and the values to play him by are his own),
/// the words for what he is and for whom, and the numbers of the notes
/// (CardSheet::notes) on the rows his values were read from that are not as printed.
struct Card {
  const gen::Character* character = nullptr;  // one of the groups' the sheet was made from
  std::string type;                           // the strength table's words, "(military order)" added where so
  std::string faith;                          // "Christian" or "Moslem"
  std::string side;
  std::vector<int> strengthMarks;  // on attack and defence, mounted and on foot
  std::vector<int> moraleMarks;
  std::vector<int> movementMarks;
  bool wounded = false;  // the wounded box ticked already
};

/// A sheet of cards: its title and byline (the seed and replay command), the cards in the
/// order of their groups, and the notes the marks number, each the row not as printed.
struct CardSheet {
  std::string title;
  std::vector<Line> byline = {};
  std::vector<Card> cards = {};
  std::vector<Line> notes = {};  // empty in a compact sheet (the marks stay)
};

/// The groups of characters |body| holds: a party's members, an encounter's bands, a
/// village's inhabitants, a mercenary duty's encounter or raid, a fight's two sides as they
/// stood at the start, a generated scenario's forces; nullopt for a kind without characters
/// (loot, a ledger, an advancement, a chronicle).
std::optional<std::vector<CardGroup>> cardGroups(const BriefBody& body);
/// A printed scenario's characters as rolled (`scenario show --roll`), side by side.
std::vector<CardGroup> cardGroups(const std::vector<gen::RolledSide>& sides);
/// A campaign's party: the members still with it (healthy or wounded), under |side|.
std::vector<CardGroup> cardGroups(const campaign::State& state, const std::string& side);

/// A card for every member of |groups|, in order, with its marks: each value read from a
/// row that is not as printed (reconstructed or errata) is marked with that row's note,
/// numbered in the order the cards first use them. |compact| leaves the notes' texts out.
/// The cards point at |groups|' characters, which must outlive the sheet.
CardSheet describeCards(std::string title, std::vector<Line> byline, std::span<const CardGroup> groups,
                        const gen::Rules& rules, bool compact = false);

/// |sheet| as an HTML section (<section class="cards">), for a page that holds more (a
/// session's bundle); the page's stylesheet must carry the cards' (templates/page.html.mustache).
std::string cardsSectionHtml(const CardSheet& sheet);

/// |sheet| as a whole printable HTML page: a grid of cards of fixed size, three across and
/// four down on an A4 page, then the notes.
std::string cardsHtml(const CardSheet& sheet);

}  // namespace outremer::render
