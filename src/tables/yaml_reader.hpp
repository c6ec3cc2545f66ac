#pragma once

// What the table and scenario readers share: reading one YAML file safely (its text, its
// aliases and repeated keys checked before the node tree is built) and walking its nodes
// into problems with file:line:column. Only for src/tables/*.cpp: it exposes yaml-cpp.

#include <yaml-cpp/yaml.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tables/problem.hpp"
#include "tables/yaml_loader.hpp"

namespace outremer::tables {

/// Lower-case letters and digits joined by single '-'.
bool isKebabCase(std::string_view name);

/// Checks |file|'s text (size, UTF-8, control characters) and its parse events (aliases,
/// repeated keys, a second document), adding a problem for each; then, unless the text is
/// refused or holds an alias, calls |read| with the document's root. Throws
/// TableSyntaxError when the file is not YAML.
void readYamlFile(const SourceText& file, std::vector<Problem>& problems,
                  const std::function<void(const YAML::Node&)>& read);

/// Walks the nodes of one file, adding problems that point into it.
class NodeReader {
 public:
  NodeReader(const std::string& path, std::vector<Problem>& problems) : path_(path), problems_(problems) {}

 protected:
  Location at(const YAML::Node& node) const;
  void problem(const YAML::Node& node, std::string message);
  void requireKebabCase(const YAML::Node& node, const std::string& name, const char* what);
  /// The scalar under |key| of |map|, or nullopt (with a problem when it is required or
  /// not a single value).
  std::optional<std::string> scalar(const YAML::Node& map, const char* key, bool required, const char* what);
  /// The items of the list |node| (named |key| in messages) that are single values.
  std::vector<std::string> scalarList(const YAML::Node& node, const char* key);
  /// A problem for each key of |map| not in |allowed|, with the closest one; |hint| ends
  /// the message.
  void refuseUnknownKeys(const YAML::Node& map, const std::vector<std::string>& allowed, const char* what,
                         const std::string& hint = "");

  // Calls |each| with every item of the list |node| under |key| that is a single value.
  template <typename Each>
  void forEachScalar(const YAML::Node& node, const char* key, Each each) {
    if (!node.IsSequence()) {
      problem(node, quoted(key) + " must be a list");
      return;
    }
    for (const YAML::Node& item : node) {
      if (item.IsScalar()) {
        each(item);
      } else {
        problem(item, "each item of " + quoted(key) + " must be a single value");
      }
    }
  }

 private:
  const FileName path_;  // shared by every location it reads
  std::vector<Problem>& problems_;
};

}  // namespace outremer::tables
