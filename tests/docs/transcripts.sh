#!/usr/bin/env bash
# Runs every transcript of a document and compares it with what the program prints, so
# that a change to the output fails until the document follows.
# Usage: transcripts.sh OUTREMER DOC...
#   DOC is a Markdown file, a man page, or a folder: every *.md file in it that holds a
#   transcript. A file or folder that holds none fails the test.
#
# Where the transcripts are:
#   - in Markdown (*.md), every fenced code block whose first line starts with "$ " (a
#     fence indented in a list takes its indentation off its lines);
#   - in a man page (*.1), every display (.Dl, .Bd -literal) of the EXAMPLES section whose
#     first line starts with "$ ", read as `mandoc -T utf8` renders it (so roff escapes
#     such as \e and \& are undone as a reader sees them).
# How a transcript reads:
#   - a line "$ COMMAND" is a command; a line of it that ends with "\" or "|" goes on
#     over the next line;
#   - the lines after a command, up to the next command or the end of the block, are its
#     output as shown; a command followed by no line must print nothing;
#   - a line that is exactly "..." means the output was cut there: it skips the program's
#     lines until one equals the shown line after the "...", and the comparison goes on
#     from that line; a "..." that ends a command's shown output ends its comparison (the
#     rest of the output is not shown);
#   - every other line is compared exactly, except for blanks at the end of a line and
#     blank lines at the end of the output.
# How the commands run:
#   - the commands of one document run in the order shown, in one fresh empty folder (so
#     `campaign new --save pilgrims.json` makes the save a later `campaign go` plays on);
#   - each is run by bash with -o pipefail, so the pipes, redirections and `cmp -` shown
#     are tested too; standard output and standard error are compared together;
#     `outremer` is the program under test (first on PATH);
#   - each must exit with status 0; a command shown failing on purpose is shown with
#     `|| echo "exit status $?"`, which prints its status as a line of its output;
#   - a Markdown block fenced as ```terminal is a session at a terminal: its commands run
#     in a pseudo-terminal (script(1)) with NO_COLOR set, and each shown line "> ANSWER"
#     is typed, in order, when the program shows its "> " prompt; after the last answer
#     the input ends, as with Ctrl-D.
# Exits 1 when any transcript differs, naming for each the document, line and command,
# how it differs, and the whole output the program printed (copy from it to bring the
# document up to date).
set -euo pipefail
outremer=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
[ -x "$outremer" ] || { echo "transcripts.sh: no program at $outremer" >&2; exit 1; }
limit=${OUTREMER_TRANSCRIPT_TIMEOUT:-120}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
ln -s "$outremer" "$work/bin/outremer"
export PATH="$work/bin:$PATH"

# The transcripts of DOC, one record a line: "B<tab>LINE<tab>FENCE-INFO" opens a block,
# "L<tab>LINE<tab>TEXT" is one of its lines.
markdown_blocks() {
  awk '
    /^ *```/ {
      if (!fenced) { fenced = 1; first = 1; indent = index($0, "`") - 1; info = substr($0, indent + 4) }
      else fenced = 0
      next
    }
    !fenced { next }
    { line = $0; for (i = 0; i < indent && substr(line, 1, 1) == " "; i++) line = substr(line, 2) }
    first { first = 0; shown = (line ~ /^\$ /); if (shown) printf "B\t%d\t%s\n", NR, info }
    shown { printf "L\t%d\t%s\n", NR, line }
  ' "$1"
}

# The displays of the man page's EXAMPLES as mandoc renders them: indented by 11 columns
# (5 for the section, 6 for -offset indent) below prose indented by 5. LINE is the line of
# the rendered page.
man_blocks() {
  command -v mandoc > /dev/null || { echo "transcripts.sh: $1 needs mandoc to be read" >&2; exit 1; }
  mandoc -T utf8 -O width=200 "$1" | sed 's/.\x08//g' | awk '
    /^EXAMPLES$/ { examples = 1; next }
    examples && /^[^ ]/ { examples = 0 }
    !examples { next }
    /^ *$/ { blanks++; next }
    /^           / {
      text = substr($0, 12)
      if (!display) { display = 1; blanks = 0; shown = (text ~ /^\$ /); if (shown) printf "B\t%d\t\n", NR }
      else if (shown) for (; blanks > 0; blanks--) printf "L\t%d\t\n", NR
      blanks = 0
      if (shown) printf "L\t%d\t%s\n", NR, text
      next
    }
    { display = 0; blanks = 0 }
  '
}

# Types ANSWERS (a file, one a line) into the program whose terminal output OUT grows,
# each when OUT ends in a fresh "> " prompt; stops early when process PLAYER has ended.
type_answers() {
  local answers=$1 out=$2 player=$3 typed=0 deadline=$((SECONDS + limit)) answer
  while IFS= read -r answer; do
    until [ "$(tail -c 2 "$out" 2> /dev/null)" = "> " ] && [ "$(grep -c '^> ' "$out")" -gt "$typed" ]; do
      [ "$SECONDS" -lt "$deadline" ] && kill -0 "$player" 2> /dev/null || return 0
      sleep 0.05
    done
    printf '%s\n' "$answer"
    typed=$((typed + 1))
  done < "$answers"
}

