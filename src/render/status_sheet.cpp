// The campaign's status sheet: where the pilgrims are and how they fare.
#include "render/status_sheet.hpp"

#include <fmt/format.h>

#include <cmath>

#include "codec/campaign_words.hpp"
#include "codec/encounter.hpp"
#include "gen/advancement.hpp"
#include "render/format.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

std::string wantedText(const campaign::Wanted& w) {
  using campaign::WantedWhere;
  const std::string_view by = campaign::nameOf(w.by);
  if (w.where == WantedWhere::everyHex || w.where == WantedWhere::waiting) {
    return fmt::format("the {}'s description: {}% a hex to be spotted, then {}% a force waits{}", by, w.chance, w.waiting,
                       w.where == WantedWhere::waiting ? " (spotted: a force waits in the next hex)" : "");
  }
  const char* where = w.where == WantedWhere::patrols ? "by each patrol of the king's vassals or a holy order"
                      : w.where == WantedWhere::nextTown ? "in the next town"
                                               : "in the next town or by the next patrol";
  return fmt::format("the {}'s description: {}% to be recognised {} (since day {})", by, w.chance, where, w.sinceDay);
}

// The hex's name; on a detour, with the holy site it leads to.
std::string whereName(const campaign::State& s, const campaign::Route& route) {
  const std::string& name = route.at(s.hex, s.detour, s.detourStep).name;
  const campaign::Detour* d = s.detour.empty() ? nullptr : route.detour(s.detour);
  return d == nullptr ? name : name + " (detour to " + d->name + ")";
}

// A line of the sheet, wrapped to the terminal's kTextWidth columns (a house rule's long hex name).
std::string sheetLine(const std::string& line) {
  const std::vector<std::string> parts = util::wrap(line, kTextWidth, kTextWidth - 2);
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i) text += (i ? "  " : "") + parts[i] + '\n';
  return text;
}

// A member's row; the name and type are padded by characters, not bytes, so an accented
// name keeps the columns straight.
std::string memberRow(const std::string& name, const std::string& type, const std::string& attack,
                      const std::string& defence, const std::string& status, const std::string& carried) {
  return util::padRight(name, 26) + ' ' + util::padRight(type, 24) +
         fmt::format(" {:>3} {:>3}  ", attack, defence) + util::padRight(status, 9) + ' ' + carried + '\n';
}

}  // namespace

std::string statusText(const campaign::State& s, const campaign::Route& route,
                       const std::optional<campaign::Payday>& payday) {
  std::string text = fmt::format("{} (seed {})\n", util::printable(s.groupLabel), s.seed);
  text += sheetLine(fmt::format("Day {}, {}; renown {}", s.day, whereName(s, route), s.renown));
  text += sheetLine(fmt::format("Purse {}; wages owed {}, promised {}", s.purse.normalised(),
                                s.wagesOwed.normalised(), codec::promiseText(s.promise, route)));
  if (payday) {
    const std::string when = codec::paydayText(*payday);
    text += sheetLine(util::capitalised(when) + (payday->short_() ? ": unpaid, the soldiers will turn on the party" : ""));
  }
  if (s.finished != campaign::Ending::none) {
    text += "The pilgrimage is over: " + std::string(campaign::nameOf(s.finished)) + ".\n";
  }
  text += '\n' + memberRow("Member", "Type", "Att", "Def", "Status", "Carried");
  for (const campaign::Member& m : s.members) {
    const gen::Character& c = m.character;
    text += memberRow(util::printable(c.name),
                      c.label + (c.mounted ? ", mtd" : "") + (c.mercenary ? ", merc" : ""),
                      std::to_string(c.attack), std::to_string(c.defence), std::string(campaign::nameOf(m.status)),
                      gen::pointsText(static_cast<int>(std::lround(m.carry * 100))));
  }
  if (s.mules + s.wagons > 0) {
    text += fmt::format("Baggage: {} {}, {} {}\n", s.mules, s.mules == 1 ? "mule" : "mules", s.wagons,
                        s.wagons == 1 ? "wagon" : "wagons");
  }
  for (const campaign::Wanted& w : s.wanted) text += sheetLine("WANTED: " + util::printable(wantedText(w)));
  if (s.herd > 0) text += fmt::format("Driving a rustled herd worth {}SF to the next town\n", s.herd);
  if (const campaign::Meeting* waiting = campaign::meetingOf(s.pending)) {
    text += sheetLine("Waiting: " + util::printable(codec::groupLabelWords(waiting->label)) +
                      (std::holds_alternative<campaign::Reporting>(s.pending) ? " (the fight's report)" : ""));
  }
  return text;
}

std::string waitingRoster(const campaign::Meeting& m) {
  const std::string ground = m.ground.terrainLabel.empty() ? "open ground" : m.ground.terrainLabel;
  std::string text = sheetLine(fmt::format("{}: {} against the party, strength {}, on {}{}.",
                                           util::printable(codec::groupLabelWords(m.label)), m.count,
                                           m.strength, ground, m.attacks ? "; they attack" : ""));
  for (const gen::FightBand& band : m.opponents) {
    text += '\n' + sheetLine(util::printable(codec::groupLabelWords(band.label)));
    text += fmt::format("{} {} Mtd   A/D  Foot Mor Mov\n", column("Name", 16), column("Type", 20));
    for (const gen::Character& c : band.members) {
      text += fmt::format("{} {} {}\n", column(shown(c.name), 16), column(shown(c.label), 20), strengthColumns(c));
    }
  }
  return text;
}

codec::StatusSheet statusSheet(const campaign::State& s, const campaign::Route& route,
                               const std::optional<campaign::Payday>& payday) {
  codec::StatusSheet sheet{&s, whereName(s, route), codec::promiseText(s.promise, route),
                           payday ? codec::paydayText(*payday) : "", {}};
  for (const campaign::Wanted& w : s.wanted) sheet.wantedText.push_back(wantedText(w));
  return sheet;
}

}  // namespace outremer::render
