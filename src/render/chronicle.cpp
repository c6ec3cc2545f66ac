#include "render/chronicle.hpp"

#include "render/brief.hpp"

namespace outremer::render {

std::string renderChronicle(const nlohmann::ordered_json& chronicle, Format format,
                            const std::string& customTemplate) {
  return renderBrief(chronicle, format, customTemplate);
}

}  // namespace outremer::render
