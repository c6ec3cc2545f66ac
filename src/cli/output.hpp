#pragma once

#include <nlohmann/json.hpp>

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include "cli/context.hpp"
#include "render/format.hpp"
#include "util/atomic_file.hpp"

namespace outremer::cli {

/// The --format the context asks for; throws UsageError naming the flag.
render::Format outputFormat(const Context& context);

/// The text of --template FILE, or "" for the built-in one; throws UsageError when the
/// file cannot be read.
std::string customTemplate(const Context& context);

/// render::renderBrief, with a template that does not render reported as a UsageError
/// naming --template (or the built-in template).
std::string renderForContext(const Context& context, const nlohmann::ordered_json& brief, render::Format format,
                             const std::string& customTemplate);

/// Renders |brief| in the context's format and writes it (see writeOutput).
void emitBrief(const Context& context, const nlohmann::ordered_json& brief);

/// Writes |text| to --output FILE atomically (a temporary file in the same folder, then
/// rename: readers never see half a file, and a failure leaves no file behind), or to
/// standard output. Throws UsageError naming --output when the file cannot be written.
void writeOutput(const Context& context, const std::string& text);

/// Writes |text| to |path| atomically; throws UsageError prefixed with |flag|.
void writeFileAtomically(const std::string& path, const std::string& text, const std::string& flag);

/// util::AtomicFile (written in pieces, replaced whole, nothing left behind on failure)
/// with errors thrown as UsageError prefixed with |flag| ("--output: cannot write 'x': ...").
class AtomicFile {
 public:
  AtomicFile(std::string path, std::string flag);
  void write(std::string_view piece);
  void commit();

 private:
  std::string path_;
  std::string flag_;
  std::unique_ptr<util::AtomicFile> file_;
};

/// Where a long output goes, piece by piece: --output FILE (atomically, see AtomicFile)
/// or the context's output stream. Call commit() once everything is written.
class OutputSink {
 public:
  explicit OutputSink(const Context& context);

  void write(std::string_view piece);
  void commit();

 private:
  const Context& context_;
  std::unique_ptr<AtomicFile> file_;
};

}  // namespace outremer::cli
