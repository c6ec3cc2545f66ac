// A fixture, never compiled: a generator that reaches for JSON, a library of the layers
// above it, which tests/layers/check.sh must refuse (ctest: layer_check_refuses_a_library_out_of_its_layer).
#include <nlohmann/json.hpp>
