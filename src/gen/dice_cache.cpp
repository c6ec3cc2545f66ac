#include "gen/dice_cache.hpp"

#include <functional>

namespace outremer::gen {

DiceCache::DiceCache() : slots_(std::make_unique<std::atomic<const Parsed*>[]>(kSlots)) {
  for (size_t i = 0; i < kSlots; ++i) slots_[i].store(nullptr, std::memory_order_relaxed);
}

DiceCache::~DiceCache() = default;

const DiceCache::Parsed* DiceCache::find(std::string_view text, size_t hash) const {
  for (size_t probe = 0; probe < kSlots; ++probe) {
    const Parsed* parsed = slots_[(hash + probe) % kSlots].load(std::memory_order_acquire);
    if (parsed == nullptr) return nullptr;
    if (parsed->text == text) return parsed;
  }
  return nullptr;
}

const dice::DiceExpression& DiceCache::get(std::string_view text) const {
  const size_t hash = std::hash<std::string_view>{}(text);
  if (const Parsed* parsed = find(text, hash)) return parsed->expression;
  return add(text, hash);
}

const dice::DiceExpression& DiceCache::add(std::string_view text, size_t hash) const {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (const Parsed* parsed = find(text, hash)) return parsed->expression;  // another thread's
  for (const Parsed* parsed : overflow_) {
    if (parsed->text == text) return parsed->expression;
  }
  parsed_.push_back(std::make_unique<Parsed>(Parsed{std::string(text), dice::DiceExpression::parse(text)}));
  const Parsed* added = parsed_.back().get();
  if (parsed_.size() > kSlots / 4 * 3) {
    overflow_.push_back(added);
    return added->expression;
  }
  size_t slot = hash % kSlots;
  while (slots_[slot].load(std::memory_order_relaxed) != nullptr) slot = (slot + 1) % kSlots;
  slots_[slot].store(added, std::memory_order_release);
  return added->expression;
}

}  // namespace outremer::gen
