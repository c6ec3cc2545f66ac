#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tables/table.hpp"

namespace outremer::tables {

/// The table model in a compact binary form, and back: how the checked default tables
/// travel inside the binary. Reading it takes well under a millisecond, where parsing
/// the YAML takes about 16 ms and nlohmann's CBOR reader about 10 ms, too slow for a
/// brief that must start and finish in 10 ms. The form is private to one build (no
/// versioning): writer and reader are compiled together.
std::string toBinary(const std::vector<Table>& tables);

/// Throws std::runtime_error when |bytes| is cut short.
std::vector<Table> fromBinary(std::string_view bytes);

}  // namespace outremer::tables
