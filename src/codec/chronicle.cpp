#include "codec/chronicle.hpp"

namespace outremer::codec {

std::string entryMoneyText(int64_t copper) {
  return (copper < 0 ? "out " : "in ") + tables::Money{copper < 0 ? -copper : copper}.normalised();
}

}  // namespace outremer::codec
