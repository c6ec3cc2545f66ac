#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace outremer::render {

/// Appends exactly the bytes of |value|.dump() (compact, UTF-8 kept, invalid UTF-8 throws
/// nlohmann's type_error as dump() does) to |out|, without a temporary string or a
/// virtual call per character: the JSON Lines writer of batches spends most of its time
/// here. Plain strings, whole numbers and literals are written directly; anything else
/// (strings that need escaping or hold non-ASCII, floating point) goes through dump().
void appendCompactJson(std::string& out, const nlohmann::ordered_json& value);

}  // namespace outremer::render
