#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "campaign/state.hpp"
#include "cli/save_file.hpp"

namespace outremer::cli {

// The journal of a save (docs/CAMPAIGN.md, "The save file"): FILE.journal, the answers
// played since the save was last written whole, one a line, after a head line that names
// the save's bytes. The journey is deterministic from the save and its answers, so
// appending a line is enough to keep an answer; rewriting the whole save after every
// answer cost a whole journey most of its time.

/// The journal beside |save|: FILE.journal, FILE resolved as the save's lock resolves it.
std::string journalPath(const std::string& save);

/// A mark of a save's bytes (64-bit FNV-1a, in hex), written in its journal's head.
std::string saveMark(std::string_view saveText);

/// The answers of the journal of |save| that extend the save marked |mark|, in order; a
/// torn last line (a run killed while appending it) is left out. None when there is no
/// journal, or when it extends other bytes (a save written whole by a run killed before it
/// removed the journal: the save holds the answers already). Throws SaveError when the
/// journal cannot be read.
std::vector<std::string> journaledAnswers(const std::string& save, const std::string& mark);

/// Removes the journal of |save|, if there is one; throws SaveError when it cannot.
void removeJournal(const std::string& save);

/// Keeps a campaign being played: each answer appended to the journal, the whole save
/// written when compact() is called. Used while the save's lock is held.
class SaveJournal {
 public:
  /// The journal of |save|, whose bytes on disk are marked |mark|.
  SaveJournal(const std::string& save, std::string mark);
  ~SaveJournal();
  SaveJournal(const SaveJournal&) = delete;
  SaveJournal& operator=(const SaveJournal&) = delete;

  /// Keeps |answer| to be appended by the next write().
  void add(const std::string& answer);
  /// Appends the kept answers with one write(2), once |state|, where they led, is checked
  /// to be a state a save can hold (SaveError if not: they are not appended). A failed
  /// write throws OutputError.
  void write(const campaign::State& state);
  /// Writes |state| as the whole save (temporary, fsync, rename), then removes the journal.
  void compact(const campaign::State& state);
  /// The answers appended since the save was last written whole.
  size_t written() const { return written_; }

 private:
  void open();

  SaveWriter writer_;
  std::string save_;
  std::string path_;  // the journal
  std::string mark_;  // the save's bytes, as the journal's head names them
  std::string kept_;  // answers not yet written, a line each
  int fd_ = -1;
  size_t written_ = 0;
  size_t checked_ = 0;  // the log entries of the states written checked already
};

}  // namespace outremer::cli
