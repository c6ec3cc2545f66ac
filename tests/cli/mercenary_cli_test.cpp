// outremer mercenary end to end. Golden files: seed 1 (a village raid) is the example's
// (generator_test.cpp), seed 4 (brigands, the party ambushing) is here.
#include <catch2/catch.hpp>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::checkGolden;
using outremer::testing::runCli;

TEST_CASE("golden: mercenary --seed 4 (brigands, the party ambushing)") {
  for (const auto& [format, ext] : outremer::testing::kFormats) {
    INFO(format);
    const CliResult result = runCli({"mercenary", "--seed", "4", "--format", format});
    CHECK(result.status == 0);
    checkGolden(std::string("mercenary-seed-4.") + ext, result.out);
  }
}

TEST_CASE("mercenary refuses an unknown place with the flag named") {
  const CliResult result = runCli({"mercenary", "--where", "hihgway"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--where: unknown place 'hihgway' (did you mean 'highway'?)") != std::string::npos);
}
