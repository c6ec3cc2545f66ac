#include "cli/save_file.hpp"
#include "campaign/journey.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/save_journal.hpp"
#include "cli/table_source.hpp"
#include "codec/campaign_words.hpp"
#include "render/campaign_save.hpp"

namespace outremer::cli {

namespace {

// The dice of a campaign follow from its save; a seed given later would be silently ignored.
const Context& withoutSeed(const Context& context) {
  if (context.seed) {
    throw UsageError("--seed: a campaign's dice follow from its save; give --seed to 'outremer campaign new'");
  }
  return context;
}

}  // namespace

CampaignFiles::CampaignFiles(const Context& context, const std::string& save)
    : rules(loadRules(withoutSeed(context))), route(*rules) {
  SaveRead read = readSave(save);
  state = std::move(read.state);
  mark = std::move(read.mark);
  try {
    campaign::checkAgainstTables(state, *rules, route);
  } catch (const std::exception& error) {
    throw UsageError("--save: '" + save + "': " + error.what() + "; it was left as it is");
  }
  replay(save);
}

// The answers journaled since the save was last written whole, played again as `go` played
// them (with the same encounter writer), which gives the very state they led to.
void CampaignFiles::replay(const std::string& save) {
  const std::vector<std::string> answers = journaledAnswers(save, mark);
  if (answers.empty()) return;
  campaign::Journey journey(*rules, route, state, render::encounterWriter());
  for (size_t i = 0; i < answers.size(); ++i) {
    try {
      journey.play(answers[i]);
    } catch (const campaign::ChoiceError& error) {
      throw UsageError("--save: '" + journalPath(save) + "' line " + std::to_string(i + 2) + ": '" +
                       answers[i] + "': " + codec::choiceErrorWords(error) +
                       "; the save and its journal were left as they are");
    }
  }
}

}  // namespace outremer::cli
