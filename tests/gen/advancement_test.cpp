// Character Advancement Tables: whole points, carried fractions, defence at the class's
// rate, demotion and promotion; the book's Sir Mathew example.
#include "gen/advancement.hpp"

#include <catch2/catch.hpp>

#include "gen/character.hpp"
#include "shipped_tables.hpp"

using outremer::testing::rules;

using namespace outremer;

namespace {

gen::Advancement apply(gen::AdvanceRequest request, uint64_t seed = 1) {
  dice::Rng rng(seed);
  gen::RollLog log;
  return gen::advance(rules(), rng, log, request);
}

gen::AdvanceRequest request(const std::string& cls, int attack, int defence, std::vector<std::string> events,
                            int carry = 0) {
  gen::AdvanceRequest r;
  r.className = cls;
  r.attack = attack;
  r.defence = defence;
  r.events = std::move(events);
  r.carry = carry;
  return r;
}

std::string inputErrorOption(const gen::AdvanceRequest& r) {
  try {
    apply(r);
  } catch (const gen::InputError& error) {
    return error.option();
  }
  return "";
}

}  // namespace

TEST_CASE("worked example: Sir Mathew 27/13 kills and captures equal knights: 28/14, 0.5 carried") {
  const gen::Advancement a =
      apply(request("knight", 27, 13, {"defeat-equal-knight", "capture-equal-knight"}));
  CHECK(a.eventPoints == 150);  // 0.5 + 1.0
  CHECK(a.whole == 1);
  CHECK(a.attackAfter == 28);
  CHECK(a.defenceAfter == 14);  // "for every one attack point gained one defence point"
  CHECK(a.carryOut == 50);
  CHECK(a.demotedTo.empty());
  CHECK_FALSE(a.promotion.has_value());
  CHECK(a.type == "knight");
  CHECK(a.mounted);  // a knight fights mounted unless told
}

TEST_CASE("the carried fraction is added to the next game's points") {
  const gen::Advancement first =
      apply(request("knight", 27, 13, {"defeat-equal-knight", "capture-equal-knight"}));
  const gen::Advancement second = apply(
      request("knight", first.attackAfter, first.defenceAfter, {"defeat-equal-knight"}, first.carryOut));
  CHECK(second.total == 100);  // 0.5 carried + 0.5
  CHECK(second.attackAfter == 29);
  CHECK(second.defenceAfter == 15);
  CHECK(second.carryOut == 0);
}

TEST_CASE("negative totals apply their whole part toward zero and carry the rest") {
  // -1.5: -1 applied, -0.5 carried ("only the whole number are added").
  gen::Advancement a = apply(request("knight", 25, 12, {"defeated-by-men-at-arms"}));
  CHECK(a.whole == -1);
  CHECK(a.attackAfter == 24);
  CHECK(a.defenceAfter == 11);
  CHECK(a.carryOut == -50);
  // 0.5 carried in and -1 lost: -0.5, nothing applied.
  a = apply(request("knight", 25, 12, {"defeated-by-equal-knight"}, 50));
  CHECK(a.whole == 0);
  CHECK(a.attackAfter == 25);
  CHECK(a.carryOut == -50);
}

TEST_CASE("errata values are used: a sergeant capturing a knight gains +3, footnoted") {
  dice::Rng rng(1);
  gen::RollLog log;
  const gen::Advancement a = gen::advance(rules(), rng, log, request("sergeant", 18, 8, {"capture-knight"}));
  CHECK(a.events.at(0).points == 300);
  CHECK(a.attackAfter == 21);
  bool footnoted = false;
  for (const gen::Footnote& note : log.footnotes()) {
    footnoted |= note.table->id == "advancement-sergeant-squire" && note.row->provenance == tables::Provenance::errata;
  }
  CHECK(footnoted);
}

