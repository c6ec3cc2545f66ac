#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "codec/json_in.hpp"

namespace outremer::cli {

/// Reads a JSON file given to option |flag| (such as "--party"), every problem a
/// UsageError starting "FLAG: PATH: " and naming the JSON path of the problem.
struct JsonFileReader {
  std::string flag;
  std::string path;

  /// The file parsed; a file that cannot be read names the flag, one that is not JSON
  /// also its line and column.
  nlohmann::json parse() const;
  /// Throws the UsageError: |where| is the JSON path ("party.members[2]"), may be empty.
  [[noreturn]] void fail(const std::string& where, const std::string& message) const;
  /// What a brief of |kind| holds under |kind| (as `outremer KIND --format json` writes
  /// it), or |root| itself when it is that object alone (it has member |marker|).
  const nlohmann::json& brief(const nlohmann::json& root, const std::string& kind, const char* marker) const;
  /// Reads |json| at |where| ("" for the file's root) into |value| through its codec form,
  /// as codec::readValue reads it (|document| names the file for a member a form does not
  /// have); the FormatError of a problem is the UsageError, its JSON path and all.
  template <class T>
  void read(const nlohmann::json& json, const std::string& where, const char* document, T& value) const {
    try {
      codec::readValue(json, codec::JsonPath(where), document, value);
    } catch (const codec::FormatError& error) {
      fail("", error.what());
    }
  }
};

}  // namespace outremer::cli
