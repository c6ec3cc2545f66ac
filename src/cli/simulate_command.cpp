// `outremer simulate campaign --runs N --policy P [--group G] [--seed S] [--jobs N]
// [--shard K/N]`: many unattended pilgrimages played in memory and reported with 95%
// intervals; `outremer simulate fight --runs N [--party FILE] [--encounter FILE |
// --from-encounter SEED] ...`, many fights; and `outremer simulate merge FILE...`, the
// JSON reports of shards put together. Run i depends only on (seed, i), and the tally is
// of whole-number sums, so the report is the same bytes whatever --jobs and however the
// runs are sharded and merged.
#include <nlohmann/json.hpp>
#include <algorithm>
#include <atomic>
#include <exception>
#include <map>
#include <memory>
#include <thread>

#include "campaign/chronicle.hpp"
#include "campaign/simulation.hpp"
#include "cli/batch.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "codec/campaign_words.hpp"
#include "codec/fight_simulation.hpp"
#include "codec/json_out.hpp"
#include "codec/simulation.hpp"
#include "render/fight_simulation_report.hpp"
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
  // simulate fight: what is fought, as `outremer fight` reads it
  std::string party;
  std::string encounter;
  std::string fromEncounter;
  std::string where;
  std::string time;
};

// The report is text, Markdown, HTML or JSON, without a template.
render::Format reportFormat(const Context& context, const std::string& command) {
  if (!context.templateFile.empty()) throw UsageError("--template: '" + command + "' takes no template");
  return outputFormat(context);
}

render::Document reportDocument(const campaign::SimulationReport& r) { return render::simulationDocument(r); }
render::Document reportDocument(const campaign::FightSimulationReport& r) {
  return render::fightSimulationDocument(r);
}