TEST_CASE("defence comes at the class's rate and its progress is carried") {
  // Sergeants: one defence point per 1.5 attack points.
  gen::AdvanceRequest r = request("sergeant", 18, 8, {"defeat-knight"});  // +2
  gen::Advancement a = apply(r);
  CHECK(a.attackAfter == 20);
  CHECK(a.defenceGained == 1);
  CHECK(a.defenceCarryOut == 50);                           // 2 - 1.5
  r = request("sergeant", 20, 9, {"capture-man-at-arms"});  // +1.5: 1 whole
  r.defenceCarry = a.defenceCarryOut;
  a = apply(r);
  CHECK(a.attackAfter == 21);
  CHECK(a.defenceGained == 1);  // 0.5 + 1 reaches 1.5
  CHECK(a.defenceCarryOut == 0);
  CHECK(a.carryOut == 50);
  // Men-at-arms: one per 2.
  a = apply(request("billman", 4, 3, {"defeat-knight"}));
  CHECK(a.attackAfter == 6);
  CHECK(a.defenceAfter == 4);
  CHECK(a.defenceCarryOut == 0);
  // Moslem infantry: one per 2, as the men-at-arms whose counterparts they are.
  a = apply(request("fatimid-spearman", 4, 3, {"defeat-knight", "defeat-knight"}));  // +2
  CHECK(a.attackAfter == 6);
  CHECK(a.defenceGained == 1);
  CHECK(a.defenceCarryOut == 0);  // 50 left over at 1 per 1.5
}

TEST_CASE("a member of a fighting order scores the bracketed values") {
  gen::AdvanceRequest r = request("knight", 26, 12, {"defeat-infidel", "defeat-infidel"});
  CHECK(apply(r).attackAfter == 27);  // 2 x 0.5
  r.order = true;
  gen::Advancement a = apply(r);
  CHECK(a.attackAfter == 28);  // 2 x 1
  CHECK(a.type == "holy-order-knight");
  CHECK(a.range->minAttack == 24);
  a = apply(request("holy-order-knight", 30, 15, {"defeated-by-infidel"}));
  CHECK(a.order);
  CHECK(a.attackAfter == 27);  // -3
  r = request("mamluk", 20, 10, {});
  r.order = true;
  CHECK(inputErrorOption(r) == "order");
}

TEST_CASE("a knight falling below 20 is reduced to a spearman") {
  const gen::Advancement a = apply(request("knight", 20, 8, {"defeated-by-peasants"}));
  CHECK(a.attackAfter == 18);
  CHECK(a.demotedTo == "spearman");
  CHECK(a.demotionRule.find("reduced to a spearman") != std::string::npos);
  CHECK_FALSE(a.promotion.has_value());
  // On foot the dismounted minimum (10) applies.
  gen::AdvanceRequest r = request("knight", 11, 7, {"defeated-by-peasants"});
  r.mounted = false;
  CHECK(apply(r).demotedTo == "spearman");
  r.attack = 13;
  CHECK(apply(r).demotedTo.empty());
}

TEST_CASE("attack stops at the type's maximum") {
  const gen::Advancement a = apply(request("knight", 30, 18, {"capture-superior-knight"}));
  CHECK(a.attackAfter == 30);
  CHECK(a.heldAtMaximum == 2);
  CHECK(a.defenceAfter == 18);
  CHECK(a.notes == std::vector{gen::AdvanceNote::heldAtMaximum});
  // One point added, and the defence it brings stops at 18.
  const gen::Advancement b = apply(request("knight", 29, 18, {"capture-superior-knight"}));
  CHECK(b.attackAfter == 30);
  CHECK(b.defenceAfter == 18);
  CHECK(b.notes == std::vector{gen::AdvanceNote::heldAtMaximum, gen::AdvanceNote::defenceAtMaximum});
}

TEST_CASE("a character who starts outside his type's attack range is noted") {
  CHECK(apply(request("knight", 5, 3, {})).notes == std::vector{gen::AdvanceNote::outsideRange});
  CHECK(apply(request("knight", 25, 12, {})).notes.empty());
}

TEST_CASE("men-at-arms at their maximum with a deed of valour roll under 35% to advance") {
  gen::AdvanceRequest r = request("spearman", 5, 2, {});
  gen::Advancement a = apply(r);
  REQUIRE(a.promotion.has_value());
  CHECK(a.promotion->to == "billman");
  CHECK(a.promotion->unmet == std::vector<std::string>{"deed"});
  CHECK_FALSE(a.promotion->roll.has_value());
  r.deed = true;
  bool sawPromoted = false;
  bool sawRefused = false;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    a = gen::advance(rules(), rng, log, r);
    REQUIRE(a.promotion->roll.has_value());
    CHECK(a.promotion->chance == 35);
    CHECK(a.promotion->promoted == (*a.promotion->roll <= 35));
    REQUIRE(log.rolls().size() == 1);
    CHECK(log.rolls()[0].result == *a.promotion->roll);
    sawPromoted |= a.promotion->promoted;
    sawRefused |= !a.promotion->promoted;
  }
  CHECK(sawPromoted);
  CHECK(sawRefused);
  r.attack = 4;  // below the maximum: no roll
  CHECK(apply(r).promotion->unmet == std::vector<std::string>{"maximum-attack"});
}

