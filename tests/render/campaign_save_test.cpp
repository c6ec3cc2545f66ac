#include "render/campaign_save.hpp"

#include <catch2/catch.hpp>

#include "../cli/run_cli.hpp"
#include "cli/save_file.hpp"

using namespace outremer;

namespace {

// A new campaign's state, as its save holds it.
campaign::State newState() {
  outremer::testing::TempDir dir;
  const std::string save = dir / "save.json";
  REQUIRE(outremer::testing::runCli({"campaign", "new", "--save", save, "--seed", "5"}).status == 0);
  return cli::loadSave(save);
}

std::string refusal(const campaign::State& state, size_t checkedEntries) {
  try {
    render::checkSave(state, checkedEntries);
  } catch (const std::exception& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST_CASE("a save checked after an answer has its new log entries checked, the ones checked before left alone") {
  campaign::State state = newState();
  REQUIRE_FALSE(state.log.empty());
  CHECK(refusal(state, state.log.size()).empty());
  state.log.push_back(state.log.back());
  state.log.back().day = -1;
  const size_t last = state.log.size() - 1;
  const std::string whole = refusal(state, 0);
  CHECK(whole.find("save.log[" + std::to_string(last) + "].day") != std::string::npos);
  CHECK(refusal(state, last) == whole);
  CHECK(refusal(state, state.log.size()).empty());  // taken as checked when it was written
  state.day = 3'650'001;  // the head is checked each time
  CHECK(refusal(state, state.log.size()).find("save.day") != std::string::npos);
}
