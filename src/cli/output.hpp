#pragma once

#include <iosfwd>
#include <memory>
#include <span>
#include <vector>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cli/context.hpp"
#include "render/brief.hpp"
#include "render/cards.hpp"
#include "render/format.hpp"
#include "util/atomic_file.hpp"

namespace outremer::cli {

/// The --format the context asks for; without one, the format the --output file's name
/// ends in, or text. Throws UsageError naming the flag.
render::Format outputFormat(const Context& context);

/// Whether the context asks for character cards (`--format cards`, an HTML page of them),
/// which only the commands that make characters take: outputFormat refuses it. Throws
/// UsageError for cards with --template.
bool wantsCards(const Context& context);

/// Writes the cards of |groups| (render::describeCards, render::cardsHtml) under |title|
/// and |byline|, the marks' rows looked up in |rules|; --compact leaves the notes' texts out.
void emitCards(const Context& context, std::string title, std::vector<render::Line> byline,
               std::span<const render::CardGroup> groups, const gen::Rules& rules);

/// The text of --template FILE, or "" for none (each brief as its kind describes it); throws
/// UsageError when the file cannot be read.
std::string customTemplate(const Context& context);

/// render::renderBrief, with a template that does not render reported as a UsageError
/// naming --template.
std::string renderForContext(const Context& context, const render::Brief& brief, render::Format format,
                             const std::string& customTemplate);

/// Renders |brief| in the context's format and writes it (see writeOutput).
void emitBrief(const Context& context, const render::Brief& brief);

/// Output that was opened but could not be written whole (a full disk, /dev/full, standard
/// output gone): "outremer: error: ..." with exit status 1.
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// --output FILE as given, for the option's transform: "-" means standard output (the
/// empty path); an empty FILE throws UsageError naming --output.
std::string outputPath(const std::string& given);

/// Refuses --format (other than text) and --template for |command|, which prints text only:
/// throws UsageError naming the flag.
void textOnly(const Context& context, const std::string& command);

/// Flushes |out|, the program's standard output; throws OutputError when a write to it
/// failed.
void flushStandardOutput(std::ostream& out);

/// Writes |text| to --output FILE (see OutputSink) or to standard output.
void writeOutput(const Context& context, const std::string& text);

/// Where an output goes, piece by piece: --output FILE, written as util::AtomicFile writes
/// (a regular file replaced whole, so a failure part way leaves the old file or none; a
/// device or FIFO written in place), or the context's output stream. Call commit() once
/// everything is written. A FILE that cannot be opened throws UsageError naming --output;
/// a failed write throws OutputError.
class OutputSink {
 public:
  explicit OutputSink(const Context& context);

  void write(std::string_view piece);
  void commit();

 private:
  const Context& context_;
  std::unique_ptr<util::AtomicFile> file_;
};

}  // namespace outremer::cli