# Runs COMMAND at a pseudo-terminal, typing the answers of the shown output EXPECTED;
# writes what the terminal showed to OUT.
run_at_terminal() {
  local command=$1 expected=$2 out=$3 status
  sed -n 's/^> //p' "$expected" > "$work/answers"
  mkfifo "$work/input"
  : > "$out.raw"
  NO_COLOR=1 timeout "$limit" script -qfec "bash -o pipefail -c $(printf '%q' "$command")" /dev/null \
    < "$work/input" > "$out.raw" 2>&1 &
  local player=$!
  type_answers "$work/answers" "$out.raw" "$player" > "$work/input"
  status=0
  wait "$player" || status=$?
  rm -f "$work/input"
  tr -d '\r' < "$out.raw" > "$out"
  return "$status"
}

# Compares the program's output ACTUAL with the shown output EXPECTED by the rules above;
# prints why they differ and returns 1 when they do.
compare() {
  local -a shown printed
  # Each line without the blanks at its end (one sed, not a subshell a line: an odds
  # table prints thousands of lines).
  mapfile -t shown < <(sed 's/[[:space:]]*$//' "$1")
  mapfile -t printed < <(sed 's/[[:space:]]*$//' "$2")
  local i j n=${#shown[@]} m=${#printed[@]}
  while ((n > 0)) && [ -z "${shown[n - 1]}" ]; do n=$((n - 1)); done
  while ((m > 0)) && [ -z "${printed[m - 1]}" ]; do m=$((m - 1)); done
  i=0 j=0
  while ((i < n)); do
    if [ "${shown[i]}" = "..." ]; then
      ((i + 1 < n)) || return 0
      i=$((i + 1))
      while ((j < m)) && [ "${printed[j]}" != "${shown[i]}" ]; do j=$((j + 1)); done
      ((j < m)) || { echo "after '...', shown line $((i + 1)) is never printed: '${shown[i]}'"; return 1; }
    elif ((j >= m)); then
      echo "shown line $((i + 1)) is not printed (the output ends first): '${shown[i]}'"
      return 1
    elif [ "${shown[i]}" != "${printed[j]}" ]; then
      printf "shown line %d differs from printed line %d:\n  shown:   '%s'\n  printed: '%s'\n" \
        $((i + 1)) $((j + 1)) "${shown[i]}" "${printed[j]}"
      return 1
    fi
    i=$((i + 1)) j=$((j + 1))
  done
  ((j >= m)) || { echo "the program prints more than is shown (end the shown output with '...' if cut): '${printed[j]}'"; return 1; }
}

# Runs COMMAND (shown at WHERE, at a terminal when TERMINAL is "terminal") in FOLDER and
# compares its output with the shown output in EXPECTED; says how they differ and returns
# 1 when they do.
check_command() {
  local where=$1 terminal=$2 command=$3 folder=$4 expected=$5 actual=$work/actual status=0 why=""
  if [ "$terminal" = terminal ]; then
    (cd "$folder" && run_at_terminal "$command" "$expected" "$actual") || status=$?
  else
    (cd "$folder" && timeout "$limit" bash -o pipefail -c "$command" > "$actual" 2>&1 < /dev/null) || status=$?
  fi
  if [ "$status" -ne 0 ]; then
    why="it exited with status $status"
  else
    why=$(compare "$expected" "$actual") && return 0
  fi
  {
    echo "transcripts.sh: $where: the transcript of"
    echo "  \$ $command"
    echo "does not match: ${why:0:400}"
    echo "---- what the program printed ----"
    cat "$actual"
    echo "----"
  } >&2
  return 1
}

# Runs the transcripts of DOC, counting in $failures those that differ.
check_document() {
  local doc=$1 records=$work/records expected=$work/expected place folder
  case "$doc" in
    *.md) place="$doc:%d" && markdown_blocks "$doc" > "$records" ;;
    *.[1-9]) place="$doc (line %d as mandoc renders it)" && man_blocks "$doc" > "$records" ;;
    *) echo "transcripts.sh: $doc: neither Markdown (.md) nor a man page" >&2; return 1 ;;
  esac
  folder=$(mktemp -d "$work/run.XXXX")

  local kind line text terminal="" command="" where="" going_on=0 count=0 differ=0
  : > "$expected"
  # Checks the command gathered so far against the output shown after it.
  flush() {
    [ -n "$command" ] || return 0
    count=$((count + 1))
    # shellcheck disable=SC2059
    check_command "$(printf "$place" "$where")" "$terminal" "$command" "$folder" "$expected" ||
      differ=$((differ + 1))
    command=""
    : > "$expected"
  }
  while IFS=$'\t' read -r kind line text; do
    if [ "$kind" = B ]; then
      flush
      terminal=$text going_on=0
      continue
    fi
    if ((going_on)); then
      command+=$'\n'$text
    elif [[ $text == '$ '* ]]; then
      flush
      command=${text#'$ '} where=$line
    else
      printf '%s\n' "$text" >> "$expected"
      continue
    fi
    [[ $text == *\\ || $text == *\| ]] && going_on=1 || going_on=0
  done < "$records"
  flush
  ((count > 0)) || { echo "transcripts.sh: $doc holds no transcript" >&2; differ=1; }
  echo "transcripts.sh: $doc: $count commands, $differ not as shown"
  failures=$((failures + differ))
}

# DOC's Markdown files that hold a transcript, or DOC itself when it is not a folder.
documents() {
  if [ -d "$1" ]; then
    grep -l '^\$ ' "$1"/*.md || { echo "transcripts.sh: no Markdown file in $1 holds a transcript" >&2; return 1; }
  else
    echo "$1"
  fi
}

failures=0
for place in "$@"; do
  found=$(documents "$place") || { failures=$((failures + 1)); continue; }
  for doc in $found; do
    check_document "$doc"
  done
done
[ "$failures" -eq 0 ]
