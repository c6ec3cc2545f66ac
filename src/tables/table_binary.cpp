#include "tables/table_binary.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <concepts>
#include <cstring>
#include <limits>
#include <type_traits>

#include "tables/die.hpp"

namespace outremer::tables {
namespace {

// The bytes at the front of every table blob: "OTBL" then the format version.
struct Header {
  uint32_t magic = kTableBinaryMagic;
  uint32_t version = kTableBinaryVersion;
};

// The highest value of each enum the form carries; a byte above it is refused.
constexpr FieldKind highest(FieldKind) { return FieldKind::zones; }
constexpr Provenance highest(Provenance) { return Provenance::errata; }
constexpr SetupZone::Kind highest(SetupZone::Kind) { return SetupZone::Kind::anywhere; }

template <class T, class Model>
concept Of = std::same_as<std::remove_const_t<T>, Model>;

// Visits |parts| in order, left to right.
template <class Io, class... Parts>
void inOrder(Io& io, Parts&... parts) {
  (io(parts), ...);
}

// The one description of each type's fields, in the order they travel. The Writer visits
// it with const models and the Reader with ones to fill, so the two cannot drift apart;
// changing any of it changes the format (docs/DESIGN.md, "The embedded tables").
template <class Io>
void fields(Io& io, Of<Header> auto& h) {
  io(h.magic);
  io.check(h.magic == kTableBinaryMagic, [] { return std::string("wrong magic number (not \"OTBL\")"); });
  io(h.version);
  io.check(h.version == kTableBinaryVersion, [&] {
    return "format version " + std::to_string(h.version) + ", where this program reads version " +
           std::to_string(kTableBinaryVersion);
  });
}

template <class Io>
void fields(Io& io, Of<dice::Die> auto& d) {
  io(d.sides);
  io.check(isTableDie(d), [&] { return "a die of " + std::to_string(d.sides) + " sides"; });
}

template <class Io>
void fields(Io& io, Of<Location> auto& l) {
  inOrder(io, l.file, l.line, l.column);
}

template <class Io>
void fields(Io& io, Of<Force> auto& f) {
  inOrder(io, f.count, f.who, f.mounted, f.role, f.where);
}

// A `range` value as read: low, high.
template <class Io>
void fields(Io& io, Of<std::pair<int, int>> auto& span) {
  inOrder(io, span.first, span.second);
  io.check(span.first <= span.second, [] { return std::string("a range whose low end is above its high"); });
}

template <class Io>
void fields(Io& io, Of<Money> auto& m) {
  io(m.copper);
  io.check(m.copper >= 0, [] { return std::string("a sum of money below nothing"); });
}

template <class Io>
void fields(Io& io, Of<SetupZone> auto& z) {
  inOrder(io, z.who, z.kind, z.where, z.side, z.hexes, z.map, z.hidden);
  io.check(z.side >= 0 && z.side <= 4, [&] { return "a zone on side " + std::to_string(z.side); });
  io.check(z.hexes >= 0 && z.hexes <= 100,
           [&] { return "a zone " + std::to_string(z.hexes) + " hexes deep"; });
}

// A value carries what its text reads as (Table::index), so that a process reading a
// table does not read every number, range, sum and zone again.
template <class Io>
void fields(Io& io, Of<FieldValue> auto& v) {
  inOrder(io, v.name, v.text, v.items, v.forces, v.where, v.number, v.span, v.money, v.zones);
}

template <class Io>
void fields(Io& io, Of<FieldSpec> auto& s) {
  inOrder(io, s.name, s.kind, s.required);
}

template <class Io>
void fields(Io& io, Of<DieRange> auto& r) {
  inOrder(io, r.low, r.high, r.printed);
}

template <class Io>
void fields(Io& io, Of<Row> auto& r) {
  inOrder(io, r.id, r.entry, r.ranges, r.see, r.provenance, r.reason, r.printed, r.note, r.fields, r.where,
          r.seeWhere);
}

// Every range on a range table's die, as the loader reads them: the roll index has a slot
// for each face and no more.
bool rangesOnDie(const Table& t) {
  for (const Row& row : t.rows) {
    for (const std::optional<DieRange>& range : row.ranges) {
      if (range && (!t.die || !liesOn(*range, *t.die))) return false;
    }
  }
  return true;
}

// A table's place in the blob: its id, so that a reader finds it without reading it, and
// its length in bytes; the tables follow the directory in its order. The id is a view: of
// the table's own when written, of the blob's when read (nothing copied for a process's
// hundred and more tables).
struct DirectoryEntry {
  std::string_view id;
  uint32_t size = 0;
};

template <class Io>
void fields(Io& io, Of<DirectoryEntry> auto& e) {
  inOrder(io, e.id, e.size);
}

template <class Io>
void fields(Io& io, Of<Table> auto& t) {
  inOrder(io, t.id, t.title, t.source, t.die, t.columns, t.fields, t.notes, t.rows, t.where);
  io.check(rangesOnDie(t), [&] { return "table " + t.id + " has a range off its die"; });
}

template <class T>
concept Enum = std::is_enum_v<T>;

// Little-endian, byte by byte: the same bytes from any host.
class Writer {
 public:
  std::string bytes;
  std::vector<std::string_view> files;  // the files the locations written name, in that order

