#include "cli/batch.hpp"

#include <nlohmann/json.hpp>
#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>

#include "cli/whole_number.hpp"
#include "render/brief.hpp"
#include "codec/json_writer.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

namespace outremer::cli {

namespace {

// Output is handed to the sink in pieces of about this size: few system calls, little memory.
constexpr size_t kChunk = size_t{1} << 20;
// A piece at least this large is written where it is, not copied into the buffer first.
constexpr size_t kWrittenWhereItIs = kChunk / 16;

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

Progress::Progress(const Context& context, std::string label, uint64_t total, std::string unit, bool besideOutput)
    : label_(std::move(label)), unit_(std::move(unit)), total_(total), last_(std::chrono::steady_clock::now()) {
  // Not while the output itself scrolls past on the same terminal.
  const bool outputOnTerminal = besideOutput && context.output.empty() && isatty(STDOUT_FILENO) == 1;
  if (&context.err == &std::cerr && isatty(STDERR_FILENO) == 1 && !outputOnTerminal) err_ = &context.err;
}

void Progress::update(uint64_t done) {
  if (err_ == nullptr) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  *err_ << '\r' << label_ << ": " << done << "/" << total_ << ' ' << unit_ << std::flush;
}

void Progress::finish(uint64_t done) {
  if (err_ != nullptr) *err_ << '\r' << label_ << ": " << done << "/" << total_ << ' ' << unit_ << '\n' << std::flush;
}

BatchWriter::BatchWriter(const Context& context, render::Format format, std::string customTemplate,
                         const std::string& pageTitle)
    : context_(context), format_(format), template_(std::move(customTemplate)), sink_(context) {
  buffer_.reserve(kChunk + kChunk / 2);
  if (format_ == render::Format::json) return;
  // Built-in text and Markdown are rendered as single briefs are (by a writer where one
  // exists); built-in HTML renders each brief's section, the page template around them all.
  if (template_.empty() && format_ == render::Format::html) {
    builtinHtml_ = true;
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

void BatchWriter::renderInto(std::string& out, const render::Brief& brief) const {
  if (format_ == render::Format::json) {
    render::writeBriefJson(out, brief, -1);
    out += '\n';
  } else if (builtinHtml_) {
    out += render::briefHtmlSection(brief);
  } else {
    out += renderForContext(context_, brief, format_, template_);
    if (format_ == render::Format::text) out += "\f\n";
    if (format_ == render::Format::markdown) out += "\n---\n\n";
  }
}

void BatchWriter::add(std::string_view rendered) {
  if (rendered.size() >= kWrittenWhereItIs) {
    flush();
    sink_.write(rendered);
    written_ += rendered.size();
    return;
  }
  buffer_ += rendered;
  flushIfFull();
}

void BatchWriter::renderAndAdd(const render::Brief& brief) {
  renderInto(buffer_, brief);
  flushIfFull();
}

void BatchWriter::flushIfFull() {
  if (buffer_.size() >= kChunk) flush();
}

void BatchWriter::flush() {
  if (buffer_.empty()) return;
  sink_.write(buffer_);
  written_ += buffer_.size();
  buffer_.clear();
}

void BatchWriter::finish() {
  buffer_ += pageEnd_;
  flush();
  sink_.commit();
}

namespace {

// The items being made on many threads, kept until they are taken in order. Threads take
// runs of consecutive items, so that locking and waking the writer is paid once a run, into
// a window of slots that stops them running more than the window ahead of the writer. A
// run is written into its slot's text, which keeps its room from run to run.
class Window {
 public:
  Window(uint64_t count, uint64_t run, size_t runs) : count_(count), run_(run), slots_(runs) {}

  // Makes runs of items until none are left or stop() is called.
  void work(const MakeItem& make, unsigned worker) {
    for (;;) {
      uint64_t run = 0;
      {
        std::unique_lock lock(mutex_);
        room_.wait(lock, [&] { return stopped_ || claimed_ == runs() || claimed_ < taken_ + slots_.size(); });
        if (stopped_ || claimed_ == runs()) return;
        run = claimed_++;
      }
      makeRun(run, make, worker);
    }
  }

  // Hands the runs' text to |take| in order, as they are made, making runs itself (as
  // |worker|) while the next is not ready and the window has room; rethrows what making
  // an item threw, once the items before it are taken.
  void takeAll(const TakeItems& take, const MakeItem& make, unsigned worker) {
    for (uint64_t run = 0; run < runs(); ++run) {
      Slot& slot = next(make, worker);
      if (slot.items > 0) take(slot.text, slot.items);
      if (slot.error) std::rethrow_exception(slot.error);
      release(slot);
    }
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
    std::string text;    // the run's items, one after another
    uint64_t items = 0;  // items in |text|
    std::exception_ptr error;
  };

  uint64_t runs() const { return (count_ + run_ - 1) / run_; }

  // Makes run |run| in its slot, which this thread alone has until it is marked ready.
  void makeRun(uint64_t run, const MakeItem& make, unsigned worker) {
    Slot& slot = slots_[run % slots_.size()];
    try {
      for (uint64_t item = run * run_; item < std::min(count_, (run + 1) * run_); ++item) {
        make(item, worker, slot.text);
        ++slot.items;
      }
    } catch (...) {
      slot.error = std::current_exception();  // after the items before it
    }
    bool awaited = false;
    {
      std::lock_guard lock(mutex_);
      slot.ready = true;
      awaited = run == taken_;  // the writer waits for no other
    }
    if (awaited) made_.notify_one();
  }

  // The next run in order, once made: by another thread, or by this one while it waits.
  Slot& next(const MakeItem& make, unsigned worker) {
    for (;;) {
      std::unique_lock lock(mutex_);
      Slot& slot = slots_[taken_ % slots_.size()];
      if (!slot.ready && claimed_ < runs() && claimed_ < taken_ + slots_.size()) {
        const uint64_t run = claimed_++;
        lock.unlock();
        makeRun(run, make, worker);
        continue;
      }
      made_.wait(lock, [&] { return slot.ready; });
      return slot;
    }
  }

  // Empties the run just taken, keeping its text's room, for a thread to make another in.
  void release(Slot& slot) {
    slot.text.clear();
    slot.items = 0;
    std::unique_lock lock(mutex_);
    slot.ready = false;
    const bool wasFull = claimed_ == taken_ + slots_.size();  // threads may be waiting for room
    ++taken_;
    lock.unlock();
    if (wasFull) room_.notify_all();
  }

  std::mutex mutex_;
  std::condition_variable room_;  // a slot was freed, or stop()
  std::condition_variable made_;  // a run was made
  const uint64_t count_;          // items
  const uint64_t run_;            // items a run
  std::vector<Slot> slots_;       // run R is in slot R % size
  uint64_t claimed_ = 0;          // runs handed to a thread
  uint64_t taken_ = 0;            // runs taken in order
  bool stopped_ = false;
};

// Items a thread may make ahead of the writer (enough to ride out uneven items), in runs of
// at most kLongestRun: a run's end takes the lock, and wakes the writer if it waits, so
// long runs make both rare (a sixth of the system time of runs of 16).
constexpr uint64_t kAheadPerThread = 256;
constexpr uint64_t kLongestRun = 64;

}  // namespace

void makeInOrder(uint64_t count, unsigned jobs, const MakeItem& make, const TakeItems& take) {
  if (jobs <= 1 || count <= 1) {
    std::string made;
    for (uint64_t item = 0; item < count; ++item) {
      made.clear();
      make(item, 0, made);
      take(made, 1);
    }
    return;
  }
  const auto threads = static_cast<unsigned>(std::min<uint64_t>(jobs, count));
  // Shorter runs for a small batch, so that every thread has some.
  const uint64_t run = std::clamp<uint64_t>(count / (uint64_t{threads} * 8), 1, kLongestRun);
  Window window(count, run, threads * (kAheadPerThread / run));
  // This thread is the last of them: it writes the runs in order and makes runs while it
  // waits, so that there are no more threads than jobs.
  std::vector<std::jthread> workers;  // joined before |window| goes, after stop() on an error
  try {
    for (unsigned worker = 0; worker + 1 < threads; ++worker) {
      workers.emplace_back([&window, &make, worker] { window.work(make, worker); });
    }
    window.takeAll(take, make, threads - 1);
  } catch (...) {
    window.stop();
    throw;
  }
}

const std::vector<std::string>& footnoteWords() {
  static const std::vector<std::string> words{"ids", "all"};
  return words;
}

namespace {

// The log an item is rolled in, emptied for it: one a thread, so that its buffers are
// allocated for the thread's first items only.
gen::RollLog& itemLog() {
  thread_local gen::RollLog log;
  log.clear();
  return log;
}

}  // namespace

void writeBatch(const Context& context, const gen::Rules& rules, render::Format format, const BatchPlan& plan) {
  const ItemRange range = plan.range;
  const std::string title = "outremer batch " + plan.kind.name + ", seed " + std::to_string(plan.seed) + ", items " +
                            std::to_string(range.first) + " to " + std::to_string(range.first + range.count - 1);
  BatchWriter writer(context, format, customTemplate(context), title);
  Progress progress(context, "batch " + plan.kind.name, range.count);
  uint64_t done = 0;
  // Makes the |n|th item of the range and hands its brief to |use|.
  const auto makeItem = [&](uint64_t n, const auto& use) {
    const uint64_t item = range.first + n;
    dice::Rng rng = dice::Rng::forItem(plan.seed, item);
    gen::RollLog& log = itemLog();
    Generated made = plan.kind.make(rules, rng, log, plan.options);
    const std::string command = plan.replay + std::to_string(item) + " --count 1";
    const render::BriefHeader header{std::move(made.title), plan.seed, command};
    return use(render::Brief{header, made.body, log, item, plan.footnoteReasons});
  };
  if (plan.jobs <= 1) {
    // On this thread alone: each brief written where it goes, without a string of its own.
    for (uint64_t n = 0; n < range.count; ++n) {
      makeItem(n, [&](const render::Brief& brief) { writer.renderAndAdd(brief); });
      progress.update(++done);
    }
  } else {
    makeInOrder(
        range.count, plan.jobs,
        [&](uint64_t n, unsigned, std::string& out) {
          makeItem(n, [&](const render::Brief& brief) { writer.renderInto(out, brief); });
        },
        [&](std::string_view made, uint64_t items) {
          writer.add(made);
          progress.update(done += items);
        });
  }
  writer.finish();
  progress.finish(range.count);
}

}  // namespace outremer::cli
