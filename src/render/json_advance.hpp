#pragma once

#include <nlohmann/json_fwd.hpp>

#include <vector>

#include "gen/advancement.hpp"
#include "codec/json_writer.hpp"

namespace outremer::render {

/// An engagement's advancement as brief data (schemas/advance.schema.json), ending with
/// "next", the options of the next engagement.
nlohmann::ordered_json advanceJson(const gen::Advancement& advancement);
/// Writes advanceJson(|advancement|): the body of an advance brief.
void writeJson(codec::JsonWriter& w, const gen::Advancement& advancement);

/// What came of the promotion check, in a sentence (|advancement| has a promotion).
std::string promotionOutcome(const gen::Advancement& advancement);
/// "Demoted: he becomes a sergeant." (|advancement| is demoted).
std::string demotionOutcome(const gen::Advancement& advancement);

/// The options of the next engagement: the class asked (or the one demoted to), the
/// strengths and the carries this one leaves ("--class knight --attack 20 --defence 9").
std::string nextOptions(const gen::Advancement& advancement);

/// A class's events as data: [{"id", "entry", "points", "points_text", "order_points"?}].
nlohmann::ordered_json eventsJson(const std::vector<gen::AdvanceEvent>& events);

}  // namespace outremer::render
