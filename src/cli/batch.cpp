#include "cli/batch.hpp"

#include <unistd.h>

#include <iostream>

#include "cli/whole_number.hpp"
#include "render/brief.hpp"
#include "render/json_lines.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

namespace outremer::cli {

namespace {

// Output is handed to the sink in pieces of about this size: few system calls, little memory.
constexpr size_t kChunk = size_t{1} << 20;

}  // namespace

std::pair<uint64_t, uint64_t> parseShard(std::string_view text) {
  const size_t slash = text.find('/');
  uint64_t k = 0;
  uint64_t n = 0;
  if (slash == std::string_view::npos || !readWholeNumber(text.substr(0, slash), k) || !readWholeNumber(text.substr(slash + 1), n)) {
    throw UsageError("--shard: '" + std::string(text) + "' is not K/N (shard K of N, e.g. 2/4)");
  }
  if (n == 0) throw UsageError("--shard: '" + std::string(text) + "': N must be at least 1");
  if (k == 0 || k > n) throw UsageError("--shard: '" + std::string(text) + "': K must be 1 to " + std::to_string(n));
  return {k, n};
}

ItemRange shardOf(ItemRange whole, uint64_t k, uint64_t n) {
  const uint64_t base = whole.count / n;
  const uint64_t larger = whole.count % n;  // the first |larger| blocks hold one more
  const uint64_t before = k - 1;
  const uint64_t start = before * base + (before < larger ? before : larger);
  return {whole.first + start, base + (before < larger ? 1 : 0)};
}

Progress::Progress(const Context& context, std::string kind, uint64_t total)
    : kind_(std::move(kind)), total_(total), last_(std::chrono::steady_clock::now()) {
  // Not while the items themselves scroll past on the same terminal.
  const bool itemsOnTerminal = context.output.empty() && isatty(STDOUT_FILENO) == 1;
  if (&context.err == &std::cerr && isatty(STDERR_FILENO) == 1 && !itemsOnTerminal) err_ = &context.err;
}

void Progress::update(uint64_t done) {
  if (err_ == nullptr) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  *err_ << "\rbatch " << kind_ << ": " << done << "/" << total_ << " items" << std::flush;
}

void Progress::finish(uint64_t done) {
  if (err_ != nullptr) *err_ << "\rbatch " << kind_ << ": " << done << "/" << total_ << " items\n" << std::flush;
}

BatchWriter::BatchWriter(const Context& context, render::Format format, std::string customTemplate,
                         std::string_view kind, const std::string& pageTitle)
    : context_(context), format_(format), template_(std::move(customTemplate)), sink_(context) {
  buffer_.reserve(kChunk + kChunk / 2);
  if (format_ == render::Format::json) return;
  const bool builtin = template_.empty();
  if (builtin) {
    const char* ext = format_ == render::Format::markdown ? ".md" : format_ == render::Format::html ? ".html" : ".txt";
    template_ = std::string(render::builtinTemplate(std::string(kind) + ext));
  }
  if (builtin && format_ == render::Format::html) {
    // One printable page: the page template around every brief's section.
    const std::string marker = "\x01briefs\x01";
    const nlohmann::ordered_json page = {{"title", pageTitle}, {"body", marker}};
    const std::string text = render::renderMustache(std::string(render::builtinTemplate("page.html")), page,
                                                    render::Format::html);
    const size_t at = text.find(marker);
    buffer_ += text.substr(0, at);
    pageEnd_ = text.substr(at + marker.size());
  }
}

std::string BatchWriter::render(const nlohmann::ordered_json& brief) const {
  std::string text;
  if (format_ == render::Format::json) {
    render::appendCompactJson(text, brief);
    text += '\n';
  } else {
    text = renderForContext(context_, brief, format_, template_);
    if (format_ == render::Format::text) text += "\f\n";
    if (format_ == render::Format::markdown) text += "\n---\n\n";
  }
  return text;
}

void BatchWriter::add(std::string_view rendered) {
  buffer_ += rendered;
  flushIfFull();
}

void BatchWriter::flushIfFull() {
  if (buffer_.size() < kChunk) return;
  sink_.write(buffer_);
  written_ += buffer_.size();
  buffer_.clear();
}

void BatchWriter::finish() {
  buffer_ += pageEnd_;
  sink_.write(buffer_);
  written_ += buffer_.size();
  buffer_.clear();
  sink_.commit();
}

void writeBatch(const Context& context, const tables::TableSet& set, render::Format format, const BatchPlan& plan) {
  const ItemRange range = plan.range;
  const std::string title = "outremer batch " + plan.kind.name + ", seed " + std::to_string(plan.seed) + ", items " +
                            std::to_string(range.first) + " to " + std::to_string(range.first + range.count - 1);
  BatchWriter writer(context, format, customTemplate(context), plan.kind.name, title);
  Progress progress(context, plan.kind.name, range.count);
  const gen::Rules rules(set);
  for (uint64_t done = 0; done < range.count; ++done) {
    const uint64_t item = range.first + done;
    dice::Rng rng = dice::Rng::forItem(plan.seed, item);
    gen::RollLog log;
    Generated made = plan.kind.make(rules, rng, log, plan.options);
    const std::string command = plan.replay + std::to_string(item) + " --count 1";
    nlohmann::ordered_json brief =
        render::briefJson({plan.kind.name, std::move(made.title), plan.seed, command}, log, std::move(made.body));
    brief["item"] = item;
    writer.add(writer.render(brief));
    progress.update(done + 1);
  }
  writer.finish();
  progress.finish(range.count);
}

}  // namespace outremer::cli
