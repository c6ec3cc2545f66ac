// A fight played on the board, reported fact by fact and applied once done.
#include "campaign/report.hpp"

#include <algorithm>

#include "campaign/encounter.hpp"
#include "campaign/fight.hpp"
#include "gen/advancement.hpp"

namespace outremer::campaign::report {

namespace {

// A report line that contradicts an earlier one is refused, and the report kept as it was.

// The fate the report gives |name| so far, if any.
std::optional<FactKind> reportedFate(const Report& report, const std::string& name) {
  for (const Fact& f : report.facts) {
    if (f.who == name && isFate(f.what)) return f.what;
  }
  return std::nullopt;
}

void requireNoOutcome(const Report& report, Outcome word) {
  if (report.outcome == word)
    throw ChoiceError({.why = Refusal::alreadyNoted, .given = std::string(nameOf(word))});
  if (report.outcome != Outcome::none) {
    throw ChoiceError({.why = Refusal::outcomeContradicts, .given = std::string(nameOf(report.outcome))});
  }
}

void requireNoFate(const Report& report, const std::string& name) {
  if (const std::optional<FactKind> fate = reportedFate(report, name)) {
    throw ChoiceError(
        {.why = Refusal::fateAlreadyReported, .given = std::string(nameOf(*fate)), .subject = name});
  }
}

void requireAlive(const Report& report, const std::string& name) {
  if (reportedFate(report, name) == FactKind::dead) {
    throw ChoiceError({.why = Refusal::reportedDead, .subject = name});
  }
}

// Fates first, then each survivor's events through his class's advancement table, then
// what follows the outcome.
void apply(Turn& turn, const Report& report) {
  say(turn, EntryKind::fight, {.said = Said::foughtOnBoard, .numbers = {report.outcome == Outcome::won ? 1 : 0}});
  for (const Fact& f : report.facts) {
    if (isFate(f.what)) fight::applyFate(turn, *findMember(turn, f.who), f.what);
  }
  for (Member& m : turn.state.members) {
    std::vector<std::string> events;
    bool deed = false;
    for (const Fact& f : report.facts) {
      if (f.who != m.character.name) continue;
      if (f.what == FactKind::event) events.push_back(f.event);
      deed = deed || f.what == FactKind::deed;
    }
    if (m.status != MemberStatus::dead && (!events.empty() || deed)) {
      fight::advanceMember(turn, m, events, deed);
    }
  }
  fight::settle(turn, report.outcome == Outcome::won, true);
}

// The ids of the advancement events a member of |m|'s type may have.
std::vector<std::string> eventIds(const Turn& turn, const Member& m) {
  std::vector<std::string> ids;
  for (const gen::AdvanceEvent& e : gen::listEvents(turn.rules, m.character.type)) ids.push_back(e.id);
  return ids;
}

}  // namespace

void start(Turn& turn) {
  turn.state.pending = Reporting{encounter::meeting(turn), Report{}};
  // Told, not kept: the chronicle keeps what the report says when it is done.
  tell(turn, {.said = Said::reportAsked});
}

std::vector<Option> options() {
  return {{.word = "won", .kind = OptionKind::won},
          {.word = "lost", .kind = OptionKind::lost},
          {.word = "dead NAME", .kind = OptionKind::killed},
          {.word = "wounded NAME", .kind = OptionKind::wounded},
          {.word = "captured NAME", .kind = OptionKind::captured},
          {.word = "fled NAME", .kind = OptionKind::fled},
          {.word = "panicked NAME", .kind = OptionKind::panicked},
          {.word = "event NAME EVENT-ID", .kind = OptionKind::event},
          {.word = "deed NAME", .kind = OptionKind::deed},
          {.word = "loot AMOUNT", .kind = OptionKind::loot},
          {.word = "done", .kind = OptionKind::done}};
}

void play(Turn& turn, const std::string& word, const std::string& rest) {
  Report& report = std::get<Reporting>(turn.state.pending).report;
  const std::optional<FactKind> fact = fromName<FactKind>(word);
  if (const std::optional<Outcome> outcome = fromName<Outcome>(word); outcome && *outcome != Outcome::none) {
    requireNoOutcome(report, *outcome);
    report.outcome = *outcome;
  } else if (fact && *fact != FactKind::event) {
    const std::string& name = presentMember(turn, rest).character.name;
    if (isFate(*fact)) requireNoFate(report, name);
    if (*fact == FactKind::deed) requireAlive(report, name);
    report.facts.push_back({*fact, name, ""});
  } else if (fact) {
    const size_t space = rest.rfind(' ');
    const Member* named = rest.empty() ? nullptr : findMember(turn, rest);
    if (named != nullptr && !named->present()) named = nullptr;
    if (space == std::string::npos || named != nullptr) {
      // A name alone: say which events that member may have.
      if (named == nullptr) throw ChoiceError({.why = Refusal::eventNeedsName});
      throw ChoiceError({.why = Refusal::eventNeedsName,
                         .subject = named->character.name,
                         .names = eventIds(turn, *named)});
    }
    Member& m = presentMember(turn, rest.substr(0, space));
    requireAlive(report, m.character.name);
    const std::string id = rest.substr(space + 1);
    const std::vector<std::string> ids = eventIds(turn, m);
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
      throw ChoiceError(
          {.why = Refusal::unknownEvent, .given = id, .subject = m.character.label, .names = ids});
    }
    report.facts.push_back({FactKind::event, m.character.name, id});
  } else if (word == "loot") {
    try {
      report.loot = report.loot + tables::Money::parse(rest);
    } catch (const std::invalid_argument& error) {
      throw ChoiceError({.why = Refusal::badLoot, .given = error.what()});
    }
  } else if (word == "done") {
    if (report.outcome == Outcome::none) throw ChoiceError({.why = Refusal::doneNeedsOutcome});
    apply(turn, Report(report));
    return;
  } else {
    // The report's words: the outcomes and the facts by their names, then loot and done.
    std::vector<std::string> words;
    for (const auto& [said, name] : Names<Outcome>::table) {
      if (said != Outcome::none) words.emplace_back(name);
    }
    for (const auto& [kind, name] : Names<FactKind>::table) words.emplace_back(name);
    words.insert(words.end(), {"loot", "done"});
    throw ChoiceError({.why = Refusal::unknownReportLine, .given = word, .names = std::move(words)});
  }
  tell(turn, {.said = Said::noted, .name = word, .detail = rest});
}

}  // namespace outremer::campaign::report
