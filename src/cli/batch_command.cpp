// `outremer batch KIND --count N [--first I] [--shard K/N]`: many seeded items, JSON Lines
// by default. Item i is generated from dice::Rng::forItem(seed, i) alone, so it does not
// depend on the batch size or on the sharding, and `--first i --count 1` replays it.
#include <algorithm>
#include <limits>
#include <memory>
#include <ostream>

#include "cli/batch.hpp"
#include "cli/batch_registry.hpp"
#include "cli/command_registry.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

constexpr uint64_t kMaxCount = 10'000'000;

struct KindOption {
  BatchOption option;
  CLI::Option* given = nullptr;
  std::string value;
};

struct BatchRequest {
  std::string kind;
  std::string count;  // read here, as --first: CLI11 takes "010" as octal and "-1" as 2^64-1
  std::string first;
  std::string shard;
  bool listKinds = false;
  CLI::Option* countOption = nullptr;
  CLI::Option* formatOption = nullptr;
  std::vector<std::unique_ptr<KindOption>> options;  // every kind's, each name once
};

std::vector<std::string> kindNames() {
  std::vector<std::string> names;
  for (const BatchKind& kind : batchKinds()) names.push_back(kind.name);
  std::sort(names.begin(), names.end());
  return names;
}

const BatchKind& findKind(const std::string& name) {
  const auto names = kindNames();
  if (name.empty()) throw UsageError("batch: KIND is required (kinds: " + util::join(names, ", ") + ")");
  for (const BatchKind& kind : batchKinds()) {
    if (kind.name == name) return kind;
  }
  throw UsageError("batch: unknown kind '" + name + "'" + util::didYouMean(name, names) +
                   " (kinds: " + util::join(names, ", ") + ")");
}

// The options given for |kind|; an option of another kind is a usage error.
std::map<std::string, std::string, std::less<>> kindOptions(const BatchRequest& request, const BatchKind& kind) {
  std::map<std::string, std::string, std::less<>> given;
  for (const auto& option : request.options) {
    if (option->given->count() == 0) continue;
    const std::string name = option->option.name;
    const bool mine = std::any_of(kind.options.begin(), kind.options.end(),
                                  [&](const BatchOption& own) { return name == own.name; });
    if (!mine) {
      std::vector<std::string> own;
      for (const BatchOption& o : kind.options) own.push_back(std::string("--") + o.name);
      throw UsageError("--" + name + ": batch " + kind.name + " takes no --" + name + " (its options: " +
                       (own.empty() ? "none" : util::join(own, ", ")) + ")");
    }
    given[name] = option->option.flag ? "true" : option->value;
  }
  return given;
}

ItemRange itemRange(const BatchRequest& request) {
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
    range = shardOf(range, k, n);
  }
  return range;
}

void runBatch(const BatchRequest& request, Context& context) {
  if (request.listKinds) {
    for (const std::string& name : kindNames()) context.out << name << '\n';
    return;
  }
  const BatchKind& kind = findKind(request.kind);
  const ItemRange range = itemRange(request);
  // JSON Lines unless --format says otherwise.
  const render::Format format =
      request.formatOption->count() == 0 ? render::Format::json : outputFormat(context);
  const tables::TableSet set = loadTables(context);
  const gen::Rules rules(set);
  const uint64_t seed = seedFor(context);
  BatchItem item{seed, 0, kindOptions(request, kind), {}};
  const std::string replay = commandWithout(context, {"--output", "-o", "--seed", "--count", "--first", "--shard"}) +
                             " --seed " + std::to_string(seed) + " --first ";
  const std::string title = "outremer batch " + std::string(kind.name) + ", seed " + std::to_string(seed) +
                            ", items " + std::to_string(range.first) + " to " +
                            std::to_string(range.first + range.count - 1);
  BatchWriter writer(context, format, customTemplate(context), kind.name, title);
  Progress progress(context, kind.name, range.count);
  for (uint64_t done = 0; done < range.count; ++done) {
    item.index = range.first + done;
    item.command = replay + std::to_string(item.index) + " --count 1";
    dice::Rng rng = dice::Rng::forItem(seed, item.index);
    nlohmann::ordered_json brief = kind.make(rules, rng, item);
    brief["item"] = item.index;
    writer.add(brief);
    progress.update(done + 1);
  }
  writer.finish();
  progress.finish(range.count);
}

void addKindOptions(CLI::App& batch, BatchRequest& request) {
  for (const BatchKind& kind : batchKinds()) {
    for (const BatchOption& option : kind.options) {
      const auto known = std::find_if(request.options.begin(), request.options.end(),
                                      [&](const auto& o) { return std::string_view(o->option.name) == option.name; });
      if (known != request.options.end()) {  // kinds may share an option (--where): name them all
        CLI::Option* given = (*known)->given;
        const std::string text = given->get_description();
        given->description(text.substr(0, text.find(']')) + ", " + kind.name + text.substr(text.find(']')));
        continue;
      }
      auto added = std::make_unique<KindOption>(KindOption{option, nullptr, {}});
      const std::string flag = std::string("--") + option.name;
      const std::string help = std::string("[") + kind.name + "] " + option.help;
      added->given = option.flag ? batch.add_flag(flag, help) : batch.add_option(flag, added->value, help);
      added->given->group("Options of the kinds [taken by]");
      request.options.push_back(std::move(added));
    }
  }
}

}  // namespace

static void addBatchCommand(CLI::App& app, Context& context, int& status) {
  auto request = std::make_shared<BatchRequest>();
  CLI::App* batch = app.add_subcommand(
      "batch", "Many seeded items of one kind: JSON Lines, or text, Markdown or HTML briefs with --format");
  batch->add_option("KIND", request->kind, "What to generate (see --list-kinds)");
  request->countOption = batch->add_option("--count", request->count, "How many items (1 to 10000000)")->type_name("N");
  batch->add_option("--first", request->first, "Index of the first item (default 0): --first I --count 1 replays item I")
      ->type_name("I");
  batch->add_option("--shard", request->shard, "Write only block K of N of the items (e.g. 2/4)")->type_name("K/N");
  batch->add_flag("--list-kinds", request->listKinds, "List the kinds and exit");
  request->formatOption = app.get_option("--format");
  addKindOptions(*batch, *request);
  batch->callback([request, &context, &status] {
    runBatch(*request, context);
    status = 0;
  });
}

const CommandRegistration registration(90, addBatchCommand);

}  // namespace outremer::cli
