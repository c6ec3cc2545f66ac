#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "dice/dice_expression.hpp"
#include "gen/dice_cache.hpp"
#include "tables/money.hpp"
#include "tables/table_set.hpp"
#include "util/once.hpp"
#include "util/short_text_hash.hpp"

namespace outremer::gen {

struct TypeRules;
struct TypeStrength;
struct Composition;
struct AdvanceClass;
class CombatTables;

/// A table, row or value a generator needs is missing from the tables in use (a user's
/// --tables folder may lack it): a clear message, never a crash.
class RulesError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The tables as the generators read them: by id, with clear errors. A table's rows and
/// listed items are indexed when the table is first used, the names when they are, and
/// each dice expression is parsed once, so that a process pays only for what it uses and a
/// generator's thousands of look-ups cost a hash or a binary search each. One Rules may
/// serve several threads: the indexing is done once, whoever asks first.
class Rules {
 public:
  /// Indexes |set|, which must outlive the Rules. Never throws for tables that lack
  /// something: the look-ups say what is missing when a generator needs it.
  explicit Rules(const tables::TableSet& set);
  ~Rules();
  Rules(const Rules&) = delete;
  Rules& operator=(const Rules&) = delete;

  const tables::TableSet& set() const { return set_; }
  /// Throws RulesError naming the missing table.
  const tables::Table& table(std::string_view id) const;
  /// The table with id |id|, or nullptr.
  const tables::Table* findTable(std::string_view id) const;
  /// Throws RulesError naming the missing row.
  const tables::Row& row(std::string_view tableId, std::string_view rowId) const;
  /// The row of |table| with id |rowId|, or nullptr (as table.rowWithId, by the index).
  const tables::Row* findRow(const tables::Table& table, std::string_view rowId) const;
  /// The first row of list table |tableId| whose list field |field| holds |item|, or nullptr
  /// (by an index for the `types` lists, by reading the rows for any other).
  const tables::Row* rowListing(std::string_view tableId, std::string_view field, std::string_view item) const;
  /// The names a character of |type| may draw from, in the names table's order (see
  /// gen::namesFor), or nullptr when the tables give it none.
  const std::vector<std::string_view>* namesOf(std::string_view type) const;

  /// The text of field |name| of |row|; throws RulesError when absent.
  const std::string& text(const tables::Row& row, std::string_view name) const;
  /// A number field (may be absent: |fallback|).
  double number(const tables::Row& row, std::string_view name, double fallback) const;
  /// A range field ("24-36" as {24, 36}); throws RulesError when absent or unreadable.
  std::pair<int, int> range(const tables::Row& row, std::string_view name) const;
  /// A money field ("-" and absent are nothing).
  tables::Money money(const tables::Row& row, std::string_view name) const;
  /// A dice expression, parsed once per text; throws RulesError when unreadable.
  const dice::DiceExpression& dice(const std::string& text) const;
  /// What the tables say of character type |type| (gen/type_rules.hpp), read on its first
  /// use, by any thread, and kept.
  const TypeRules& typeRules(std::string_view type) const;
  /// Character type |type|'s strength row and ranges (gen/character.hpp), read on its first
  /// use, by any thread, and kept: each member advanced after a fight asks for his type's,
  /// and a table lacking the rest of what typeRules() reads does not stop it.
  const TypeStrength& typeStrength(std::string_view type) const;
  /// The rows of Group Determination Table 2 that give pilgrim group |group| members
  /// (gen/party.hpp), read on its first use, by any thread, and kept.
  const Composition& composition(std::string_view group) const;
  /// The advancement class for |name| (gen/advancement.hpp, readAdvanceClass), or none,
  /// read on its first use, by any thread, and kept: each member advanced after a fight
  /// asks for his type's.
  const std::optional<AdvanceClass>& advanceClass(std::string_view name) const;
  /// What a fight reads of the tables on every attack (gen/combat_tables.hpp), found on
  /// first use, by any thread, and kept.
  const CombatTables& combat() const;

