#include "util/edit_distance.hpp"

#include <catch2/catch.hpp>

using outremer::util::closestMatch;
using outremer::util::editDistance;

TEST_CASE("edit distance counts single-letter edits") {
  CHECK(editDistance("roll", "roll") == 0);
  CHECK(editDistance("rol", "roll") == 1);
  CHECK(editDistance("brigand", "brigands") == 1);
  CHECK(editDistance("", "abc") == 3);
}

TEST_CASE("closest match suggests likely typos only") {
  const std::vector<std::string> names = {"roll", "lookup", "tables"};
  CHECK(closestMatch("rol", names) == "roll");
  CHECK(closestMatch("lokup", names) == "lookup");
  CHECK(closestMatch("campaign", names).empty());
}

TEST_CASE("did-you-mean looks past case and accents") {
  const std::vector<std::string> names = {"Crépin", "Amédée", "Renaud"};
  CHECK(outremer::util::didYouMean("crepn", names) == " (did you mean 'Crépin'?)");
  CHECK(outremer::util::didYouMean("AMEDE", names) == " (did you mean 'Amédée'?)");
}
