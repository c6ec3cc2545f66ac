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

/// Whether two such words are the same: their lengths, then their bytes, compared where they
/// are asked for (std::string_view's own == is left out of line in some of the look-ups). An
/// empty word's bytes are not read: it may have no bytes at all.
struct SameText {
  bool operator()(std::string_view a, std::string_view b) const noexcept {
    return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size()) == 0);
  }
};

/// Whether word |a| sorts before |b|, in std::string_view's order (byte by byte, unsigned,
/// then the shorter first), compared where it is asked for as SameText is.
struct TextBefore {
  bool operator()(std::string_view a, std::string_view b) const noexcept {
    const size_t common = a.size() < b.size() ? a.size() : b.size();
    const int order = common == 0 ? 0 : std::memcmp(a.data(), b.data(), common);
    return order < 0 || (order == 0 && a.size() < b.size());
  }
};

}  // namespace outremer::util
