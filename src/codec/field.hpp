// The one description of each type's JSON form, and what the codecs need to drive it.
//
// A type's form is a function template in this folder, found by argument-dependent lookup:
//
//   template <class Io>
//   void fields(Io& io, Of<gen::Herd> auto& herd) {
//     io("francs", herd.francs, kCount);
//     io("drovers", herd.drovers, kCount);
//   }
//
// JsonOut visits it with a const value to write, JsonIn with one to fill, and SchemaOut with
// a default one to state the form: the three cannot drift apart (docs/DESIGN.md, "Codecs").
// Besides io(KEY, MEMBER [, SPEC]), a form may say:
//   io.omitEmpty(KEY, MEMBER [, SPEC])
//                                a member left out when empty (a string, an optional, a
//                                list) or false; read when the JSON has it;
//   io.when(PRESENT, KEY, MEMBER [, SPEC])
//                                a member present only when PRESENT (read in order, so it
//                                may test members read before it);
//   io.derived(KEY, GET [, SPEC])
//                                a member computed from the others (GET()): written, and
//                                when read only checked, then dropped;
//   io.derivedIf(PRESENT, KEY, GET [, SPEC])
//                                the same, written only when PRESENT;
//   Io::kReads                   true for the reader, for the rare form that must set
//                                something from a derived member.
#pragma once

#include <concepts>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "campaign/names.hpp"

namespace outremer::codec {

/// T is Model, const or not: one fields() serves the writer (const) and the reader.
template <class T, class Model>
concept Of = std::same_as<std::remove_const_t<T>, Model>;

/// The bounds of a whole number: the reader refuses a value outside them, the schema states
/// them.
struct Range {
  int64_t least;
  int64_t most;
};

/// A string that is never empty.
struct NonEmpty {};

/// A fraction strictly between -bound and bound.
struct Fraction {
  double bound;
};

/// A string that is one of |words|, the words the program writes there.
struct Words {
  std::span<const std::string_view> words;
};

/// A number whole or not: written as a whole number when it is one (2) and with its fraction
/// otherwise (2.5), as the advancement's points are.
struct Decimal {
  double value = 0;
};

/// Larger than any journey (ten thousand years), small enough to add to without overflow.
inline constexpr Range kDays{1, 3'650'000};
/// Members, beasts, strength, renown, dice: counts no table or journey comes near.
inline constexpr Range kCount{0, 1'000'000};
/// A whole number of either sign within kCount's reach (a die's modified result).
inline constexpr Range kSignedCount{-1'000'000, 1'000'000};
inline constexpr Range kPercent{0, 100};
/// One roll of d100.
inline constexpr Range kD100{1, 100};
/// The most copper an amount may hold: a thousand million Gold Francs, more than any party
/// carries, and little enough that sums of them cannot overflow.
inline constexpr int64_t kMostCopper = 625'000'000'000;
inline constexpr Range kCopper{0, kMostCopper};
/// Money in (+) or out (-).
inline constexpr Range kSignedCopper{-kMostCopper, kMostCopper};

/// The name of a brief kind's form: the brief's "kind", the member its body is written under
/// and its schema, schemas/KIND.schema.json. Each kind's header here states its own.
template <class T>
inline constexpr std::string_view kKind{};

/// What |pointer| points to, or a default T where it is null: the default value SchemaOut
/// states a form from has null pointers, so a form over a view of pointers reads through this.
template <class T>
const T& pointee(const T* pointer) {
  // Made once and never destroyed: g++ 12 at -O2 takes the inlined destructor of a static
  // default value for a read of uninitialised memory (-Wmaybe-uninitialized).
  static const T& none = *new T{};
  return pointer != nullptr ? *pointer : none;
}

/// Whether |value| is left out by omitEmpty: an empty string, optional or list, a false
/// flag, a value equal to its type's default.
template <class T>
bool isEmpty(const T& value) {
  if constexpr (requires { value.has_value(); }) {
    return !value.has_value();
  } else if constexpr (requires { value.empty(); }) {
    return value.empty();
  } else {
    return value == T{};
  }
}

/// Each of |items| in the words |say| gives it.
template <class Item>
std::vector<std::string> eachInWords(const std::vector<Item>& items, std::string (*say)(const Item&)) {
  std::vector<std::string> words;
  words.reserve(items.size());
  for (const Item& item : items) words.push_back(say(item));
  return words;
}

/// |items| (kinds a codec words, each with a kind asWritten and its text next) written as
/// |words| and read back as written: a brief or save keeps the words, not the kinds.
template <class Io, class Items>
void asWritten(Io& io, const char* key, Items& items, std::vector<std::string> words) {
  io(key, words);
  if constexpr (Io::kReads) {
    using Item = typename Items::value_type;
    items.clear();
    for (std::string& said : words) {
      Item item{};
      item.kind = decltype(Item::kind)::asWritten;
      item.text = std::move(said);
      items.push_back(std::move(item));
    }
  }
}

/// |item| (a kind a codec words, with a kind asWritten and its text) written as |words| and
/// read back as written, as the list form above.
template <class Io, class Item>
void asWritten(Io& io, const char* key, Item& item, std::string words) {
  io(key, words);
  if constexpr (Io::kReads) {
    item = Item{};
    item.kind = decltype(Item::kind)::asWritten;
    item.text = std::move(words);
  }
}

/// An enum whose values have words (campaign::Names): written and read as those words.
template <class E>
concept Named = std::is_enum_v<E> && requires { campaign::Names<E>::table; };

/// Words a derived member is written from where they lie, not a string of their own: a
/// view of the tables' words, or words made in place (tables::MoneyWords). Written and
/// stated as a string, and read back as one.
template <class T>
concept Viewed = std::is_convertible_v<const T&, std::string_view> && !std::is_same_v<T, std::string> &&
                 !std::is_pointer_v<T>;

}  // namespace outremer::codec