  void operator()(uint32_t value) {
    for (int shift = 0; shift < 32; shift += 8) bytes += static_cast<char>((value >> shift) & 0xFF);
  }
  void operator()(int32_t value) { (*this)(static_cast<uint32_t>(value)); }
  void operator()(uint64_t value) {
    (*this)(static_cast<uint32_t>(value));
    (*this)(static_cast<uint32_t>(value >> 32));
  }
  void operator()(int64_t value) { (*this)(static_cast<uint64_t>(value)); }
  void operator()(double value) {
    check(std::isfinite(value), [] { return std::string("a number that is not finite"); });
    (*this)(std::bit_cast<uint64_t>(value));
  }
  void operator()(bool value) { byte(value ? 1 : 0); }
  template <Enum E>
  void operator()(E value) {
    check(value <= highest(value), [] { return std::string("an enum value out of range"); });
    byte(static_cast<uint8_t>(value));
  }
  void operator()(std::string_view text) {
    (*this)(count(text.size()));
    bytes += text;
  }
  void operator()(const std::string& text) { (*this)(std::string_view(text)); }
  // A location's file as its place in the table's list of files (|files|, which it adds to).
  void operator()(const FileName& name) {
    const size_t index = static_cast<size_t>(std::ranges::find(files, name.view()) - files.begin());
    if (index == files.size()) files.push_back(name.view());
    (*this)(count(index));
  }
  template <class T>
  void operator()(const std::vector<T>& items) {
    (*this)(count(items.size()));
    for (const T& item : items) (*this)(item);
  }
  template <class T>
  void operator()(const std::optional<T>& item) {
    (*this)(item.has_value());
    if (item) (*this)(*item);
  }
  template <class T>
    requires std::is_class_v<T>
  void operator()(const T& model) {
    fields(*this, model);
  }
  // Writing what could not be read back is the build's mistake: stop it.
  template <class Message>
  void check(bool ok, const Message& what) const {
    if (!ok) throw TableBinaryError("cannot write the tables: " + what());
  }

 private:
  void byte(uint8_t value) { bytes += static_cast<char>(value); }
  uint32_t count(size_t size) const {
    check(size <= std::numeric_limits<uint32_t>::max(), [] { return std::string("more than 2^32 items"); });
    return static_cast<uint32_t>(size);
  }
};

// The fewest bytes a T can take: a default one (empty texts and lists, nothing optional).
template <class T>
size_t leastBytes() {
  static const size_t least = [] {
    Writer writer;
    writer(T{});
    return writer.bytes.size();
  }();
  return least;
}

// The layout as one line of words, "{" and "}" around a type's fields, "[ ]" around a
// list's item and "?" before an optional one: the test that pins it beside the version
// number fails on any change to the layout.
class Describer {
 public:
  std::string text;

