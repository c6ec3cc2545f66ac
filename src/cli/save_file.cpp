#include "cli/save_file.hpp"

#include <nlohmann/json.hpp>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>

#include "cli/output.hpp"
#include "cli/save_journal.hpp"
#include "codec/campaign_save.hpp"
#include "codec/json_out.hpp"
#include "render/campaign_save.hpp"
#include "util/atomic_file.hpp"
#include "util/json_error.hpp"

namespace outremer::cli {

// The loader's own checks on what a store writes: a campaign that play has carried past a
// range the loader holds a save to (its last day, the most a purse holds, a count) is
// refused before it is written, and the last save that fits stays. The state is checked as
// it stands in memory, by the same forms the loader reads with.
void checkSaveable(const std::string& path, const campaign::State& state, size_t checkedEntries) {
  try {
    render::checkSave(state, checkedEntries);
  } catch (const std::exception& error) {
    throw SaveError("cannot save '" + path + "': " + error.what() +
                    " (play has gone past what a save can hold; the save keeps the last turn that fits)");
  }
}

campaign::State loadSave(const std::string& path) { return readSave(path).state; }

SaveRead readSave(const std::string& path) {
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw SaveError("cannot read save '" + path + "': " + error.what());
  }
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& error) {
    throw SaveError(path + ":" + util::plainJsonError(error.what()) +
                    " (the save is corrupt or truncated; it was left as it is)");
  } catch (const nlohmann::json::out_of_range& error) {  // a number too large for any field
    throw SaveError(path + ": " + util::plainJsonError(error.what()) +
                    " (the save is corrupt; it was left as it is)");
  }
  try {
    return {render::stateFromJson(json), saveMark(text)};
  } catch (const std::exception& error) {
    throw SaveError("save '" + path + "': " + util::plainJsonError(error.what()) + "; it was left as it is");
  }
}

void storeSave(const std::string& path, const campaign::State& state) {
  SaveWriter().store(path, state);
}

std::string SaveWriter::store(const std::string& path, const campaign::State& state) {
  checkSaveable(path, state);
  if (state.log.size() < logged_) {  // another campaign's, or an undone step: start again
    log_.clear();
    logged_ = 0;
  }
  for (; logged_ < state.log.size(); ++logged_) {
    log_ += (logged_ == 0 ? "\n  " : ",\n  ") + codec::jsonText(state.log[logged_]);
  }
  if (membersText_.empty() || members_ != state.members) {
    members_ = state.members;
    membersText_ = codec::jsonText(members_);
  }
  // Compact JSON: the head, the members, the brief as it is kept, and the log last, an
  // entry a line.
  const std::string head = codec::jsonText(codec::SaveHead{state});
  const std::string brief = codec::jsonText(state.waitingBrief);
  std::string text;
  text.reserve(head.size() + membersText_.size() + brief.size() + log_.size() + 64);
  text.append(head, 0, head.size() - 1).append(",\"members\":").append(membersText_);
  text.append(",\"pending_brief\":").append(brief);
  text.append(",\n \"log\": [").append(log_).append(log_.empty() ? "]" : "\n ]").append("\n}\n");
  // As for --output: a save that cannot be made is a bad request (exit status 2), one that
  // fails part way (a full disk) output lost (exit status 1); either way the old save stays.
  std::unique_ptr<util::AtomicFile> file;
  try {
    // Another process's temporary can only be left before this one holds the save's lock:
    // the first store sweeps them, the others need not look again.
    const auto stale = swept_ == path ? util::AtomicFile::Stale::sweptBefore : util::AtomicFile::Stale::sweep;
    file = std::make_unique<util::AtomicFile>(path, stale);
    swept_ = path;
  } catch (const std::runtime_error& error) {
    throw SaveError("cannot write save '" + path + "': " + error.what());
  }
  try {
    file->write(text);
    file->commit();
  } catch (const std::runtime_error& error) {
    throw OutputError("cannot write save '" + path + "': " + error.what() + "; the save was left as it was");
  }
  return text;
}

// The save's own name, whatever it is called: the file the writer writes, its symbolic
// links followed, its folder resolved, so that a link to a save, or the save named from
// another folder, finds the same lock and journal.
std::string resolvedSave(const std::string& path, const std::string& what) {
  std::filesystem::path file;
  try {
    file = util::linkTarget(path);
  } catch (const std::runtime_error& error) {
    throw SaveError("cannot " + what + " save '" + path + "': " + error.what());
  }
  std::error_code error;
  const std::filesystem::path folder = std::filesystem::canonical(file.parent_path().empty() ? "." : file.parent_path(), error);
  if (error) throw SaveError("cannot " + what + " save '" + path + "': " + error.message());
  return (folder / file.filename()).string();
}

SaveLock::SaveLock(const std::string& path) {
  const std::string lockPath = resolvedSave(path, "lock") + ".lock";
  fd_ = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw SaveError("cannot lock save '" + path + "': " + std::strerror(errno));
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd_);
    fd_ = -1;
    throw SaveError("save '" + path + "' is in use by another outremer process; wait for it to finish");
  }
}

SaveLock::~SaveLock() {
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace outremer::cli
