#pragma once

// The exact odds of one attack on the book's CRT (1.751, 1.752): each key's chance in the
// column the attack is read on, counted over the die's faces, never sampled.

#include <string>
#include <vector>

#include "dice/fraction.hpp"
#include "gen/fight.hpp"
#include "gen/roll_log.hpp"

namespace outremer::gen {

/// One key of the CRT in the attack's column.
struct KeyOdds {
  std::string key;          // as printed: "E"
  std::string result;       // the key's words: "Defender wounded"
  std::string rolls;        // the faces that give it, as printed: "1-2", "3, 5", "" for none
  bool reconstructed = false;  // a face of it is a reconstructed cell
  dice::Fraction chance;
};

/// One outcome of the attack, whichever keys give it (codec::outcomeWords says it:
/// "defender killed", "attacker retreats").
struct OutcomeOdds {
  bool onAttacker = false;  // the result falls on the attackers, else on the defender
  /// none: no effect, a result that would fall on a panicking defender's attackers (1.84)
  AttackEffect effect = AttackEffect::none;
  dice::Fraction chance;
};

/// One attack's odds: where it is read, and each key's and outcome's chance (each list sums
/// to exactly 1), and the chance that a rider is dismounted.
struct AttackOdds {
  AttackTerms terms;
  AttackColumn column;
  std::string die;  // the table's die: "d6"
  std::vector<KeyOdds> keys;          // every key of the table's result key, in its order
  std::vector<OutcomeOdds> outcomes;  // defender killed, wounded, stunned, retreats; attacker
                                      // retreats, wounded (no effect on a panicking defender's)
  dice::Fraction dismounted;          // the defender ends on foot (mounted table only)
  RollLog read;  // no rolls: the rows read (the terrain's, the CRT's in the column, the keys), to footnote
};

/// The exact odds of an attack on |terms| (attackColumn reads its column). Against a
/// panicking defender the results on the attackers count as no effect (1.84). Throws
/// RulesError as attackColumn does, and for a CRT whose rows name no key.
AttackOdds attackOdds(const Rules& rules, const AttackTerms& terms);

}  // namespace outremer::gen
