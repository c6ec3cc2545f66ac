#pragma once

#include <stdexcept>
#include <string>

namespace outremer::gen {

/// A request a generator cannot meet because of what the user asked (an unknown event, a
/// carry out of range): |option| names the input ("event" for --event), so the command
/// line can name the flag.
class InputError : public std::runtime_error {
 public:
  InputError(std::string option, const std::string& message)
      : std::runtime_error(message), option_(std::move(option)) {}
  const std::string& option() const { return option_; }

 private:
  std::string option_;
};

}  // namespace outremer::gen