TEST_CASE("the other promotion chances the book gives") {
  gen::AdvanceRequest r = request("unarmoured-mamluk", 22, 15, {});
  CHECK(apply(r).promotion->chance == 50);
  r.defence = 14;  // needs both maximum attack and defence
  CHECK(apply(r).promotion->unmet == std::vector<std::string>{"maximum-defence"});
  CHECK(apply(request("syrian-cavalryman", 18, 10, {})).promotion->chance == 25);
  CHECK(apply(request("syrian-cavalryman", 18, 10, {})).promotion->to == "unarmoured-mamluk");
  gen::AdvanceRequest peasant = request("peasant", 2, 1, {});
  peasant.deed = true;
  const gen::Advancement p = apply(peasant);
  CHECK(p.promotion->chance == 50);
  CHECK(p.promotion->to == "spearman");
  CHECK(p.promotion->roll.has_value());
  // Sergeants and squires may be knighted, but knights must sponsor them: no roll.
  gen::AdvanceRequest sergeant = request("sergeant", 20, 9, {});
  sergeant.deed = true;
  const gen::Advancement s = apply(sergeant);
  CHECK(s.promotion->by == "sponsor");
  CHECK(s.promotion->unmet.empty());
  CHECK_FALSE(s.promotion->roll.has_value());
  CHECK(apply(request("seljuk-cavalryman", 20, 9, {})).promotion->promoted);  // becomes a leader
}

TEST_CASE(
    "an advance of numbers only gives the strengths and carries and ranks of a whole one without its words") {
  std::vector<gen::AdvanceRequest> asked = {
      request("knight", 27, 13, {"defeat-equal-knight", "capture-equal-knight"}),
      request("knight", 20, 8, {"defeated-by-peasants"}),  // demoted
      request("sergeant", 18, 8, {"capture-knight"}, 50),
      request("spearman", 5, 2, {}),             // promotion needs a deed
      request("unarmoured-mamluk", 22, 15, {}),  // promotion rolled
      request("sergeant-squire", 10, 6, {"defeat-knight"}),
  };
  asked[3].deed = true;
  for (gen::AdvanceRequest r : asked) {
    for (uint64_t seed = 0; seed < 8; ++seed) {
      const gen::Advancement whole = apply(r, seed);
      r.numbersOnly = true;
      const gen::Advancement numbers = apply(r, seed);
      r.numbersOnly = false;
      CHECK(numbers.attackAfter == whole.attackAfter);
      CHECK(numbers.defenceAfter == whole.defenceAfter);
      CHECK(numbers.carryOut == whole.carryOut);
      CHECK(numbers.defenceCarryOut == whole.defenceCarryOut);
      CHECK(numbers.demotedTo == whole.demotedTo);
      REQUIRE(numbers.promotion.has_value() == whole.promotion.has_value());
      if (whole.promotion) {
        CHECK(numbers.promotion->to == whole.promotion->to);
        CHECK(numbers.promotion->by == whole.promotion->by);
        CHECK(numbers.promotion->unmet == whole.promotion->unmet);
        CHECK(numbers.promotion->roll == whole.promotion->roll);
        CHECK(numbers.promotion->promoted == whole.promotion->promoted);
        CHECK(numbers.promotion->rule.empty());
        CHECK(numbers.promotion->needs.empty());
      }
      CHECK(numbers.classLabel.empty());
      CHECK(numbers.events.empty());
      CHECK(numbers.demotionRule.empty());
      CHECK(whole.events.size() == r.events.size());
    }
  }
}

TEST_CASE("a class named without its type applies the points but checks no range") {
  const gen::Advancement a = apply(request("sergeant-squire", 10, 6, {"defeat-knight"}));
  CHECK(a.type.empty());
  CHECK_FALSE(a.range.has_value());
  CHECK(a.attackAfter == 12);
  CHECK(a.classTypes == std::vector<std::string>{"sergeant", "squire"});
  CHECK(a.notes == std::vector{gen::AdvanceNote::classOfTypes});
  CHECK(apply(request("squire", 8, 4, {})).classTypes.empty());  // his type is known
}

