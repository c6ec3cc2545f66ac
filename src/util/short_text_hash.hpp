#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace outremer::util {

/// A hash for the short words the generators look things up by on every roll (a table's
/// id, a character type, "2d6"): their length and first and last eight bytes, mixed. It
/// costs a few instructions where std::hash reads every byte; words that share all three
/// (longer than 16 and alike at both ends) only share a bucket.
struct ShortTextHash {
  size_t operator()(std::string_view text) const noexcept {
    uint64_t head = 0;
    uint64_t tail = 0;
    if (text.size() >= 8) {  // two loads of eight bytes each (memcpy of a constant size)
      std::memcpy(&head, text.data(), 8);
      std::memcpy(&tail, text.data() + text.size() - 8, 8);
    } else {
      for (const char c : text) head = head << 8 | static_cast<unsigned char>(c);
    }
    const uint64_t mixed = (head * 0x9E3779B97F4A7C15ULL) ^ ((tail + text.size()) * 0xC2B2AE3D27D4EB4FULL);
    return static_cast<size_t>(mixed ^ (mixed >> 29));
  }
};

}  // namespace outremer::util
