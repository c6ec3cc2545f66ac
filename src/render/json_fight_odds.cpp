// `outremer odds fight --format json` (schemas/odds.schema.json, kind fight).
#include "codec/json_out.hpp"
#include "codec/roll_log.hpp"
#include "render/odds.hpp"

namespace outremer::render {

void writeOddsJson(codec::JsonWriter& w, const gen::AttackOdds& odds, const std::string& command) {
  const gen::AttackTerms& t = odds.terms;
  const gen::AttackColumn& c = odds.column;
  w.beginObject().member("outremer", "odds").member("version", 1).member("kind", "fight");
  w.member("title", fightOddsTitle(odds)).member("command", command);
  w.member("attack", t.attack).member("defence", t.defence).member("against", t.mounted ? "mounted" : "foot");
  w.member("charge", c.charge).member("combined", t.combined).member("panicking", t.panicking);
  w.member("total_attack", c.attack).member("odds", c.odds).key("shifts").beginArray();
  for (const gen::ColumnShift& s : c.shifts) w.beginObject().member("why", s.why).member("columns", s.columns).endObject();
  w.endArray().member("table", c.table->id).member("column", c.columnName).member("die", odds.die);
  w.key("outcomes").beginArray();
  for (const gen::OutcomeOdds& o : odds.outcomes) {
    w.beginObject().member("outcome", o.outcome).key("chance");
    writeChance(w, o.chance);
    w.endObject();
  }
  w.endArray().key("dismounted");
  writeChance(w, odds.dismounted);
  w.key("keys").beginArray();
  for (const gen::KeyOdds& key : odds.keys) {
    w.beginObject().member("key", key.key).member("result", key.result).member("rolls", key.rolls);
    w.member("reconstructed", key.reconstructed).key("chance");
    writeChance(w, key.chance);
    w.endObject();
  }
  w.endArray();
  codec::JsonOut(w).derived("footnotes", [&] { return codec::numbered(odds.read.footnotes()); });
  w.endObject();
}

}  // namespace outremer::render