  void operator()(uint32_t) { word("u32"); }
  void operator()(int32_t) { word("i32"); }
  void operator()(int64_t) { word("i64"); }
  void operator()(double) { word("f64"); }
  void operator()(bool) { word("yes/no"); }
  template <Enum E>
  void operator()(E value) {
    word("u8<=" + std::to_string(static_cast<int>(highest(value))));
  }
  void operator()(const std::string&) { word("text"); }
  void operator()(const FileName&) { word("file#"); }
  void operator()(std::string_view) { word("text"); }
  template <class T>
  void operator()(const std::vector<T>&) {
    word("[");
    (*this)(T{});
    word("]");
  }
  template <class T>
  void operator()(const std::optional<T>&) {
    word("?");
    (*this)(T{});
  }
  template <class T>
    requires std::is_class_v<T>
  void operator()(const T& model) {
    word("{");
    fields(*this, model);
    word("}");
  }
  template <class Message>
  void check(bool, const Message&) const {}

 private:
  void word(const std::string& w) { text += (text.empty() ? "" : " ") + w; }
};

class Reader {
 public:
  // |base|: where |bytes| start in the blob, for the byte an error names.
  explicit Reader(std::string_view bytes, size_t base = 0) : bytes_(bytes), base_(base) {}

  void operator()(uint32_t& value) { value = littleEndian<uint32_t>(); }
  void operator()(int32_t& value) {
    uint32_t bits = 0;
    (*this)(bits);
    value = static_cast<int32_t>(bits);
  }
  void operator()(uint64_t& value) { value = littleEndian<uint64_t>(); }
  void operator()(int64_t& value) {
    uint64_t bits = 0;
    (*this)(bits);
    value = static_cast<int64_t>(bits);
  }
  // IEEE 754 binary64 bits: a generator casts a number to a whole one, so only a finite
  // one is read.
  void operator()(double& value) {
    uint64_t bits = 0;
    (*this)(bits);
    value = std::bit_cast<double>(bits);
    if (!std::isfinite(value)) refuse("a number that is not finite", "");
  }
  void operator()(bool& value) {
    const uint8_t b = byte("a yes or no");
    if (b > 1) refuse("a yes or no of ", b);
    value = b == 1;
  }
  template <Enum E>
  void operator()(E& value) {
    const uint8_t b = byte("an enum value");
    if (b > static_cast<uint8_t>(highest(value))) refuse("an enum value of ", b);
    value = static_cast<E>(b);
  }
  void operator()(std::string& text) {
    const size_t size = count(1);
    // Appended to the empty text a new model holds: fewer instructions than assign's general
    // replace path, or a string built and moved in.
    text.append(bytes_.data() + pos_, size);
    pos_ += size;
  }
  // A text as a view of the bytes read, which must outlive it.
  void operator()(std::string_view& text) {
    const size_t size = count(1);  // first: it moves pos_ past the size (argument order is unspecified)
    text = bytes_.substr(pos_, size);
    pos_ += size;
  }
  // A location's file: its place in the table's list of files, shared, not read again.
  void operator()(FileName& name) {
    uint32_t index = 0;
    (*this)(index);
    if (index >= files_.size()) refuse("a file number past its table's files: ", index);
    name = files_[index];
  }
  // The table's list of files, which its locations name by their place in it.
  void readFiles() {
    std::vector<std::string_view> names;
    (*this)(names);
    files_.assign(names.begin(), names.end());
  }
  template <class T>
  void operator()(std::vector<T>& items) {
    items.resize(count(leastBytes<T>()));
    for (T& item : items) (*this)(item);
  }
  template <class T>
  void operator()(std::optional<T>& item) {
    bool present = false;
    (*this)(present);
    if (present) (*this)(item.emplace());
  }
  template <class T>
    requires std::is_class_v<T>
  void operator()(T& model) {
    fields(*this, model);
  }
  template <class Message>
  void check(bool ok, const Message& what) const {
    if (!ok) fail(what());
  }
  bool atEnd() const { return pos_ == bytes_.size(); }
  size_t position() const { return pos_; }

