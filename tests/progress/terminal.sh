#!/usr/bin/env bash
# The progress line of `simulate campaign` goes to standard error only when it is a
# terminal: run under script(1) (a pseudo-terminal) it shows "done/total pilgrimages",
# ending with the whole count; with standard error sent to a file, nothing is written there.
# The report on standard output is the same bytes either way.
# Usage: tests/progress/terminal.sh OUTREMER SCRIPT
set -euo pipefail
outremer=$1 script=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "terminal.sh: $*" >&2; exit 1; }
args=(simulate campaign --runs 300 --policy bold --seed 3 --jobs 2)

"$script" -qec "'$outremer' ${args[*]} > '$work/report-terminal.txt'" "$work/terminal.txt" > /dev/null ||
  fail "'outremer ${args[*]}' failed on a terminal"
tr '\r' '\n' < "$work/terminal.txt" | grep -qx 'simulate campaign: 300/300 pilgrimages' ||
  fail "no progress line 'simulate campaign: 300/300 pilgrimages' on the terminal: $(cat -v "$work/terminal.txt")"

"$outremer" "${args[@]}" > "$work/report-file.txt" 2> "$work/err.txt" || fail "'outremer ${args[*]}' failed"
[ ! -s "$work/err.txt" ] || fail "standard error not a terminal, yet written: $(cat -v "$work/err.txt")"
cmp -s "$work/report-terminal.txt" "$work/report-file.txt" || fail "the report differs with a terminal"
echo "terminal.sh: the progress line shows on a terminal only"
