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

std::string renderForContext(const Context& context, const nlohmann::ordered_json& brief, render::Format format,
                             const std::string& customTemplate) {
  try {
    return render::renderBrief(brief, format, customTemplate);
  } catch (const render::TemplateError& error) {
    throw UsageError(std::string(context.templateFile.empty() ? "template" : "--template") + ": " + error.what());
  }
}

void emitBrief(const Context& context, const nlohmann::ordered_json& brief) {
  writeOutput(context, renderForContext(context, brief, outputFormat(context), customTemplate(context)));
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
  AtomicFile file(path, flag);
  file.write(text);
  file.commit();
}

AtomicFile::AtomicFile(std::string path, std::string flag) : path_(std::move(path)), flag_(std::move(flag)) {
  namespace fs = std::filesystem;
  const fs::path target(path_);
  temp_ = (target.parent_path() / ("." + target.filename().string() + ".tmp" + std::to_string(getpid()))).string();
  file_ = std::fopen(temp_.c_str(), "wb");
  if (file_ == nullptr) throw UsageError(flag_ + ": cannot write '" + path_ + "': " + std::strerror(errno));
}

AtomicFile::~AtomicFile() {
  if (file_ == nullptr) return;
  std::fclose(file_);
  std::remove(temp_.c_str());
}

void AtomicFile::write(std::string_view piece) {
  if (std::fwrite(piece.data(), 1, piece.size(), file_) != piece.size()) fail(errno);
}

void AtomicFile::commit() {
  if (std::fflush(file_) != 0 || fsync(fileno(file_)) != 0) fail(errno);
  const int closed = std::fclose(file_);
  file_ = nullptr;
  if (closed != 0 || std::rename(temp_.c_str(), path_.c_str()) != 0) {
    const int reason = errno;
    std::remove(temp_.c_str());
    throw UsageError(flag_ + ": cannot write '" + path_ + "': " + std::strerror(reason));
  }
}

void AtomicFile::fail(int error) {
  std::fclose(file_);
  file_ = nullptr;
  std::remove(temp_.c_str());
  throw UsageError(flag_ + ": cannot write '" + path_ + "': " + std::strerror(error));
}

OutputSink::OutputSink(const Context& context) : context_(context) {
  if (!context.output.empty()) file_ = std::make_unique<AtomicFile>(context.output, "--output");
}

void OutputSink::write(std::string_view piece) {
  if (file_) {
    file_->write(piece);
  } else {
    context_.out.write(piece.data(), static_cast<std::streamsize>(piece.size()));
  }
}

void OutputSink::commit() {
  if (file_) {
    file_->commit();
  } else {
    context_.out.flush();
  }
}

}  // namespace outremer::cli
