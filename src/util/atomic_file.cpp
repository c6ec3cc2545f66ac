#include "util/atomic_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace outremer::util {

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
  const std::filesystem::path target(path_);
  temp_ = (target.parent_path() / ("." + target.filename().string() + ".tmp" + std::to_string(getpid()))).string();
  file_ = std::fopen(temp_.c_str(), "wb");
  if (file_ == nullptr) throw std::runtime_error(std::strerror(errno));
}

AtomicFile::~AtomicFile() {
  if (file_ == nullptr) return;
  std::fclose(file_);
  std::remove(temp_.c_str());
}

void AtomicFile::write(std::string_view piece) {
  if (std::fwrite(piece.data(), 1, piece.size(), file_) != piece.size()) fail(errno);
}

void AtomicFile::commit(bool sync) {
  if (std::fflush(file_) != 0 || (sync && fsync(fileno(file_)) != 0)) fail(errno);
  const int closed = std::fclose(file_);
  file_ = nullptr;
  if (closed != 0 || std::rename(temp_.c_str(), path_.c_str()) != 0) {
    const int reason = errno;
    std::remove(temp_.c_str());
    throw std::runtime_error(std::strerror(reason));
  }
}

void AtomicFile::fail(int error) {
  std::fclose(file_);
  file_ = nullptr;
  std::remove(temp_.c_str());
  throw std::runtime_error(std::strerror(error));
}

void writeFileAtomically(const std::string& path, const std::string& text, bool sync) {
  AtomicFile file(path);
  file.write(text);
  file.commit(sync);
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw std::runtime_error(std::strerror(errno));
  return text.str();
}

}  // namespace outremer::util
