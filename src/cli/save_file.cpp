#include "cli/save_file.hpp"

#include <nlohmann/json.hpp>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "render/campaign_save.hpp"
#include "util/atomic_file.hpp"
#include "util/json_error.hpp"

namespace outremer::cli {

namespace {
const std::string kNull = "null";
}  // namespace

campaign::State loadSave(const std::string& path) {
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
    return render::stateFromJson(json);
  } catch (const std::exception& error) {
    throw SaveError("save '" + path + "': " + util::plainJsonError(error.what()) + "; it was left as it is");
  }
}

void storeSave(const std::string& path, const campaign::State& state) {
  SaveWriter().store(path, state);
}

void SaveWriter::store(const std::string& path, const campaign::State& state, bool sync) {
  if (state.log.size() < logged_) {  // another campaign's, or an undone step: start again
    log_.clear();
    logged_ = 0;
  }
  for (; logged_ < state.log.size(); ++logged_) {
    log_ += (logged_ == 0 ? "\n  " : ",\n  ") + render::logEntryText(state.log[logged_]);
  }
  if (membersText_.empty() || members_ != state.members) {
    members_ = state.members;
    membersText_ = render::membersJson(members_).dump();
  }
  // Compact JSON: the head, the members, the brief as it is kept, and the log last, an
  // entry a line.
  const std::string head = render::saveHead(state).dump();
  const std::string& brief = state.pendingBrief.empty() ? kNull : state.pendingBrief;
  std::string text;
  text.reserve(head.size() + membersText_.size() + brief.size() + log_.size() + 64);
  text.append(head, 0, head.size() - 1).append(",\"members\":").append(membersText_);
  text.append(",\"pending_brief\":").append(brief);
  text.append(",\n \"log\": [").append(log_).append(log_.empty() ? "]" : "\n ]").append("\n}\n");
  try {
    util::writeFile(path, text, sync);
  } catch (const std::runtime_error& error) {
    throw SaveError("cannot write save '" + path + "': " + error.what());
  }
}

SaveLock::SaveLock(const std::string& path) {
  const std::string lockPath = path + ".lock";
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
