// The campaign in words, besides its chronicle's sentences (codec/log_words.hpp): the
// player's menu. The campaign keeps what each thing is as kinds, names and numbers
// (campaign/turn.hpp); these are its only words.
#pragma once

#include <string>

#include "campaign/turn.hpp"

namespace outremer::codec {

/// What |option| does, as the menu says it beside the word: "travel on to Tyre", "pay the
/// toll of 2SF".
std::string optionHelp(const campaign::Option& option);

}  // namespace outremer::codec
