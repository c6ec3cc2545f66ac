#pragma once

#include <string>
#include <vector>

#include "campaign/turn.hpp"

/// The end of a day: upkeep, wages, and the party's soldiers turning on it unpaid.
namespace outremer::campaign::day_end {

/// Ends the day: the upkeep is paid, the wages earned and, when they fall due, paid or
/// mutinied for; then the next day begins.
void play(Turn& turn);
/// The soldiers |unpaid| (member indexes) leave and turn on the party for |why| (a mutiny
/// event, whose first number, how many turn, is put in here), demanding their wages and
/// |demand|; |then| follows once it is settled. With no loyal member left the party is
/// disbanded.
void mutiny(Turn& turn, const std::vector<size_t>& unpaid, Event why, Then then,
            tables::Money demand);
/// Ends the pilgrimage, destroyed, when no one is left with the party.
void checkEnd(Turn& turn);

}  // namespace outremer::campaign::day_end
