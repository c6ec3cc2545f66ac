#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace outremer::util {

/// A file written in pieces where a shell's `>` would write it, but never left half written
/// where that can be helped:
/// - a regular file, or a name not yet taken, is replaced whole: the pieces go to a
///   temporary file ".NAME.outremer-tmp-PID" in the same folder and commit() renames it
///   over NAME, so readers see the old file or the new one. An existing file keeps its
///   mode (and its owner where the system allows). A symbolic link is followed: its target
///   is replaced and the link stays a link. A file this process may not write is refused,
///   as `>` refuses it, although its folder would let it be replaced.
/// - anything else (a terminal, /dev/null, a FIFO, a descriptor link such as
///   /proc/self/fd/1) is opened and written in place.
/// Temporaries of NAME left by a process that is gone (a run killed part way) are removed
/// when NAME is next written (unless the caller says it has swept them already). A process writes one name through one AtomicFile at a time.
/// Errors throw std::runtime_error with the system's reason.
class AtomicFile {
 public:
  /// Opens |path|, or the temporary that will replace it; throws when it cannot be written.
  explicit AtomicFile(const std::string& path);
  /// What to do with the temporaries of |path| that dead processes left: sweep them (the
  /// plain constructor), or leave them where this process swept them before and writes
  /// |path| again and again (a campaign written whole as it is played).
  enum class Stale { sweep, sweptBefore };
  AtomicFile(const std::string& path, Stale stale);
  /// Without a commit(), removes the temporary and leaves |path| as it was.
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  void write(std::string_view piece);
  /// Closes the file and renames a temporary into place. With |sync| the file is flushed to
  /// disk (fsync) before the rename and its folder after it, so the new content survives a
  /// power cut too, not only a crash of the program.
  void commit(bool sync = true);

 private:
  void discard();  // closes, and removes the temporary

  std::string target_;  // the name the temporary replaces
  std::string temp_;    // "" when written in place, or once renamed
  int fd_ = -1;
};

/// The file an AtomicFile on |path| writes: the end of its chain of symbolic links (a
/// name not yet taken, or a link to one, included), or |path| itself for a /proc link.
/// Throws std::runtime_error when the links loop or cannot be read.
std::string linkTarget(const std::string& path);

/// Writes |text| to |path| with an AtomicFile (committed with |sync|).
void writeFile(const std::string& path, const std::string& text, bool sync = true);

/// The most bytes a file the program reads whole may hold (a save, a template, a party or
/// encounter file, a shard's report; table files have a smaller limit of their own): far
/// more than any real one, and little enough that an endless file such as /dev/zero is
/// refused after a moment, not after a gigabyte.
inline constexpr std::size_t kMostFileBytes = std::size_t{64} << 20;

/// The whole content of |path|; throws std::runtime_error with the system's reason, or
/// saying that the file is larger than kMostFileBytes (read no further than that).
std::string readFile(const std::string& path);

}  // namespace outremer::util
