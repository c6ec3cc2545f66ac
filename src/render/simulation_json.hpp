// The pieces the simulation reports' JSON share (render/json_simulation.cpp,
// render/json_fight_simulation.cpp): the sums a merge reads, the shares and means for
// readers, and the strict reading back. Not part of the public render interface.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "campaign/simulation.hpp"
#include "codec/json_writer.hpp"

namespace outremer::render::simulation_json {

/// |x| rounded to |places| decimals: the report's figures, not the doubles' noise.
nlohmann::ordered_json rounded(double x, int places);
/// "low" and "high", rounded, or both null when there is no interval.
void writeInterval(codec::JsonWriter& w, const std::optional<campaign::Interval>& interval, int places);
/// "runs", "share" and its Wilson interval: |k| of |n| (null figures when |n| is 0).
void writeShare(codec::JsonWriter& w, uint64_t k, uint64_t n);
/// The sums (count, sum, squares, least, most) and, for readers, the mean and its interval.
void writeSums(codec::JsonWriter& w, const campaign::Sums& s);

/// Throws SimulationFormatError "PATH: WHAT".
[[noreturn]] void refuse(const std::string& path, const std::string& what);
/// The member |key| of the object at |path|; refused when missing or not an object.
const nlohmann::json& field(const nlohmann::json& object, const std::string& path, const char* key);
/// A whole number of at least |least|, fitting 64 signed bits.
int64_t whole(const nlohmann::json& object, const std::string& path, const char* key, int64_t least = 0);
uint64_t count(const nlohmann::json& object, const std::string& path, const char* key);
std::string text(const nlohmann::json& object, const std::string& path, const char* key);
/// A list of |size| items (any number when |size| is 0).
const nlohmann::json& list(const nlohmann::json& object, const std::string& path, const char* key, size_t size);
/// Sums of |runs| values, as writeSums wrote them.
campaign::Sums readSums(const nlohmann::json& object, const std::string& path, const char* key, uint64_t runs);
/// The seed, as text, at |path|.seed.
uint64_t readSeed(const nlohmann::json& j, const std::string& path);

}  // namespace outremer::render::simulation_json
