#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "cli/context.hpp"
#include "cli/generator.hpp"
#include "cli/output.hpp"
#include "render/format.hpp"
#include "tables/table_set.hpp"

namespace outremer::cli {

/// The items [first, first + count) of a batch.
struct ItemRange {
  uint64_t first = 0;
  uint64_t count = 0;
};

/// --shard "K/N" as {K, N}, 1 <= K <= N. Throws UsageError naming --shard.
std::pair<uint64_t, uint64_t> parseShard(std::string_view text);

/// The K-th (1-based) of N contiguous blocks of |whole|: sizes differ by at most one and
/// earlier blocks are the larger, so blocks 1..N in order are exactly |whole|.
ItemRange shardOf(ItemRange whole, uint64_t k, uint64_t n);

/// "batch party: 1200/5000 items" (|label|: done/total |unit|) on a terminal's standard
/// error, at most a few times a second; silent when standard error is not a terminal
/// (pipes, files, tests), or when |besideOutput| and the output goes to that terminal too
/// (a batch's items scroll past there as they are made).
class Progress {
 public:
  Progress(const Context& context, std::string label, uint64_t total, std::string unit = "items",
           bool besideOutput = true);
  void update(uint64_t done);
  void finish(uint64_t done);

 private:
  std::ostream* err_ = nullptr;  // null: silent
  std::string label_;
  std::string unit_;
  uint64_t total_;
  std::chrono::steady_clock::time_point last_;
};

/// Appends item |item| to |out|, on thread |worker|.
using MakeItem = std::function<void(uint64_t item, unsigned worker, std::string& out)>;
/// Takes |items| consecutive items, one after another in |made|.
using TakeItems = std::function<void(std::string_view made, uint64_t items)>;

/// Calls |make| for every item I in [0, count), on |jobs| threads W = 0..jobs-1 (1: on this
/// thread alone), and |take| on this thread with the items in the order of I, a run of
/// consecutive ones at a time. An exception |make| throws for item I is thrown here once
/// the items before I are taken; one |take| throws stops the threads too.
void makeInOrder(uint64_t count, unsigned jobs, const MakeItem& make, const TakeItems& take);

/// Writes a batch's briefs in one format, buffered and flushed in large pieces: JSON Lines
/// (one compact object a line); text briefs each ended by a form-feed line (a page break
/// on paper); Markdown briefs each ended by a "---" rule; HTML as one printable page with a
/// section per brief. JSON, text and Markdown output of consecutive ranges concatenates to
/// the output of the whole range.
class BatchWriter {
 public:
  /// |pageTitle| names the HTML page. Throws UsageError when --output cannot be opened.
  BatchWriter(const Context& context, render::Format format, std::string customTemplate,
              const std::string& pageTitle);
  /// Appends |brief| as add() takes it, with what follows an item in the format, to |out|.
  /// Safe to call from many threads at once.
  void renderInto(std::string& out, const render::Brief& brief) const;
  /// Adds briefs rendered by renderInto(), one after another.
  void add(std::string_view rendered);
  /// Renders |brief| and adds it, written straight after what is buffered rather than
  /// copied there from a string of its own.
  void renderAndAdd(const render::Brief& brief);
  /// Writes what is left and, for --output, replaces the file.
  void finish();
  /// Bytes buffered or written so far.
  uint64_t size() const { return written_ + buffer_.size(); }

 private:
  void flushIfFull();
  void flush();

  const Context& context_;
  render::Format format_;
  std::string template_;  // the user's template, or "" (each brief as its kind describes it)
  std::string pageEnd_;   // HTML: what follows the last brief
  bool builtinHtml_ = false;  // HTML on the built-in page: each brief its section
  OutputSink sink_;
  std::string buffer_;
  uint64_t written_ = 0;
};

/// What `outremer batch` writes: the items |range| of |kind| with |options|.
struct BatchPlan {
  const Generator& kind;
  OptionValues options;
  ItemRange range;
  uint64_t seed = 0;
  unsigned jobs = 1;   // threads making the items
  std::string replay;  // "... --first ": item I's command is this, I and " --count 1"
  bool footnoteReasons = false;  // the JSON footnotes' reasons and printed texts (--footnotes all)
};

/// The forms of a batch's JSON footnotes, `--footnotes`: ids, all.
const std::vector<std::string>& footnoteWords();

/// Writes |plan|'s items in |format| where |context| says (see BatchWriter), item I made from
/// dice::Rng::forItem(plan.seed, I) by |rules|, the same on any number of
/// threads. Throws what the kind's make and BatchWriter throw.
void writeBatch(const Context& context, const gen::Rules& rules, render::Format format, const BatchPlan& plan);

}  // namespace outremer::cli
