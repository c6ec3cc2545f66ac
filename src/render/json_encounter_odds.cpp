// `outremer odds encounter --format json` (schemas/odds.schema.json, kind encounter).
#include "render/odds.hpp"

#include <nlohmann/json.hpp>
#include "tables/money.hpp"

namespace outremer::render {
namespace {

// {"fraction": "7/2", "value": 3.5}: a mean, exact and for reading.
void writeMean(codec::JsonWriter& w, const dice::Fraction& mean) {
  w.beginObject().member("fraction", exactFractionText(mean));
  w.member("value", nlohmann::ordered_json(dice::percent(mean) / 100)).endObject();
}

// An expected amount of copper centimes, with the book's coins for its whole part.
void writeCoin(codec::JsonWriter& w, const dice::Fraction& copper) {
  w.beginObject().member("copper", exactFractionText(copper));
  w.member("value", nlohmann::ordered_json(dice::percent(copper) / 100));
  const tables::Money about{static_cast<int64_t>(copper.numerator / copper.denominator)};
  w.member("about", about.normalised()).endObject();
}

// Each count with P(= count) and P(>= count).
void writeCounts(codec::JsonWriter& w, const gen::Chances& chances) {
  w.beginArray();
  const std::vector<dice::Fraction> atLeast = gen::chancesAtLeast(chances);
  size_t i = 0;
  for (const auto& [count, chance] : chances) {
    w.beginObject().member("count", count).key("exactly");
    writeChance(w, chance);
    w.key("at_least");
    writeChance(w, atLeast[i++]);
    w.endObject();
  }
  w.endArray();
}

void writeResults(codec::JsonWriter& w, const std::vector<gen::ResultOdds>& results) {
  w.beginArray();
  for (const gen::ResultOdds& result : results) {
    w.beginObject().member("range", result.range).member("entry", result.entry).key("given");
    writeChance(w, result.given);
    w.key("chance");
    writeChance(w, result.overall);
    w.member("ambush", result.ambush).key("bands").beginArray();
    for (const gen::BandOdds& band : result.bands) {
      w.beginObject().member("label", band.label).member("dice", band.dice).member("mount", band.mounted);
      w.member("role", band.role).member("who", band.who).member("people", band.people).key("mean");
      writeMean(w, gen::meanCount(band.count));
      w.key("counts");
      writeCounts(w, band.count);
      w.endObject();
    }
    w.endArray().endObject();
  }
  w.endArray();
}

}  // namespace

void writeOddsJson(codec::JsonWriter& w, const gen::EncounterOdds& odds) {
  w.beginObject().member("outremer", "odds").member("version", 1).member("kind", "encounter");
  w.member("where", odds.where).member("time", odds.time).member("column", odds.column);
  w.member("at_least", odds.atLeast).key("summary").beginObject().key("moslem_raiders");
  writeChance(w, odds.raiders);
  w.key("ambush");
  writeChance(w, odds.ambush);
  w.key("at_least");
  writeChance(w, odds.atLeastChance);
  w.key("expected_coin");
  writeCoin(w, odds.coin);
  w.endObject().key("opposing");
  writeCounts(w, odds.opposing);
  w.key("types").beginArray();
  for (const gen::TypeOdds& type : odds.types) {
    w.beginObject()
        .member("id", type.id)
        .member("entry", type.entry)
        .member("range", type.range)
        .key("chance");
    writeChance(w, type.chance);
    w.member("effects_table", type.effectsTitle).member("die", type.die).key("results");
    writeResults(w, type.results);
    w.member("second_table", type.secondTitle).key("intentions");
    writeResults(w, type.intentions);
    w.key("kinds");
    writeResults(w, type.kinds);
    w.key("opposing");
    writeCounts(w, type.opposing);
    w.key("expected_coin");
    writeCoin(w, type.coin);
    w.endObject();
  }
  w.endArray().endObject();
}

}  // namespace outremer::render
