// Golden files: what a command or renderer must print, byte for byte, kept under
// tests/golden. `tests/update-goldens` rewrites them all by running the tests with
// OUTREMER_UPDATE_GOLDENS=1, so each one is made by the very test that checks it.
#pragma once

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace outremer::testing {

/// Where golden file |name| lives.
inline std::string goldenPath(const std::string& name) { return std::string(OUTREMER_GOLDEN) + "/" + name; }

/// The golden file tests/golden/NAME; throws (failing the test) when it cannot be read,
/// so a missing golden is never compared as empty.
inline std::string golden(const std::string& name) {
  std::ifstream in(goldenPath(name), std::ios::binary);
  if (!in) throw std::runtime_error("golden file tests/golden/" + name + " is missing (make it with tests/update-goldens)");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Every HTML page carries the same stylesheet: its goldens keep it once, in page.css.
inline const std::string kStylesheetGolden = "page.css";
inline const std::string kStylesheetMarker = "/* the stylesheet: tests/golden/page.css */\n";

/// The text between "<style>\n" and "</style>" in |html|, or "" when there is none.
inline std::string stylesheetOf(const std::string& html) {
  const size_t open = html.find("<style>\n");
  const size_t close = html.find("</style>");
  if (open == std::string::npos || close == std::string::npos || close < open) return "";
  return html.substr(open + 8, close - open - 8);
}

/// |html| with its stylesheet replaced by a marker naming page.css.
inline std::string withoutStylesheet(const std::string& html) {
  const std::string sheet = stylesheetOf(html);
  if (sheet.empty()) return html;
  const size_t open = html.find("<style>\n") + 8;
  return html.substr(0, open) + kStylesheetMarker + html.substr(open + sheet.size());
}

inline bool updatingGoldens() {
  const char* update = std::getenv("OUTREMER_UPDATE_GOLDENS");
  return update != nullptr && std::string(update) == "1";
}

inline void writeGolden(const std::string& name, const std::string& text) {
  std::ofstream out(goldenPath(name), std::ios::binary | std::ios::trunc);
  out << text;
  REQUIRE(out.good());
}

/// Checks |actual| against golden file |name| (an .html one without its stylesheet, which
/// is checked against page.css); with OUTREMER_UPDATE_GOLDENS=1 it writes the golden instead.
inline void checkGolden(const std::string& name, const std::string& actual) {
  INFO("golden file tests/golden/" << name);
  const bool html = name.ends_with(".html");
  const std::string body = html ? withoutStylesheet(actual) : actual;
  if (updatingGoldens()) {
    writeGolden(name, body);
    if (html) writeGolden(kStylesheetGolden, stylesheetOf(actual));
    return;
  }
  CHECK(body == golden(name));
  if (html) CHECK(stylesheetOf(actual) == golden(kStylesheetGolden));
}

}  // namespace outremer::testing
