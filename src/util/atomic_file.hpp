#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>

namespace outremer::util {

/// A file written in pieces and replaced whole: the pieces go to a temporary file in the
/// same folder, flushed to disk and renamed over |path| by commit(). Readers see the old
/// file or the new one, never half of one. Destroyed without commit() (an error part way),
/// it removes the temporary and leaves |path| untouched. Errors throw std::runtime_error
/// with the system's reason.
class AtomicFile {
 public:
  explicit AtomicFile(std::string path);
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  void write(std::string_view piece);
  /// Renames the file into place; with |sync| it is first flushed to disk (fsync), so the
  /// new content survives a power cut too, not only a crash of the program.
  void commit(bool sync = true);

 private:
  [[noreturn]] void fail(int error);

  std::string path_;
  std::string temp_;
  std::FILE* file_ = nullptr;
};

/// Writes |text| to |path| with an AtomicFile (committed with |sync|).
void writeFileAtomically(const std::string& path, const std::string& text, bool sync = true);

/// The whole content of |path|; throws std::runtime_error with the system's reason.
std::string readFile(const std::string& path);

}  // namespace outremer::util
