#include "cli/batch.hpp"

#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>

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

namespace {

// The items being made on many threads, each kept until it is taken in order: a window of
// slots, so the threads never run more than the window ahead of the writer.
class Window {
 public:
  Window(uint64_t count, size_t size) : count_(count), slots_(size) {}

  // Makes items until none are left or stop() is called.
  void work(const std::function<std::string(uint64_t, unsigned)>& make, unsigned worker) {
    for (;;) {
      uint64_t item = 0;
      {
        std::unique_lock lock(mutex_);
        room_.wait(lock, [&] { return stopped_ || claimed_ == count_ || claimed_ < taken_ + slots_.size(); });
        if (stopped_ || claimed_ == count_) return;
        item = claimed_++;
      }
      Slot made;
      try {
        made.text = make(item, worker);
      } catch (...) {
        made.error = std::current_exception();
      }
      made.ready = true;
      bool awaited = false;
      {
        std::lock_guard lock(mutex_);
        slots_[item % slots_.size()] = std::move(made);
        awaited = item == taken_;  // the writer waits for no other
      }
      if (awaited) made_.notify_one();
    }
  }

  // The next item in order, once made; rethrows what making it threw.
  std::string take() {
    std::unique_lock lock(mutex_);
    Slot& slot = slots_[taken_ % slots_.size()];
    made_.wait(lock, [&] { return slot.ready; });
    Slot taken = std::exchange(slot, Slot{});
    const bool wasFull = claimed_ == taken_ + slots_.size();  // threads may be waiting for room
    ++taken_;
    lock.unlock();
    if (wasFull) room_.notify_all();
    if (taken.error) std::rethrow_exception(taken.error);
    return std::move(taken.text);
  }

  void stop() {
    {
      std::lock_guard lock(mutex_);
      stopped_ = true;
    }
    room_.notify_all();
  }

 private:
  struct Slot {
    bool ready = false;
    std::string text;
    std::exception_ptr error;
  };

  std::mutex mutex_;
  std::condition_variable room_;  // a slot was freed, or stop()
  std::condition_variable made_;  // an item was made
  const uint64_t count_;
  std::vector<Slot> slots_;  // item I is in slot I % size
  uint64_t claimed_ = 0;     // items handed to a thread
  uint64_t taken_ = 0;       // items taken in order
  bool stopped_ = false;
};

// Items a thread may make ahead of the writer: enough to ride out uneven items.
constexpr size_t kAheadPerThread = 64;

}  // namespace

void makeInOrder(uint64_t count, unsigned jobs, const std::function<std::string(uint64_t, unsigned)>& make,
                 const std::function<void(std::string&)>& take) {
  if (jobs <= 1 || count <= 1) {
    for (uint64_t item = 0; item < count; ++item) {
      std::string made = make(item, 0);
      take(made);
    }
    return;
  }
  const auto threads = static_cast<unsigned>(std::min<uint64_t>(jobs, count));
  Window window(count, size_t{threads} * kAheadPerThread);
  std::vector<std::jthread> workers;  // joined before |window| goes, after stop() on an error
  try {
    for (unsigned worker = 0; worker < threads; ++worker) {
      workers.emplace_back([&window, &make, worker] { window.work(make, worker); });
    }
    for (uint64_t item = 0; item < count; ++item) {
      std::string made = window.take();
      take(made);
    }
  } catch (...) {
    window.stop();
    throw;
  }
}

void writeBatch(const Context& context, const tables::TableSet& set, render::Format format, const BatchPlan& plan) {
  const ItemRange range = plan.range;
  const std::string title = "outremer batch " + plan.kind.name + ", seed " + std::to_string(plan.seed) + ", items " +
                            std::to_string(range.first) + " to " + std::to_string(range.first + range.count - 1);
  BatchWriter writer(context, format, customTemplate(context), plan.kind.name, title);
  Progress progress(context, plan.kind.name, range.count);
  std::deque<gen::Rules> rules;  // one a thread: Rules keeps the dice it has parsed
  for (unsigned worker = 0; worker < std::max(plan.jobs, 1U); ++worker) rules.emplace_back(set);
  uint64_t done = 0;
  makeInOrder(
      range.count, plan.jobs,
      [&](uint64_t n, unsigned worker) {
        const uint64_t item = range.first + n;
        dice::Rng rng = dice::Rng::forItem(plan.seed, item);
        gen::RollLog log;
        Generated made = plan.kind.make(rules[worker], rng, log, plan.options);
        const std::string command = plan.replay + std::to_string(item) + " --count 1";
        nlohmann::ordered_json brief =
            render::briefJson({plan.kind.name, std::move(made.title), plan.seed, command}, log, std::move(made.body));
        brief["item"] = item;
        return writer.render(brief);
      },
      [&](std::string& made) {
        writer.add(made);
        progress.update(++done);
      });
  writer.finish();
  progress.finish(range.count);
}

}  // namespace outremer::cli
