// outremer mercenary end to end. Golden files made with:
//   outremer mercenary --seed 4 --format FORMAT > tests/golden/mercenary-seed-4.EXT  (brigands, party ambushing)
//   outremer mercenary --seed 1 --format FORMAT > tests/golden/mercenary-seed-1.EXT  (a village raid)
#include <catch2/catch.hpp>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::checkGolden;
using outremer::testing::runCli;

TEST_CASE("golden: mercenary --seed 4 (brigands, the party ambushing) and --seed 1 (a raid)") {
  for (const char* seed : {"4", "1"}) {
    for (const auto& [format, ext] : outremer::testing::kFormats) {
      INFO(seed << " " << format);
      const CliResult result = runCli({"mercenary", "--seed", seed, "--format", format});
      CHECK(result.status == 0);
      checkGolden(std::string("mercenary-seed-") + seed + "." + ext, result.out);
    }
  }
}

TEST_CASE("mercenary refuses an unknown place with the flag named") {
  const CliResult result = runCli({"mercenary", "--where", "hihgway"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--where: unknown place 'hihgway' (did you mean 'highway'?)") != std::string::npos);
}
