// Helpers for tests that write to devices, FIFOs and pipes.
#pragma once

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
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

/// The exit status of |run|() (an int from 0 to 255) run in a child process as an
/// unprivileged user: as nobody (uid and gid 65534) when the tests run as root, as
/// themselves otherwise. |run| uses no Catch macros (they would report from the child);
/// it says what it found in its status.
template <typename Run>
int statusAsUnprivileged(Run run) {
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(255);
    ::_exit(run());
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(WIFEXITED(status));
  return WEXITSTATUS(status);
}

/// Everything a pipe or FIFO opened with O_NONBLOCK holds now.
inline std::string drain(int fd) {
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
  return text;
}

}  // namespace outremer::testing
