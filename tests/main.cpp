// The test binary's main: Catch's, with two warnings made errors in every run (ctest's one
// case a process, the shards, a developer's whole run): a test case that checks nothing,
// and test names that match no case, both mean a test that could not fail. (Catch 2.13
// takes only one --warn on its command line.)
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

int main(int argc, char* argv[]) {
  Catch::Session session;
  session.configData().warnings =
      static_cast<Catch::WarnAbout::What>(Catch::WarnAbout::NoAssertions | Catch::WarnAbout::NoTests);
  if (const int status = session.applyCommandLine(argc, argv); status != 0) return status;
  return session.run();
}
