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

const Json& JsonFileReader::brief(const Json& root, const std::string& kind, const char* marker) const {
  const std::string write = " (write one with 'outremer " + kind + " --format json')";
  const std::string a = std::string("aeiou").find(kind.front()) == std::string::npos ? "a " : "an ";
  if (!root.is_object()) fail("", "expected " + a + kind + " brief (a JSON object), found " + root.type_name());
  if (const auto found = root.find("kind"); found != root.end() && *found != kind) {
    fail("kind", "a brief of kind " + found->dump() + ", not " + a + kind + write);
  }
  if (root.contains(kind)) return root.at(kind);  // an object, as its reader checks
  if (root.contains(marker)) return root;
  fail("", "not " + a + kind + ": no '" + kind + "' object" + write);
}

}  // namespace outremer::cli
