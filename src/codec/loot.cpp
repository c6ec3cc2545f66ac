#include "codec/loot.hpp"

#include "util/text.hpp"

namespace outremer::codec {

std::string lootItemName(const gen::LootItem& item) {
  return item.number > 0 ? item.what + " " + std::to_string(item.number) : item.what;
}

std::string lootItemFound(const gen::LootItem& item) {
  if (item.amount.empty()) return item.found;
  if (item.coinKinds.size() == 1) return item.amount + " " + item.coinKinds[0];
  return item.amount + " each of " + util::join(item.coinKinds, ", ");
}

}  // namespace outremer::codec
