// `outremer batch KIND --count N [--first I] [--shard K/N] [--jobs N]`: many seeded items,
// JSON Lines by default. Item i is generated from dice::Rng::forItem(seed, i) alone, so it
// does not depend on the batch size, the sharding or the threads, and `--first i --count 1`
// replays it.
#include <algorithm>
#include <limits>
#include <memory>
#include <ostream>

#include "cli/batch.hpp"
#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

constexpr uint64_t kMaxCount = 10'000'000;
constexpr uint64_t kMaxJobs = 256;

struct BatchRequest {
  std::string kind;
  std::string count;  // read here, as --first and --jobs: CLI11 takes "010" as octal and "-1" as 2^64-1
  std::string first;
  std::string shard;
  std::string jobs;
  std::string footnotes = "ids";
  bool listKinds = false;
  CLI::Option* countOption = nullptr;
  CLI::Option* jobsOption = nullptr;
  ParsedOptions options;  // every kind's, each name once
};

std::vector<std::string> kindNames() {
  std::vector<std::string> names;
  for (const Generator& kind : generators()) names.push_back(kind.name);
  std::sort(names.begin(), names.end());
  return names;
}

const Generator& findKind(const std::string& name) {
  const auto names = kindNames();
  if (name.empty()) throw UsageError("batch: KIND is required (kinds: " + util::join(names, ", ") + ")");
  for (const Generator& kind : generators()) {
    if (kind.name == name) return kind;
  }
  throw UsageError("batch: unknown kind '" + name + "'" + util::didYouMean(name, names) +
                   " (kinds: " + util::join(names, ", ") + ")");
}

// The options given for |kind|; an option of another kind is a usage error.
OptionValues kindOptions(const BatchRequest& request, const Generator& kind) {
  for (const std::string& name : request.options.given()) {
    const bool mine = std::any_of(kind.options.begin(), kind.options.end(),
                                  [&](const GeneratorOption& own) { return name == own.name; });
    if (!mine) {
      std::vector<std::string> own;
      for (const GeneratorOption& o : kind.options) own.push_back("--" + o.name);
      throw UsageError("--" + name + ": batch " + kind.name + " takes no --" + name + " (its options: " +
                       (own.empty() ? "none" : util::join(own, ", ")) + ")");
    }
  }
  return request.options.valuesOf(kind.options);
}

ItemRange itemRange(const BatchRequest& request, const Context& context) {
  if (request.countOption->count() == 0) throw UsageError("--count: required (1 to 10000000 items)");
  uint64_t count = 0;
  if (!readWholeNumber(request.count, count) || count < 1 || count > kMaxCount) {
    throw UsageError("--count: '" + request.count + "' is not 1 to 10000000");
  }
  uint64_t first = 0;
  if (!request.first.empty() && !readWholeNumber(request.first, first)) {
    throw UsageError("--first: '" + request.first + "' is not a whole number 0 or more");
  }
  if (first > std::numeric_limits<uint64_t>::max() - count) {
    throw UsageError("--first: " + request.first + " leaves no room for " + std::to_string(count) + " items");
  }
  ItemRange range{first, count};
  if (!request.shard.empty()) {
    const auto [k, n] = parseShard(request.shard);
    // A shard without a seed would draw a fresh one: its items would be of another batch.
    if (!context.seed) throw UsageError("--shard: give --seed too, so that every shard is a slice of one batch");
    range = shardOf(range, k, n);
  }
  return range;
}

unsigned threads(const BatchRequest& request) {
  if (request.jobsOption->count() == 0) return 1;
  uint64_t jobs = 0;
  if (!readWholeNumber(request.jobs, jobs) || jobs < 1 || jobs > kMaxJobs) {
    throw UsageError("--jobs: '" + request.jobs + "' is not 1 to " + std::to_string(kMaxJobs) + " (threads)");
  }
  return static_cast<unsigned>(jobs);
}

void runBatch(const BatchRequest& request, Context& context) {
  if (request.listKinds) {
    for (const std::string& name : kindNames()) context.out << name << '\n';
    return;
  }
  const Generator& kind = findKind(request.kind);
  const ItemRange range = itemRange(request, context);
  const unsigned jobs = threads(request);
  // JSON Lines unless --format, or the --output file's extension, says otherwise.
  const render::Format format =
      context.format.empty() ? render::formatOfFileName(context.output).value_or(render::Format::json) : outputFormat(context);
  const std::vector<std::string>& words = footnoteWords();
  if (std::find(words.begin(), words.end(), request.footnotes) == words.end()) {
    throw UsageError("--footnotes: " + util::unknownName("form", request.footnotes, words, "forms"));
  }
  const SharedRules rules = loadRules(context);
  const uint64_t seed = seedFor(context);
  // The items do not depend on the threads: --jobs is left out of their commands.
  const std::string replay =
      commandWithout(context, {"--output", "-o", "--seed", "--count", "--first", "--shard", "--jobs"}) +
      " --seed " + std::to_string(seed) + " --first ";
  writeBatch(context, *rules, format, {kind, kindOptions(request, kind), range, seed, jobs, replay, request.footnotes == "all"});
}

void addKindOptions(CLI::App& batch, BatchRequest& request) {
  for (const Generator& kind : generators()) {
    for (const GeneratorOption& option : kind.options) {
      if (CLI::Option* given = request.options.find(option.name)) {  // kinds may share an option (--where): name them all
        const std::string text = given->get_description();
        given->description(text.substr(0, text.find(']')) + ", " + kind.name + text.substr(text.find(']')));
        continue;
      }
      std::string help = "[" + kind.name + "] " + option.help;
      if (!option.fallback.empty()) help += " (default " + option.fallback + ")";
      request.options.add(batch, option, help, false)->group("Options of the kinds [taken by]");
    }
  }
}

}  // namespace

void addBatchCommand(CLI::App& app, Context& context, int& status) {
  auto request = std::make_shared<BatchRequest>();
  CLI::App* batch = app.add_subcommand(
      "batch", "Many seeded items of one kind: JSON Lines, or text, Markdown or HTML briefs with --format");
  batch->add_option("KIND", request->kind, "What to generate (see --list-kinds)");
  request->countOption = batch->add_option("--count", request->count, "How many items (1 to 10000000)")->type_name("N");
  batch->add_option("--first", request->first, "Index of the first item (default 0): --first I --count 1 replays item I")
      ->type_name("I");
  batch->add_option("--shard", request->shard, "Write only block K of N of the items (e.g. 2/4)")->type_name("K/N");
  request->jobsOption = batch->add_option("--jobs", request->jobs, "Make the items on N threads (default 1); the output is the same")
      ->type_name("N");
  batch->add_option("--footnotes", request->footnotes,
                    "JSON footnotes: ids (table, entry and source; the default) or all (with each reason and "
                    "printed text)")
      ->type_name("ids|all");
  batch->add_flag("--list-kinds", request->listKinds, "List the kinds and exit");
  addKindOptions(*batch, *request);
  batch->callback([request, &context, &status] {
    runBatch(*request, context);
    status = 0;
  });
}

}  // namespace outremer::cli
