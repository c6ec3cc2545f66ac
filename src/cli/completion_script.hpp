#pragma once

#include <map>
#include <string>
#include <vector>

namespace outremer::cli {

/// What the shell completion knows: the command tree (from CLI11) and the values the
/// loaded tables allow. A command is named by its path: "" for the program, "campaign go".
struct CompletionModel {
  struct Command {
    std::vector<std::string> subcommands;
    std::vector<std::string> options;        // every spelling: --output, -o
    std::vector<std::string> valueOptions;  // those of them that take a value
  };
  std::map<std::string, Command> commands;
  /// The words an option's value may be, by option (the same for every command).
  std::map<std::string, std::vector<std::string>> optionValues;
  /// The words an option's value may be for one command, by "PATH OPTION" ("odds
  /// --terrain"): they come before optionValues, where two commands' options share a name.
  std::map<std::string, std::vector<std::string>> commandOptionValues;
  /// The words a command's positional argument may be, by command path.
  std::map<std::string, std::vector<std::string>> positionalValues;
  /// The columns of each table with columns, by table id: a column option's values are
  /// those of the table the command's argument names (lookup TABLE ROLL --column).
  std::map<std::string, std::vector<std::string>> columns;
  std::vector<std::string> columnOptions;     // options naming a column of that table
  std::vector<std::string> fileOptions;       // options naming a file
  std::vector<std::string> folderOptions;     // options naming a folder
  std::vector<std::string> folderPositional;  // commands whose positional is a folder
  std::vector<std::string> filePositional;    // commands whose positional names files
};

/// The bash completion script: `source <(outremer completions bash)`, or installed as
/// share/bash-completion/completions/outremer.
std::string bashCompletion(const CompletionModel& model);

/// The zsh completion function file (_outremer, with #compdef), for a folder of $fpath.
std::string zshCompletion(const CompletionModel& model);

}  // namespace outremer::cli
