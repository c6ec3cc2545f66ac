// Saves an older outremer wrote are brought up to the current form before the form reads
// them; a current save is read as it is.
#include "codec/save_migration.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include "../campaign/handmade_campaign.hpp"
#include "../campaign/written.hpp"
#include "codec/json_out.hpp"
#include "render/campaign_save.hpp"

using namespace outremer;

TEST_CASE("a save of the current version needs no migration, and an older one gets what its missing members meant") {
  campaign::State state = testing::handmadeCampaign();
  state.strength = gen::InitialStrength::minimum;
  const nlohmann::json current = nlohmann::json::parse(codec::jsonText(state));
  CHECK(codec::isCurrentSave(current));
  CHECK(codec::migrateSave(current) == current);

  nlohmann::json old = current;
  old["version"] = 2;
  old.erase("initial_strength");
  old.erase("pending_brief");
  CHECK_FALSE(codec::isCurrentSave(old));
  const nlohmann::json migrated = codec::migrateSave(old);
  CHECK(migrated["version"] == campaign::State::kVersion);
  CHECK(migrated["initial_strength"] == "rolled");
  CHECK(migrated["pending_brief"].is_null());

  const campaign::State read = render::stateFromJson(old);
  CHECK(read.strength == gen::InitialStrength::rolled);
  CHECK(std::holds_alternative<std::monostate>(read.waitingBrief));
  CHECK(codec::jsonText(read) != codec::jsonText(state));  // only the strength differs
  state.strength = gen::InitialStrength::rolled;
  CHECK(codec::jsonText(read) == codec::jsonText(state));
}

TEST_CASE("a save of the current version that lacks a member it always has is refused, not migrated") {
  nlohmann::json save = nlohmann::json::parse(codec::jsonText(testing::handmadeCampaign()));
  save.erase("members");
  CHECK_THROWS_WITH(render::stateFromJson(save), "save.members: missing");
}

TEST_CASE("a version 3 save's log entries keep their words as written") {
  nlohmann::json old = nlohmann::json::parse(codec::jsonText(testing::handmadeCampaign()));
  old["version"] = 3;
  old["log"] = nlohmann::json::array(
      {{{"day", 1}, {"hex", "acre"}, {"kind", "start"}, {"text", "The party sets out."}, {"money", 0}}});
  const nlohmann::json migrated = codec::migrateSave(old);
  CHECK(migrated["log"][0] == nlohmann::json({{"day", 1}, {"hex", "acre"}, {"kind", "start"},
                                              {"said", "as-written"}, {"detail", "The party sets out."}, {"money", 0}}));
  const campaign::State read = render::stateFromJson(old);
  REQUIRE(read.log.size() == 1);
  CHECK(read.log[0].event.said == campaign::Said::asWritten);
  CHECK(testing::words(read.log[0]) == "The party sets out.");
}
