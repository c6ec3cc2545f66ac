#include "codec/chronicle.hpp"
#include "render/chronicle_json.hpp"
#include "render/describe.hpp"
#include "render/route_map.hpp"

namespace outremer::render {

using namespace campaign;  // the chronicle tells the campaign's state

namespace {

std::string moneyText(int64_t copper) { return tables::Money{copper}.normalised(); }

// Where the party stands: how the journey ended (or stands), its days, members and purse.
void describeSummary(std::vector<Block>& blocks, const ChronicleSummary& s) {
  Paragraph& summary = add(blocks, Paragraph{});
  summary.lines.emplace_back()
      .strong(std::string(codec::endingTitle(s.finished)))
      .plain(": day " + std::to_string(s.day) + ", at " + s.whereName + ".");
  summary.lines.emplace_back("Days travelled " + std::to_string(s.daysTravelled) + "; members with the party " +
                             std::to_string(s.survivors) + " of " + std::to_string(s.members) + "; renown " +
                             std::to_string(s.renown) + ".");
  summary.lines.emplace_back().plain("Purse ").strong(s.purse.normalised()).plain(
      "; wages owed " + s.wagesOwed.normalised() + ", promised " + codec::promiseText(s.promise.every, s.promisedTown) + ".");
}

void describeParty(std::vector<Block>& blocks, const Chronicle& c) {
  Section& party = add(blocks, Section{"Party", {}});
  add(party.blocks, Paragraph{{c.groupLabel + "; mules " + std::to_string(c.mules) + ", wagons " +
                               std::to_string(c.wagons) + "."}});
  Table& table = add(
      party.blocks,
      Table{"members", {{"Name"}, {"Type"}, {"Status"}, {"A/D", true}, {"Carry", true}, {"Joined", true}}});
  for (const Member& m : c.members) {
    const gen::Character& ch = m.character;
    table.rows.push_back({ch.name, ch.label, std::string(nameOf(m.status)),
                          std::to_string(ch.attack) + "/" + std::to_string(ch.defence), chronicleCarry(m),
                          "day " + std::to_string(m.joinedDay)});
  }
}

void describeJourney(std::vector<Block>& blocks, const std::vector<ChronicleDay>& journey) {
  Section& section = add(blocks, Section{"Journey", {}});
  for (const ChronicleDay& day : journey) {
    Section& told = add(section.blocks, Section{"Day " + std::to_string(day.day) + ", " + day.hexName, {}});
    List& entries = add(told.blocks, List{});
    for (const ChronicleEntry& entry : day.entries) {
      Line& line = entries.items.emplace_back(Line::field(std::string(campaign::nameOf(entry.kind)), codec::sentence(entry.event)));
      if (entry.money != 0) line.plain(" [" + codec::entryMoneyText(entry.money) + "]");
    }
  }
}

std::string moneyOrDash(int64_t copper) { return copper != 0 ? moneyText(copper) : "-"; }

void describeLedger(std::vector<Block>& blocks, const Ledger& ledger) {
  Section& section = add(blocks, Section{"Ledger", {}});
  add(section.blocks, Paragraph{{"Purse at the start: " + moneyText(ledger.start) + "."}});
  Table& days =
      add(section.blocks, Table{"ledger", {{"Day", true}, {"In", true}, {"Out", true}, {"Balance", true}}});
  for (const LedgerDay& day : ledger.days) {
    days.rows.push_back({std::to_string(day.day), moneyOrDash(day.in), moneyOrDash(day.out), moneyText(day.balance)});
  }
  days.totals.push_back({"All", moneyText(ledger.moneyIn), moneyText(ledger.moneyOut), moneyText(ledger.end)});
  if (ledger.byKind.empty()) return;
  Table& kinds = add(section.blocks, Table{"by-kind", {{"By kind"}, {"In", true}, {"Out", true}}});
  for (const KindFlow& flow : ledger.byKind) kinds.rows.push_back({std::string(campaign::nameOf(flow.kind)), moneyText(flow.in), moneyText(flow.out)});
}

void describeEncounters(std::vector<Block>& blocks, const std::vector<ChronicleEncounter>& encounters) {
  Section& section = add(blocks, Section{"Encounters", {}});
  if (encounters.empty()) {
    add(section.blocks, Paragraph{{"None."}});
    return;
  }
  List& list = add(section.blocks, List{});
  for (const ChronicleEncounter& e : encounters) {
    list.items.emplace_back("Day " + std::to_string(e.day) + ", " + e.hexName + ": " + codec::sentence(e.event));
  }
}

void describeMap(std::vector<Block>& blocks, const Chronicle& c) {
  Section& section = add(blocks, Section{"Route map", {}});
  const auto draw = [c] { return routeMapSvg(c); };
  add(section.blocks, Figure{draw,
                             "The legend beside the map says what each mark shows; hover an encounter's mark for the "
                             "day and what happened, a step of the way for its day."});
}

}  // namespace

void describe(std::vector<Block>& blocks, const Chronicle& c) {
  describeSummary(blocks, c.summary);
  describeParty(blocks, c);
  describeJourney(blocks, c.journey);
  describeLedger(blocks, c.ledger);
  describeEncounters(blocks, c.encounters);
  describeMap(blocks, c);
}

}  // namespace outremer::render
