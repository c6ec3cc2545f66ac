#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <utility>

namespace outremer::render {

/// Builds a JSON object member by member, in order, with room for |members| reserved.
/// Why not an initializer list: nlohmann's ordered_map grows like a vector of
/// pair<const string, json>, whose move may throw, so each time it grows it deep-copies
/// every member already in it (a brief's whole body, several times over). Reserving once
/// makes building a brief several times faster, with the same bytes out.
class JsonObject {
 public:
  explicit JsonObject(size_t members) : json_(nlohmann::ordered_json::object()) {
    object().reserve(members);
  }

  /// Appends |key| (not already present: callers add each key once) with |value|.
  JsonObject& add(const char* key, nlohmann::ordered_json value) {
    object().emplace_back(key, std::move(value));
    return *this;
  }

  nlohmann::ordered_json take() { return std::move(json_); }

 private:
  nlohmann::ordered_json::object_t& object() { return *json_.get_ptr<nlohmann::ordered_json::object_t*>(); }

  nlohmann::ordered_json json_;
};

}  // namespace outremer::render
