#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "cli/context.hpp"
#include "render/format.hpp"

namespace outremer::cli {

/// The --format the context asks for; throws UsageError naming the flag.
render::Format outputFormat(const Context& context);

/// The text of --template FILE, or "" for the built-in one; throws UsageError when the
/// file cannot be read.
std::string customTemplate(const Context& context);

/// Renders |brief| in the context's format and writes it (see writeOutput).
void emitBrief(const Context& context, const nlohmann::ordered_json& brief);

/// Writes |text| to --output FILE atomically (a temporary file in the same folder, then
/// rename: readers never see half a file, and a failure leaves no file behind), or to
/// standard output. Throws UsageError naming --output when the file cannot be written.
void writeOutput(const Context& context, const std::string& text);

/// Writes |text| to |path| atomically; throws UsageError prefixed with |flag|.
void writeFileAtomically(const std::string& path, const std::string& text, const std::string& flag);

}  // namespace outremer::cli
