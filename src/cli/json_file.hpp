#pragma once

#include <nlohmann/json.hpp>

#include <string>

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
  /// Member |key| of |object| at |where|, which must be of |kind| (named |kindName|).
  const nlohmann::json& field(const nlohmann::json& object, const std::string& where, const char* key,
                              nlohmann::json::value_t kind, const char* kindName) const;
  /// A true-or-false member.
  bool boolean(const nlohmann::json& object, const std::string& where, const char* key) const;
  /// What a brief of |kind| holds under |kind| (as `outremer KIND --format json` writes
  /// it), or |root| itself when it is that object alone (it has member |marker|).
  const nlohmann::json& brief(const nlohmann::json& root, const std::string& kind, const char* marker) const;
  /// A string member.
  std::string text(const nlohmann::json& object, const std::string& where, const char* key) const;
};

}  // namespace outremer::cli
