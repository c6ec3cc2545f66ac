// `outremer campaign go`: plays on from the save, one answer at a time, saving after each.
#include <filesystem>
#include <istream>
#include <nlohmann/json.hpp>
#include <optional>

#include "campaign/journey.hpp"
#include "campaign/policy.hpp"
#include "cli/save_file.hpp"
#include "cli/save_journal.hpp"
#include "codec/campaign_words.hpp"
#include "codec/log_words.hpp"
#include "cli/campaign_cli.hpp"
#include "render/format.hpp"
#include "render/status_sheet.hpp"
#include "cli/whole_number.hpp"
#include "render/brief.hpp"
#include "render/campaign_save.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

constexpr int kMostDays = 3650;
// The answers a journal holds before the save is written whole again: enough that writing
// it is rare, few enough that reading a save (which plays them again) stays quick.
constexpr size_t kMostJournaled = 100;

// A told line, wrapped to the terminal: "  text", continued with "    ".
void tell(const std::string& line, std::ostream& out) {
  const std::vector<std::string> parts = util::wrap(util::printable(line), render::kTextWidth - 4);
  for (size_t i = 0; i < parts.size(); ++i) out << (i == 0 ? "  " : "    ") << parts[i] << '\n';
}

// A half of the status line, its parts (" · " between them) packed into lines of the
// terminal's width when it is wider (a long hex name, many wanted notices).
std::string packed(const std::string& status) {
  static const std::string dot = " · ";
  std::string text;
  std::string line;
  size_t start = 0;
  while (start <= status.size()) {
    size_t end = status.find(dot, start);
    if (end == std::string::npos) end = status.size();
    const std::string part = status.substr(start, end - start);
    start = end + dot.size();
    if (!line.empty() && util::displayWidth(line) + util::displayWidth(part) + 3 > render::kTextWidth) {
      text += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : dot) + part;
  }
  return text + line;
}

// The status line's two halves, each on its own line.
std::string statusLines(const campaign::Journey& journey) {
  const std::array<std::string, 2> halves = codec::statusLine(journey);
  return packed(util::printable(halves[0])) + '\n' + packed(util::printable(halves[1]));
}

// Appends the answers kept in |journal| and, when it has grown long, writes the save whole.
void keep(SaveJournal& journal, const campaign::State& state) {
  journal.write(state);
  if (journal.written() >= kMostJournaled) journal.compact(state);
}

// When play stops: the save written whole, and no journal left beside it.
void finish(SaveJournal& journal, const campaign::State& state) {
  journal.write(state);
  if (journal.written() > 0) journal.compact(state);
}

// Plays |answer|, journals it (unless |hold|: the caller keeps it until the day ends) and
// prints what happened: the save never lags behind the screen.
void step(campaign::Journey& journey, SaveJournal& journal, const std::string& answer, std::ostream& out,
          bool hold = false) {
  const std::vector<campaign::Event> told = journey.play(answer);
  journal.add(answer);
  if (!hold) keep(journal, journey.state());
  for (const campaign::Event& event : told) tell(codec::sentence(event), out);
}

// The encounter or village waiting for an answer, as a text brief (forces, map,
// deployment); a band met without one (mutineers, the great lord's men) as its roster.
void showBrief(const campaign::Journey& journey, const CampaignOptions& options, std::ostream& out) {
  const campaign::Meeting* pending = campaign::meetingOf(journey.state().pending);
  if (pending == nullptr) {
    out << "  (no encounter brief: nothing is waiting for an answer)\n";
    return;
  }
  const campaign::WaitingBrief& waiting = journey.state().waitingBrief;
  if (std::holds_alternative<std::monostate>(waiting)) {
    out << render::waitingRoster(*pending);
    return;
  }
  const render::BriefHeader header{pending->title.value_or("Encounter"), journey.state().seed,
                                   "outremer campaign go --save " + shellQuote(options.save)};
  const render::BriefBody body = std::holds_alternative<gen::Encounter>(waiting)
                                     ? render::BriefBody{std::get<gen::Encounter>(waiting)}
                                     : render::BriefBody{std::get<gen::VillageRaid>(waiting)};
  std::string brief = render::renderBrief(render::Brief{header, body, gen::RollLog{}}, render::Format::text);
  // Sections left empty (no rolls, no footnotes: the dice were rolled when it was met) leave
  // blank lines at the end; the menu follows one blank line after the brief.
  brief.erase(brief.find_last_not_of('\n') + 1);
  out << brief << '\n';
}

