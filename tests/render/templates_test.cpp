#include "render/templates.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "render/brief.hpp"
#include "render/json_mercenary.hpp"

using namespace outremer;

TEST_CASE("the mercenary templates show a group's own count roll and never the duty's roll") {
  // Seed 6 escorts a merchant (duty roll 69): the merchant is one man, counted without a
  // roll, so his group line shows no roll at all.
  dice::Rng rng(6);
  gen::RollLog log;
  const render::BriefBody body = gen::makeMercenaryDuty(testing::rules(), rng, log, gen::EncounterOptions{});
  const auto& duty = std::get<gen::MercenaryDuty>(body);
  REQUIRE(duty.roll == 69);
  const render::BriefHeader header{"mercenary", render::mercenaryTitle(duty), 6,
                                   "outremer mercenary --seed 6"};
  const render::Brief brief{header, body, log};
  const auto rendered = [&](render::Format format, const char* name) {
    return render::renderBrief(brief, format, std::string(render::builtinTemplate(name)));
  };
  CHECK(rendered(render::Format::text, "mercenary.txt").find("\nMerchant: 1, on foot\n") !=
        std::string::npos);
  CHECK(rendered(render::Format::markdown, "mercenary.md").find("`69`") == std::string::npos);
  CHECK(rendered(render::Format::html, "mercenary.html").find("<code>69</code>") == std::string::npos);
}
