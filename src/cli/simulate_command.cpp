// `outremer simulate campaign --runs N --policy P [--group G] [--seed S] [--jobs N]
// [--shard K/N]`: many unattended pilgrimages played in memory and reported with 95%
// intervals; and `outremer simulate merge FILE...`, the JSON reports of shards put together.
// Pilgrimage i depends only on (seed, i), and the tally is of whole-number sums, so the
// report is the same bytes whatever --jobs and however the runs are sharded and merged.
#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <thread>

#include "campaign/simulation.hpp"
#include "cli/batch.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/commands.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "render/simulation_report.hpp"
#include "util/atomic_file.hpp"
#include "util/json_error.hpp"

namespace outremer::cli {
namespace {

constexpr int kMostRuns = 10'000'000;
constexpr int kMostJobs = 256;
// Runs a thread claims at once: few claims, and threads that finish close together.
constexpr uint64_t kClaim = 8;

struct SimulateRequest {
  std::string runs;  // read here, as --jobs: CLI11 takes "010" as octal
  std::string policy;
  std::string group;
  std::string jobs;
  std::string shard;
  std::vector<std::string> files;
};

// The report is text, HTML or JSON.
render::Format reportFormat(const Context& context, const std::string& command) {
  if (!context.templateFile.empty()) throw UsageError("--template: '" + command + "' takes no template");
  const render::Format format = outputFormat(context);
  if (format == render::Format::markdown) {
    throw UsageError("--format: '" + command + "' writes text, html or json");
  }
  return format;
}

void writeReport(const Context& context, render::Format format, const render::SimulationReport& report) {
  if (format == render::Format::text) {
    writeOutput(context, render::simulationText(report));
    return;
  }
  if (format == render::Format::html) {
    writeOutput(context, render::simulationHtml(report));
    return;
  }
  std::string json;
  render::JsonWriter w(json, 2);
  render::writeJson(w, report);
  writeOutput(context, json + '\n');
}

// The command that makes the whole simulation again: its options alone, without the
// threads, the slice or the format, which do not change its figures.
std::string wholeCommand(const Context& context, const campaign::SimulationSpec& spec) {
  std::string command = "outremer simulate campaign --runs " + std::to_string(spec.runs) + " --policy " +
                        std::string(campaign::nameOf(spec.policy));
  if (!spec.group.empty()) command += " --group " + shellQuote(spec.group);
  if (!context.tablesDir.empty()) command += " --tables " + shellQuote(context.tablesDir);
  return command + " --seed " + std::to_string(spec.seed);
}

// Plays the pilgrimages |range| on |jobs| threads, each adding to a tally of its own; the
// tallies' whole-number sums merge to the same whatever thread played which run. An
// exception is rethrown for the first run that threw (the runs before it were all played).
campaign::SimulationTally playRuns(const gen::Rules& rules, const campaign::Route& route,
                                   const campaign::Places& places, const campaign::SimulationSpec& spec,
                                   ItemRange range, unsigned jobs, Progress& progress) {
  const auto threads = static_cast<unsigned>(std::min<uint64_t>(jobs, range.count));
  std::vector<campaign::SimulationTally> tallies(threads, campaign::SimulationTally(places.size()));
  std::vector<std::pair<uint64_t, std::exception_ptr>> failed(threads, {range.count, nullptr});
  std::atomic<uint64_t> next{0};
  std::atomic<uint64_t> done{0};
  std::atomic<bool> stop{false};
  const auto work = [&](unsigned worker) {
    while (!stop) {
      const uint64_t start = next.fetch_add(kClaim);
      for (uint64_t n = start; n < std::min(start + kClaim, range.count); ++n) {
        try {
          tallies[worker].add(campaign::playPilgrimage(rules, route, places, spec, range.first + n));
        } catch (...) {
          failed[worker] = {n, std::current_exception()};
          stop = true;
          return;
        }
        ++done;
        if (worker == 0) progress.update(done);
      }
      if (start + kClaim >= range.count) return;
    }
  };
  {
    std::vector<std::jthread> others;  // joined at the end of the block
    for (unsigned worker = 1; worker < threads; ++worker) others.emplace_back(work, worker);
    work(0);
  }
  const auto first = std::min_element(failed.begin(), failed.end(),
                                      [](const auto& a, const auto& b) { return a.first < b.first; });
  if (first->second) {
    try {
      std::rethrow_exception(first->second);
    } catch (const std::exception& error) {
      throw std::runtime_error("pilgrimage " + std::to_string(range.first + first->first) + ": " +
                               error.what());
    }
  }
  campaign::SimulationTally tally(places.size());
  for (const campaign::SimulationTally& t : tallies) tally.merge(t);
  progress.finish(range.count);
  return tally;
}

campaign::Policy policyOf(const SimulateRequest& request) {
  if (request.policy.empty()) throw UsageError("--policy: required (cautious or bold)");
  const std::optional<campaign::Policy> policy = campaign::readPolicy(request.policy);
  if (!policy) throw UsageError("--policy: expected cautious or bold, not '" + request.policy + "'");
  return *policy;
}

// The runs of this process: all, or a shard's slice of them.
ItemRange runRange(const SimulateRequest& request, const Context& context, uint64_t runs) {
  if (request.shard.empty()) return {0, runs};
  // A shard without a seed would draw a fresh one: its runs would be of another simulation.
  if (!context.seed) {
    throw UsageError("--shard: give --seed too, so that every shard is a slice of one simulation");
  }
  const auto [k, n] = parseShard(request.shard);
  if (n > runs) {
    throw UsageError("--shard: " + std::to_string(n) + " shards of " + std::to_string(runs) +
                     " runs would leave some with none; use at most " + std::to_string(runs));
  }
  return shardOf({0, runs}, k, n);
}

void runSimulateCampaign(const SimulateRequest& request, Context& context) {
  const render::Format format = reportFormat(context, "simulate campaign");
  if (request.runs.empty()) {
    throw UsageError("--runs: required (1 to " + std::to_string(kMostRuns) + " pilgrimages)");
  }
  campaign::SimulationSpec spec;
  spec.runs = static_cast<uint64_t>(wholeNumber(request.runs, "--runs", 1, kMostRuns));
  spec.policy = policyOf(request);
  const unsigned jobs =
      request.jobs.empty() ? 1 : static_cast<unsigned>(wholeNumber(request.jobs, "--jobs", 1, kMostJobs));
  const ItemRange range = runRange(request, context, spec.runs);
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;  // read-only once built: one serves every thread
  const campaign::Route route(rules);
  const campaign::Places places(route);
  spec.group = checkedGroup(rules, request.group);
  spec.seed = seedFor(context);
  render::SimulationReport report{spec, wholeCommand(context, spec), range.first, render::placeNames(places),
                                  campaign::SimulationTally(places.size())};
  Progress progress(context, "simulate campaign", range.count, "pilgrimages", false);
  report.tally = playRuns(rules, route, places, spec, range, jobs, progress);
  writeReport(context, format, report);
}

// One shard's report, read from |path|; a problem names the file.
render::SimulationReport readReport(const std::string& path) {
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw UsageError("cannot read '" + path + "': " + error.what());
  }
  try {
    return render::simulationFromJson(nlohmann::json::parse(text));
  } catch (const nlohmann::json::parse_error& error) {
    throw UsageError(path + ":" + util::plainJsonError(error.what()));
  } catch (const std::exception& error) {
    throw UsageError(path + ": " + error.what());
  }
}

// "runs 0 to 249"
std::string runsText(uint64_t first, uint64_t end) {
  return "runs " + std::to_string(first) + " to " + std::to_string(end - 1);
}

void runSimulateMerge(const SimulateRequest& request, Context& context) {
  const render::Format format = reportFormat(context, "simulate merge");
  if (context.seed) throw UsageError("--seed: 'simulate merge' takes the seed from its files");
  std::vector<std::pair<render::SimulationReport, std::string>> parts;
  for (const std::string& path : request.files) parts.emplace_back(readReport(path), path);
  std::stable_sort(parts.begin(), parts.end(),
                   [](const auto& a, const auto& b) { return a.first.first < b.first.first; });
  render::SimulationReport merged = parts.front().first;
  const std::string& firstPath = parts.front().second;
  for (size_t i = 1; i < parts.size(); ++i) {
    const auto& [part, path] = parts[i];
    if (part.command != merged.command || part.places != merged.places) {
      throw UsageError("'" + path + "' is a part of '" + part.command + "', not of '" + merged.command +
                       "' as '" + firstPath + "' is");
    }
    const uint64_t end = merged.first + merged.tally.runs();
    if (part.first < end) {
      throw UsageError("'" + path + "' and '" + parts[i - 1].second + "' both count " +
                       runsText(part.first, std::min(end, part.first + part.tally.runs())));
    }
    if (part.first > end) throw UsageError(runsText(end, part.first) + " are in none of the files");
    merged.tally.merge(part.tally);
  }
  writeReport(context, format, merged);
}

}  // namespace

