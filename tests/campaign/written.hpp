// A log event as an older save wrote it, words and all: for hand-made logs whose words are
// made up for the test.
#pragma once

#include <string>

#include "campaign/event.hpp"
#include "campaign/state.hpp"
#include "codec/log_words.hpp"

namespace outremer::testing {

inline campaign::Event written(std::string words) {
  return {.said = campaign::Said::asWritten, .detail = std::move(words)};
}

/// What |entry| says, as the chronicle writes it.
inline std::string words(const campaign::LogEntry& entry) { return codec::sentence(entry.event); }

}  // namespace outremer::testing
