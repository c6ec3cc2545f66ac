#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "campaign/state.hpp"

namespace outremer::cli {

/// A save file that cannot be read, written or locked; the message names the file.
class SaveError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Reads the campaign in |path|. A missing, corrupt, truncated or newer-version file
/// throws SaveError saying which, and is never modified. The save's journal is not read
/// (CampaignFiles replays it).
campaign::State loadSave(const std::string& path);

/// A save as read: its state, and the mark of its bytes that its journal names.
struct SaveRead {
  campaign::State state;
  std::string mark;
};
/// As loadSave, with the mark.
SaveRead readSave(const std::string& path);

/// Throws SaveError naming |path| when a save could not hold |state| (play has carried it
/// past a range the loader holds a save to); its first |checkedEntries| log entries were
/// checked before (render::checkSave).
void checkSaveable(const std::string& path, const campaign::State& state, size_t checkedEntries = 0);

/// The file |path| names, as the save's lock and journal are found beside it: its symbolic
/// links followed and its folder resolved. Throws SaveError saying what it cannot |what|.
std::string resolvedSave(const std::string& path, const std::string& what);

/// Writes |state| to |path| atomically (temporary file + rename): a crash leaves the old
/// save or the new one, whole.
void storeSave(const std::string& path, const campaign::State& state);

/// Writes the saves of one campaign, one after another, as storeSave does but cheaply: the
/// log only grows, so each entry is turned into JSON once. The bytes are storeSave's.
class SaveWriter {
 public:
  /// Writes |state| whole (flushed to disk before the rename) and returns the bytes written.
  std::string store(const std::string& path, const campaign::State& state);

 private:
  std::string log_;  // the JSON of entries [0, logged_), one a line
  size_t logged_ = 0;
  std::vector<campaign::Member> members_;  // the members membersText_ was written from
  std::string membersText_;
  std::string swept_;  // the save whose dead processes' temporaries this writer removed
};

/// Holds an exclusive lock on a save file while one process plays it; a second process
/// is refused with a clear message, whichever name it gives the save (the lock is FILE.lock
/// beside the file the name resolves to, symbolic links followed). The lock is released when this object goes (and by
/// the system if the process dies).
class SaveLock {
 public:
  /// Throws SaveError when another process holds the lock.
  explicit SaveLock(const std::string& path);
  ~SaveLock();
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace outremer::cli
