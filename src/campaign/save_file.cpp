#include "campaign/save_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "util/atomic_file.hpp"

namespace outremer::campaign {

State loadSave(const std::string& path) {
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
    throw SaveError("save '" + path + "' is corrupt or truncated (" + error.what() + "); it was left as it is");
  }
  try {
    return fromJson(json);
  } catch (const std::exception& error) {
    throw SaveError("save '" + path + "': " + error.what() + "; it was left as it is");
  }
}

void storeSave(const std::string& path, const State& state) {
  try {
    util::writeFileAtomically(path, toJson(state).dump(1) + "\n");
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

}  // namespace outremer::campaign
