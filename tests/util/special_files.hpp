// Helpers for tests that write to devices, FIFOs and pipes.
#pragma once

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <string>

#include "../cli/run_cli.hpp"

namespace outremer::testing {

/// A character device |name| in |dir| like /dev/|name| (made with mknod, so that a program
/// that replaced it would only spoil the test's copy); /dev/|name| itself where mknod is
/// not allowed, as for a user who could not replace it either.
inline std::string deviceLike(const TempDir& dir, const std::string& name) {
  struct stat real {};
  REQUIRE(::stat(("/dev/" + name).c_str(), &real) == 0);
  const std::string copy = dir / name;
  return ::mknod(copy.c_str(), S_IFCHR | 0666, real.st_rdev) == 0 ? copy : "/dev/" + name;
}

/// Everything a pipe or FIFO opened with O_NONBLOCK holds now.
inline std::string drain(int fd) {
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
  return text;
}

}  // namespace outremer::testing
