#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "codec/json_writer.hpp"

namespace outremer::render {

/// |value| written by its writeJson and read back as a document, for code that edits or
/// templates a document rather than writing one out.
template <typename T>
nlohmann::ordered_json toDocument(const T& value) {
  std::string text;
  codec::JsonWriter w(text);
  writeJson(w, value);
  return nlohmann::ordered_json::parse(text);
}

}  // namespace outremer::render
