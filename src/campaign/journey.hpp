#pragma once

#include <array>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "campaign/house_rules.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "dice/rng.hpp"
#include "gen/daily_cost.hpp"
#include "gen/encounter.hpp"
#include "gen/loot.hpp"
#include "gen/roll_log.hpp"

namespace outremer::campaign {

/// A word or line the party may answer with now, and what it does.
struct Option {
  std::string word;  // "move", "fight", "dead NAME"
  std::string help;
};

/// An answer that is not one of the options now: the message says why and what would do.
class ChoiceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// How an encounter met is written for the player: its brief's title, and the brief itself
/// as text (the JSON the caller's renderer writes), kept in the state for the player who
/// sets the encounter up on the board. The campaign knows no format, so the caller gives
/// these; left empty, the journey keeps neither.
struct EncounterWriter {
  std::function<std::string(const gen::Encounter&)> title;
  std::function<std::string(const gen::Encounter&)> brief;
};

/// The pilgrimage played one answer at a time (docs/CAMPAIGN.md). Pure: it changes
/// |state| (the generator's state included) and returns what happened as lines; the
/// caller saves the state after every answer. Resuming from a saved state gives the same
/// future as never having stopped, because everything the next answer needs is in it.
class Journey {
 public:
  /// Throws gen::RulesError for tables that lack what the campaign needs, and
  /// std::invalid_argument for a generator state that cannot be read.
  Journey(const gen::Rules& rules, const Route& route, State& state, EncounterWriter writer = {});

  /// What can be answered now; empty when the campaign is over.
  std::vector<Option> options() const;
  /// Plays one answer. Throws ChoiceError for an answer not valid now (the state is then
  /// unchanged).
  std::vector<std::string> play(const std::string& answer);

  /// The status line in its two halves, where the party is and how it fares:
  /// {"Day 3 · Latakia (near town) · purse 2SF", "5 fit, 1 wounded, strength 61 · WANTED (...)"}.
  std::array<std::string, 2> statusLine() const;
  /// The hex the party is in.
  const Hex& here() const;
  bool over() const { return state_.finished != Ending::none; }
  /// The phase the party is in: "day", "encounter" or "report".
  std::string phase() const;
  const State& state() const { return state_; }
  const Route& route() const { return route_; }

  /// Present members' fighting strength: attack, the wounded counting half.
  int partyStrength() const;
  /// What the party's present members cost a day: upkeep and pay (the totals only).
  gen::DailyCost dailyCost() const;
  tables::Money dailyUpkeep() const { return dailyCost().upkeep; }
  tables::Money dailyPay() const { return dailyCost().pay; }
  /// What hiring out for a day earns: each fighting member's mercenary pay.
  tables::Money mercenaryPay() const;

 private:
  // The day's menu (journey.cpp).
  std::vector<Option> dayOptions() const;
  void playDay(const std::string& word, const std::string& rest);
  void move();
  void enterHex(const Hex& hex);
  void restDay();
  void finish();
  void finishPilgrimage();
  void detour(const Detour& detour);
  void hireOut();
  void raidVillage();
  void robWayfarers();
  void recruit(const std::string& type);
  std::vector<std::string> hireableTypes() const;
  void dismiss(const std::string& name);
  void payWagesNow();

  // Encounters (encounter_choice.cpp).
  void meet(const gen::Encounter& encounter, Reason reason);
  /// Waits for the party's choice on |meeting| (its reason, label, what it attacks and any
  /// extras), counting |enemies| into it.
  void meetBand(Meeting meeting, const std::vector<gen::Character>& enemies);
  /// The encounter waiting (in the encounter or report phase only).
  Meeting& meeting() { return *meetingOf(state_.pending); }
  const Meeting& meeting() const { return *meetingOf(state_.pending); }
  std::vector<Option> encounterOptions() const;
  void playEncounter(const std::string& word);
  void flee();
  void passBy(const std::string& word);
  void payOff();
  void hunt();
  void acceptRunaway();
  void closeEncounter();

  // Fights (fight.cpp).
  void quickFight();
  void startReport();
  std::vector<Option> reportOptions() const;
  void playReport(const std::string& word, const std::string& rest);
  void applyReport(const Report& report);
  void fightOutcome(bool won, bool reported);
  void mutinyOutcome(bool won, tables::Money owed);
  void victory(const Pending& pending, bool reported);
  void driveHerd(const gen::Herd& herd);
  void circulateDescription(const std::string& lootKind);
  void loseMen(const std::vector<size_t>& whom);
  void applyFate(Member& member, FactKind fate);
  void flight(Member& member, const std::string& column);
  void advanceMember(Member& member, const std::vector<std::string>& events, bool deed);
  Member* findMember(const std::string& name);
  /// The member called |name| who is with the party; throws ChoiceError naming the near ones.
  Member& presentMember(const std::string& name);

  // The end of a day (day_end.cpp).
  void endDay();
  void payUpkeep();
  void wagesFallDue();
  void mutiny(const std::vector<size_t>& unpaid, const std::string& why, Then then,
              tables::Money demand);
  void arriveInTown();
  void followWanted();
  void checkEnd();

  /// What |c| costs a day (Upkeep of Characters), hired as a mercenary when |mercenary|;
  /// nothing for a type no upkeep line keeps. Looked up once per kind of member.
  const gen::DailyCost& costOf(const gen::Character& c, bool mercenary) const;
  /// The members present who have wages: the soldiers.
  std::vector<size_t> soldiers() const;
  void say(const std::string& kind, const std::string& text, int64_t money = 0);
  bool inTown() const { return here().town; }
  std::vector<size_t> presentMembers() const;
  gen::EncounterOptions encounterOptionsHere(const std::string& time) const;

  const gen::Rules& rules_;
  const Route& route_;
  HouseRules house_;
  State& state_;
  EncounterWriter writer_;
  dice::Rng rng_;
  gen::RollLog log_;  // scratch: the campaign keeps its story in state.log
  std::vector<std::string> said_;
  mutable std::map<std::string, gen::DailyCost, std::less<>> costs_;
};

/// Throws ChoiceError naming the menu's words (did you mean ...) when |word| is not the
/// first word of one of |menu|'s options.
void requireOffered(const std::vector<Option>& menu, const std::string& word);

/// Words for the status and summary: "Antioch (near town)".
std::string hexLabel(const Hex& hex);

}  // namespace outremer::campaign