TEST_CASE("unknown classes and events, and carries out of range, name their input") {
  CHECK(inputErrorOption(request("knigt", 20, 8, {})) == "class");
  CHECK(inputErrorOption(request("knight", 20, 8, {"defeat-equal-knigt"})) == "event");
  CHECK(inputErrorOption(request("knight", 20, 8, {}, 100)) == "carry");
  CHECK(inputErrorOption(request("peasant", 2, 1, {"defeat-knight"})) == "event");
  gen::AdvanceRequest r = request("spearman", 3, 2, {});
  r.mounted = true;
  CHECK(inputErrorOption(r) == "mounted");
  try {
    apply(request("knight", 20, 8, {"defeat-equal-knigt"}));
  } catch (const gen::InputError& error) {
    CHECK(std::string(error.what()) ==
          "unknown event 'defeat-equal-knigt' for the Knights Advancement Table (did you mean "
          "'defeat-equal-knight'?); see --list-events knight");
  }
}

TEST_CASE("classes are found by class id, short id or character type") {
  CHECK(gen::findAdvanceClass(rules(), "advancement-knight")->type == "knight");
  CHECK(gen::findAdvanceClass(rules(), "sergeant-squire")->type.empty());
  CHECK(gen::findAdvanceClass(rules(), "squire")->row->id == "advancement-sergeant-squire");
  CHECK(gen::findAdvanceClass(rules(), "billman")->row->id == "advancement-men-at-arms");
  CHECK(gen::findAdvanceClass(rules(), "amir") == nullptr);  // no table in the book
  CHECK(gen::listEvents(rules(), "knight").size() == 12);
  CHECK(gen::listEvents(rules(), "peasant").empty());
}

TEST_CASE("a class has an event when its table gives the event points") {
  const gen::AdvanceClass& knight = *gen::findAdvanceClass(rules(), "knight");
  CHECK(gen::hasEvent(rules(), knight, "defeat-equal-knight"));
  CHECK_FALSE(gen::hasEvent(rules(), knight, "defeat-equal-knigt"));
  for (const gen::AdvanceEvent& event : gen::listEvents(rules(), "knight")) {
    CHECK(gen::hasEvent(rules(), knight, event.id));
    // The look-up gives the event as listed: its row and its points.
    const gen::ClassEvent* found = gen::classEvent(rules(), knight, event.id);
    REQUIRE(found != nullptr);
    CHECK(found->row->id == event.id);
    CHECK(found->points == event.points);
    CHECK(found->orderPoints == event.orderPoints);
  }
  // Peasants have a class but no events table with points.
  CHECK_FALSE(gen::hasEvent(rules(), *gen::findAdvanceClass(rules(), "peasant"), "defeat-equal-knight"));
}

TEST_CASE("points are read and written as the book writes them") {
  CHECK(gen::parseHundredths("0.5") == 50);
  CHECK(gen::parseHundredths("-0.25") == -25);
  CHECK(gen::parseHundredths("+2") == 200);
  CHECK(gen::parseHundredths(".5") == 50);
  CHECK_FALSE(gen::parseHundredths("0.125").has_value());
  CHECK_FALSE(gen::parseHundredths("abc").has_value());
  CHECK_FALSE(gen::parseHundredths("1.").has_value());
  CHECK_FALSE(gen::parseHundredths("").has_value());
  CHECK(gen::pointsText(150, true) == "+1.5");
  CHECK(gen::pointsText(-25) == "-0.25");
  CHECK(gen::pointsText(5) == "0.05");
  CHECK(gen::pointsText(0, true) == "0");
}

TEST_CASE("every advancement-ladder step names a type the strength tables know") {
  const tables::Table& ladder = rules().table("advancement-ladder");
  for (const tables::Row& row : ladder.rows) {
    INFO(row.id);
    CHECK(gen::strengthRow(rules(), row.id).row != nullptr);
    for (const char* field : {"demoted-to", "promoted-to"}) {
      const tables::FieldValue* to = row.field(field);
      if (to && to->text != "leader") CHECK(gen::strengthRow(rules(), to->text).row != nullptr);
    }
    if (row.field("promoted-to")) CHECK(row.field("promotion-by") != nullptr);
  }
  // Every type an advancement class applies to has its step.
  for (const tables::Row& cls : rules().table("advancement-classes").rows) {
    for (const std::string& type : cls.field("applies-to")->items) {
      INFO(type);
      CHECK(ladder.rowWithId(type) != nullptr);
    }
  }
}
