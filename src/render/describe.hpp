#pragma once

#include <vector>

#include "render/brief.hpp"
#include "render/document.hpp"

namespace outremer::render {

// Each kind's brief, described once as blocks of the presentation model
// (render/document.hpp): one describe function per typed result, in describe_KIND.cpp. The
// brief around it (title, seed and replay line, roll log, footnotes) is briefDocument's.

void describe(std::vector<Block>& blocks, const gen::Loot& loot);
void describe(std::vector<Block>& blocks, const campaign::Chronicle& chronicle);
void describe(std::vector<Block>& blocks, const gen::Party& party);
void describe(std::vector<Block>& blocks, const gen::Ledger& ledger);
void describe(std::vector<Block>& blocks, const gen::Advancement& advancement);
void describe(std::vector<Block>& blocks, const gen::Fight& fight);

/// The columns every table of characters has: Name, Type, Mounted, A/D, On foot, Morale,
/// Move (describe_character.cpp). A kind may add its own after them (a party's pay).
std::vector<Column> characterColumns();
/// A character's cells under characterColumns().
std::vector<std::string> characterCells(const gen::Character& character);

/// "Not as printed": each reconstructed or errata entry |log| read, numbered as the marks
/// are; nothing when there is none.
void describeFootnotes(std::vector<Block>& blocks, const gen::RollLog& log);

/// A brief as a document: its header, its body as the kind describes it, the roll log and
/// the footnotes.
Document briefDocument(const Brief& brief);

/// Whether |Body| is described as a document (the others still have their own writers).
template <typename Body>
concept Described = requires(std::vector<Block>& blocks, const Body& body) { describe(blocks, body); };

}  // namespace outremer::render