// Words the player may type besides the menu's: answered here, never saved.
bool answeredHere(const campaign::Journey& journey, const CampaignOptions& options, const std::string& typed,
                  std::ostream& out) {
  if (typed == "status") {
    out << render::statusText(journey.state(), journey.route(), journey.payday());
  } else if (typed == "brief") {
    showBrief(journey, options, out);
  } else {
    return false;
  }
  return true;
}

void showMenu(const campaign::Journey& journey, std::ostream& out, bool colour) {
  out << '\n' << (colour ? "\033[1m" : "") << statusLines(journey) << (colour ? "\033[0m" : "") << '\n';
  const campaign::Meeting* pending = campaign::meetingOf(journey.state().pending);
  if (pending != nullptr) tell(codec::groupLabelWords(pending->label), out);
  int n = 0;
  for (const campaign::Option& o : journey.options()) {
    ++n;  // the words stay in one column past item 9
    out << (n < 10 ? "  " : " ") << n << ". " << util::padRight(o.word, 20) << ' ' << util::printable(codec::optionHelp(o)) << '\n';
  }
  out << "  (a number or a word; " << (pending != nullptr ? "'brief', " : "") << "'status', 'quit')\n> " << std::flush;
}

// A menu number stands for its word, unless the word needs more (a NAME, a TYPE). None,
// and the reason told, for a number not on the menu or a word to be typed in full: the
// menu is the terminal's, not the journey's.
std::optional<std::string> answerFor(const campaign::Journey& journey, const std::string& typed,
                                     std::ostream& out) {
  const std::vector<campaign::Option> options = journey.options();
  if (typed.empty() || typed.find_first_not_of("0123456789") != std::string::npos || typed.size() > 3) return typed;
  const size_t n = std::stoul(typed);
  if (n < 1 || n > options.size()) {
    tell("! no choice " + typed + " on the menu", out);
    return std::nullopt;
  }
  const std::string word(options[n - 1].word);
  if (word.find(' ') != std::string::npos) {
    tell("! type it in full: " + word, out);
    return std::nullopt;
  }
  return word;
}

// At a terminal a recruit is hired only once his terms are shown and accepted; false when
// the player declines (a script's line is its own confirmation).
bool hireConfirmed(const campaign::Journey& journey, const std::string& answer, Context& context) {
  if (!answer.starts_with("recruit ")) return true;
  const std::string type(util::trim(answer.substr(8)));
  for (const campaign::HiringTerms& terms : journey.hiringTerms()) {
    if (terms.type != type) continue;
    tell("Hire a " + codec::hiringTermsText(terms) + " (once he has served a day). Hire him? (yes/no)",
         context.out);
    context.out << "> " << std::flush;
    std::string reply;
    if (!std::getline(*context.in, reply)) return false;
    reply = std::string(util::trim(reply));
    if (reply == "yes" || reply == "y") return true;
    tell("Not hired.", context.out);
    return false;
  }
  return true;  // not for hire here: the journey says why
}

void summary(const campaign::Journey& journey, const CampaignOptions& options, std::ostream& out) {
  out << statusLines(journey) << '\n';
  if (!journey.over()) out << "Saved. Play on with: outremer campaign go --save " << shellQuote(options.save) << '\n';
}

