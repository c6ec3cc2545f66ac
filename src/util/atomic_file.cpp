#include "util/atomic_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace outremer::util {

void writeFileAtomically(const std::string& path, const std::string& text) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path temp = target.parent_path() / ("." + target.filename().string() + ".tmp" + std::to_string(getpid()));
  FILE* file = std::fopen(temp.c_str(), "wb");
  if (file == nullptr) throw std::runtime_error(std::strerror(errno));
  const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
  const bool flushed = std::fflush(file) == 0 && fsync(fileno(file)) == 0;
  const int saved = errno;
  std::fclose(file);
  if (!written || !flushed || std::rename(temp.c_str(), target.c_str()) != 0) {
    const int reason = written && flushed ? errno : saved;
    std::remove(temp.c_str());
    throw std::runtime_error(std::strerror(reason));
  }
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
