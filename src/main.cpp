#include <unistd.h>

#include <iostream>

#include "cli/run.hpp"

int main(int argc, char** argv) {
  const bool terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1;
  return outremer::cli::run(argc, argv, std::cin, terminal, std::cout, std::cerr);
}
