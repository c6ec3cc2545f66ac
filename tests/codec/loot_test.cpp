// The loot's words: what each thing taken is, and what it was found to be.
#include "codec/loot.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "codec/json_in.hpp"
#include "codec/json_out.hpp"

using namespace outremer;

TEST_CASE("a loot item is named with its number among its kind, if it has one") {
  CHECK(codec::lootItemName({"Room", 3, "a chest"}) == "Room 3");
  CHECK(codec::lootItemName({"Pilgrims' purses", 0, ""}) == "Pilgrims' purses");
}

TEST_CASE("a loot item was found as its table's entry, or as the dice of its coins") {
  CHECK(codec::lootItemFound({"Room", 3, "A chest of silver"}) == "A chest of silver");
  CHECK(codec::lootItemFound({"Mule", 1, "", "d6", {"SF"}}) == "d6 SF");
  CHECK(codec::lootItemFound({"Purse", 0, "", "d6", {"SF", "SC", "CC"}}) == "d6 each of SF, SC, CC");
}

TEST_CASE("a loot item read back keeps the words it was written with") {
  const gen::LootItem item{"Wagon", 2, "", "d6", {"GF"}};
  const std::string text = codec::jsonText(item);
  const auto read = codec::readJson<gen::LootItem>(nlohmann::json::parse(text), "item", "the brief");
  CHECK(read.what == "Wagon 2");
  CHECK(read.found == "d6 GF");
  CHECK(codec::jsonText(read) == text);
}
