#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace outremer::cli {

/// CLI11's help with every line within 80 columns, as the rest of the text output: an
/// option's or a command's description wraps under its own column, a command's description
/// and footer wrap as paragraphs (a line keeps its indent). CLI11 2.1 wraps nothing.
class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_option_desc(const CLI::Option* option) const override;
  std::string make_subcommand(const CLI::App* command) const override;
  std::string make_description(const CLI::App* app) const override;
  std::string make_footer(const CLI::App* app) const override;
  /// A command's help also lists the options every command takes (--seed, --format...),
  /// which CLI11 shows only in the program's own help.
  std::string make_help(const CLI::App* app, std::string name, CLI::AppFormatMode mode) const override;
};

}  // namespace outremer::cli