 private:
  // Texts and the first |T| added under each, in slots open-addressed by the text's hash
  // (util::ShortTextHash), a power of two kept at least twice the entries: one allocation
  // for the whole index, where a hash map took one an entry, and a look-up that hashes once
  // and compares a text or two. The tables by id, and each table's rows by id and by
  // listed type.
  template <class T>
  class TextIndex {
   public:
    struct Entry {
      size_t hash = 0;
      std::string_view text;
      T* value = nullptr;  // nullptr: an empty slot, where a probe ends
    };
    void reserve(size_t count) {
      if (2 * count > slots_.size()) rehash(count);
    }
    // Adds |value| under |text|, unless |text| has one already (the first added is kept).
    void add(std::string_view text, T& value) {
      if (2 * (used_ + 1) > slots_.size()) rehash(used_ + 1);
      const size_t hash = util::ShortTextHash{}(text);
      Entry& slot = slotIn(slots_, text, hash);
      if (slot.value != nullptr) return;
      slot = {hash, text, &value};
      ++used_;
    }
    // The entry of |text| (its text is the one added, which a key may view), or nullptr.
    const Entry* entry(std::string_view text) const {
      if (slots_.empty()) return nullptr;
      const Entry& slot = slotIn(slots_, text, util::ShortTextHash{}(text));
      return slot.value == nullptr ? nullptr : &slot;
    }
    // The first |T| added under |text|, or nullptr.
    T* find(std::string_view text) const {
      const Entry* found = entry(text);
      return found == nullptr ? nullptr : found->value;
    }

   private:
    // |text|'s slot, or the empty one where it would go: the slots are at most half full,
    // so a probe always reaches one.
    template <class Slots>
    static auto& slotIn(Slots& slots, std::string_view text, size_t hash) {
      const size_t mask = slots.size() - 1;
      for (size_t s = hash & mask;; s = (s + 1) & mask) {
        auto& slot = slots[s];
        if (slot.value == nullptr || (slot.hash == hash && util::SameText{}(slot.text, text))) return slot;
      }
    }
    // Room for |count| entries at most half full, the entries so far placed again.
    void rehash(size_t count) {
      size_t size = 16;
      while (size < 2 * count) size *= 2;
      std::vector<Entry> old(size);
      old.swap(slots_);
      for (const Entry& e : old) {
        if (e.value != nullptr) slotIn(slots_, e.text, e.hash) = e;
      }
    }

    std::vector<Entry> slots_;
    size_t used_ = 0;
  };
  using RowIndex = TextIndex<const tables::Row>;
  struct IndexedTable {
    size_t index = 0;  // in the set
    util::Once indexed;
    const tables::Table* table = nullptr;
    RowIndex rows;
    RowIndex listed;                                        // each `types` item, and the first row listing it
    const tables::Row* find(std::string_view rowId) const;  // the row with id |rowId|, or nullptr
  };
  const IndexedTable* indexed(std::string_view id) const;
  const IndexedTable& indexed(IndexedTable& table) const;  // indexed on first use
  /// Throws RulesError naming the missing table.
  const IndexedTable& required(std::string_view id) const;
  void index(IndexedTable& indexed) const;
  std::vector<std::string_view> namesListed(const tables::Row& who) const;

  const tables::TableSet& set_;
  // Every table of the set, in its order, each indexed on first use: one allocation for them
  // all, not one each.
  std::unique_ptr<IndexedTable[]> indexedTables_;
  // Every id's table, filled at construction (the first of two with one id wins).
  TextIndex<IndexedTable> tables_;
  std::vector<IndexedTable*> byIndex_;  // by place in the set; nullptr for a second table of an id
  // Each type's names, gathered when the type is first asked for (a brief's few types, not
  // all of them); keyed by the name-cultures table's own text of the type.
  mutable std::mutex namesLock_;
  mutable std::unordered_map<std::string_view, std::vector<std::string_view>, util::ShortTextHash,
                             util::SameText>
      names_;
  DiceCache dice_;
  std::unique_ptr<OnceByText<TypeRules>> types_;
  std::unique_ptr<OnceByText<TypeStrength>> strengths_;
  std::unique_ptr<OnceByText<Composition>> compositions_;
  std::unique_ptr<OnceByText<std::optional<AdvanceClass>>> advanceClasses_;
  mutable util::Once combatRead_;
  mutable std::unique_ptr<CombatTables> combat_;
};

/// A die range "24-36" as {24, 36}; throws RulesError when unreadable.
std::pair<int, int> readRange(const std::string& text);

}  // namespace outremer::gen