template <typename Report>
void writeReport(const Context& context, render::Format format, const Report& report) {
  switch (format) {
    case render::Format::text: writeOutput(context, render::textOf(reportDocument(report))); return;
    case render::Format::markdown: writeOutput(context, render::markdownOf(reportDocument(report))); return;
    case render::Format::html: writeOutput(context, render::htmlOf(reportDocument(report))); return;
    case render::Format::json: break;
  }
  writeOutput(context, codec::jsonText(report, 2) + '\n');
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

// Plays the runs |range| on |jobs| threads, each adding |play|(run) to a tally of its own
// (copies of |empty|); the tallies' whole-number sums merge to the same whatever thread
// played which run. An exception is rethrown for the first run that threw (the runs
// before it were all played), named as |what| (a "pilgrimage", a "fight") and its number.
template <typename Tally, typename Play>
Tally playRuns(const Tally& empty, const Play& play, const char* what, ItemRange range, unsigned jobs,
               Progress& progress) {
  const auto threads = static_cast<unsigned>(std::min<uint64_t>(jobs, range.count));
  std::vector<Tally> tallies(threads, empty);
  std::vector<std::pair<uint64_t, std::exception_ptr>> failed(threads, {range.count, nullptr});
  std::atomic<uint64_t> next{0};
  std::atomic<uint64_t> done{0};
  std::atomic<bool> stop{false};
  const auto work = [&](unsigned worker) {
    while (!stop) {
      const uint64_t start = next.fetch_add(kClaim);
      for (uint64_t n = start; n < std::min(start + kClaim, range.count); ++n) {
        try {
          tallies[worker].add(play(range.first + n));
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
      throw std::runtime_error(std::string(what) + " " + std::to_string(range.first + first->first) + ": " +
                               codec::errorWords(error));
    }
  }
  Tally tally = empty;
  for (const Tally& t : tallies) tally.merge(t);
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

uint64_t readRuns(const SimulateRequest& request, const char* what) {
  if (request.runs.empty()) {
    throw UsageError("--runs: required (1 to " + std::to_string(kMostRuns) + " " + what + ")");
  }
  return static_cast<uint64_t>(wholeNumber(request.runs, "--runs", 1, kMostRuns));
}

unsigned readJobs(const SimulateRequest& request) {
  return request.jobs.empty() ? 1 : static_cast<unsigned>(wholeNumber(request.jobs, "--jobs", 1, kMostJobs));
}

void runSimulateCampaign(const SimulateRequest& request, Context& context) {
  const render::Format format = reportFormat(context, "simulate campaign");
  campaign::SimulationSpec spec;
  spec.runs = readRuns(request, "pilgrimages");
  spec.policy = policyOf(request);
  const unsigned jobs = readJobs(request);
  const ItemRange range = runRange(request, context, spec.runs);
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;  // read-only once built: one serves every thread
  const campaign::Route route(rules);
  const campaign::Places places(route);
  spec.group = checkedGroup(rules, request.group);
  spec.seed = seedFor(context);
  campaign::SimulationReport report{spec, wholeCommand(context, spec), range.first, campaign::placeNames(places),
                                    campaign::SimulationTally(places.size()), campaign::routeMap(route)};
  Progress progress(context, "simulate campaign", range.count, "pilgrimages", false);
  const auto play = [&](uint64_t run) { return campaign::playPilgrimage(rules, route, places, spec, run); };
  report.tally = playRuns(campaign::SimulationTally(places.size()), play, "pilgrimage", range, jobs, progress);
  writeReport(context, format, report);
}

// A fight's inputs as given, by `outremer fight`'s option names, in the order a command
// names them.
std::vector<std::pair<std::string, std::string>> fightInputs(const SimulateRequest& r) {
  std::vector<std::pair<std::string, std::string>> given;
  for (const auto& [name, value] : {std::pair{"party", &r.party}, std::pair{"encounter", &r.encounter},
                                    std::pair{"from-encounter", &r.fromEncounter}, std::pair{"where", &r.where},
                                    std::pair{"time", &r.time}}) {
    if (!value->empty()) given.emplace_back(name, *value);
  }
  return given;
}

std::string wholeFightCommand(const Context& context, const SimulateRequest& r, uint64_t runs, uint64_t seed) {
  std::string command = "outremer simulate fight --runs " + std::to_string(runs);
  for (const auto& [name, value] : fightInputs(r)) command += " --" + name + " " + shellQuote(value);
  if (!context.tablesDir.empty()) command += " --tables " + shellQuote(context.tablesDir);
  return command + " --seed " + std::to_string(seed);
}

// "the party in party.json against a fresh encounter each run (highway, day)".
std::string foughtWords(const SimulateRequest& r, const gen::FightSource& source) {
  const std::string party = r.party.empty() ? "a fresh party each run" : "the party in " + r.party;
  if (!r.encounter.empty()) return party + " against the encounter in " + r.encounter;
  const std::string place = " (" + source.asked.where + ", " + source.asked.time + ")";
  if (source.encounterSeed) return party + " against the encounter of seed " + r.fromEncounter + place;
  return party + " against a fresh encounter each run" + place;
}

void runSimulateFight(const SimulateRequest& request, Context& context) {
  const render::Format format = reportFormat(context, "simulate fight");
  campaign::FightSimulationReport report;
  report.runs = readRuns(request, "fights");
  const unsigned jobs = readJobs(request);
  const ItemRange range = runRange(request, context, report.runs);
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;  // read-only once built: one serves every thread
  std::map<std::string, std::string, std::less<>> given;
  for (const auto& [name, value] : fightInputs(request)) given.emplace(name, value);
  const gen::FightSource source = readFightSource(rules, OptionValues(given));
  report.seed = seedFor(context);
  report.command = wholeFightCommand(context, request, report.runs, report.seed);
  report.fought = foughtWords(request, source);
  report.first = range.first;
  Progress progress(context, "simulate fight", range.count, "fights", false);
  const auto play = [&](uint64_t run) { return campaign::playFight(rules, source, report.seed, run); };
  report.tally = playRuns(campaign::FightTally{}, play, "fight", range, jobs, progress);
  writeReport(context, format, report);
}

// One shard's report, read from |path| as JSON; a problem names the file.
nlohmann::json readReportJson(const std::string& path) {
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw UsageError("cannot read '" + path + "': " + error.what());
  }
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& error) {
    throw UsageError(path + ":" + util::plainJsonError(error.what()));
  }
}

// "runs 0 to 249"
std::string runsText(uint64_t first, uint64_t end) {
  return "runs " + std::to_string(first) + " to " + std::to_string(end - 1);
}

bool sameSimulation(const campaign::SimulationReport& a, const campaign::SimulationReport& b) {
  return a.command == b.command && a.places == b.places;
}
bool sameSimulation(const campaign::FightSimulationReport& a, const campaign::FightSimulationReport& b) {
  return a.command == b.command && a.fought == b.fought;
}

// The reports of |files| (their JSON in |read|) read by |fromJson| and put together in
// the order of their runs: each a part of one simulation, no run counted twice or left out.
template <typename Report>
Report merged(const std::vector<std::string>& files, const std::vector<nlohmann::json>& read,
              Report (*fromJson)(const nlohmann::json&)) {
  std::vector<std::pair<Report, std::string>> parts;
  for (size_t i = 0; i < files.size(); ++i) {
    try {
      parts.emplace_back(fromJson(read[i]), files[i]);
    } catch (const std::exception& error) {
      throw UsageError(files[i] + ": " + error.what());
    }
  }
  std::stable_sort(parts.begin(), parts.end(),
                   [](const auto& a, const auto& b) { return a.first.first < b.first.first; });
  Report whole = parts.front().first;
  const std::string& firstPath = parts.front().second;
  for (size_t i = 1; i < parts.size(); ++i) {
    const auto& [part, path] = parts[i];
    if (!sameSimulation(part, whole)) {
      throw UsageError("'" + path + "' is a part of '" + part.command + "', not of '" + whole.command +
                       "' as '" + firstPath + "' is");
    }
    const uint64_t end = whole.first + whole.tally.runs();
    if (part.first < end) {
      throw UsageError("'" + path + "' and '" + parts[i - 1].second + "' both count " +
                       runsText(part.first, std::min(end, part.first + part.tally.runs())));
    }
    if (part.first > end) throw UsageError(runsText(end, part.first) + " are in none of the files");
    whole.tally.merge(part.tally);
  }
  return whole;
}

void runSimulateMerge(const SimulateRequest& request, Context& context) {
  const render::Format format = reportFormat(context, "simulate merge");
  if (context.seed) throw UsageError("--seed: 'simulate merge' takes the seed from its files");
  std::vector<nlohmann::json> read;
  for (const std::string& path : request.files) read.push_back(readReportJson(path));
  // The first file says which simulation they are parts of.
  if (codec::isDocument(read.front(), "fight-simulation")) {
    writeReport(context, format, merged(request.files, read, &codec::readFightSimulationReport));
    return;
  }
  campaign::SimulationReport whole = merged(request.files, read, &codec::readSimulationReport);
  if (format == render::Format::html) {
    // The map of the route the tables give, when the reports' hexes are its hexes.
    const SharedRules loaded = loadRules(context);
    const campaign::Route route(*loaded);
    if (campaign::placeNames(campaign::Places(route)) == whole.places) whole.map = campaign::routeMap(route);
  }
  writeReport(context, format, whole);
}

}  // namespace

void addSimulateCommand(CLI::App& app, Context& context, int& status) {
  auto request = std::make_shared<SimulateRequest>();
  CLI::App* simulate = app.add_subcommand(
      "simulate", "Play many pilgrimages or fights and report how they fare, with 95% intervals");
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
  CLI::App* fight = simulate->add_subcommand(
      "fight", "Fight N times by the book's combat tables: who wins and how, each side's losses");
  fight->add_option("--runs", request->runs, "How many fights (1 to 10000000)")->type_name("N");
  fight->add_option("--party", request->party, "The party: a party brief in JSON (a fresh party each run)")
      ->type_name("FILE");
  fight->add_option("--encounter", request->encounter,
                    "Their side: an encounter brief in JSON (a fresh encounter each run)")
      ->type_name("FILE");
  fight->add_option("--from-encounter", request->fromEncounter,
                    "Their side: the encounter 'outremer encounter --seed SEED' makes")
      ->type_name("SEED");
  fight->add_option("--where", request->where, "Place of a fresh encounter: town, highway or countryside");
  fight->add_option("--time", request->time, "Time of a fresh encounter: day or night");
  fight->add_option("--jobs", request->jobs, "Fight on N threads (default 1); the report is the same")
      ->type_name("N");
  fight->add_option("--shard", request->shard, "Fight only block K of N of the runs (merge the JSON reports)")
      ->type_name("K/N");
  fight->callback([request, &context, &status] {
    runSimulateFight(*request, context);
    status = 0;
  });
  CLI::App* merge = simulate->add_subcommand(
      "merge", "Put the JSON reports of a simulation's shards together: the report of all their runs");
  merge->add_option("FILE", request->files,
                    "JSON reports of 'simulate campaign' or 'simulate fight --shard K/N --format json'")
      ->required();
  merge->callback([request, &context, &status] {
    runSimulateMerge(*request, context);
    status = 0;
  });
}

}  // namespace outremer::cli
