#include "cli/output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"

namespace outremer::cli {

render::Format outputFormat(const Context& context) {
  const auto format = render::formatNamed(context.format);
  if (!format) throw UsageError("--format: unknown format '" + context.format + "' (text, markdown, html or json)");
  return *format;
}

std::string customTemplate(const Context& context) {
  if (context.templateFile.empty()) return {};
  std::ifstream in(context.templateFile, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in) throw UsageError("--template: cannot read '" + context.templateFile + "'");
  return text.str();
}

void emitBrief(const Context& context, const nlohmann::ordered_json& brief) {
  std::string text;
  try {
    text = render::renderBrief(brief, outputFormat(context), customTemplate(context));
  } catch (const render::TemplateError& error) {
    throw UsageError(std::string(context.templateFile.empty() ? "template" : "--template") + ": " + error.what());
  }
  writeOutput(context, text);
}

void writeOutput(const Context& context, const std::string& text) {
  if (context.output.empty()) {
    context.out << text;
    context.out.flush();
    return;
  }
  writeFileAtomically(context.output, text, "--output");
}

void writeFileAtomically(const std::string& path, const std::string& text, const std::string& flag) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path temp = target.parent_path() / ("." + target.filename().string() + ".tmp" + std::to_string(getpid()));
  FILE* file = std::fopen(temp.c_str(), "wb");
  if (file == nullptr) throw UsageError(flag + ": cannot write '" + path + "': " + std::strerror(errno));
  const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
  const bool flushed = std::fflush(file) == 0 && fsync(fileno(file)) == 0;
  const int saved = errno;
  std::fclose(file);
  if (!written || !flushed || std::rename(temp.c_str(), target.c_str()) != 0) {
    const int reason = written && flushed ? errno : saved;
    std::remove(temp.c_str());
    throw UsageError(flag + ": cannot write '" + path + "': " + std::strerror(reason));
  }
}

}  // namespace outremer::cli
