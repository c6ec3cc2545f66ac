#pragma once

#include <compare>
#include <concepts>
#include <memory>
#include <string>
#include <string_view>

namespace outremer::tables {

/// The name of a table file as a Location holds it: one text shared by every copy, so that
/// copying it allocates nothing. A table's thousands of locations name one file, and each
/// used to be a string of its own (the embedded tables' reader made one for each, most of
/// its allocations).
class FileName {
 public:
  FileName() = default;
  // Implicit, as the std::string it stands for: {"t.yaml", 4, 9} is a Location.
  FileName(std::string_view name)
      : text_(name.empty() ? nullptr : std::make_shared<const std::string>(name)) {}
  FileName(const std::string& name) : FileName(std::string_view(name)) {}
  FileName(const char* name) : FileName(std::string_view(name)) {}

  const std::string& str() const { return text_ ? *text_ : none(); }
  std::string_view view() const { return str(); }
  bool empty() const { return text_ == nullptr; }

  friend bool operator==(const FileName& a, const FileName& b) {
    return a.text_ == b.text_ || a.str() == b.str();
  }
  // A template, so that a literal or a std::string compares as itself, not made a FileName.
  template <class Text>
  requires std::convertible_to<const Text&, std::string_view>
  friend bool operator==(const FileName& a, const Text& b) { return a.view() == std::string_view(b); }
  friend std::strong_ordering operator<=>(const FileName& a, const FileName& b) {
    return a.str() <=> b.str();
  }

 private:
  static const std::string& none() {
    static const std::string empty;
    return empty;
  }

  std::shared_ptr<const std::string> text_;  // nullptr for no name
};

}  // namespace outremer::tables
