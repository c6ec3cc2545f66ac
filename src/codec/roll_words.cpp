#include "codec/roll_words.hpp"

#include <array>
#include <charconv>
#include <cstdint>
#include <iterator>
#include <span>
#include <stdexcept>

#include "codec/encounter.hpp"
#include "codec/fight_words.hpp"
#include "dice/roll_format.hpp"
#include "gen/tactical_map.hpp"
#include "util/text.hpp"

namespace outremer::codec {

using Thrown = gen::LoggedRoll::Thrown;

void appendDiceWords(std::string& out, const gen::RollLog& log, const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::expression) return dice::appendRoll(out, log.view(roll));
  dice::appendThrow(out, log.die(roll));
}

namespace {

// What each kind of roll decided (gen::RollFor, in its order): {0} and {1} are the purpose's
// words, {2} and {3} its numbers; an attack's verb is {4} and its column {5}.
constexpr std::string_view kDecided[] = {
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
    "{0} in the party",  // membersOfParty
    "{0} among them",  // membersAmongThem
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
    "map for {0} ({1})",  // mapFor
    "terrain ({1})",  // terrainFor
    "leader of {0} ({1})",  // leaderChosen
    "retainer of {0} ({1})",  // retainerChosen
    "siege engine of {0} ({1})",  // siegeEngineChosen
    "{0}",  // ruleChance
    "{0}",  // baggageFound
};
static_assert(std::size(kDecided) == static_cast<size_t>(gen::RollFor::baggageFound) + 1, "words for every RollFor");

// A pattern above cut where its words go, once, when the program is built: each piece is
// the pattern's text from |at| for |size| bytes, then the purpose's words or number |arg|
// (none at the pattern's end). A roll's words are then appended piece by piece, with no
// search for the braces in every roll of every brief.
struct Piece {
  uint8_t at = 0;
  uint8_t size = 0;
  int8_t arg = -1;
};
struct CutPattern {
  std::array<Piece, 6> pieces{};  // the most a pattern has is five
  size_t count = 0;
  bool numbered = false;  // it gives {2} or {3}: the purpose's numbers are put in words
};

constexpr CutPattern cut(std::string_view pattern) {
  // A piece's place is a byte: a longer pattern does not build (a throw when the program is
  // built is an error there).
  if (pattern.size() > UINT8_MAX) throw std::length_error("a roll's pattern of more than 255 bytes");
  CutPattern cut;
  for (size_t at = 0;;) {
    const size_t open = pattern.find('{', at);
    const size_t end = open == std::string_view::npos ? pattern.size() : open;
    const int arg = open == std::string_view::npos ? -1 : pattern[open + 1] - '0';
    cut.pieces.at(cut.count++) = {static_cast<uint8_t>(at), static_cast<uint8_t>(end - at),
                                  static_cast<int8_t>(arg)};
    if (arg < 0) return cut;
    cut.numbered = cut.numbered || arg == 2 || arg == 3;
    at = open + 3;
  }
}

constexpr auto kCutDecided = [] {
  std::array<CutPattern, std::size(kDecided)> all{};
  for (size_t i = 0; i < all.size(); ++i) all[i] = cut(kDecided[i]);
  return all;
}();

// Appends kDecided[|what|] with each "{N}" replaced by |args|[N].
void expand(std::string& out, size_t what, std::span<const std::string_view> args) {
  const std::string_view pattern = kDecided[what];
  const CutPattern& cut = kCutDecided[what];
  for (size_t i = 0; i < cut.count; ++i) {
    const Piece piece = cut.pieces[i];
    if (piece.size > 0) out.append(pattern.data() + piece.at, piece.size);
    if (piece.arg >= 0) out += args[static_cast<size_t>(piece.arg)];
  }
}

// |number| in |digits|' room.
std::string_view numberIn(std::span<char, util::kIntDigits> digits, int number) {
  return {digits.data(), std::to_chars(digits.data(), digits.data() + digits.size(), number).ptr};
}

// Whether a roll of |what| is a pick whose purpose lists its choices.
bool listsChoices(gen::RollFor what) {
  using enum gen::RollFor;
  return what == mapFor || what == terrainFor || what == leaderChosen || what == retainerChosen ||
         what == siegeEngineChosen;
}

// Room for most lists of choices (a terrain's eight maps) without regrowing.
constexpr size_t kChoicesListed = 192;

// "1 A, 2 B": the choices a pick was among, numbered as its die reads them.
std::string choicesListed(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  std::string listed;
  listed.reserve(kChoicesListed);
  size_t number = 0;
  const auto add = [&](std::string_view choice) {
    if (number > 0) listed += ", ";
    util::appendNumber(listed, static_cast<int64_t>(++number));
    listed += ' ';
    listed += choice;
  };
  if (roll.what == gen::RollFor::siegeEngineChosen) {
    // An engine with what it costs: "Mangonel 40".
    for (const gen::Choice& choice : log.choices(roll)) {
      add(choice.row->entry);
      listed += ' ';
      util::appendNumber(listed, choice.number);
    }
  } else if (roll.what == gen::RollFor::leaderChosen || roll.what == gen::RollFor::retainerChosen) {
    // A character type by its strength table's words, and whether he would ride.
    for (const gen::Choice& choice : log.choices(roll)) {
      add(choice.row->entry);
      if (choice.number != 0) listed += ", mounted";
    }
  } else if (roll.what == gen::RollFor::mapFor) {
    for (const gen::MapChoice& choice : gen::mapChoices(*roll.listRow)) add(choice.map);
  } else {
    for (const std::string& id : gen::terrainChoices(*roll.listRow)) {
      const tables::Row* terrain = roll.listTable->rowWithId(id);
      add(terrain != nullptr ? std::string_view(terrain->entry) : std::string_view(id));
    }
  }
  return listed;
}

// What coins are rolled for: the thing carried (gen::CarriedKind, the first number), and
// which of them (the second: "Mules 2"), when there are several.
std::string coinsFor(const gen::LoggedRoll& roll) {
  std::string what{carriedKindWords(static_cast<gen::CarriedKind>(roll.numbers[0]))};
  return roll.numbers[1] > 0 ? what + " " + std::to_string(roll.numbers[1]) : what;
}

void appendDecided(std::string& out, const gen::RollLog& log, const gen::LoggedRoll& roll) {
  std::string_view first = log.word(roll, 0);
  std::string_view second = log.word(roll, 1);
  std::string_view verb;
  std::string column;
  std::string made;  // words made here for the purpose's first or second
  if (roll.what == gen::RollFor::coinsOf) {
    made = coinsFor(roll);
    first = made;
  } else if (listsChoices(roll.what)) {
    made = choicesListed(log, roll);
    second = made;
  } else if (roll.what == gen::RollFor::morale) {
    // A morale check's occasion is kept as its number (gen::MoraleOccasion), not as words.
    second = campaign::nameOf(static_cast<gen::MoraleOccasion>(roll.numbers[1]));
  } else if (roll.what == gen::RollFor::attack && roll.table != nullptr) {
    verb = attackVerb(static_cast<size_t>(roll.numbers[0]), roll.numbers[1] != 0);
    column = gen::printedColumn(roll.table->columns.at(roll.column));
  }
  const auto what = static_cast<size_t>(roll.what);
  char number[util::kIntDigits];
  char last[util::kIntDigits];
  const bool numbered = kCutDecided[what].numbered;
  const std::string_view args[] = {first,
                                   second,
                                   numbered ? numberIn(number, roll.numbers[0]) : std::string_view(),
                                   numbered ? numberIn(last, roll.numbers[1]) : std::string_view(),
                                   verb,
                                   column};
  expand(out, what, args);
}

// A roll's words made as a string of their own (a text brief's roll table): room for
// most of them without regrowing, then appended.
constexpr size_t kRollWords = 64;

template <class Append>
std::string wordsOf(const Append& append) {
  std::string words;
  words.reserve(kRollWords);
  append(words);
  return words;
}

}  // namespace

std::string diceWords(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  // Most dice read in fewer bytes than a string holds without the heap ("d100: 4,1 = 41"):
  // no room is made for more first.
  std::string words;
  appendDiceWords(words, log, roll);
  return words;
}

std::string purposeWords(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  return wordsOf([&](std::string& words) { appendPurposeWords(words, log, roll); });
}

void appendPurposeWords(std::string& out, const gen::RollLog& log, const gen::LoggedRoll& roll) {
  appendDecided(out, log, roll);
  if (roll.thrown == Thrown::chance) {
    out += " (";
    util::appendNumber(out, roll.percent);
    out += "%)";
  }
}

void appendTableWords(std::string& out, const gen::LoggedRoll& roll) {
  if (roll.table == nullptr) return;
  out += roll.table->id;
  if (roll.table->columns.empty()) return;
  out += '#';
  out += roll.table->columns[roll.column];
}

const std::string& entryWords(const gen::LoggedRoll& roll) {
  static const std::string kYes = "yes";
  static const std::string kNo = "no";
  static const std::string kNone;
  if (roll.thrown == Thrown::chance) return roll.result <= roll.percent ? kYes : kNo;
  return roll.row != nullptr ? roll.row->entry : kNone;
}

}  // namespace outremer::codec
