#include "cli/help_formatter.hpp"

#include <sstream>

#include "render/format.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

// |text| with each line wider than |width| wrapped at spaces, the lines it gives keeping
// its indent; narrower lines and the newlines between them as they were.
std::string wrapped(const std::string& text, size_t width) {
  std::string out;
  std::istringstream lines(text);
  bool first = true;
  for (std::string line; std::getline(lines, line); first = false) {
    if (!first) out += '\n';
    if (util::displayWidth(line) <= width) {
      out += line;
      continue;
    }
    const size_t indent = line.find_first_not_of(' ');
    const std::string lead(indent == std::string::npos ? 0 : indent, ' ');
    const std::vector<std::string> parts = util::wrap(std::string_view(line).substr(lead.size()), width - lead.size());
    for (size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : "\n") + lead + parts[i];
  }
  if (!text.empty() && text.back() == '\n') out += '\n';
  return out;
}

}  // namespace

std::string HelpFormatter::make_option_desc(const CLI::Option* option) const {
  // CLI11 starts each line after a newline at the description column.
  return wrapped(Formatter::make_option_desc(option), render::kTextWidth - get_column_width());
}

std::string HelpFormatter::make_subcommand(const CLI::App* command) const {
  std::stringstream out;
  CLI::detail::format_help(out, command->get_display_name(true),
                           wrapped(command->get_description(), render::kTextWidth - get_column_width()), get_column_width());
  return out.str();
}

std::string HelpFormatter::make_description(const CLI::App* app) const {
  return wrapped(Formatter::make_description(app), render::kTextWidth);
}

std::string HelpFormatter::make_footer(const CLI::App* app) const {
  return wrapped(Formatter::make_footer(app), render::kTextWidth);
}

}  // namespace outremer::cli
