#include "codec/roll_words.hpp"

#include <fmt/format.h>

#include <iterator>

#include "codec/fight_words.hpp"
#include "dice/roll_format.hpp"

namespace outremer::codec {

using Thrown = gen::LoggedRoll::Thrown;

std::string diceWords(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::expression) return dice::formatRoll(log.view(roll));
  return dice::formatThrow(log.die(roll));
}

namespace {

// What each kind of roll decided (gen::RollFor, in its order): {0} and {1} are the purpose's
// words, {2} and {3} its numbers; an attack's verb is {4} and its column {5}.
constexpr std::string_view kDecided[] = {
    "{0}",  // described
    "strength of {0} ({1}; 10 reads 0)",  // strength
    "morale of {0} ({1}), {2} or less holds",  // morale
    "{0} {2} of {3}",  // groupMember
    "how many: {0}",  // howMany
    "how many: {0} ({1})",  // howManyAs
    "intentions of the {0}",  // intentionsOf
    "promotion of the {0} to {1}",  // promotion
    "{0} in the village",  // villagers
    "{0} (mounted) in the village",  // villagersMounted
    "{0} (foot) in the village",  // villagersOnFoot
    "herd's worth in {0}",  // herdWorth
    "retainers of {0}",  // retainersOf
    "siege engines of {0}",  // siegeEnginesOf
    "which {0}",  // whichOf
    "{0}: {1}",  // coinsOf
    "{0}: {1} coins",  // lootCoins
    "{0} {2}",  // lootItem
    "{0} {2}: {1} coins",  // lootItemCoins
    "wagons of the {0}",  // wagonsOf
    "who goes first in turn {2}: the party",  // partyFirst
    "who goes first in turn {2}: they",  // theyFirst
    "{0} {1}",  // membersOf
    "purse: {0}",  // purseCoins
    "rooms entered ({0})",  // roomsEntered
    "{0} in the train ({1})",  // inTrain
    "recognised in {0}",  // recognisedIn
    "{0} makes a kill",  // makesKill
    "{0} killed in the hunt",  // killedInHunt
    "{0} wounded in the hunt",  // woundedInHunt
    "{0} {1}",  // desertion
    "peasants (d10: 0 is a large angry group)",  // peasants
    "merchant's caravan",  // merchantsCaravan
    "mules in the caravan",  // mulesInCaravan
    "intention of the fighting men",  // fightingMenIntention
    "fighting men",  // fightingMen
    "encounter type (Initial Encounter Table)",  // encounterType
    "encounter check on entering the hex",  // encounterCheck
    "x: two from a military order on 1-3",  // twoFromAnOrder
    "group of pilgrims (Group Determination Table 1)",  // pilgrimGroup
    "duty when hired as mercenaries",  // mercenaryDuty
    "animals encountered",  // animals
    "the militia suspects the herd",  // herdSuspected
    "spotted by the great lord's men",  // spottedByTheLord
    "a force waits in the next hex",  // lordsForceWaits
    "patrol by night?",  // patrolByNight
    "recognised by the patrol",  // recognisedByPatrol
    "{0} {4} {1} at {5}",  // attack
    "who besieges (1-3 {0}, 4-6 {1})",  // whoBesieges
    "who plays first (1-3 {0}, 4-6 {1})",  // whoPlaysFirst
};
static_assert(std::size(kDecided) == static_cast<size_t>(gen::RollFor::whoPlaysFirst) + 1, "words for every RollFor");

std::string decided(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  std::string_view second = log.word(roll, 1);
  std::string_view verb;
  std::string column;
  if (roll.what == gen::RollFor::morale) {
    // A morale check's occasion is kept as its number (gen::MoraleOccasion), not as words.
    second = campaign::nameOf(static_cast<gen::MoraleOccasion>(roll.numbers[1]));
  } else if (roll.what == gen::RollFor::attack && roll.table != nullptr) {
    verb = attackVerb(static_cast<size_t>(roll.numbers[0]), roll.numbers[1] != 0);
    column = gen::printedColumn(roll.table->columns.at(roll.column));
  }
  return fmt::format(fmt::runtime(kDecided[static_cast<size_t>(roll.what)]), log.word(roll, 0), second,
                     roll.numbers[0], roll.numbers[1], verb, column);
}

}  // namespace

std::string purposeWords(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::chance) return decided(log, roll) + " (" + std::to_string(roll.percent) + "%)";
  return decided(log, roll);
}

std::string tableWords(const gen::LoggedRoll& roll) {
  if (roll.table == nullptr) return {};
  if (roll.table->columns.empty()) return roll.table->id;
  return roll.table->id + "#" + roll.table->columns[roll.column];
}

std::string_view entryWords(const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::chance) return roll.result <= roll.percent ? "yes" : "no";
  return roll.row != nullptr ? std::string_view(roll.row->entry) : std::string_view();
}

}  // namespace outremer::codec
