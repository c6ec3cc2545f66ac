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

/// Whether the |size| bytes at |a| and |b| are the same. Up to sixteen (every id and type
/// the tables hold but a few) are compared here, in two overlapping loads from each end, not
/// by a call to memcmp: the look-ups compare a word or more on every roll. No byte outside
/// the |size| is read, and none at all of an empty word (it may have no bytes).
inline bool sameBytes(const char* a, const char* b, size_t size) noexcept {
  const auto differ = [&]<class Word>(Word) {
    Word headA, headB, tailA, tailB;
    std::memcpy(&headA, a, sizeof(Word));
    std::memcpy(&headB, b, sizeof(Word));
    std::memcpy(&tailA, a + size - sizeof(Word), sizeof(Word));
    std::memcpy(&tailB, b + size - sizeof(Word), sizeof(Word));
    return ((headA ^ headB) | (tailA ^ tailB)) != 0;
  };
  if (size > 16) return std::memcmp(a, b, size) == 0;
  if (size >= 8) return !differ(uint64_t{});
  if (size >= 4) return !differ(uint32_t{});
  if (size >= 2) return !differ(uint16_t{});
  return size == 0 || a[0] == b[0];
}

/// Whether two such words are the same: their lengths, then their bytes (sameBytes),
/// compared where they are asked for.
struct SameText {
  bool operator()(std::string_view a, std::string_view b) const noexcept {
    return a.size() == b.size() && sameBytes(a.data(), b.data(), a.size());
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
