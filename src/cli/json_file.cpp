#include "cli/json_file.hpp"

#include <nlohmann/json.hpp>
#include <filesystem>

#include "cli/context.hpp"
#include "util/atomic_file.hpp"
#include "util/json_error.hpp"

namespace outremer::cli {

using Json = nlohmann::json;

Json JsonFileReader::parse() const {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw UsageError(flag + ": '" + path + "' is a folder, not a file");
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw UsageError(flag + ": cannot read '" + path + "': " + error.what());
  }
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& error) {
    throw UsageError(flag + ": " + path + ":" + util::plainJsonError(error.what()) + " (not JSON)");
  } catch (const Json::out_of_range& error) {  // a number too large for any field
    throw UsageError(flag + ": " + path + ": " + util::plainJsonError(error.what()));
  }
}

void JsonFileReader::fail(const std::string& where, const std::string& message) const {
  throw UsageError(flag + ": " + path + ": " + (where.empty() ? "" : where + ": ") + message);
}

const Json& JsonFileReader::field(const Json& object, const std::string& where, const char* key, Json::value_t kind,
                                  const char* kindName) const {
  const auto found = object.find(key);
  if (found == object.end()) fail(where, std::string("missing field '") + key + "'");
  const bool ok = found->type() == kind ||
                  (kind == Json::value_t::number_integer && found->type() == Json::value_t::number_unsigned);
  if (!ok) fail(where.empty() ? key : where + "." + key, std::string("expected ") + kindName + ", found " + found->type_name());
  return *found;
}

bool JsonFileReader::boolean(const Json& object, const std::string& where, const char* key) const {
  return field(object, where, key, Json::value_t::boolean, "true or false").get<bool>();
}

std::string JsonFileReader::text(const Json& object, const std::string& where, const char* key) const {
  return field(object, where, key, Json::value_t::string, "a string").get<std::string>();
}

const Json& JsonFileReader::brief(const Json& root, const std::string& kind, const char* marker) const {
  const std::string write = " (write one with 'outremer " + kind + " --format json')";
  const std::string a = std::string("aeiou").find(kind.front()) == std::string::npos ? "a " : "an ";
  if (!root.is_object()) fail("", "expected " + a + kind + " brief (a JSON object), found " + root.type_name());
  if (const auto found = root.find("kind"); found != root.end() && *found != kind) {
    fail("kind", "a brief of kind " + found->dump() + ", not " + a + kind + write);
  }
  if (root.contains(kind)) {
    const Json& body = root.at(kind);
    if (!body.is_object()) fail(kind, std::string("expected an object, found ") + body.type_name());
    return body;
  }
  if (root.contains(marker)) return root;
  fail("", "not " + a + kind + ": no '" + kind + "' object" + write);
}

}  // namespace outremer::cli
