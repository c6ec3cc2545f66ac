#include "render/mustache_render.hpp"

#include <catch2/catch.hpp>

#include "util/text.hpp"

TEST_CASE("wrapLongLines keeps a long line's indent and hangs its continuations within the width") {
  const std::string footnote =
      "  [1] Acre: a port (reconstructed) where most pilgrims land, the chief port of the Kingdom";
  const std::string wrapped = outremer::render::wrapLongLines("Not as printed\n" + footnote + "\n", 40);
  CHECK(wrapped ==
        "Not as printed\n"
        "  [1] Acre: a port (reconstructed) where\n"
        "    most pilgrims land, the chief port\n"
        "    of the Kingdom\n");
  size_t start = 0;
  while (start < wrapped.size()) {
    const size_t end = wrapped.find('\n', start);
    CHECK(outremer::util::displayWidth(wrapped.substr(start, end - start)) <= 40);
    start = end + 1;
  }
}