void playInteractive(campaign::Journey& journey, SaveJournal& journal, const CampaignOptions& options,
                     Context& context) {
  const bool colour = std::getenv("NO_COLOR") == nullptr;
  std::string line;
  while (!journey.over()) {
    showMenu(journey, context.out, colour);
    if (!std::getline(*context.in, line)) break;
    const std::string typed(util::trim(line));
    if (typed == "quit" || typed == "q") break;
    if (answeredHere(journey, options, typed, context.out)) continue;
    try {
      const std::optional<std::string> chosen = answerFor(journey, typed, context.out);
      if (!chosen || !hireConfirmed(journey, *chosen, context)) continue;
      const std::string& answer = *chosen;
      step(journey, journal, answer, context.out);
      if (answer == "fight") showBrief(journey, options, context.out);  // to set up the board
    } catch (const campaign::ChoiceError& error) {
      tell("! " + codec::choiceErrorWords(error), context.out);
    }
  }
  context.out << '\n';
  finish(journal, journey.state());
  summary(journey, options, context.out);
}

void playScript(campaign::Journey& journey, SaveJournal& journal, const CampaignOptions& options, Context& context) {
  std::string line;
  int number = 0;
  while (!journey.over() && std::getline(*context.in, line)) {
    ++number;
    const std::string typed(util::trim(line));
    if (typed.empty() || typed.starts_with('#')) continue;
    if (typed == "quit") break;
    if (answeredHere(journey, options, typed, context.out)) continue;
    context.out << "> " << util::printable(typed) << '\n';  // what is typed may hold ESC or BEL
    try {
      step(journey, journal, typed, context.out);
    } catch (const campaign::ChoiceError& error) {
      finish(journal, journey.state());  // a refused answer changed nothing
      throw UsageError("standard input line " + std::to_string(number) + ": '" + typed +
                       "': " + codec::choiceErrorWords(error) +
                       " (the campaign is saved as it was before this line)");
    }
  }
  finish(journal, journey.state());
  summary(journey, options, context.out);
}

void playUnattended(campaign::Journey& journey, SaveJournal& journal, const CampaignOptions& options,
                    Context& context, campaign::Policy policy) {
  const int days = options.days.empty() ? kMostDays : wholeNumber(options.days, "--days", 1, kMostDays);
  const int until = journey.state().day + days;
  int steps = 0;
  // Unattended, a step is a day: its answers are journaled when it ends (and the save
  // written whole when play stops). The policy answers from the state alone, so a run
  // stopped mid-day and resumed from the day's end plays the very same answers again.
  while (!journey.over() && journey.state().day < until) {
    const std::string answer = campaign::choose(journey, policy);
    if (answer.empty()) {
      throw UsageError("--policy: the party is waiting for a fight's report; finish it with 'outremer campaign go'");
    }
    context.out << "> " << answer << '\n';
    const int day = journey.state().day;
    step(journey, journal, answer, context.out, true);
    if (journey.state().day != day) keep(journal, journey.state());
    if (++steps > 100 * kMostDays) throw UsageError("--policy: the journey does not move on");
  }
  finish(journal, journey.state());
  summary(journey, options, context.out);
}

}  // namespace

void runCampaignGo(const CampaignOptions& options, Context& context) {
  std::optional<campaign::Policy> policy;
  if (!options.policy.empty()) {
    policy = campaign::readPolicy(options.policy);
    if (!policy) throw UsageError("--policy: expected cautious or bold, not '" + options.policy + "'");
  } else if (!options.days.empty()) {
    throw UsageError("--days: plays unattended, so it needs --policy cautious or bold");
  }
  // No lock file beside a save that is not there: reading it says what is wrong.
  std::error_code ignored;
  if (!std::filesystem::exists(options.save, ignored)) loadSave(options.save);
  const SaveLock lock(options.save);
  CampaignFiles files(context, options.save);
  SaveJournal journal(options.save, files.mark);
  // A journal left by a run that did not finish (killed, or stopped by a full disk) is
  // folded into the save first, so that every journal extends one whole save.
  if (std::filesystem::exists(journalPath(options.save), ignored)) journal.compact(files.state);
  campaign::Journey journey(*files.rules, files.route, files.state, render::encounterWriter());
  if (policy) {
    playUnattended(journey, journal, options, context, *policy);
  } else if (context.interactive) {
    playInteractive(journey, journal, options, context);
  } else {
    playScript(journey, journal, options, context);
  }
}

}  // namespace outremer::cli
