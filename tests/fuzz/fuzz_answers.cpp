// The answers a player types to `campaign go`, one per line, on a fresh campaign of a
// party with a knight: every answer is taken or refused, and the save stays loadable.
#include <filesystem>

#include "cli_input.hpp"

namespace {

std::string startSave;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  startSave = "/tmp/outremer-fuzz-" + std::to_string(getpid()) + "-start.json";
  std::filesystem::remove(startSave);
  outremer::fuzz::runProgram({"campaign", "new", "--seed", "8", "--group", "knight-and-retainers", "--save", startSave});
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string save = "/tmp/outremer-fuzz-" + std::to_string(getpid()) + "-play.json";
  std::filesystem::copy_file(startSave, save, std::filesystem::copy_options::overwrite_existing);
  outremer::fuzz::runProgram({"campaign", "go", "--save", save},
                             std::string(reinterpret_cast<const char*>(data), size));
  if (outremer::fuzz::runProgram({"campaign", "status", "--save", save}) != 0) __builtin_trap();
  return 0;
}
