#include "tables/table_binary.hpp"

#include <cstring>
#include <stdexcept>

namespace outremer::tables {
namespace {

// Each model type is written and read by one overload pair; sizes and numbers are
// 32-bit in host byte order (writer and reader run on the same machine: the build's).
class Writer {
 public:
  std::string bytes;

  void put(int32_t value) { bytes.append(reinterpret_cast<const char*>(&value), sizeof value); }
  void put(bool value) { put(static_cast<int32_t>(value)); }
  void put(const std::string& text) {
    put(static_cast<int32_t>(text.size()));
    bytes += text;
  }
  template <typename T>
  void put(const std::vector<T>& items) {
    put(static_cast<int32_t>(items.size()));
    for (const T& item : items) put(item);
  }
  void put(const Location& l) {
    put(l.file);
    put(l.line);
    put(l.column);
  }
  void put(const Force& f) {
    put(f.count);
    put(f.who);
    put(f.mounted);
    put(f.role);
    put(f.where);
  }
  void put(const FieldValue& v) {
    put(v.name);
    put(v.text);
    put(v.items);
    put(v.forces);
    put(v.where);
  }
  void put(const FieldSpec& s) {
    put(s.name);
    put(static_cast<int32_t>(s.kind));
    put(s.required);
  }
  void put(const std::optional<DieRange>& range) {
    put(range.has_value());
    if (!range) return;
    put(range->low);
    put(range->high);
    put(range->printed);
  }
  void put(const Row& r) {
    put(r.id);
    put(r.entry);
    put(r.ranges);
    put(r.see);
    put(static_cast<int32_t>(r.provenance));
    put(r.reason);
    put(r.printed);
    put(r.note);
    put(r.fields);
    put(r.where);
    put(r.seeWhere);
  }
  void put(const Table& t) {
    put(t.id);
    put(t.title);
    put(t.source);
    put(static_cast<int32_t>(t.die ? t.die->sides : 0));
    put(t.columns);
    put(t.fields);
    put(t.notes);
    put(t.rows);
    put(t.where);
  }
};

class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}

  void get(int32_t& value) {
    need(sizeof value);
    std::memcpy(&value, bytes_.data() + pos_, sizeof value);
    pos_ += sizeof value;
  }
  void get(bool& value) { value = count() != 0; }
  void get(std::string& text) {
    const size_t size = count();
    need(size);
    text.assign(bytes_.data() + pos_, size);
    pos_ += size;
  }
  template <typename T>
  void get(std::vector<T>& items) {
    items.resize(count());
    for (T& item : items) get(item);
  }
  void get(Location& l) {
    get(l.file);
    get(l.line);
    get(l.column);
  }
  void get(Force& f) {
    get(f.count);
    get(f.who);
    get(f.mounted);
    get(f.role);
    get(f.where);
  }
  void get(FieldValue& v) {
    get(v.name);
    get(v.text);
    get(v.items);
    get(v.forces);
    get(v.where);
  }
  void get(FieldSpec& s) {
    get(s.name);
    s.kind = static_cast<FieldKind>(count());
    get(s.required);
  }
  void get(std::optional<DieRange>& range) {
    bool present = false;
    get(present);
    if (!present) return;
    range.emplace();
    get(range->low);
    get(range->high);
    get(range->printed);
  }
  void get(Row& r) {
    get(r.id);
    get(r.entry);
    get(r.ranges);
    get(r.see);
    r.provenance = static_cast<Provenance>(count());
    get(r.reason);
    get(r.printed);
    get(r.note);
    get(r.fields);
    get(r.where);
    get(r.seeWhere);
  }
  void get(Table& t) {
    get(t.id);
    get(t.title);
    get(t.source);
    if (const size_t sides = count()) t.die = dice::Die{static_cast<int>(sides)};
    get(t.columns);
    get(t.fields);
    get(t.notes);
    get(t.rows);
    get(t.where);
  }
  bool atEnd() const { return pos_ == bytes_.size(); }

 private:
  size_t count() {
    int32_t value = 0;
    get(value);
    if (value < 0) throw std::runtime_error("embedded tables unreadable: negative count");
    return static_cast<size_t>(value);
  }
  void need(size_t size) const {
    if (bytes_.size() - pos_ < size) throw std::runtime_error("embedded tables unreadable: cut short");
  }

  std::string_view bytes_;
  size_t pos_ = 0;
};

}  // namespace

std::string toBinary(const std::vector<Table>& tables) {
  Writer writer;
  writer.put(tables);
  return std::move(writer.bytes);
}

std::vector<Table> fromBinary(std::string_view bytes) {
  Reader reader(bytes);
  std::vector<Table> tables;
  reader.get(tables);
  if (!reader.atEnd()) throw std::runtime_error("embedded tables unreadable: trailing bytes");
  return tables;
}

}  // namespace outremer::tables
