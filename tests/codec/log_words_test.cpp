// Each kind of event the journey tells has its words, made from its names and numbers.
#include "codec/log_words.hpp"

#include <catch2/catch.hpp>

#include <set>

#include "campaign/state.hpp"
#include "gen/fight.hpp"

using namespace outremer;
using campaign::Event;
using campaign::Said;

TEST_CASE("every kind of event has a word of its own in the save and a sentence") {
  std::set<std::string_view> words;
  for (const auto& [said, word] : campaign::Names<Said>::table) {
    INFO(word);
    CHECK(words.insert(word).second);
    CHECK(campaign::fromName<Said>(word) == said);
    if (said != Said::asWritten) CHECK_FALSE(codec::sentence({.said = said}).empty());
  }
  CHECK(codec::sentence({.said = Said::asWritten, .detail = "As it was written."}) == "As it was written.");
}

TEST_CASE("an event's sentence is made from its names and numbers") {
  CHECK(codec::sentence({.said = Said::rests, .name = "Acre"}) == "The party rests in Acre.");
  CHECK(codec::sentence({.said = Said::noted, .name = "killed", .detail = "Guy"}) == "noted: killed Guy");
  CHECK(codec::sentence({.said = Said::noted, .name = "won"}) == "noted: won");
  CHECK(codec::sentence({.said = Said::rests, .name = "Acre", .numbers = {2}}) == "The party rests in Acre; 2 wounded heal.");
  CHECK(codec::sentence({.said = Said::met, .name = "A patrol"}) == "A patrol.");
  CHECK(codec::sentence({.said = Said::met, .name = "A patrol", .numbers = {4, 31, 1}}) ==
        "A patrol — 4 against the party, strength 31; they attack.");
  CHECK(codec::sentence(campaign::metEvent({gen::GroupLabelKind::mutineers})) == "Mutineers.");
  const campaign::Event militia =
      campaign::metEvent({gen::GroupLabelKind::encounter, "Fighting men", "Town Militia", "Recruiting"});
  CHECK(codec::sentence(militia) == "Fighting men: Town Militia, Recruiting.");
  const auto dead = static_cast<int64_t>(campaign::MemberStatus::dead);
  const auto wounded = static_cast<int64_t>(campaign::MemberStatus::wounded);
  CHECK(codec::sentence({.said = Said::hunted, .names = {"Guy", "Odo"}, .numbers = {1, 3, 50, wounded, dead}}) ==
        "The hunt kills 1 of 3, worth 2SC; Guy is wounded, Odo is killed.");
  CHECK(codec::sentence({.said = Said::quickFight, .detail = "They flee", .numbers = {5, 4, 1, -1, 0, 1, 0, 2, 0, 2}}) ==
        "Quick fight by the combat tables (house rule): 5 of the party against 4 on open ground, 1 turn. They flee: "
        "they part. The party: 1 wounded; they: 2 killed, 2 fled.");
  // Since the fight's end is kept as numbers: the end, then the victory terms.
  const auto terms = static_cast<int64_t>(gen::FightEnd::victoryTerms);
  CHECK(codec::sentence({.said = Said::quickFight,
                         .name = "a wood",
                         .numbers = {5, 4, 3, 0, 0, 1, 0, 2, 0, 0, terms, 3, 2, 2, 1}}) ==
        "Quick fight by the combat tables (house rule): 5 of the party against 4 on a wood, 3 turns. The party kill "
        "2 of 4, the victory terms (2): the party wins. The party: 1 wounded; they: 2 killed.");
  CHECK(codec::sentence({.said = Said::quickFightNoFight, .numbers = {1}}) ==
        "Quick fight: They have no one to fight: no band met opposes the party. The party wins.");
  CHECK(codec::sentence({.said = Said::quickFightNoFight, .detail = "Nobody came."}) ==
        "Quick fight: Nobody came. The party wins.");
  CHECK(codec::sentence({.said = Said::mutinySeverance, .name = "Odo", .numbers = {1, 75}}) ==
        "1 soldier turns on the party: Odo wants a week's severance (3SC) the purse cannot pay.");
}

TEST_CASE("setting out and travelling are told from names and numbers, an older save's words as written") {
  CHECK(codec::sentence({.said = Said::setOut, .name = "Knight and retainers", .names = {"Acre", ""},
                         .numbers = {4, 2058, 7}}) ==
        "Knight and retainers: 4 pilgrims set out from Acre with 3GF 1SF 2SC 8CC; wages are promised every 7 days.");
  CHECK(codec::sentence({.said = Said::setOut, .name = "Pilgrims", .names = {"Acre", "Tyre"}, .numbers = {3, 125, 7}}) ==
        "Pilgrims: 3 pilgrims set out from Acre with 1SF; wages are promised on reaching Tyre.");
  CHECK(codec::sentence({.said = Said::setOut, .name = "Pilgrims", .detail = "at Easter", .names = {"Acre"},
                         .numbers = {3, 125}}) ==
        "Pilgrims: 3 pilgrims set out from Acre with 1SF; wages are promised at Easter.");
  CHECK(codec::sentence({.said = Said::travels, .name = "Antioch", .names = {"town"}}) ==
        "The party travels to Antioch (near town).");
  CHECK(codec::sentence({.said = Said::travels, .name = "Antioch (as written)"}) ==
        "The party travels to Antioch (as written).");
}
