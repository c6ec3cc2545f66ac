// A party file (what `party --format json` writes) as `upkeep --party FILE` reads it: read
// whole (each member as a campaign takes him too), then its ledger made and written as
// JSON. The tables are loaded once, not once a run as the whole program would.
#include "cli/context.hpp"

#include "cli/party_file.hpp"
#include "cli_input.hpp"
#include "gen/upkeep.hpp"
#include "render/brief.hpp"
#include "tables/default_tables.hpp"

using namespace outremer;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const tables::CheckedTables tables = tables::defaultTables();
  static const gen::Rules rules(tables.set);
  static const std::vector<std::string> known = gen::keptTypes(rules);
  const std::string path = fuzz::writeInput("party.json", data, size);
  try {
    cli::PartyFile file = cli::readPartyFile(path, known, true);
    gen::UpkeepRequest request;
    request.days = 3;
    request.members = std::move(file.members);
    request.purse = file.purse;
    gen::RollLog log;
    const render::BriefBody ledger = gen::makeLedger(rules, log, request);
    const render::BriefHeader header{"fuzz", 1, "outremer upkeep"};
    std::string json;
    render::writeBriefJson(json, render::Brief{header, ledger, log}, -1);
  } catch (const cli::UsageError&) {
    // A bad file, refused with its reason: what should happen.
  }
  return 0;
}
