// `outremer tables export DIR [--as yaml|csv|foundry] [--foundry-version 10|11|12] [--force]`:
// the tables as files for house rules (--tables DIR reads the YAML back), spreadsheets and
// Foundry VTT.
#include <fmt/format.h>

#include <filesystem>
#include <memory>

#include "cli/output.hpp"
#include "cli/table_export.hpp"
#include "cli/table_source.hpp"
#include "cli/tables_export_command.hpp"
#include "util/atomic_file.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

struct ExportOptions {
  std::string dir;
  std::string as = "yaml";
  std::string foundryVersion = "12";
  bool foundryVersionGiven = false;
  bool force = false;
};

std::vector<ExportedFile> exportedFiles(const ExportOptions& options, const Context& context) {
  if (options.as == "yaml") {
    if (!context.tablesDir.empty()) {
      throw UsageError("--tables: 'tables export' writes the embedded tables as YAML; the folder '" + context.tablesDir +
                       "' already is YAML (--as csv or --as foundry converts it)");
    }
    return yamlExport();
  }
  const SharedTables loaded = loadTables(context);
  const tables::TableSet& set = *loaded;
  return options.as == "csv" ? csvExport(set) : foundryExport(set, options.foundryVersion);
}

// Refuses before anything is written: a folder that is a file, or files that would be
// replaced without --force.
void checkTarget(const ExportOptions& options, const std::vector<ExportedFile>& files) {
  std::error_code ignored;
  if (std::filesystem::exists(options.dir, ignored) && !std::filesystem::is_directory(options.dir, ignored)) {
    throw UsageError("tables export: '" + options.dir + "' is a file, not a folder");
  }
  if (options.force) return;
  size_t taken = 0;
  std::string first;
  for (const ExportedFile& file : files) {
    if (std::filesystem::exists(std::filesystem::path(options.dir) / file.name, ignored)) {
      if (taken++ == 0) first = file.name;
    }
  }
  if (taken > 0) {
    throw UsageError(fmt::format("--force: '{}' already holds {} of the {} files to write ({}{}); add --force to "
                                 "replace them",
                                 options.dir, taken, files.size(), first, taken > 1 ? ", ..." : ""));
  }
}

void runExport(const ExportOptions& options, Context& context) {
  textOnly(context, "tables export");
  if (!context.output.empty()) throw UsageError("--output: 'tables export' writes its files into DIR");
  const std::vector<std::string>& forms = exportForms();
  if (std::find(forms.begin(), forms.end(), options.as) == forms.end()) {
    throw UsageError("--as: " + util::unknownName("form", options.as, forms, "forms"));
  }
  const std::vector<std::string>& versions = foundryVersions();
  if (std::find(versions.begin(), versions.end(), options.foundryVersion) == versions.end()) {
    throw UsageError("--foundry-version: " + util::unknownName("version", options.foundryVersion, versions, "versions"));
  }
  if (options.foundryVersionGiven && options.as != "foundry") {
    throw UsageError("--foundry-version: only with --as foundry (this is --as " + options.as + ")");
  }
  const std::vector<ExportedFile> files = exportedFiles(options, context);
  checkTarget(options, files);
  for (const ExportedFile& file : files) {
    const std::filesystem::path folder = (std::filesystem::path(options.dir) / file.name).parent_path();
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) throw OutputError("tables export: cannot make the folder '" + folder.string() + "': " + error.message());
    const std::string path = (std::filesystem::path(options.dir) / file.name).string();
    try {
      util::writeFile(path, file.bytes, false);
    } catch (const std::exception& failure) {
      throw OutputError("tables export: cannot write '" + path + "': " + failure.what() +
                        " (the files before it are written; the rest are not)");
    }
  }
  writeOutput(context, fmt::format("{} {} files written to {}\n", files.size(), options.as, options.dir));
}

}  // namespace

void addTablesExport(CLI::App& tables, Context& context, int& status) {
  auto options = std::make_shared<ExportOptions>();
  CLI::App* command = tables.add_subcommand(
      "export", "Write the tables into a folder: YAML for --tables, CSV, or Foundry VTT RollTables");
  command->add_option("DIR", options->dir, "Folder to write into (made if missing)")->required();
  command->add_option("--as", options->as, "yaml (the embedded files as shipped), csv, or foundry")
      ->type_name("FORM");
  command->add_option("--foundry-version", options->foundryVersion,
                      "With --as foundry: the Foundry VTT version the JSON is for, 10, 11 or 12 (default 12)")
      ->type_name("VERSION");
  command->add_flag("--force", options->force, "Replace files already in DIR");
  command->callback([options, command, &context, &status] {
    options->foundryVersionGiven = command->count("--foundry-version") > 0;
    runExport(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
