#include "render/markdown_chronicle.hpp"

#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"
#include "render/text_chronicle.hpp"

namespace outremer::render {

using namespace campaign;  // the chronicle tells the campaign's state

namespace {

std::string chronicleMoneyMarkdown(int64_t copper) { return tables::Money{copper}.normalised(); }

void appendChroniclePartyMarkdown(std::string& out, const Chronicle& c) {
  put(out, "\n## Party\n\n{}; mules {}, wagons {}.\n\n", markdownCell(c.groupLabel), c.mules, c.wagons);
  out += "| Name | Type | Status | Attack/Defence | Carry | Joined |\n|---|---|---|--:|--:|--:|\n";
  for (const Member& m : c.members) {
    const gen::Character& ch = m.character;
    put(out, "| {} | {} | {} | {}/{} | {} | day {} |\n", markdownCell(ch.name), markdownCell(ch.label), nameOf(m.status),
        ch.attack, ch.defence, chronicleCarry(m), m.joinedDay);
  }
}

void appendJourneyMarkdown(std::string& out, const std::vector<ChronicleDay>& journey) {
  out += "\n## Journey\n";
  for (const ChronicleDay& day : journey) {
    put(out, "\n### Day {}, {}\n\n", day.day, markdownCell(day.hexName));
    for (const ChronicleEntry& entry : day.entries) {
      put(out, "- *{}*: {}", markdownCell(entry.kind), markdownCell(entry.text));
      if (entry.money != 0) put(out, " [{}]", entryMoneyText(entry.money));
      out += '\n';
    }
  }
}

void appendLedgerMarkdown(std::string& out, const Ledger& ledger) {
  put(out, "\n## Ledger\n\nPurse at the start: {}.\n\n| Day | In | Out | Balance |\n|--:|--:|--:|--:|\n",
      chronicleMoneyMarkdown(ledger.start));
  for (const LedgerDay& day : ledger.days) {
    put(out, "| {} | {} | {} | {} |\n", day.day, day.in ? chronicleMoneyMarkdown(day.in) : "-", day.out ? chronicleMoneyMarkdown(day.out) : "-",
        chronicleMoneyMarkdown(day.balance));
  }
  put(out, "| **All** | **{}** | **{}** | **{}** |\n", chronicleMoneyMarkdown(ledger.moneyIn), chronicleMoneyMarkdown(ledger.moneyOut), chronicleMoneyMarkdown(ledger.end));
  if (!ledger.byKind.empty()) out += "\n| By kind | In | Out |\n|---|--:|--:|\n";
  for (const KindFlow& flow : ledger.byKind) {
    put(out, "| {} | {} | {} |\n", markdownCell(flow.kind), chronicleMoneyMarkdown(flow.in), chronicleMoneyMarkdown(flow.out));
  }
}

void appendEncountersMarkdown(std::string& out, const std::vector<ChronicleEncounter>& encounters) {
  out += "\n## Encounters\n\n";
  for (const ChronicleEncounter& e : encounters) put(out, "- Day {}, {}: {}\n", e.day, markdownCell(e.hexName), markdownCell(e.text));
  // The template's blank line falls before "None." when there are none, else after the list.
  out += encounters.empty() ? "\nNone.\n" : "\n";
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const Chronicle& c) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  out += '\n';
  appendChronicleSummary(out, c.summary, "**");
  appendChroniclePartyMarkdown(out, c);
  appendJourneyMarkdown(out, c.journey);
  appendLedgerMarkdown(out, c.ledger);
  appendEncountersMarkdown(out, c.encounters);
  return out;
}

}  // namespace outremer::render
