#include <string>

#include "codec/advance.hpp"
#include "render/describe.hpp"

namespace outremer::render {

using codec::demotionOutcome;
using codec::nextOptions;
using codec::promotionOutcome;

namespace {

std::vector<std::string> strengthCells(std::string when, int attack, int defence, int carry, int defenceCarry) {
  return {std::move(when), std::to_string(attack), std::to_string(defence), gen::pointsText(carry),
          gen::pointsText(defenceCarry)};
}

// Who advances, and his strengths before and after the engagement.
void describeAdvancer(std::vector<Block>& blocks, const gen::Advancement& a) {
  Paragraph& who = add(blocks, Paragraph{});
  who.lines.emplace_back()
      .strong(a.classLabel)
      .plain((a.typeLabel.empty() ? "" : ": " + a.typeLabel) + (a.mounted ? ", mounted" : ", on foot") +
             (a.order ? ", member of a fighting order" : "") + (a.deed ? ", a deed of valour" : "") + ".");
  if (a.range) {
    who.lines.emplace_back("Strength table: attack " + std::to_string(a.range->minAttack) + "-" +
                           std::to_string(a.range->maxAttack) + ", defence " + std::to_string(a.range->minDefence) +
                           "-" + std::to_string(a.range->maxDefence) + ".");
  }
  Table& table =
      add(blocks,
          Table{"strengths",
                {{""}, {"Attack", true}, {"Defence", true}, {"Carried", true}, {"Toward defence", true}}});
  table.rows.push_back(strengthCells("Before", a.attackBefore, a.defenceBefore, a.carryIn, a.defenceCarryIn));
  table.totals.push_back(strengthCells("After", a.attackAfter, a.defenceAfter, a.carryOut, a.defenceCarryOut));
}

// Each event's points, the carry in and their total.
void describeEvents(std::vector<Block>& blocks, const gen::Advancement& a) {
  Section& section = add(blocks, Section{"Events", {}});
  Table& table = add(section.blocks, Table{"events", {{"Event", false, true}, {"Points", true}, {""}}});
  for (const gen::AdvanceEvent& event : a.events) {
    table.rows.push_back({event.id, gen::pointsText(event.points, true), event.entry});
  }
  table.totals.push_back({"carried in", gen::pointsText(a.carryIn), ""});
  table.totals.push_back({"total", gen::pointsText(a.total, true), ""});
}

// What the points came to: attack and defence gained, the carries, a demotion or a
// promotion with the book's words, and the notes.
void describeGains(std::vector<Block>& blocks, const gen::Advancement& a) {
  Paragraph& gained = add(blocks, Paragraph{});
  gained.lines.emplace_back("Whole points added to attack: " + std::to_string(a.attackGained) + "; " +
                            gen::pointsText(a.carryOut) + " carried to the next game.");
  if (a.defencePerAttack != 0) {
    gained.lines.emplace_back("Defence, one point per " + gen::pointsText(a.defencePerAttack) +
                              " attack point(s) gained or lost: " + std::to_string(a.defenceGained) + "; " +
                              gen::pointsText(a.defenceCarryOut) + " carried toward the next.");
  } else {
    gained.lines.emplace_back("The book gives this class no rate of defence gain.");
  }
  const auto outcome = [&](const std::string& said, const std::string& rule) {
    Paragraph& paragraph = add(blocks, Paragraph{});
    paragraph.lines.emplace_back().strong(said);
    paragraph.lines.emplace_back("\"" + rule + "\"");
  };
  if (!a.demotedTo.empty()) outcome(demotionOutcome(a), a.demotionRule);
  if (a.promotion) outcome(promotionOutcome(a), a.promotion->rule);
  if (a.notes.empty()) return;
  List& notes = add(blocks, List{});
  for (const std::string& note : codec::notesInWords(a)) notes.items.push_back(Line::field("Note", note));
}

}  // namespace

void describe(std::vector<Block>& blocks, const gen::Advancement& a) {
  describeAdvancer(blocks, a);
  describeEvents(blocks, a);
  describeGains(blocks, a);
  Line next;
  next.plain("Next engagement: ").code("outremer advance " + nextOptions(a) + " --event ...");
  add(blocks, Paragraph{{next}});
}

}  // namespace outremer::render
