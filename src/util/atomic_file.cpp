#include "util/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <vector>

namespace outremer::util {

namespace fs = std::filesystem;

namespace {

constexpr int kMostLinks = 40;  // the kernel's own limit before ELOOP
constexpr std::string_view kTempMark = ".outremer-tmp-";

[[noreturn]] void fail(int error) { throw std::runtime_error(std::strerror(error)); }

fs::path folderOf(const fs::path& path) { return path.parent_path().empty() ? fs::path(".") : path.parent_path(); }

// A link in /proc names an open file, a pipe or a socket ("pipe:[123]"): written through,
// never replaced.
bool isProcLink(const fs::path& link) {
  std::error_code ignored;
  const std::string folder = fs::canonical(folderOf(link), ignored).string();
  return folder == "/proc" || folder.starts_with("/proc/");
}

// The end of |path|'s chain of symbolic links, or nothing when it is a /proc link.
std::optional<fs::path> endOfLinks(const std::string& path) {
  fs::path at = path;
  for (int links = 0;; ++links) {
    std::error_code error;
    if (!fs::is_symlink(fs::symlink_status(at, error))) return at;
    if (isProcLink(at)) return std::nullopt;
    if (links == kMostLinks) fail(ELOOP);
    const fs::path to = fs::read_symlink(at, error);
    if (error) fail(error.value());
    at = to.is_absolute() ? to : at.parent_path() / to;
  }
}

// What writing |path| replaces: the end of its chain of symbolic links, or nothing when
// |path| is written in place (it exists and is not a regular file, or is a /proc link).
std::optional<fs::path> replacedFile(const std::string& path) {
  struct stat found {};
  if (::stat(path.c_str(), &found) == 0 && !S_ISREG(found.st_mode)) return std::nullopt;
  return endOfLinks(path);
}

// The process id in a temporary's name after |prefix|, or 0 when it is not one.
pid_t tempOwner(std::string_view name, std::string_view prefix) {
  if (!name.starts_with(prefix)) return 0;
  name.remove_prefix(prefix.size());
  pid_t pid = 0;
  const auto [stop, error] = std::from_chars(name.data(), name.data() + name.size(), pid);
  return error == std::errc{} && stop == name.data() + name.size() && pid > 0 ? pid : 0;
}

// Removes the temporaries of |target| whose process is gone, or is this one: a process
// writes a name through one AtomicFile at a time, so a temporary with its own id was left
// by a dead process whose id came round again.
void removeStaleTemps(const fs::path& target) {
  const std::string prefix = "." + target.filename().string() + std::string(kTempMark);
  std::vector<fs::path> stale;
  std::error_code error;
  for (fs::directory_iterator it(folderOf(target), error), end; !error && it != end; it.increment(error)) {
    const pid_t pid = tempOwner(it->path().filename().string(), prefix);
    if (pid != 0 && (pid == ::getpid() || (::kill(pid, 0) != 0 && errno == ESRCH))) stale.push_back(it->path());
  }
  for (const fs::path& file : stale) fs::remove(file, error);
}

// Flushes |folder| to disk, so that a rename in it survives a power cut.
void syncFolder(const fs::path& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) fail(errno);
  const int synced = ::fsync(fd);
  const int error = errno;
  ::close(fd);
  if (synced != 0 && error != EINVAL) fail(error);  // EINVAL: the file system cannot sync folders
}

}  // namespace

AtomicFile::AtomicFile(const std::string& path) : AtomicFile(path, Stale::sweep) {}

AtomicFile::AtomicFile(const std::string& path, Stale stale) {
  const std::optional<fs::path> replaced = replacedFile(path);
  if (!replaced) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC);
    if (fd_ < 0) fail(errno);
    return;
  }
  target_ = replaced->string();
  // The shell's `>` opens an existing file for writing, so the permission it checks is the
  // file's own, not its folder's: a read-only file is refused here as it is there.
  if (::faccessat(AT_FDCWD, target_.c_str(), W_OK, AT_EACCESS) != 0 && errno != ENOENT) fail(errno);
  if (stale == Stale::sweep) removeStaleTemps(*replaced);
  temp_ = (replaced->parent_path() / ("." + replaced->filename().string() + std::string(kTempMark) +
                                      std::to_string(::getpid())))
              .string();
  fd_ = ::open(temp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
  if (fd_ < 0) {
    temp_.clear();  // not ours to remove
    fail(errno);
  }
  struct stat old {};
  if (::stat(target_.c_str(), &old) != 0) return;  // a new file: made as `>` makes it
  if (::fchmod(fd_, old.st_mode & 07777) != 0) {
    const int error = errno;
    discard();  // a constructor that throws is not destroyed
    fail(error);
  }
  // Only root may give a file away; anyone else's copy is theirs, as any new file is.
  [[maybe_unused]] const int owned = ::fchown(fd_, old.st_uid, old.st_gid);
}

AtomicFile::~AtomicFile() { discard(); }

void AtomicFile::discard() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
}

void AtomicFile::write(std::string_view piece) {
  while (!piece.empty()) {
    const ssize_t written = ::write(fd_, piece.data(), piece.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) fail(errno);
    piece.remove_prefix(static_cast<size_t>(written));
  }
}

void AtomicFile::commit(bool sync) {
  if (!temp_.empty() && sync && ::fsync(fd_) != 0) fail(errno);
  const int closed = ::close(fd_);
  fd_ = -1;
  if (closed != 0) fail(errno);
  if (temp_.empty()) return;
  if (::rename(temp_.c_str(), target_.c_str()) != 0) fail(errno);
  temp_.clear();
  if (sync) syncFolder(folderOf(target_));
}

std::string linkTarget(const std::string& path) {
  const std::optional<fs::path> end = endOfLinks(path);
  return end ? end->lexically_normal().string() : path;
}

void writeFile(const std::string& path, const std::string& text, bool sync) {
  AtomicFile file(path);
  file.write(text);
  file.commit(sync);
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(std::strerror(errno));
  std::string text;
  char buffer[1 << 16];
  // Read in pieces, not to the end: the end of /dev/zero never comes.
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMostFileBytes) {
      throw std::runtime_error("larger than " + std::to_string(kMostFileBytes >> 20) +
                               " MiB, the most outremer reads of a file");
    }
  }
  if (in.bad()) throw std::runtime_error(std::strerror(errno));
  return text;
}

}  // namespace outremer::util
