#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gen/roll_log.hpp"
#include "gen/rules.hpp"

namespace outremer::gen {

// A force converted to the feudal-age skirmish rules' figures (docs/SCENARIOS.md,
// Feudal-age rosters): one figure for five men, each Outremer character type a troop grade,
// an armour class and a missile weapon by the feudal-character-types table, and units of
// 10-20 figures as the rules organise them, each led by a Centenar.

/// How many characters of one Outremer type a force holds, mounted or on foot: what any
/// generator can hand to feudalRoster.
struct ForceLine {
  std::string type;  // a character type id (docs/CHARACTER-TYPES.md)
  int count = 0;
  bool mounted = false;
};

/// Figures of one kind: the same grade, armour class, mount and missile weapon.
struct FigureClass {
  const tables::Row* grade = nullptr;   // feudal-troop-grades
  const tables::Row* armour = nullptr;  // feudal-armour-classes
  const tables::Row* weapon = nullptr;  // feudal-missile-weapons; nullptr: none
  const tables::Row* ammunition = nullptr;  // the weapon's feudal-ammunition row
  bool mounted = false;
  std::vector<std::string> from;  // the Outremer types' labels, in the order met
  int men = 0;
  int figures = 0;  // men / 5 rounded to the nearest, at least 1
};

/// Figures of one class in a unit.
struct UnitFigures {
  size_t figureClass = 0;  // into FeudalRoster::classes
  int count = 0;
};

/// Where a unit falls outside what the rules give (codec::unitNoteWords says it).
enum class UnitNoteKind : uint8_t {
  fewFigures,     // |figures| figures, fewer than the rules' 10-20: all the force has of its kind
  retinueShare,   // |knights| knights with |lesser| lesser cavalry, outside a retinue's 2X-4X to X
  asWritten,      // read back from a brief: its words (text)
};

struct UnitNote {
  UnitNoteKind kind = UnitNoteKind::fewFigures;
  std::string text = {};
  int figures = 0;
  int knights = 0;
  int lesser = 0;
};

/// A unit of the rules' organisation: a Centenar and his figures.
struct FeudalUnit {
  bool cavalry = false;
  size_t leader = 0;                // the Centenar's class (one of the unit's figures)
  std::vector<UnitFigures> figures;  // the others, by class
  std::vector<UnitNote> notes;      // where the unit falls outside what the rules give

  /// The unit's figures, its Centenar included.
  int size() const;
};

/// Characters the roster leaves out: those who do not fight, or a type with no row.
/// Why a type's men make no figures (codec::leftOutWords says it).
enum class LeftOutKind : uint8_t {
  noMapping,    // the type has no feudal-character-types row
  notFighting,  // its row gives no grade or armour: not a fighting man
  asWritten,    // read back from a brief: its words (text)
};

struct LeftOutReason {
  LeftOutKind kind = LeftOutKind::noMapping;
  std::string text = {};
};

struct LeftOut {
  std::string type;   // the type's label
  int count = 0;
  LeftOutReason why;
};

struct FeudalRoster {
  int men = 0;      // the fighting men converted
  int figures = 0;  // their figures, Centenars included
  std::vector<FigureClass> classes;  // best grade first, then heavier armour
  std::vector<FeudalUnit> units;     // cavalry first
  std::vector<LeftOut> leftOut;
  /// Every table row the conversion read; its footnotes are those not as printed (the
  /// mapping's reconstructed rows, the grades' and armour classes' errata). No dice.
  RollLog consulted;
};

/// One side's forces as figures, under the side's name (a roster sheet shows sides side
/// by side).
struct SideRoster {
  std::string name;
  FeudalRoster roster;
};

/// Figures for |men| at five men a figure, rounded to the nearest (men / 5 never falls
/// on a half), and at least one for any men.
int figuresFor(int men);

/// Converts |forces| to a feudal-age roster. Men of one class are summed before rounding.
/// Cavalry is organised as retinues (each unit's elite figures its knights, the rest its
/// lesser cavalry, spread evenly over the units) and foot by class; each kind is split
/// into the fewest units of at most 20 figures, of sizes as even as possible; a unit's
/// best figure is its Centenar. Pure. Throws RulesError when the tables lack a row the
/// mapping names.
FeudalRoster feudalRoster(const Rules& rules, std::span<const ForceLine> forces);

}  // namespace outremer::gen
