#include "util/short_text_hash.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <set>
#include <string>

#include "../gen/shipped_tables.hpp"

using outremer::util::ShortTextHash;

TEST_CASE("a short text's hash is of its words, not of where they lie") {
  const ShortTextHash hash;
  const std::string table = "pilgrim-composition";
  const std::string copy = table;
  CHECK(hash(table) == hash(copy));
  CHECK(hash("d6") == hash(std::string("d6")));
  CHECK(hash("") == hash(std::string()));
  // The length, the first eight bytes and the last eight each tell texts apart.
  CHECK(hash("d6") != hash("d10"));
  CHECK(hash("knight") != hash("knights"));
  CHECK(hash("effects-raiders") != hash("effects-drovers"));
  CHECK(hash("combat-mounted") != hash("combat-infantry"));
}

TEST_CASE("the shipped tables' ids spread over their hashes") {
  // Ids that share a hash only share a bucket, but the look-up is quick only when few do.
  const ShortTextHash hash;
  std::set<std::string> ids;
  for (const outremer::tables::Table& table : outremer::testing::rules().set().tables()) ids.insert(table.id);
  std::set<size_t> hashes;
  for (const std::string& id : ids) hashes.insert(hash(id));
  CHECK(ids.size() > 50);  // the shipped set: 99 tables when this was written
  CHECK(hashes.size() == ids.size());
}

TEST_CASE("short texts compare and sort as string_view does") {
  // Empty (with bytes and with none), prefixes, one letter apart, and bytes above 0x7F
  // (UTF-8), which string_view orders as unsigned.
  const std::string_view words[] = {std::string_view(),
                                    "",
                                    "a",
                                    "ab",
                                    "abc",
                                    "abd",
                                    "b",
                                    "B",
                                    "Z",
                                    "\xc3\xa9",
                                    "e",
                                    "knight",
                                    "knight-templar",
                                    "knight-hospitaller"};
  for (const std::string_view a : words) {
    for (const std::string_view b : words) {
      INFO('"' << a << "\" and \"" << b << '"');
      CHECK(outremer::util::SameText{}(a, b) == (a == b));
      CHECK(outremer::util::TextBefore{}(a, b) == (a < b));
    }
  }
}

TEST_CASE("texts of every length up to past sixteen are the same only when every byte is") {
  // Each word in a buffer of exactly its length, so that the sanitizers catch a byte read
  // past it; a copy elsewhere is the same, and a byte changed anywhere is not.
  for (size_t size = 0; size <= 20; ++size) {
    const auto word = std::make_unique<char[]>(size);
    const auto copy = std::make_unique<char[]>(size);
    for (size_t i = 0; i < size; ++i) word[i] = copy[i] = static_cast<char>('a' + i);
    INFO("length " << size);
    CHECK(outremer::util::sameBytes(word.get(), copy.get(), size));
    for (size_t at = 0; at < size; ++at) {
      INFO("changed at " << at);
      copy[at] = 'Z';
      CHECK_FALSE(outremer::util::sameBytes(word.get(), copy.get(), size));
      CHECK_FALSE(outremer::util::SameText{}({word.get(), size}, {copy.get(), size}));
      copy[at] = word[at];
    }
  }
}
