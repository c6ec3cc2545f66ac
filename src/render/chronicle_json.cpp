#include "render/chronicle_json.hpp"

#include <nlohmann/json.hpp>

#include "codec/campaign_words.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

std::string chronicleCarry(const campaign::Member& member) {
  return nlohmann::json(member.carry).dump() + "/" + nlohmann::json(member.defenceCarry).dump();
}

ordered_json chronicleJson(const campaign::State& state, const campaign::Route& route, const std::string& command) {
  const BriefBody body = campaign::chronicle(state, route);
  const BriefHeader header = chronicleHeader(std::get<campaign::Chronicle>(body), state, command);
  const gen::RollLog log;
  std::string text;
  writeBriefJson(text, Brief{header, body, log}, -1);
  return ordered_json::parse(text);
}

BriefHeader chronicleHeader(const campaign::Chronicle& chronicle, const campaign::State& state,
                            const std::string& command) {
  return {codec::chronicleTitle(chronicle.groupLabel), state.seed, command};
}

}  // namespace outremer::render
