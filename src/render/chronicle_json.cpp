#include "render/chronicle_json.hpp"

#include <nlohmann/json.hpp>

#include "codec/chronicle.hpp"
#include "codec/json_out.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

std::string chronicleCarry(const campaign::Member& member) {
  return nlohmann::json(member.carry).dump() + "/" + nlohmann::json(member.defenceCarry).dump();
}

ordered_json chronicleBodyJson(const campaign::Chronicle& c) { return ordered_json::parse(codec::jsonText(c)); }

ordered_json routeMapJson(const campaign::RouteMapData& map) { return ordered_json::parse(codec::jsonText(map)); }

ordered_json chronicleJson(const campaign::State& state, const campaign::Route& route, const std::string& command) {
  const campaign::Chronicle c = campaign::chronicle(state, route);
  return briefJson(chronicleHeader(c, state, command), gen::RollLog{}, chronicleBodyJson(c));
}

BriefHeader chronicleHeader(const campaign::Chronicle& chronicle, const campaign::State& state,
                            const std::string& command) {
  return {"campaign-log", chronicle.title, state.seed, command};
}

}  // namespace outremer::render
