// util::AtomicFile: regular files replaced whole, everything else written in place.
#include "util/atomic_file.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "../skip.hpp"
#include "special_files.hpp"

using outremer::testing::deviceLike;
using outremer::testing::drain;
using outremer::testing::readFile;
using outremer::testing::statusAsUnprivileged;
using outremer::testing::TempDir;
using outremer::util::AtomicFile;
using outremer::util::writeFile;

namespace fs = std::filesystem;

namespace {

mode_t modeOf(const std::string& path) {
  struct stat found {};
  REQUIRE(::stat(path.c_str(), &found) == 0);
  return found.st_mode & 07777;
}

}  // namespace

TEST_CASE("a regular file is replaced whole and keeps its mode") {
  TempDir dir;
  const std::string path = dir / "brief.txt";
  { std::ofstream(path) << std::string(10000, 'x'); }
  fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
  writeFile(path, "new\n");
  CHECK(readFile(path) == "new\n");
  CHECK(modeOf(path) == 0600);
  CHECK(dir.files() == std::vector<std::string>{"brief.txt"});
}

TEST_CASE("a rewritten file keeps its owner where the program may give it") {
  if (::geteuid() != 0) return outremer::testing::skip("only root can make a file that is someone else's");
  TempDir dir;
  const std::string path = dir / "brief.txt";
  { std::ofstream(path) << "old\n"; }
  REQUIRE(::chown(path.c_str(), 65534, 65534) == 0);
  writeFile(path, "new\n");
  struct stat found {};
  REQUIRE(::stat(path.c_str(), &found) == 0);
  CHECK(found.st_uid == 65534);
  CHECK(found.st_gid == 65534);
}

TEST_CASE("the pieces go to a temporary named for the file and this process, renamed on commit") {
  TempDir dir;
  const std::string path = dir / "items.jsonl";
  { std::ofstream(path) << "old\n"; }
  {
    AtomicFile file(path);
    file.write("half");
    CHECK(dir.files() == std::vector<std::string>{".items.jsonl.outremer-tmp-" + std::to_string(::getpid()), "items.jsonl"});
    CHECK(readFile(path) == "old\n");
  }  // dropped without commit: the old file stays, the temporary goes
  CHECK(readFile(path) == "old\n");
  CHECK(dir.files() == std::vector<std::string>{"items.jsonl"});
}

TEST_CASE("temporaries left by a process that is gone are removed when the file is next written") {
  TempDir dir;
  const std::string gone = "2147483646";  // above any pid_max: no such process
  for (const std::string& name : std::vector<std::string>{".s.json.outremer-tmp-" + gone, ".s.json.outremer-tmp-1",
                                                         ".t.json.outremer-tmp-" + gone, ".s.json.outremer-tmp-12x",
                                                         ".s.json.tmp" + gone}) {
    std::ofstream(dir / name) << "left over";
  }
  writeFile(dir / "s.json", "{}\n");
  // Process 1 is alive; another file's temporaries and names not of this pattern are not ours.
  CHECK(dir.files() == std::vector<std::string>{".s.json.outremer-tmp-1", ".s.json.outremer-tmp-12x",
                                                ".s.json.tmp" + gone, ".t.json.outremer-tmp-" + gone, "s.json"});
}

TEST_CASE("a writer that swept a file's temporaries before need not look again") {
  TempDir dir;
  const std::string left = ".s.json.outremer-tmp-2147483646";  // no such process
  std::ofstream(dir / left) << "left over";
  {
    AtomicFile file(dir / "s.json", AtomicFile::Stale::sweptBefore);
    file.write("{}\n");
    file.commit(false);
  }
  CHECK(dir.files() == std::vector<std::string>{left, "s.json"});
  {
    AtomicFile file(dir / "s.json", AtomicFile::Stale::sweep);
    file.write("{}\n");
    file.commit(false);
  }
  CHECK(dir.files() == std::vector<std::string>{"s.json"});
}

