#include "cli/output.hpp"

#include <filesystem>
#include <ostream>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "util/atomic_file.hpp"

namespace outremer::cli {

render::Format outputFormat(const Context& context) {
  const auto format = render::formatNamed(context.format);
  if (!format) throw UsageError("--format: unknown format '" + context.format + "' (text, markdown, html or json)");
  return *format;
}

std::string customTemplate(const Context& context) {
  const std::string& path = context.templateFile;
  if (path.empty()) return {};
  // A folder reads as empty text, and empty text means the built-in template: refuse both.
  if (std::filesystem::is_directory(path)) throw UsageError("--template: '" + path + "' is a folder, not a template file");
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw UsageError("--template: cannot read '" + path + "': " + error.what());
  }
  if (text.empty()) throw UsageError("--template: '" + path + "' is empty");
  return text;
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

// util::AtomicFile's errors, told as usage errors naming the flag and the file.
template <typename Action>
void asUsageError(const std::string& flag, const std::string& path, Action action) {
  try {
    action();
  } catch (const std::runtime_error& error) {
    throw UsageError(flag + ": cannot write '" + path + "': " + error.what());
  }
}

AtomicFile::AtomicFile(std::string path, std::string flag) : path_(std::move(path)), flag_(std::move(flag)) {
  asUsageError(flag_, path_, [&] { file_ = std::make_unique<util::AtomicFile>(path_); });
}

void AtomicFile::write(std::string_view piece) {
  asUsageError(flag_, path_, [&] { file_->write(piece); });
}

void AtomicFile::commit() {
  asUsageError(flag_, path_, [&] { file_->commit(); });
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
