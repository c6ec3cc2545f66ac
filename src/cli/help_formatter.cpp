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

std::string HelpFormatter::make_help(const CLI::App* app, std::string name, CLI::AppFormatMode mode) const {
  if (mode == CLI::AppFormatMode::Sub || app->get_parent() == nullptr) return Formatter::make_help(app, name, mode);
  const CLI::App* root = app;
  while (root->get_parent() != nullptr) root = root->get_parent();
  std::vector<const CLI::Option*> shared;
  for (const CLI::Option* option : root->get_options()) {
    if (!option->check_lname("help") && !option->check_lname("version")) shared.push_back(option);
  }
  std::stringstream out;
  out << make_description(app) << make_usage(app, name) << make_positionals(app) << make_groups(app, mode)
      << make_group("Options every command takes", false, shared) << make_subcommands(app, mode) << '\n'
      << make_footer(app);
  return out.str();
}

std::string HelpFormatter::make_footer(const CLI::App* app) const {
  return wrapped(Formatter::make_footer(app), render::kTextWidth);
}

}  // namespace outremer::cli
