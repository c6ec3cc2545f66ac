// A fixture, never compiled: a generator that reaches up into the CLI, which
// tests/layers/check.sh must refuse (ctest: layer_check_refuses_an_upward_include).
#include "cli/run.hpp"
