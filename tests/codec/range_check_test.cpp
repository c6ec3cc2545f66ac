// A value in memory is held to the same bounds the strict reader holds its JSON to, with
// the same words, so that a writer can refuse what it could not load again.
#include "codec/range_check.hpp"

#include <catch2/catch.hpp>

#include "codec/campaign_save.hpp"
#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "../campaign/written.hpp"

namespace outremer::codec {
namespace {

// The refusal RangeCheck gives |value|, and the one JsonIn gives the same value written.
template <class T>
std::pair<std::string, std::string> refusals(const T& value) {
  std::pair<std::string, std::string> said;
  try {
    checkRanges(value, "x");
  } catch (const FormatError& error) {
    said.first = error.what();
  }
  try {
    readJson<T>(nlohmann::json::parse(jsonText(value)), "x", "the test");
  } catch (const FormatError& error) {
    said.second = error.what();
  }
  return said;
}

campaign::Member member() {
  campaign::Member m;
  m.character = {};
  m.character.name = "Hugh";
  m.character.type = "knight";
  m.character.label = "Knight";
  m.character.side = "christian";
  return m;
}

TEST_CASE("a value out of its form's bounds is refused in memory as the reader refuses it") {
  CHECK(refusals(member()) == std::pair<std::string, std::string>{});
  campaign::Member weak = member();
  weak.character.attack = -1;
  CHECK(refusals(weak).first == "x.attack: -1 is below 0");
  CHECK(refusals(weak).first == refusals(weak).second);
  campaign::Member carried = member();
  carried.carry = 2.5;
  CHECK(refusals(carried).first == "x.carry: 2.5 is not between -1 and 1");
  CHECK(refusals(carried).first == refusals(carried).second);
  std::vector<campaign::LogEntry> log{{1, "antioch", campaign::EntryKind::start, testing::written(""), 0}, {2, "", campaign::EntryKind::move, testing::written(""), 0}};
  CHECK(refusals(log).first == "x[1].hex: empty");
  CHECK(refusals(log).first == refusals(log).second);
  campaign::Member nobody = member();
  nobody.character.side = "pagan";
  CHECK(refusals(nobody).first == "x.side: 'pagan' is not one of christian, moslem");
  CHECK(refusals(nobody).first == refusals(nobody).second);
}

}  // namespace
}  // namespace outremer::codec
