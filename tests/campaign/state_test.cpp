#include "campaign/state.hpp"
#include "campaign/pending.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

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
  checkNames<outremer::gen::InitialStrength>();
  checkNames<Reason>();
  checkNames<Then>();
  checkNames<Outcome>();
  checkNames<FactKind>();
  CHECK(nameOf(WantedBy::greatLord) == "great-lord");
  CHECK(nameOf(Ending::none).empty());
  CHECK_FALSE(fromName<MemberStatus>("zombie"));
}

TEST_CASE("the campaign includes nothing of render or cli and builds no JSON") {
  for (const auto& file : std::filesystem::directory_iterator(std::string(OUTREMER_SOURCE) + "/src/campaign")) {
    std::ifstream in(file.path());
    std::ostringstream text;
    text << in.rdbuf();
    INFO(file.path().filename().string());
    CHECK(text.str().find("#include \"render/") == std::string::npos);
    CHECK(text.str().find("#include \"cli/") == std::string::npos);
    CHECK(text.str().find("nlohmann") == std::string::npos);
  }
}
