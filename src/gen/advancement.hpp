#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice/rng.hpp"
#include "gen/input_error.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "util/once.hpp"

namespace outremer::gen {

// Attack points are kept in hundredths (every table value is a multiple of 0.25), so
// fractions add up exactly: 0.5 is 50.

/// Reads "0.5", "-1.25", "+2", ".5" as hundredths; nullopt for anything else or for
/// more than two decimals.
std::optional<int> parseHundredths(std::string_view text);
/// Hundredths as the book writes points: "0.5", "-0.25", "2"; with |sign|, "+0.5".
std::string pointsText(int hundredths, bool sign = false);

/// An event row of a class's table with its points read (hundredths).
struct ClassEvent {
  const tables::Row* row = nullptr;
  int points = 0;
  std::optional<int> orderPoints;  // for a member of a fighting order
};

/// The table of each type's promotions and demotions (Character Advancement Tables).
inline constexpr std::string_view kAdvancementLadder = "advancement-ladder";

/// What advancing a member of a class reads of its tables: the events' table (nullptr: the
/// tables lack it), the rows of it that are events, in order, whether it gives values for a
/// fighting order, and the advancement ladder with the class's type's rung (nullptr where
/// there is none). Read on the class's first advancement (readingsOf), not when the class
/// is found: a campaign finds every new character's class, and advances only after a fight.
struct ClassReadings {
  const tables::Table* events = nullptr;
  std::vector<ClassEvent> eventRows;
  bool orderValues = false;
  const tables::Table* ladder = nullptr;
  const tables::Row* rung = nullptr;
};

/// An advancement class (a row of advancement-classes) and, when known, the character
/// type the strength tables give his minimum and maximum for, found once per name
/// (Rules::advanceClass).
struct AdvanceClass {
  const tables::Table* classes = nullptr;  // advancement-classes, which holds |row|
  const tables::Row* row = nullptr;
  std::string type;          // empty: the class was named, not the type
  int defencePerAttack = 0;  // hundredths of attack points per defence point
  /// Its readings, made by readingsOf on first use, whichever thread asks.
  struct Readings {
    util::Once read;
    ClassReadings readings;
  };
  std::unique_ptr<Readings> readings = std::make_unique<Readings>();
};

/// |cls|'s readings, read on the first call for the class and kept with it.
const ClassReadings& readingsOf(const Rules& rules, const AdvanceClass& cls);

/// The class for |name|: a class id ("knight", "advancement-knight", "sergeant-squire")
/// or a character type id an advancement class applies to ("squire", "billman"). A
/// class id that is also a type of the class ("knight", "men-at-arms", "peasant") gives
/// that type. nullptr when neither. The class is read once per name (Rules::advanceClass).
const AdvanceClass* findAdvanceClass(const Rules& rules, std::string_view name);
/// As findAdvanceClass; throws InputError("class") naming the classes (did you mean ...).
const AdvanceClass& requireAdvanceClass(const Rules& rules, std::string_view name);
/// The class for |name| read from the tables, as findAdvanceClass gives it; nullopt when
/// none. Rules::advanceClass keeps what it reads.
std::optional<AdvanceClass> readAdvanceClass(const Rules& rules, std::string_view name);
/// Every name findAdvanceClass accepts: short class ids, then type ids.
std::vector<std::string> advanceClassNames(const Rules& rules);

/// Whether the strength tables give |type| mounted strengths.
bool canRide(const Rules& rules, const std::string& type);

/// One event of a class's advancement table.
struct AdvanceEvent {
  std::string id;
  std::string entry;
  int points = 0;                  // hundredths
  std::optional<int> orderPoints;  // hundredths, for a member of a fighting order
};
/// The events of class |name|'s table (none for peasants). Throws InputError("class")
/// for an unknown name.
std::vector<AdvanceEvent> listEvents(const Rules& rules, std::string_view name);
/// The table of |cls|'s events.
const tables::Table& eventsTable(const Rules& rules, const AdvanceClass& cls);
/// The event |id| of |cls|'s table (its readings), or nullptr when it has none of that id:
/// a look-up, for the campaign's fights, where listing them all would be done for every
/// member.
const ClassEvent* classEvent(const Rules& rules, const AdvanceClass& cls, std::string_view id);
/// Whether |cls|'s table has the event |id| (classEvent finds it).
bool hasEvent(const Rules& rules, const AdvanceClass& cls, std::string_view id);

struct AdvanceRequest {
  std::string className;  // as findAdvanceClass reads it
  int attack = 0;
  int defence = 0;
  int carry = 0;         // hundredths of an attack point carried in, -99..99
  int defenceCarry = 0;  // hundredths of attack points gained toward the next defence point
  std::vector<std::string> events;
  bool order = false;           // a member of a fighting order: the bracketed values
  bool deed = false;            // a deed of valour in this engagement (noticed by a knight)
  std::optional<bool> mounted;  // default: mounted when the type can ride
  /// Only what the engagement does to him: his strengths and carries, and the rank he is
  /// demoted to or may be promoted to. The words a brief shows beside them (the class's
  /// and type's labels, the events applied, the rule texts, the promotion's needs) are
  /// neither read nor kept: a campaign advances every member after each fight.
  bool numbersOnly = false;
};

struct StrengthRange {
  int minAttack = 0;
  int maxAttack = 0;
  int minDefence = 0;
  int maxDefence = 0;
};

struct Promotion {
  std::string to;                  // a type id, or "leader"
  std::string by;                  // roll, right or sponsor (advancement-ladder)
  std::vector<std::string> needs;  // as the ladder lists them
  std::vector<std::string> unmet;  // the needs not met
  int chance = 0;                  // percent, when by roll
  int promotedMinimum = 0;         // the minimum attack of the type he advances to (minimum-of-promoted)
  std::optional<int> roll;         // the d100, when rolled
  bool promoted = false;
  std::string rule;  // the class's promotion words
};

/// What the brief notes of an advancement beside its figures. The figures a note tells are
/// the advancement's own (its range, heldAtMaximum, classTypes); the words are made in
/// codec/advance.hpp.
enum class AdvanceNote {
  outsideRange,      // his attack before the engagement lies outside the type's range
  classOfTypes,      // the class was named, not the type: no range is checked
  heldAtMaximum,     // whole points not added: attack stops at the type's maximum
  defenceAtMaximum,  // defence stops at the type's maximum
};

struct Advancement {
  std::string asked;  // the class or character type the request named
  std::string classId;
  std::string classLabel;
  std::string type;  // empty when only the class is known
  std::string typeLabel;
  std::vector<std::string> classTypes;  // the types the class covers, when the type is not known
  bool mounted = false;
  bool order = false;
  bool deed = false;
  int defencePerAttack = 0;  // hundredths of attack points per defence point; 0: none given
  int attackBefore = 0;
  int defenceBefore = 0;
  int carryIn = 0;
  int defenceCarryIn = 0;
  std::vector<AdvanceEvent> events;  // points as applied (order values chosen)
  int eventPoints = 0;               // their sum
  int total = 0;                     // carryIn + eventPoints
  int whole = 0;                     // the whole points of total (toward zero)
  int attackGained = 0;              // whole, less what the maximum held back
  int heldAtMaximum = 0;             // whole points not added because of the maximum
  int defenceGained = 0;
  int attackAfter = 0;
  int defenceAfter = 0;
  int carryOut = 0;
  int defenceCarryOut = 0;
  std::optional<StrengthRange> range;
  std::string demotedTo;  // empty: not demoted
  std::string demotionRule;
  std::optional<Promotion> promotion;
  std::vector<AdvanceNote> notes;
};

/// Applies one engagement's |request.events| with the class's advancement table
/// (Character Advancement Tables): the points and the carry in are summed; the whole
/// points (toward zero: -1.5 applies -1 and carries -0.5) are added to attack, up to the
/// type's maximum; the attack points gained count toward defence at the class's rate
/// (1 per 1, 1.5 or 2), the remainder carried; below the type's minimum he is demoted
/// (advancement-ladder); otherwise the promotion the book gives is checked, and rolled
/// with |rng| where it is a chance. Throws InputError naming the input for an unknown
/// class or event, a carry out of range, --order for a table without fighting-order
/// values, or --mounted for a type that fights on foot.
Advancement advance(const Rules& rules, dice::Rng& rng, RollLog& log, const AdvanceRequest& request);
/// The same for the class |cls| found already (findAdvanceClass of request.className).
Advancement advance(const Rules& rules, dice::Rng& rng, RollLog& log, const AdvanceRequest& request,
                    const AdvanceClass& cls);

}  // namespace outremer::gen
