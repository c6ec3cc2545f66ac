#include "cli/save_journal.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>

#include "cli/output.hpp"
#include "util/atomic_file.hpp"

namespace outremer::cli {

namespace {

// The head line names the bytes of the save the answers were played on, so that a journal
// left beside a newer save (a run killed between writing the save and removing the
// journal) is known for what it is and not played twice.
std::string journalHead(const std::string& mark) { return "outremer-journal 1 " + mark + "\n"; }

[[noreturn]] void journalFailed(const std::string& path, int error) {
  throw OutputError("cannot write save journal '" + path + "': " + std::strerror(error) +
                    "; the save and its journal keep the answers before this one");
}

}  // namespace

std::string journalPath(const std::string& save) { return resolvedSave(save, "find the journal of") + ".journal"; }

std::string saveMark(std::string_view saveText) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : saveText) {
    hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
  }
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string mark(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) mark[static_cast<size_t>(i)] = kDigits[hash & 15];
  return mark;
}

std::vector<std::string> journaledAnswers(const std::string& save, const std::string& mark) {
  const std::string path = journalPath(save);
  std::error_code missing;
  if (!std::filesystem::exists(path, missing)) return {};
  std::string text;
  try {
    text = util::readFile(path);
  } catch (const std::runtime_error& error) {
    throw SaveError("cannot read save journal '" + path + "': " + error.what());
  }
  const std::string head = journalHead(mark);
  if (!text.starts_with(head)) return {};  // another save's, or its head torn
  std::vector<std::string> answers;
  // Whole lines only: a last line without its newline was torn by a kill.
  for (size_t at = head.size(), end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
    answers.push_back(text.substr(at, end - at));
  }
  return answers;
}

void removeJournal(const std::string& save) {
  const std::string path = journalPath(save);
  if (::unlink(path.c_str()) != 0 && errno != ENOENT) {
    throw SaveError("cannot remove save journal '" + path + "': " + std::strerror(errno));
  }
}

SaveJournal::SaveJournal(const std::string& save, std::string mark)
    : save_(save), path_(journalPath(save)), mark_(std::move(mark)) {}

SaveJournal::~SaveJournal() {
  if (fd_ >= 0) ::close(fd_);
}

void SaveJournal::add(const std::string& answer) { kept_ += answer + '\n'; }

// A journal is begun afresh after each whole save: whatever was left at its name extended
// an older save (`go` writes the save whole before it plays when it finds a journal).
void SaveJournal::open() {
  // The answers are the save's as much as the save is: no one reads them who may not read it.
  struct stat saved {};
  const mode_t mode = ::stat(save_.c_str(), &saved) == 0 ? (saved.st_mode & 0666) : 0666;
  fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, mode);
  if (fd_ < 0) journalFailed(path_, errno);
  kept_.insert(0, journalHead(mark_));
}

void SaveJournal::write(const campaign::State& state) {
  if (kept_.empty()) return;
  checkSaveable(save_, state, checked_);
  checked_ = state.log.size();
  const size_t answers = static_cast<size_t>(std::count(kept_.begin(), kept_.end(), '\n'));
  if (fd_ < 0) open();
  // No fsync: a crash of the program keeps what write(2) was given; a torn line is ignored.
  std::string_view rest = kept_;
  while (!rest.empty()) {
    const ssize_t wrote = ::write(fd_, rest.data(), rest.size());
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0) {
      const int error = errno;
      if (written_ == 0) ::unlink(path_.c_str());  // nothing in it to keep, not even its head
      journalFailed(path_, error);
    }
    rest.remove_prefix(static_cast<size_t>(wrote));
  }
  written_ += answers;
  kept_.clear();
}

void SaveJournal::compact(const campaign::State& state) {
  mark_ = saveMark(writer_.store(save_, state));
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  removeJournal(save_);
  written_ = 0;
}

}  // namespace outremer::cli
