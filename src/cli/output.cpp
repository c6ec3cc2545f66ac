#include "cli/output.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <ostream>

#include "render/brief.hpp"
#include "render/mustache_render.hpp"
#include "util/atomic_file.hpp"

namespace outremer::cli {

render::Format outputFormat(const Context& context) {
  if (context.format.empty()) return render::formatOfFileName(context.output).value_or(render::Format::text);
  if (context.format == "cards") {
    throw UsageError("--format: cards are made by party, encounter, village, mercenary, fight, scenario generate, "
                     "scenario show --roll and campaign status");
  }
  const auto format = render::formatNamed(context.format);
  if (!format) throw UsageError("--format: unknown format '" + context.format + "' (text, markdown, html, json, or cards where a command makes characters)");
  return *format;
}

bool wantsCards(const Context& context) {
  if (context.format != "cards") return false;
  if (!context.templateFile.empty()) throw UsageError("--template: cards are written without a template");
  return true;
}

void emitCards(const Context& context, std::string title, std::vector<render::Line> byline,
               std::span<const render::CardGroup> groups, const gen::Rules& rules) {
  const render::CardSheet sheet =
      render::describeCards(std::move(title), std::move(byline), groups, rules, context.compact);
  writeOutput(context, render::cardsHtml(sheet));
}

std::string customTemplate(const Context& context) {
  const std::string& path = context.templateFile;
  if (path.empty()) return {};
  // A folder reads as empty text, and empty text means the built-in template: refuse both.
  std::error_code unknown;  // a path that cannot be looked at is refused by the reading below
  if (std::filesystem::is_directory(path, unknown)) throw UsageError("--template: '" + path + "' is a folder, not a template file");
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw UsageError("--template: cannot read '" + path + "': " + error.what());
  }
  if (text.empty()) throw UsageError("--template: '" + path + "' is empty");
  return text;
}

std::string renderForContext(const Context& context, const render::Brief& brief, render::Format format,
                             const std::string& customTemplate) {
  try {
    return render::renderBrief(brief, format, customTemplate);
  } catch (const render::TemplateError& error) {
    throw UsageError(std::string(context.templateFile.empty() ? "template" : "--template") + ": " + error.what());
  }
}

void emitBrief(const Context& context, const render::Brief& brief) {
  const render::Format format = outputFormat(context);
  const std::string userTemplate = customTemplate(context);
  render::Brief shown = brief;
  if (context.compact) {
    if (format == render::Format::json) throw UsageError("--compact: a JSON brief is always whole (text, markdown or html)");
    if (!userTemplate.empty()) throw UsageError("--compact: a template chooses what its brief shows");
    shown.compact = true;
  }
  writeOutput(context, renderForContext(context, shown, format, userTemplate));
}

std::string outputPath(const std::string& given) {
  if (given.empty()) throw UsageError("--output: give a file name, or '-' for standard output");
  return given == "-" ? std::string() : given;
}

void textOnly(const Context& context, const std::string& command) {
  // Only a --format given is refused: a FILE's extension does not make text another format.
  if (!context.format.empty() && context.format != "text") throw UsageError("--format: '" + command + "' prints text only");
  if (!context.templateFile.empty()) throw UsageError("--template: '" + command + "' prints text only, without a template");
}

namespace {

// Runs |write| on standard output; throws OutputError when the stream has failed, with the
// system's reason when there is one.
template <typename Write>
void onStandardOutput(std::ostream& out, Write write) {
  errno = 0;
  write();
  if (out) return;
  throw OutputError(std::string("cannot write standard output") + (errno != 0 ? std::string(": ") + std::strerror(errno) : ""));
}

// Runs |action| on the --output file; its errors thrown as |Error| naming the flag and file.
template <typename Error, typename Action>
void onOutputFile(const std::string& path, Action action) {
  try {
    action();
  } catch (const std::runtime_error& error) {
    throw Error("--output: cannot write '" + path + "': " + error.what());
  }
}

}  // namespace

void flushStandardOutput(std::ostream& out) {
  onStandardOutput(out, [&] { out.flush(); });
}

void writeOutput(const Context& context, const std::string& text) {
  OutputSink sink(context);
  sink.write(text);
  sink.commit();
}

OutputSink::OutputSink(const Context& context) : context_(context) {
  if (context.output.empty()) return;
  onOutputFile<UsageError>(context.output, [&] { file_ = std::make_unique<util::AtomicFile>(context.output); });
}

void OutputSink::write(std::string_view piece) {
  if (file_) {
    onOutputFile<OutputError>(context_.output, [&] { file_->write(piece); });
  } else {
    onStandardOutput(context_.out, [&] { context_.out.write(piece.data(), static_cast<std::streamsize>(piece.size())); });
  }
}

void OutputSink::commit() {
  if (file_) {
    onOutputFile<OutputError>(context_.output, [&] { file_->commit(); });
  } else {
    flushStandardOutput(context_.out);
  }
}

}  // namespace outremer::cli
