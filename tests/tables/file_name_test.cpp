// A file name as locations hold it: shared by its copies, compared and ordered as its text.
#include "tables/file_name.hpp"

#include <catch2/catch.hpp>

#include <string>

using outremer::tables::FileName;

TEST_CASE("a file name reads as the text it was made from") {
  const FileName name("tables/names.yaml");
  CHECK(name.str() == "tables/names.yaml");
  CHECK(name.view() == "tables/names.yaml");
  CHECK_FALSE(name.empty());
  CHECK(FileName(std::string("t.yaml")) == "t.yaml");
}

TEST_CASE("a copy shares its file name's text") {
  const FileName name("tables/characters.yaml");
  const FileName copy = name;  // NOLINT(performance-unnecessary-copy-initialization): the copy is the point
  CHECK(&copy.str() == &name.str());
}

TEST_CASE("file names are equal and ordered by their text, wherever it is held") {
  CHECK(FileName("a.yaml") == FileName("a.yaml"));
  CHECK_FALSE(FileName("a.yaml") == FileName("b.yaml"));
  CHECK(FileName("a.yaml") < FileName("b.yaml"));
  CHECK(FileName("b.yaml") > FileName("a.yaml"));
}

TEST_CASE("an empty file name is no name, equal to the default one") {
  CHECK(FileName("").empty());
  CHECK(FileName() == FileName(""));
  CHECK(FileName().str().empty());
  CHECK(FileName() < FileName("a.yaml"));
}

TEST_CASE("a file name compares with a literal, a string and a view as their text") {
  const FileName name("t.yaml");
  CHECK(name == "t.yaml");
  CHECK(name == std::string("t.yaml"));
  CHECK(name == std::string_view("t.yaml"));
  CHECK_FALSE(name == "u.yaml");
  CHECK(name != "u.yaml");
}
