#include "render/templates.hpp"

#include "util/embedded_file.hpp"

namespace outremer::render {

namespace embedded {
// Defined in the generated embedded_templates.cpp (cmake/embed.cmake).
std::span<const util::EmbeddedFile> embeddedFiles();
}  // namespace embedded

std::string_view builtinTemplate(std::string_view name) {
  for (const util::EmbeddedFile& file : embedded::embeddedFiles()) {
    std::string_view path = file.path;
    path.remove_prefix(path.find('/') + 1);  // "templates/"
    if (path.size() == name.size() + 9 && path.starts_with(name) && path.ends_with(".mustache")) return file.bytes;
  }
  return {};
}

std::vector<std::string> partialNames(std::string_view ext) {
  std::vector<std::string> names;
  const std::string suffix = "." + std::string(ext) + ".mustache";
  for (const util::EmbeddedFile& file : embedded::embeddedFiles()) {
    std::string_view path = file.path;
    path.remove_prefix(path.find('/') + 1);
    if (path.starts_with('_') && path.ends_with(suffix)) {
      names.emplace_back(path.substr(0, path.size() - suffix.size()));
    }
  }
  return names;
}

}  // namespace outremer::render
