#include "cli/rooms_option.hpp"

#include <charconv>

#include "cli/context.hpp"
#include "gen/loot.hpp"

namespace outremer::cli {

std::shared_ptr<RoomsOption> RoomsOption::addTo(CLI::App& command) {
  auto rooms = std::make_shared<RoomsOption>();
  rooms->option_ = command
                       .add_option("--rooms", rooms->text_,
                                   "Rooms entered, 1.." + std::to_string(gen::kMaxRooms) +
                                       " (rolled on village-rooms when not given)")
                       ->type_name("N");
  return rooms;
}

std::optional<int> RoomsOption::value() const {
  if (option_ == nullptr || option_->count() == 0) return std::nullopt;
  return readRooms(text_);
}

int readRooms(const std::string& text) {
  int rooms = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, rooms);
  if (error != std::errc{} || stop != end || rooms < 1 || rooms > gen::kMaxRooms) {
    throw UsageError("--rooms: '" + text + "' is not a number of rooms from 1 to " + std::to_string(gen::kMaxRooms));
  }
  return rooms;
}

}  // namespace outremer::cli
