// The campaign in words, besides its chronicle's sentences (codec/log_words.hpp): the
// player's menu, where the party is, the promise of wages and the payday, the status line
// and the chronicle's headings. The campaign keeps them as kinds, names and numbers; these
// are their only words.
#pragma once

#include <array>
#include <exception>
#include <string>
#include <string_view>

#include "campaign/day.hpp"
#include "campaign/journey.hpp"
#include "campaign/payday.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "campaign/turn.hpp"

namespace outremer::codec {

/// What |option| does, as the menu says it beside the word: "travel on to Tyre", "pay the
/// toll of 2SF".
std::string optionHelp(const campaign::Option& option);

/// A hex named with where it lies (Hex::place): "Antioch (near town)"; a place of another
/// kind leaves the name alone.
std::string hexLabel(std::string_view name, std::string_view place);
std::string hexLabel(const campaign::Hex& hex);

/// The promise of wages: "every 7 days", or "on reaching Tripoli" when |town| (the
/// promised town's name) is not empty.
std::string promiseText(int every, std::string_view town);
std::string promiseText(const campaign::Promise& promise, const campaign::Route& route);

/// "payday in 3 days: 4GF 2SF due" (and "; the purse falls short by 1GF" when it will).
std::string paydayText(const campaign::Payday& payday);

/// The status line in its two halves, where the party is and how it fares:
/// {"Day 3 · Latakia (near town) · purse 2SF", "5 fit, 1 wounded, strength 61 · WANTED (...)"}.
std::array<std::string, 2> statusLine(const campaign::Journey& journey);

/// "spearman: pay 4CC a day, upkeep 2CC a day, a week's severance 28CC".
std::string hiringTermsText(const campaign::HiringTerms& terms);

/// Why an answer is refused, as the player reads it ("unknown choice 'mov' (did you mean
/// 'move'?)"); for "recruit" alone, the terms of those for hire ("recruit needs a type; for
/// hire here: ...").
std::string choiceErrorWords(const campaign::ChoiceError& error);
/// What |error| says to the user: a refused answer's words (choiceErrorWords; its what() is
/// not words), else its what().
std::string errorWords(const std::exception& error);

/// The words of a party loaded from a file, which no table names (NewCampaign::partyLabel).
inline constexpr std::string_view kPartyFromFile = "Party from a file";

/// How the pilgrimage stands, as the chronicle's summary heads it: "On the road",
/// "Arrived", "The party is in prison", ...
std::string_view endingTitle(campaign::Ending finished);
/// The chronicle's title: "Chronicle of the pilgrimage: Knight and retainers" (|group|,
/// the party's label, left off when empty).
std::string chronicleTitle(std::string_view group);

}  // namespace outremer::codec
