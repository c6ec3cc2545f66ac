#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "render/format.hpp"

namespace outremer::render {

/// Renders a campaign chronicle (campaign::chronicleJson) as renderBrief does: JSON as is;
/// text, Markdown or HTML from templates/campaign-log.EXT.mustache or |customTemplate|,
/// the HTML with its route map (routeMapSvg). Throws TemplateError for a template that
/// does not render.
std::string renderChronicle(const nlohmann::ordered_json& chronicle, Format format,
                            const std::string& customTemplate = {});

}  // namespace outremer::render
