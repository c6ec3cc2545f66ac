#include "codec/json_schema.hpp"

namespace outremer::codec {

using nlohmann::ordered_json;

void SchemaOut::add(std::string_view key, ordered_json schema, bool required) {
  properties_[std::string(key)] = std::move(schema);
  if (required) required_.push_back(key);
}

ordered_json SchemaOut::object() const {
  return {{"type", "object"}, {"properties", properties_}, {"required", required_}, {"additionalProperties", false}};
}

ordered_json SchemaOut::text(const NonEmpty&) { return {{"type", "string"}, {"minLength", 1}}; }

ordered_json SchemaOut::text(const Words& w) { return words(w.words); }

ordered_json SchemaOut::integer(Range range) {
  return {{"type", "integer"}, {"minimum", range.least}, {"maximum", range.most}};
}

ordered_json SchemaOut::number(Fraction bound) {
  return {{"type", "number"}, {"exclusiveMinimum", -bound.bound}, {"exclusiveMaximum", bound.bound}};
}

ordered_json SchemaOut::words(std::span<const std::string_view> words) {
  ordered_json list = ordered_json::array();
  for (std::string_view word : words) list.push_back(word);
  return {{"enum", std::move(list)}};
}

}  // namespace outremer::codec
