#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "campaign/event.hpp"
#include "campaign/names.hpp"
#include "gen/fight.hpp"
#include "tables/money.hpp"

namespace outremer::campaign {

/// Why the party meets them: an encounter on the road, on mercenary duty, while lying in
/// wait to rob, a village raided, the law arresting the party, or its own soldiers' mutiny.
enum class Reason { encounter, duty, rob, raid, arrest, mutiny };
template <>
struct Names<Reason> {
  static constexpr std::array<std::pair<Reason, std::string_view>, 6> table{{{Reason::encounter, "encounter"},
                                                                             {Reason::duty, "duty"},
                                                                             {Reason::rob, "rob"},
                                                                             {Reason::raid, "raid"},
                                                                             {Reason::arrest, "arrest"},
                                                                             {Reason::mutiny, "mutiny"}}};
};

/// What follows once the encounter is settled: nothing more, the day's end (an encounter met
/// during the day), or the pilgrimage's end (a mutiny on finishing).
enum class Then { nothing, endDay, finish };
template <>
struct Names<Then> {
  static constexpr std::array<std::pair<Then, std::string_view>, 3> table{
      {{Then::nothing, ""}, {Then::endDay, "end-day"}, {Then::finish, "finish"}}};
};

template <>
struct Names<gen::Ambusher> {
  static constexpr std::array<std::pair<gen::Ambusher, std::string_view>, 3> table{
      {{gen::Ambusher::none, "none"}, {gen::Ambusher::party, "party"}, {gen::Ambusher::they, "they"}}};
};

/// Beasts the party may hunt (the Animals chart): how many, each one's worth, and each
/// hunter's percent chances to make a kill, to be killed and to be wounded.
struct Quarry {
  int count = 0;
  tables::Money value;
  int kill = 0;
  int killed = 0;
  int wounded = 0;
  bool operator==(const Quarry&) const = default;
};

/// An encounter waiting for the party's choice: who they are is in the encounter brief; the
/// choice needs only how many, how strong, and what they want or offer.
struct Meeting {
  Reason reason = Reason::encounter;
  gen::GroupLabel label;  // whom the party meets (codec::groupLabelWords: "Brigands: Pursuit by d20 on foot")
  bool attacks = false;
  Then then = Then::endDay;
  int count = 0;     // how many oppose the party
  int strength = 0;  // their attack strengths added up
  bool mounted = false;
  bool moslem = false;
  std::optional<std::string> title;     // the encounter brief's title, for one met on the road
  std::optional<tables::Money> toll;    // what they ask to let the party by
  std::optional<tables::Money> buyOff;  // what hostile peasants take to go away
  std::optional<tables::Money> owed;    // what mutineers demand
  std::optional<tables::Money> loot;    // a raided village's loot
  std::optional<tables::Money> wage;    // a mercenary duty's pay, earned when the duty is done
  std::optional<std::string> lootKind;  // the loot-kinds row robbing them yields ("" for none)
  std::optional<Quarry> animal;
  std::optional<bool> asksToJoin;  // a runaway's chance of asking to join, as rolled
  bool caught = false;             // ridden down while fleeing: the party must fight
  /// Whom the party would fight, and where: what a quick fight sets up (docs/FIGHT.md).
  /// A save written before they were kept has none: the quick fight then makes |count|
  /// men sharing |strength| (campaign::fight::reconstructedBands).
  std::vector<gen::FightBand> opponents;
  gen::FightGround ground;
  bool operator==(const Meeting&) const = default;
  /// Whether the party was hired to fall on them (raiders or brigands hunted, a village
  /// raided, on mercenary duty): a duty done only by fighting.
  bool hiredToFallOn() const { return wage && ground.ambusher == gen::Ambusher::party; }
};

// Only the kinds a meeting is labelled with are named: the met line keeps no other
// (of any other label metEvent keeps only the text, read back as written).
template <>
struct Names<gen::GroupLabelKind> {
  static constexpr std::array<std::pair<gen::GroupLabelKind, std::string_view>, 4> table{
      {{gen::GroupLabelKind::encounter, "encounter"},
       {gen::GroupLabelKind::village, "village"},
       {gen::GroupLabelKind::lordsMen, "lords-men"},
       {gen::GroupLabelKind::mutineers, "mutineers"}}};
};

/// The chronicle's line of a meeting (Said::met): whom |label| names, kept in the event's
/// slots (name: the words as the tables or a save have them; detail: the campaign's kind,
/// "" for words as written; names: an encounter's effects row and intention, where said).
Event metEvent(const gen::GroupLabel& label);
/// Whom a Said::met event names, back from its slots (metEvent).
gen::GroupLabel metLabel(const Event& met);

/// How a fight played on the board ended, as reported; none until said.
enum class Outcome { none, won, lost };
template <>
struct Names<Outcome> {
  static constexpr std::array<std::pair<Outcome, std::string_view>, 3> table{
      {{Outcome::none, ""}, {Outcome::won, "won"}, {Outcome::lost, "lost"}}};
};

/// What a report line says of a member: a fate, an advancement event, a deed of valour.
enum class FactKind { dead, wounded, captured, fled, panicked, event, deed };
template <>
struct Names<FactKind> {
  static constexpr std::array<std::pair<FactKind, std::string_view>, 7> table{
      {{FactKind::dead, "dead"},
       {FactKind::wounded, "wounded"},
       {FactKind::captured, "captured"},
       {FactKind::fled, "fled"},
       {FactKind::panicked, "panicked"},
       {FactKind::event, "event"},
       {FactKind::deed, "deed"}}};
};

/// Whether |what| is a fate (the member leaves the fight), not an event or a deed.
constexpr bool isFate(FactKind what) { return what != FactKind::event && what != FactKind::deed; }

/// One line of a fight's report about a member.
struct Fact {
  FactKind what = FactKind::deed;
  std::string who;    // the member's name
  std::string event;  // the advancement event's id (FactKind::event)
  bool operator==(const Fact&) const = default;
};

/// A fight's report so far.
struct Report {
  Outcome outcome = Outcome::none;
  std::vector<Fact> facts;
  tables::Money loot;
  bool operator==(const Report&) const = default;
};

/// A fight played on the board, its outcome being reported line by line.
struct Reporting {
  Meeting meeting;
  Report report;
  bool operator==(const Reporting&) const = default;
};

/// What waits for the party's answer: nothing (the day's choice), an encounter, or the
/// report of the fight it chose.
using Pending = std::variant<std::monostate, Meeting, Reporting>;

/// The encounter waiting, whether its fight is being reported or not; nullptr for none.
inline const Meeting* meetingOf(const Pending& pending) {
  if (const auto* reporting = std::get_if<Reporting>(&pending)) return &reporting->meeting;
  return std::get_if<Meeting>(&pending);
}
inline Meeting* meetingOf(Pending& pending) {
  return const_cast<Meeting*>(meetingOf(static_cast<const Pending&>(pending)));
}

/// Whether anything waits for an answer other than the day's choice.
inline bool waiting(const Pending& pending) { return !std::holds_alternative<std::monostate>(pending); }

}  // namespace outremer::campaign
