// The strict reader's paths at a document's root, a part of an object read alone, and
// lists of a fixed length.
#include "codec/json_in.hpp"

#include <catch2/catch.hpp>

namespace outremer::codec {
namespace {

using nlohmann::json;

struct Flags {
  std::string type;
  bool mounted = false;
};

template <class Io>
void fields(Io& io, Of<Flags> auto& flags) {
  io("type", flags.type, NonEmpty{});
  io("mounted", flags.mounted);
}

struct Group {
  std::vector<Flags> members;
};

template <class Io>
void fields(Io& io, Of<Group> auto& group) {
  io("members", group.members);
}

TEST_CASE("a refusal at a document's root names the member by its key alone") {
  CHECK_THROWS_WITH(readJson<Flags>(json::parse(R"({"type": "knight"})"), "", "the file"), "mounted: missing");
  CHECK_THROWS_WITH(readJson<Flags>(json::parse(R"({"type": "knight", "mounted": true, "x": 1})"), "", "the file"),
                    "x: not a field of the file");
  CHECK_THROWS_WITH(readJson<std::vector<Flags>>(json::parse(R"([{"type": "", "mounted": true}])"), "", "the file"),
                    "[0].type: empty");
  CHECK_THROWS_WITH(readJson<Flags>(json::parse("[]"), "", "the file"), "expected an object, found array");
}

TEST_CASE("a part of an object is its form's members, read as strictly, the others left alone") {
  const json member = json::parse(R"({"name": "Guy", "type": "knight", "mounted": true, "attack": 7})");
  const auto read = readJson<std::vector<Part<Flags>>>(json::array({member}), "party.members", "the party file");
  REQUIRE(read.size() == 1);
  CHECK(read[0].value.type == "knight");
  CHECK(read[0].value.mounted);
  CHECK_THROWS_WITH(readJson<Part<Flags>>(json::parse(R"({"name": "Guy", "mounted": 1})"), "party", "the party file"),
                    "party.type: missing");
  CHECK_THROWS_WITH(readJson<Part<Flags>>(json::parse(R"({"type": "knight", "mounted": 1})"), "party", "the party file"),
                    "party.mounted: expected true or false, found number");
  // Within the part, what is read whole is read as strictly as ever.
  const json group = json::parse(R"({"label": "Bandits", "members": [{"type": "bandit", "mounted": false, "x": 0}]})");
  CHECK_THROWS_WITH(readJson<Part<Group>>(group, "groups[0]", "the encounter file"),
                    "groups[0].members[0].x: not a field of the encounter file");
}

TEST_CASE("a list of a fixed length is read item by item, and a number without bounds as any number") {
  using Points = std::vector<std::array<double, 2>>;
  const Points points = readJson<Points>(json::parse("[[35.5, -33], [1e3, 0.25]]"), "points", "the file");
  REQUIRE(points.size() == 2);
  CHECK(points[0] == std::array<double, 2>{35.5, -33});
  CHECK(points[1] == std::array<double, 2>{1000, 0.25});
  CHECK_THROWS_WITH(readJson<Points>(json::parse("[[1, 2], [3]]"), "points", "the file"),
                    "points[1]: expected 2 items, found 1");
  CHECK_THROWS_WITH(readJson<Points>(json::parse("[{\"x\": 1}]"), "points", "the file"),
                    "points[0]: expected a list, found object");
  CHECK_THROWS_WITH(readJson<Points>(json::parse("[[1, \"2\"]]"), "points", "the file"),
                    "points[0][1]: expected a number, found string");
}

}  // namespace
}  // namespace outremer::codec
