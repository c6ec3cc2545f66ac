// The JSON form of a campaign save (schemas/campaign-save.schema.json; docs/CAMPAIGN.md,
// "The save file"). Money is kept as whole copper, not as the briefs' {copper, text}. What
// only the whole state can judge (a member joined after the save's day, two members of one
// name) is render::stateFromJson's, after the form; what only the tables can judge is
// campaign::checkAgainstTables's.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "campaign/state.hpp"
#include "codec/character.hpp"
#include "codec/encounter.hpp"
#include "codec/fight_words.hpp"
#include "codec/village.hpp"

namespace outremer::codec {

/// |money| as whole copper under |key|.
template <class Io, class Money>
void copper(Io& io, std::string_view key, Money& money, Range range = kCopper) {
  int64_t copper = money.copper;
  io(key, copper, range);
  if constexpr (Io::kReads) money = tables::Money{copper};
}

/// |money|, when there is any, as whole copper under |key|; left out when none.
template <class Io, class Money>
void copperIfAny(Io& io, std::string_view key, Money& money) {
  std::optional<int64_t> copper;
  if (money) copper = money->copper;
  io.omitEmpty(key, copper, kCopper);
  if constexpr (Io::kReads) {
    if (copper) money = tables::Money{*copper};
  }
}

/// The seed as text: JSON readers may round a 64-bit number. Throws FormatError for text
/// that is not a seed.
uint64_t seedFromText(const std::string& text, const std::string& path);
/// The generator's state as dice::Rng writes it. Throws FormatError.
dice::Rng rngFromText(const std::string& text, const std::string& path);

inline constexpr std::string_view kPhases[] = {"encounter", "report"};

/// A member: the character as the briefs write it, then how he fares.
template <class Io>
void fields(Io& io, Of<campaign::Member> auto& m) {
  fields(io, m.character);
  io("status", m.status);
  io("carry", m.carry, Fraction{1});  // whole points are added as they are earned
  io("defence_carry", m.defenceCarry, Fraction{100});
  io("joined_day", m.joinedDay, kDays);
}

template <class Io>
void fields(Io& io, Of<campaign::Promise> auto& p) {
  io("kind", p.kind);
  io("every", p.every, Range{1, 365});
  io("town", p.town);
  if constexpr (Io::kReads) {
    if (p.kind == campaign::PromiseKind::town && p.town.empty()) {
      refuse(io.at("town"), "a promise to pay at a town names the town");
    }
  }
}

template <class Io>
void fields(Io& io, Of<campaign::Wanted> auto& w) {
  io("by", w.by);
  io("where", w.where);
  io("chance", w.chance, kPercent);
  io("waiting", w.waiting, kPercent);
  io("since_day", w.sinceDay, kDays);
}

/// A meeting's line of the log (Said::met): whom it met in words, as saves have always had
/// them, read back as meetingLabelFromWords reads a meeting's label. Its numbers are read
/// after it (fields(LogEntry)), into the event made here.
template <class Io>
void metFields(Io& io, Of<campaign::Event> auto& met) {
  std::string words = groupLabelWords(campaign::metLabel(met));
  io.omitEmpty("name", words);
  if constexpr (Io::kReads) met = campaign::metEvent(meetingLabelFromWords(std::move(words)));
}

template <class Io>
void fields(Io& io, Of<campaign::LogEntry> auto& e) {
  io("day", e.day, kDays);
  io("hex", e.hex, NonEmpty{});
  io("kind", e.kind);
  io("said", e.event.said);
  if (e.event.said == campaign::Said::met) {
    metFields(io, e.event);
  } else {
    io.omitEmpty("name", e.event.name);
    io.omitEmpty("detail", e.event.detail);
    io.omitEmpty("names", e.event.names);
  }
  io.omitEmpty("numbers", e.event.numbers, kSignedCopper);
  io("money", e.money, kSignedCopper);
}

// The waiting choice's parts, their keys in sorted order as saves have always written them.

template <class Io>
void fields(Io& io, Of<campaign::Quarry> auto& q) {
  io("count", q.count, kCount);
  io("kill", q.kill, kPercent);
  io("killed", q.killed, kPercent);
  copper(io, "value", q.value);
  io("wounded", q.wounded, kPercent);
}

template <class Io>
void fields(Io& io, Of<gen::FightGround> auto& g) {
  io("ambusher", g.ambusher);
  metField(io, g);
  io("situation", g.situation);
  io("situation_label", g.situationLabel);
  io("terrain", g.terrain);
  io("terrain_label", g.terrainLabel);
}

template <class Io>
void fields(Io& io, Of<gen::FightBand> auto& band) {
  asWritten(io, "label", band.label, groupLabelWords(band.label));
  io("members", band.members);
}

template <class Io>
void fields(Io& io, Of<campaign::Fact> auto& fact) {
  io.omitEmpty("event", fact.event);  // an advancement event's id, for an event alone
  io("what", fact.what);
  io("who", fact.who, NonEmpty{});
  if constexpr (Io::kReads) {
    if (fact.what == campaign::FactKind::event && fact.event.empty()) refuse(io.at("event"), "missing");
    if (fact.what != campaign::FactKind::event && !fact.event.empty()) refuse(io.at("event"), "not a field of the save");
  }
}

template <class Io>
void fields(Io& io, Of<campaign::Report> auto& r) {
  io("facts", r.facts);
  copper(io, "loot", r.loot);
  io("outcome", r.outcome);
}

/// What waits for the party's answer, as the save writes it: the meeting, the phase, and
/// in the report phase the report so far.
struct WaitingChoice {
  campaign::Meeting meeting;
  std::optional<campaign::Report> report;
};

template <class Io>
void fields(Io& io, Of<WaitingChoice> auto& choice) {
  auto& m = choice.meeting;
  io.omitEmpty("animal", m.animal);
  io.omitEmpty("asks_to_join", m.asksToJoin);
  io("attacks", m.attacks);
  copperIfAny(io, "buy_off", m.buyOff);
  io.omitEmpty("caught", m.caught);
  io("count", m.count, kCount);
  io.omitEmpty("ground", m.ground);
  std::string label = groupLabelWords(m.label);
  io("label", label);
  if constexpr (Io::kReads) m.label = meetingLabelFromWords(std::move(label));
  copperIfAny(io, "loot", m.loot);
  io.omitEmpty("loot_kind", m.lootKind);
  io("moslem", m.moslem);
  io("mounted", m.mounted);
  io.omitEmpty("opponents", m.opponents);
  copperIfAny(io, "owed", m.owed);
  std::string phase = choice.report ? "report" : "encounter";
  io("phase", phase, Words{kPhases});
  io("reason", m.reason);
  io.omitEmpty("report", choice.report);
  if constexpr (Io::kReads) {
    if (choice.report.has_value() != (phase == "report")) {
      refuse(io.at("report"), choice.report ? "a report outside the report phase" : "missing (the phase is report)");
    }
  }
  io("strength", m.strength, kCount);
  io("then", m.then);
  io.omitEmpty("title", m.title);
  copperIfAny(io, "toll", m.toll);
  copperIfAny(io, "wage", m.wage);
}

/// A save's pending_brief (not null) read back whole, as strictly as a save: a village's
/// brief has its "numbers", an encounter's its "groups". Throws FormatError.
campaign::WaitingBrief waitingBriefFromJson(const nlohmann::json& json, const std::string& path = "pending_brief");
/// The pending_brief of a save, or none when |json| (the member) is null.
campaign::WaitingBrief waitingBriefIfAny(const nlohmann::json& json, const std::string& path);

/// Everything of the save before its members, waiting brief and log; without the
/// generator's state (rng) where |kRng| is false, as the status sheet gives it.
template <bool kRng = true, class Io>
void headFields(Io& io, Of<campaign::State> auto& s) {
  io.derived("outremer", [] { return std::string("campaign"); });
  io.derived("version", [] { return campaign::State::kVersion; });
  std::string seed = std::to_string(s.seed);
  io("seed", seed);
  std::string rng;
  if constexpr (kRng) {
    rng = s.rng.state();
    io("rng", rng);
  }
  if constexpr (Io::kReads) {
    s.seed = seedFromText(seed, io.at("seed"));
    if constexpr (kRng) s.rng = rngFromText(rng, io.at("rng"));
  }
  io("day", s.day, kDays);
  io("hex", s.hex, kCount);
  io("detour", s.detour);
  io("detour_step", s.detourStep, kCount);
  io("group", s.group, NonEmpty{});
  io("group_label", s.groupLabel, NonEmpty{});
  io("mules", s.mules, kCount);
  io("wagons", s.wagons, kCount);
  copper(io, "purse", s.purse);           // spending stops at an empty purse
  copper(io, "wages_owed", s.wagesOwed);  // what the party owes its soldiers, 0 when paid
  io("promise", s.promise);
  io("last_paid", s.lastPaid, Range{0, kDays.most});  // 0: not yet paid
  io("wanted", s.wanted);
  std::optional<WaitingChoice> pending;
  if (const campaign::Meeting* m = campaign::meetingOf(s.pending)) {
    pending = WaitingChoice{*m, std::nullopt};
    if (const auto* r = std::get_if<campaign::Reporting>(&s.pending)) pending->report = r->report;
  }
  io("pending", pending);
  if constexpr (Io::kReads) {
    if (pending && pending->report) {
      s.pending = campaign::Reporting{std::move(pending->meeting), std::move(*pending->report)};
    } else if (pending) {
      s.pending = std::move(pending->meeting);
    }
  }
  io("finished", s.finished);
  io("renown", s.renown, kCount);
  io("herd", s.herd, Range{0, 1'000'000'000});  // Silver Francs, kept as an int
  io("initial_strength", s.strength);
}

/// The whole save; the members and the log last, as they grow.
template <class Io>
void fields(Io& io, Of<campaign::State> auto& s) {
  headFields(io, s);
  io("members", s.members);
  if constexpr (Io::kReads) {
    s.waitingBrief = waitingBriefIfAny(io.get("pending_brief"), io.at("pending_brief"));
  } else {
    io("pending_brief", s.waitingBrief);
  }
  io("log", s.log);
}

/// The save's head alone (headFields), to write.
struct SaveHead {
  const campaign::State& state;
};

template <class Io>
void fields(Io& io, const SaveHead& head) {
  headFields(io, head.state);
}

}  // namespace outremer::codec