TEST_CASE("a symbolic link's target is replaced and the link stays a link") {
  TempDir dir;
  fs::create_directory(dir / "saves");
  { std::ofstream(dir / "saves/real.json") << "old\n"; }
  fs::create_symlink("saves/real.json", dir / "link.json");
  fs::create_symlink("link.json", dir / "link-to-link.json");
  writeFile(dir / "link-to-link.json", "new\n");
  CHECK(fs::is_symlink(dir / "link.json"));
  CHECK(fs::is_symlink(dir / "link-to-link.json"));
  CHECK(readFile(dir / "saves/real.json") == "new\n");
  CHECK(dir.files() == std::vector<std::string>{"link-to-link.json", "link.json", "saves"});

  SECTION("a link to a file not yet made makes it") {
    fs::create_symlink("saves/new.json", dir / "dangling.json");
    writeFile(dir / "dangling.json", "made\n");
    CHECK(fs::is_symlink(dir / "dangling.json"));
    CHECK(readFile(dir / "saves/new.json") == "made\n");
  }
}

TEST_CASE("a character device is written in place, never replaced") {
  TempDir dir;
  const std::string null = deviceLike(dir, "null");
  writeFile(null, "into the void\n");
  CHECK(fs::is_character_file(null));
  const std::string full = deviceLike(dir, "full");
  CHECK_THROWS_WITH(writeFile(full, "too much\n"), "No space left on device");
  CHECK(fs::is_character_file(full));
  fs::create_symlink(null, dir / "link-to-null");
  writeFile(dir / "link-to-null", "through the link\n");
  CHECK(fs::is_symlink(dir / "link-to-null"));
  CHECK(fs::is_character_file(null));
}

TEST_CASE("a FIFO is written in place, never replaced") {
  TempDir dir;
  const std::string fifo = dir / "pipe";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);  // so the writer need not wait
  REQUIRE(reader >= 0);
  writeFile(fifo, "down the pipe\n");
  CHECK(drain(reader) == "down the pipe\n");
  ::close(reader);
  CHECK(fs::is_fifo(fifo));
  CHECK(dir.files() == std::vector<std::string>{"pipe"});
}

TEST_CASE("a descriptor link such as /proc/self/fd/N is written through") {
  int ends[2];
  REQUIRE(::pipe2(ends, O_NONBLOCK) == 0);
  writeFile("/proc/self/fd/" + std::to_string(ends[1]), "through the descriptor\n");
  CHECK(drain(ends[0]) == "through the descriptor\n");
  ::close(ends[0]);
  ::close(ends[1]);
}

TEST_CASE("a file its user may not write is refused, as the shell's > refuses it, and kept") {
  TempDir dir;
  fs::permissions(dir / "", fs::perms::all);  // the folder would let anyone replace the file
  const std::string path = dir / "brief.txt";
  { std::ofstream(path) << "old\n"; }
  fs::permissions(path, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  const int status = statusAsUnprivileged([&] {
    try {
      writeFile(path, "new\n");
      return 1;
    } catch (const std::runtime_error& error) {
      return std::string(error.what()) == "Permission denied" ? 0 : 2;
    }
  });
  CHECK(status == 0);
  CHECK(readFile(path) == "old\n");
  CHECK(dir.files() == std::vector<std::string>{"brief.txt"});
}

TEST_CASE("a file is read whole up to the limit, and an endless one is refused at it") {
  TempDir dir;
  const std::string path = dir / "big.txt";
  { std::ofstream(path, std::ios::binary) << std::string(outremer::util::kMostFileBytes, 'x'); }
  CHECK(outremer::util::readFile(path).size() == outremer::util::kMostFileBytes);
  { std::ofstream(path, std::ios::app | std::ios::binary) << "x"; }
  CHECK_THROWS_WITH(outremer::util::readFile(path), "larger than 64 MiB, the most outremer reads of a file");
  CHECK_THROWS_WITH(outremer::util::readFile("/dev/zero"), "larger than 64 MiB, the most outremer reads of a file");
}

TEST_CASE("a folder or a missing folder cannot be written, and nothing is left behind") {
  TempDir dir;
  CHECK_THROWS_WITH(writeFile(dir / "no/such.txt", "x"), "No such file or directory");
  fs::create_directory(dir / "folder");
  CHECK_THROWS_WITH(writeFile(dir / "folder", "x"), "Is a directory");
  CHECK(dir.files() == std::vector<std::string>{"folder"});
  CHECK(fs::is_empty(dir / "folder"));
}