 private:
  // Out of line, so that the reads the load repeats stay small.
  [[noreturn, gnu::noinline]] void refuse(const char* what, uint32_t value) const {
    fail(what + std::to_string(value));
  }
  [[noreturn, gnu::noinline]] void refuse(const char* what, const char* detail) const {
    fail(std::string(what) + detail);
  }
  [[noreturn, gnu::noinline]] void fail(const std::string& what) const {
    throw TableBinaryError("embedded tables unreadable: " + what + " at byte " + std::to_string(base_ + pos_));
  }
  void need(size_t size, const char* what) const {
    if (bytes_.size() - pos_ < size) refuse("cut short in ", what);
  }
  // The next sizeof(U) bytes as a little-endian number: one load on a little-endian host,
  // byte by byte on any other.
  template <class U>
  U littleEndian() {
    need(sizeof(U), "a number");
    U value = 0;
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(&value, bytes_.data() + pos_, sizeof(U));
    } else {
      const auto* b = reinterpret_cast<const unsigned char*>(bytes_.data() + pos_);
      for (size_t i = 0; i < sizeof(U); ++i) value |= U{b[i]} << (8 * i);
    }
    pos_ += sizeof(U);
    return value;
  }
  uint8_t byte(const char* what) {
    need(1, what);
    return static_cast<uint8_t>(bytes_[pos_++]);
  }
  // A length or count, refused before anything is allocated when its items, each at
  // least |least| bytes, cannot all fit in what is left.
  size_t count(size_t least) {
    uint32_t value = 0;
    (*this)(value);
    if (uint64_t{value} * least > bytes_.size() - pos_) refuse("a count past the end: ", value);
    return value;
  }

  std::string_view bytes_;
  size_t base_ = 0;
  size_t pos_ = 0;
  std::vector<FileName> files_;  // the table's
};

}  // namespace

std::string toBinary(const std::vector<Table>& tables) {
  std::vector<DirectoryEntry> directory;
  std::string bodies;
  for (const Table& table : tables) {
    Writer body;
    body(table);
    Writer fileList;  // ahead of the table, which names its files by their places in it
    fileList(body.files);
    const size_t size = fileList.bytes.size() + body.bytes.size();
    body.check(size <= std::numeric_limits<uint32_t>::max(),
               [] { return std::string("a table of more than 2^32 bytes"); });
    directory.push_back({table.id, static_cast<uint32_t>(size)});
    bodies += fileList.bytes;
    bodies += body.bytes;
  }
  Writer writer;
  writer(Header{});
  writer(directory);
  return std::move(writer.bytes) + bodies;
}

std::string tableBinaryLayout() {
  Describer describer;
  describer(Header{});
  describer(std::vector<DirectoryEntry>{});
  describer(std::vector<std::string>{});  // a table's files
  describer(Table{});
  return describer.text;
}

std::vector<TablePlace> readDirectory(std::string_view bytes) {
  Reader reader(bytes);
  Header header;
  reader(header);
  std::vector<DirectoryEntry> directory;
  reader(directory);
  std::vector<TablePlace> places;
  places.reserve(directory.size());
  size_t at = reader.position();
  for (const DirectoryEntry& entry : directory) {
    reader.check(entry.size <= bytes.size() - at,
                 [&] { return "table " + std::string(entry.id) + " past the end"; });
    places.push_back({entry.id, bytes.substr(at, entry.size), at});
    at += entry.size;
  }
  reader.check(at == bytes.size(), [] { return std::string("trailing bytes"); });
  return places;
}

Table readTable(const TablePlace& place) {
  Reader reader(place.bytes, place.offset);
  reader.readFiles();
  Table table;
  reader(table);
  reader.check(reader.atEnd(), [] { return std::string("trailing bytes in a table"); });
  reader.check(table.id == place.id, [&] { return "table " + table.id + " filed as " + std::string(place.id); });
  return table;
}

std::vector<Table> fromBinary(std::string_view bytes) {
  std::vector<Table> tables;
  for (const TablePlace& place : readDirectory(bytes)) tables.push_back(readTable(place));
  return tables;
}

}  // namespace outremer::tables
