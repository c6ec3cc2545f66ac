#include "render/text_party.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "brief_as_template.hpp"
#include "gen/roll_log.hpp"
#include "render/json_party.hpp"

using namespace outremer;

TEST_CASE("the text party brief is byte for byte what the shipped party.txt template makes") {
  std::vector<std::string> groups = gen::groupIds(testing::rules());
  REQUIRE(groups.size() > 5);
  groups.emplace_back();  // a group rolled on Group Determination Table 1
  int compared = 0;
  for (const std::string& group : groups) {
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      dice::Rng rng(seed);
      gen::RollLog log;
      const render::BriefBody body = gen::makeParty(testing::rules(), rng, log, group);
      INFO("group '" << group << "' seed " << seed);
      testing::requireAsTemplate(render::Format::text, "party",
                                 render::partyTitle(std::get<gen::Party>(body)), seed, body, log,
                                 render::briefText);
      ++compared;
    }
  }
  CHECK(compared == 40 * static_cast<int>(groups.size()));
}
