// An advancement's notes in words, made from the note kinds and the figures the core keeps.
#include "codec/advance.hpp"

#include <catch2/catch.hpp>

using namespace outremer;
using gen::AdvanceNote;

namespace {

// A knight of the strength table's range 20-30 / 8-18.
gen::Advancement knight() {
  gen::Advancement a;
  a.type = "knight";
  a.typeLabel = "Other Knights";
  a.mounted = true;
  a.range = gen::StrengthRange{20, 30, 8, 18};
  return a;
}

}  // namespace

TEST_CASE("a start outside the type's range names the range and how he fights") {
  gen::Advancement a = knight();
  CHECK(codec::noteWords(AdvanceNote::outsideRange, a) ==
        "He starts outside the Other Knights's attack range (20-30, mounted).");
  a.mounted = false;
  a.range = gen::StrengthRange{10, 15, 4, 9};
  CHECK(codec::noteWords(AdvanceNote::outsideRange, a) ==
        "He starts outside the Other Knights's attack range (10-15, on foot).");
}

TEST_CASE("points held at the maximum say how many and the maximums") {
  gen::Advancement a = knight();
  a.heldAtMaximum = 2;
  CHECK(codec::noteWords(AdvanceNote::heldAtMaximum, a) ==
        "2 whole point(s) not added: attack stops at the Other Knights's maximum of 30.");
  CHECK(codec::noteWords(AdvanceNote::defenceAtMaximum, a) == "Defence stops at the Other Knights's maximum of 18.");
}

TEST_CASE("a class of several types names them and asks for the type") {
  gen::Advancement a;
  a.classTypes = {"sergeant", "squire"};
  a.notes = {AdvanceNote::classOfTypes};
  CHECK(codec::notesInWords(a) ==
        std::vector<std::string>{"The class covers several types (sergeant, squire): give the type as --class to "
                                 "check his minimum and maximum, demotion and promotion."});
}

TEST_CASE("the notes are told in their order") {
  gen::Advancement a = knight();
  a.heldAtMaximum = 1;
  a.notes = {AdvanceNote::heldAtMaximum, AdvanceNote::defenceAtMaximum};
  const std::vector<std::string> words = codec::notesInWords(a);
  REQUIRE(words.size() == 2);
  CHECK(words[0].starts_with("1 whole point(s)"));
  CHECK(words[1].starts_with("Defence stops"));
}
