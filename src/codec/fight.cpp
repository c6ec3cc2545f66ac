#include "codec/fight.hpp"

#include <charconv>

#include "codec/json_in.hpp"

namespace outremer::codec {

std::string shiftText(const gen::ColumnShift& shift) {
  return std::string(shiftWhy(shift)) + (shift.columns > 0 ? " +" : " ") + std::to_string(shift.columns);
}

int oddsRead(const std::string& text, const std::string& path) {
  int odds = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), odds);
  if (error != std::errc() || odds < 1 || std::string_view(end, text.data() + text.size() - end) != "-1") {
    refuse(path, "'" + text + "' is not odds of N-1");
  }
  return odds;
}

std::vector<FightSideLosses> sidesOf(const gen::Fight& fight) {
  std::vector<FightSideLosses> sides(2);
  for (int s = 0; s < 2; ++s) {
    sides[s].name = kSideNames[s];
    sides[s].side.at = &fight.setup.sides[s];
    sides[s].casualties.at = &fight.casualties[s];
  }
  return sides;
}

std::vector<FightTurn> turnsOf(const gen::Fight& fight) {
  std::vector<FightTurn> turns;
  turns.reserve(fight.rounds.size());
  for (const gen::FightRound& round : fight.rounds) {
    FightTurn& turn = turns.emplace_back(FightTurn{round.number, std::string(kSideNames[round.first]), {}, {}});
    turn.checks.reserve(round.checks.size());
    for (const gen::MoraleCheck& check : round.checks) turn.checks.push_back({std::string(kSideNames[check.side]), {{}, &check}});
    turn.attacks.reserve(round.attacks.size());
    for (const gen::FightAttack& attack : round.attacks) {
      turn.attacks.push_back({std::string(kSideNames[attack.side]), {{}, &attack}});
    }
  }
  return turns;
}

namespace {

// The index of the side named |name| among the names read (the party's first, should both
// share one).
int sideNamed(const std::array<std::string, 2>& names, const std::string& name, const std::string& path) {
  for (int s = 0; s < 2; ++s) {
    if (names[s] == name) return s;
  }
  refuse(path, "'" + name + "' is neither side");
}

}  // namespace

void takeSides(gen::Fight& fight, std::vector<FightSideLosses> sides, std::vector<FightTurn> turns,
               const std::optional<std::string>& winner, const JsonIn& in) {
  if (sides.size() != 2) refuse(in.at("sides"), "a fight has two sides, not " + std::to_string(sides.size()));
  std::array<std::string, 2> names;
  for (int s = 0; s < 2; ++s) {
    names[s] = std::move(sides[s].name);
    fight.setup.sides[s] = std::move(sides[s].side.value);
    fight.casualties[s] = std::move(sides[s].casualties.value);
  }
  fight.rounds.clear();
  for (size_t r = 0; r < turns.size(); ++r) {
    const std::string at = in.at("rounds") + "[" + std::to_string(r) + "]";
    FightTurn& turn = turns[r];
    gen::FightRound& round = fight.rounds.emplace_back();
    round.number = turn.number;
    round.first = sideNamed(names, turn.first, at + ".first");
    for (size_t c = 0; c < turn.checks.size(); ++c) {
      gen::MoraleCheck& check = round.checks.emplace_back(std::move(turn.checks[c].item.value));
      check.side = sideNamed(names, turn.checks[c].side, at + ".checks[" + std::to_string(c) + "].side");
    }
    for (size_t a = 0; a < turn.attacks.size(); ++a) {
      gen::FightAttack& attack = round.attacks.emplace_back(std::move(turn.attacks[a].item.value));
      attack.side = sideNamed(names, turn.attacks[a].side, at + ".attacks[" + std::to_string(a) + "].side");
    }
  }
  fight.winner = winner ? sideNamed(names, *winner, in.at("winner")) : -1;
}

}  // namespace outremer::codec
