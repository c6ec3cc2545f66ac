#include "campaign/state.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace outremer::campaign;

namespace {

// Every value of E has its own word, and the word reads back as the value.
template <typename E>
void checkNames() {
  std::set<std::string_view> words;
  for (const auto& [value, word] : Names<E>::table) {
    INFO(word);
    CHECK(words.insert(word).second);
    CHECK(nameOf(value) == word);
    CHECK(fromName<E>(word) == value);
  }
}

}  // namespace

TEST_CASE("each of the campaign's enums has one word a value, read back as the value") {
  checkNames<MemberStatus>();
  checkNames<PromiseKind>();
  checkNames<WantedBy>();
  checkNames<WantedWhere>();
  checkNames<Ending>();
  CHECK(nameOf(WantedBy::greatLord) == "great-lord");
  CHECK(nameOf(Ending::none).empty());
  CHECK_FALSE(fromName<MemberStatus>("zombie"));
}
