#include "render/text_chronicle.hpp"

#include <nlohmann/json.hpp>

#include "render/text_brief.hpp"

namespace outremer::render {

using namespace campaign;  // the chronicle tells the campaign's state

namespace {

std::string chronicleMoneyText(int64_t copper) { return tables::Money{copper}.normalised(); }

void appendChronicleParty(std::string& out, const Chronicle& c) {
  put(out, "\nParty: {}; mules {}, wagons {}\n\n", shown(c.groupLabel), c.mules, c.wagons);
  put(out, "{} {} {}   A/D {} {}\n", column("Name", 16), column("Type", 20), column("Status", 8),
      columnRight("Carry", 9), columnRight("Joined", 6));
  for (const Member& m : c.members) {
    const gen::Character& ch = m.character;
    put(out, "{} {} {} {} {} {}\n", column(shown(ch.name), 16), column(shown(ch.label), 20),
        column(nameOf(m.status), 8), columnRight(fmt::format("{}/{}", ch.attack, ch.defence), 5),
        columnRight(chronicleCarry(m), 9), columnRight(fmt::format("day {}", m.joinedDay), 6));
  }
}

void appendJourney(std::string& out, const std::vector<ChronicleDay>& journey) {
  out += "\nJourney\n";
  for (const ChronicleDay& day : journey) {
    put(out, "\nDay {}, {}\n", day.day, shown(day.hexName));
    for (const ChronicleEntry& entry : day.entries) {
      put(out, "  {}: {}", shown(entry.kind), shown(entry.text));
      if (entry.money != 0) put(out, " [{}]", entryMoneyText(entry.money));
      out += '\n';
    }
  }
}

void appendLedger(std::string& out, const Ledger& ledger) {
  put(out, "\nLedger: {} at the start\n", chronicleMoneyText(ledger.start));
  put(out, "{}  {}  {}  {}\n", columnRight("Day", 4), columnRight("In", 19), columnRight("Out", 19),
      columnRight("Balance", 19));
  for (const LedgerDay& day : ledger.days) {
    put(out, "{}  {}  {}  {}\n", columnRight(std::to_string(day.day), 4), columnRight(day.in ? chronicleMoneyText(day.in) : "-", 19),
        columnRight(day.out ? chronicleMoneyText(day.out) : "-", 19), columnRight(chronicleMoneyText(day.balance), 19));
  }
  put(out, "{}  {}  {}  {}\n", columnRight("All", 4), columnRight(chronicleMoneyText(ledger.moneyIn), 19),
      columnRight(chronicleMoneyText(ledger.moneyOut), 19), columnRight(chronicleMoneyText(ledger.end), 19));
  if (!ledger.byKind.empty()) put(out, "\n{}  {}  {}\n", column("By kind", 12), columnRight("In", 19), columnRight("Out", 19));
  for (const KindFlow& flow : ledger.byKind) {
    put(out, "{}  {}  {}\n", column(shown(flow.kind), 12), columnRight(chronicleMoneyText(flow.in), 19),
        columnRight(chronicleMoneyText(flow.out), 19));
  }
}

void appendEncounters(std::string& out, const std::vector<ChronicleEncounter>& encounters) {
  out += "\nEncounters\n";
  for (const ChronicleEncounter& e : encounters) put(out, "  Day {}, {}: {}\n", e.day, shown(e.hexName), shown(e.text));
  // The template's blank line falls before "None." when there are none, else after the list.
  out += encounters.empty() ? "\n  None.\n" : "\n";
}

}  // namespace

void appendChronicleSummary(std::string& out, const ChronicleSummary& s, std::string_view strong) {
  put(out, "{1}{0}{1}: day {2}, at {3}.\n", shown(s.outcome), strong, s.day, shown(s.whereName));
  put(out, "Days travelled {}; members with the party {} of {}; renown {}.\n", s.daysTravelled, s.survivors,
      s.members, s.renown);
  put(out, "Purse {1}{0}{1}; wages owed {2}, promised {3}.\n", s.purse.normalised(), strong,
      s.wagesOwed.normalised(), shown(s.promise));
}

std::string chronicleCarry(const Member& member) {
  return nlohmann::json(member.carry).dump() + "/" + nlohmann::json(member.defenceCarry).dump();
}

std::string entryMoneyText(int64_t copper) {
  return (copper < 0 ? "out " : "in ") + tables::Money{copper < 0 ? -copper : copper}.normalised();
}

std::string briefText(const Brief& brief, const Chronicle& c) {
  std::string out = beginBriefText(brief.header);
  appendChronicleSummary(out, c.summary, "");
  appendChronicleParty(out, c);
  appendJourney(out, c.journey);
  appendLedger(out, c.ledger);
  appendEncounters(out, c.encounters);
  return out;
}

}  // namespace outremer::render