void addSimulateCommand(CLI::App& app, Context& context, int& status) {
  auto request = std::make_shared<SimulateRequest>();
  CLI::App* simulate = app.add_subcommand(
      "simulate", "Play many unattended pilgrimages and report how they fare, with 95% intervals");
  simulate->require_subcommand(1);
  CLI::App* play = simulate->add_subcommand(
      "campaign", "Play N pilgrimages in memory by a policy: endings, days, survivors, purse, renown, hexes");
  play->add_option("--runs", request->runs, "How many pilgrimages (1 to 10000000)")->type_name("N");
  play->add_option("--policy", request->policy, "Who answers: cautious or bold")->type_name("POLICY");
  play->add_option("--group", request->group, "Pilgrim group of every party (default: rolled for each)")
      ->type_name("TYPE");
  play->add_option("--jobs", request->jobs, "Play on N threads (default 1); the report is the same")
      ->type_name("N");
  play->add_option("--shard", request->shard, "Play only block K of N of the runs (merge the JSON reports)")
      ->type_name("K/N");
  play->callback([request, &context, &status] {
    runSimulateCampaign(*request, context);
    status = 0;
  });
  CLI::App* merge = simulate->add_subcommand(
      "merge", "Put the JSON reports of a simulation's shards together: the report of all their runs");
  merge->add_option("FILE", request->files, "JSON reports of 'simulate campaign --shard K/N --format json'")
      ->required();
  merge->callback([request, &context, &status] {
    runSimulateMerge(*request, context);
    status = 0;
  });
}

}  // namespace outremer::cli
