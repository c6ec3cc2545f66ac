#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "campaign/day.hpp"
#include "campaign/payday.hpp"
#include "campaign/turn.hpp"

namespace outremer::campaign {

/// What the party is doing, and so which answers it is asked for: the day's, an
/// encounter's, or the report of a fight played on the table.
enum class Phase : uint8_t { day, encounter, report };

/// The pilgrimage played one answer at a time (docs/CAMPAIGN.md). Pure: it changes
/// |state| (the generator's state included) and returns what happened as lines; the
/// caller saves the state after every answer. Resuming from a saved state gives the same
/// future as never having stopped, because everything the next answer needs is in it.
class Journey {
 public:
  /// Throws gen::RulesError for tables that lack what the campaign needs (the state's
  /// generator was read when the state was).
  Journey(const gen::Rules& rules, const Route& route, State& state, EncounterWriter writer = {},
          Telling telling = Telling::told);

  /// What can be answered now; empty when the campaign is over.
  std::vector<Option> options() const;
  /// Plays one answer and returns what it told (nothing when Telling::unheard), kept
  /// until the next answer (most callers do not read it, so it is not copied for them).
  /// Throws ChoiceError for an answer not valid now (the state is then unchanged).
  const std::vector<Event>& play(const std::string& answer);

  /// The hex the party is in.
  const Hex& here() const;
  bool over() const { return campaign::over(turn_); }
  /// The phase the party is in.
  Phase phase() const;
  const State& state() const { return turn_.state; }
  const Route& route() const { return turn_.route; }

  /// Present members' fighting strength: attack, the wounded counting half.
  int partyStrength() const;
  /// What the party's present members cost a day: upkeep and pay (the totals only).
  gen::DailyCost dailyCost() const;
  tables::Money dailyUpkeep() const { return dailyCost().upkeep; }
  tables::Money dailyPay() const { return dailyCost().pay; }
  /// When the wages next fall due and whether the purse will hold them; none when no one
  /// draws pay or they fall due at the journey's end.
  std::optional<Payday> payday() const { return nextPayday(turn_); }
  /// The terms of every type for hire here (none outside a town).
  std::vector<HiringTerms> hiringTerms() const { return day::hiringTerms(turn_); }
  /// Whether hiring out for a day earns anything (mercenaryPay above nothing), asked
  /// without summing every member.
  bool earnsHiredOut() const;

 private:
  Turn turn_;
};

}  // namespace outremer::campaign
