// What the journey told, in words: the one sentence for each kind of event (campaign::Said),
// for the chronicle, the save's readers and the terminal alike.
#pragma once

#include <string>

#include "campaign/event.hpp"

namespace outremer::codec {

/// |event| as a sentence: "The party travels to Antioch (near town).".
std::string sentence(const campaign::Event& event);

}  // namespace outremer::codec
