#pragma once

#include <string>
#include <utility>
#include <vector>

#include "campaign/turn.hpp"

/// The day phase: what the party does with its day.
namespace outremer::campaign::day {

/// What the party can do with the day where it is.
std::vector<Option> options(const Turn& turn);
/// Plays |word| (with |rest|, a type to recruit or a member to dismiss), one of
/// options(): the day's deed, then its end unless an encounter waits. Throws ChoiceError
/// for another, or for what cannot be done now (the state is then unchanged).
void play(Turn& turn, const std::string& word, const std::string& rest);

/// What a mercenary of one type costs (Upkeep of Characters: double pay and upkeep, a
/// week's pay as severance once he has served).
struct HiringTerms {
  std::string type;  // the character type's id, as typed after "recruit"
  tables::Money pay;
  tables::Money upkeep;
  tables::Money severance;
  bool operator==(const HiringTerms&) const = default;
};
/// The terms of every type a town here hires, in the tables' order; none outside a town.
std::vector<HiringTerms> hiringTerms(const Turn& turn);

/// "recruit" without a type: refused with the terms of those for hire here, for the caller
/// to say (codec::choiceErrorWords).
class RecruitNeedsType : public ChoiceError {
 public:
  explicit RecruitNeedsType(std::vector<HiringTerms> forHire)
      : ChoiceError({.why = Refusal::recruitNeedsType}), offers(std::move(forHire)) {}
  std::vector<HiringTerms> offers;
};

/// Ends the pilgrimage in Jerusalem, with the renown of arriving.
void finishPilgrimage(Turn& turn);

}  // namespace outremer::campaign::day
