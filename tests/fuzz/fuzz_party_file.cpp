// A party file (what `party --format json` writes) as `upkeep --party FILE` reads it.
#include "cli_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string party = outremer::fuzz::writeInput("party.json", data, size);
  outremer::fuzz::runProgram({"upkeep", "--party", party, "--days", "3"});
  return 0;
}
