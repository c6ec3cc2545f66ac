// The embedded tables' binary form: any bytes are read back or refused with
// TableBinaryError; never a crash, a huge allocation or another exception.
#include <cstdint>
#include <string_view>

#include <cstdlib>
#include <fstream>

#include "tables/default_tables.hpp"
#include "tables/table_binary.hpp"

// With OUTREMER_FUZZ_SEED=FILE, writes the real embedded tables' binary form to FILE first:
// the seed of the corpus (tests/fuzz/run).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (const char* seed = std::getenv("OUTREMER_FUZZ_SEED")) {
    std::ofstream(seed, std::ios::binary) << outremer::tables::defaultTablesBinary();
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    (void)outremer::tables::fromBinary(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const outremer::tables::TableBinaryError&) {
  }
  return 0;
}
