#include "cli/completion_script.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "util/text.hpp"

namespace outremer::cli {
namespace {

// A word list as one single-quoted shell word (the words are ids: no quote in them).
std::string quoted(const std::vector<std::string>& words) {
  return "'" + util::join(words, " ") + "'";
}

// case "$1" in 'KEY') echo 'WORDS' ;; ... esac, for one list per key (a command path, a
// table id).
std::string caseOfKeys(const std::map<std::string, std::vector<std::string>>& lists) {
  std::string text = "  case \"$1\" in\n";
  for (const auto& [path, words] : lists) {
    if (!words.empty()) text += fmt::format("    '{}') echo {} ;;\n", path, quoted(words));
  }
  return text + "  esac\n";
}

std::string alternatives(const std::vector<std::string>& words) {
  return words.empty() ? "''" : util::join(words, "|");
}

// The functions both shells share: the command tree and the values, as case statements
// that run in bash and zsh alike.
std::string dataFunctions(const CompletionModel& model) {
  std::map<std::string, std::vector<std::string>> subcommands, options;
  std::vector<std::string> valueOptions;
  for (const auto& [path, command] : model.commands) {
    subcommands[path] = command.subcommands;
    options[path] = command.options;
    for (const std::string& option : command.valueOptions) {
      if (std::find(valueOptions.begin(), valueOptions.end(), option) == valueOptions.end()) valueOptions.push_back(option);
    }
  }
  std::string text = "# The subcommands of the command path $1 (\"\" for outremer itself).\n_outremer_commands() {\n" +
                     caseOfKeys(subcommands) + "}\n\n";
  text += "# The options of the command path $1.\n_outremer_options() {\n" + caseOfKeys(options) + "}\n\n";
  text += "# The columns of table $1.\n_outremer_columns() {\n" + caseOfKeys(model.columns) + "}\n\n";
  text += fmt::format("# Whether option $1 takes a value.\n_outremer_takes_value() {{\n  case \"$1\" in {}) return 0 ;; "
                      "esac\n  return 1\n}}\n\n",
                      alternatives(valueOptions));
  text += "# The words the value of option $2 may be, or with $2 empty those of command $1's argument;\n"
          "# $3 is that argument when given (a column option offers the columns of the table it names).\n"
          "_outremer_values() {\n  case \"$1 $2\" in\n";
  for (const auto& [pathOption, words] : model.commandOptionValues) {
    text += fmt::format("    '{}') echo {}; return 0 ;;\n", pathOption, quoted(words));
  }
  text += "  esac\n  case \"$2\" in\n";
  for (const auto& [option, words] : model.optionValues) text += fmt::format("    {}) echo {} ;;\n", option, quoted(words));
  if (!model.columnOptions.empty()) {
    text += fmt::format("    {}) _outremer_columns \"$3\" ;;\n", alternatives(model.columnOptions));
  }
  text += "    '') case \"$1\" in\n";
  for (const auto& [path, words] : model.positionalValues) {
    text += fmt::format("          '{}') echo {} ;;\n", path, quoted(words));
  }
  text += "        esac ;;\n  esac\n}\n\n";
  // Command paths as case patterns; a kind no command's argument has gets no pattern (an
  // empty one would match the program's own path).
  const auto positional = [](const std::vector<std::string>& paths, const char* kind) {
    std::vector<std::string> quotedPaths;
    for (const std::string& path : paths) quotedPaths.push_back("'" + path + "'");
    return paths.empty() ? std::string() : fmt::format(" {}) echo {} ;;", alternatives(quotedPaths), kind);
  };
  text += fmt::format(
      "# \"file\" or \"folder\" when the value of option $2 (or command $1's argument) names one.\n"
      "_outremer_file_kind() {{\n  case \"$2\" in\n    {}) echo file ;;\n    {}) echo folder ;;\n"
      "    '') case \"$1\" in{}{} esac ;;\n  esac\n}}\n\n",
      alternatives(model.fileOptions), alternatives(model.folderOptions), positional(model.folderPositional, "folder"),
      positional(model.filePositional, "file"));
  // The command path and the option whose value is being typed, from the words before
  // the cursor: option values are skipped, and a word is a command when the path has it.
  text += R"sh(# Sets cmdpath (the command path), option (the option whose value is being typed, or
# empty) and argument (the command's first argument, or empty) from the words "$@" before
# the one being completed.
_outremer_locate() {
  cmdpath=
  option=
  argument=
  local word skip=0
  for word in "$@"; do
    if ((skip)); then
      skip=0
    elif [[ $word == -* ]]; then
      [[ $word != *=* ]] && _outremer_takes_value "$word" && skip=1
    elif [[ " $(_outremer_commands "$cmdpath") " == *" $word "* ]]; then
      cmdpath=${cmdpath:+$cmdpath }$word
      argument=
    elif [[ -z $argument ]]; then
      argument=$word
    fi
  done
  ((skip)) && option=$word
  return 0
}

# What to offer for the word $cur after the words "$@": sets kind to file or folder (the
# shell completes names), or to words with the candidates in offered. Both shells' drivers
# call it and only turn its answer into their own completion calls.
_outremer_offer() {
  _outremer_locate "$@"
  kind=words
  if [[ -z $option && $cur == -* ]]; then
    offered="$(_outremer_options "$cmdpath") $(_outremer_options '')"
    return 0
  fi
  local named
  named=$(_outremer_file_kind "$cmdpath" "$option")
  if [[ -n $named ]]; then
    kind=$named
    return 0
  fi
  offered=$(_outremer_values "$cmdpath" "$option" "$argument")
  [[ -z $option ]] && offered="$offered $(_outremer_commands "$cmdpath")"
  return 0
}

)sh";
  return text;
}

}  // namespace

std::string bashCompletion(const CompletionModel& model) {
  return "# bash completion for outremer, written by `outremer completions bash` from its commands\n"
         "# and tables. Load it with: source <(outremer completions bash)\n\n" +
         dataFunctions(model) + R"sh(_outremer() {
  local cur=${COMP_WORDS[COMP_CWORD]} cmdpath option argument kind offered
  _outremer_offer "${COMP_WORDS[@]:1:COMP_CWORD-1}"
  case $kind in
    file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")) ;;
    folder) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")) ;;
    *) COMPREPLY=($(compgen -W "$offered" -- "$cur")) ;;
  esac
}
complete -F _outremer outremer
)sh";
}

std::string zshCompletion(const CompletionModel& model) {
  return "#compdef outremer\n# zsh completion for outremer, written by `outremer completions zsh` from its commands\n"
         "# and tables. Install it as _outremer in a folder of $fpath, or load it with:\n"
         "# source <(outremer completions zsh)\n\n" +
         dataFunctions(model) + R"sh(_outremer() {
  local cur=${words[CURRENT]} cmdpath option argument kind offered
  _outremer_offer "${(@)words[2,CURRENT-1]}"
  case $kind in
    file) _files ;;
    folder) _files -/ ;;
    *) compadd -- ${=offered} ;;
  esac
}

# Autoloaded from $fpath, this file is run by the first TAB after outremer: complete now.
# Sourced, it registers _outremer for the TABs to come, first loading zsh's completion
# system where the shell has not (zsh -f, or a .zshrc without compinit): -i passes over
# folders of $fpath it finds insecure instead of asking, -D writes no .zcompdump.
if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
  _outremer "$@"
else
  (( $+functions[compdef] )) || { autoload -Uz compinit && compinit -i -D; }
  compdef _outremer outremer
fi
)sh";
}

}  // namespace outremer::cli
