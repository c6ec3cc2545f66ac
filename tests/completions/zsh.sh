#!/usr/bin/env bash
# Runs the zsh completion that `outremer completions zsh` prints on partial command lines
# in zsh, with compadd and _files standing in for zsh's completion system (which needs a
# terminal), and checks what it offers.
# Usage: tests/completions/zsh.sh OUTREMER
set -euo pipefail
outremer=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$outremer" completions zsh > "$work/_outremer"
head -1 "$work/_outremer" | grep -qx '#compdef outremer' || { echo "no #compdef line"; exit 1; }
zsh -n "$work/_outremer" || { echo "zsh cannot read the script"; exit 1; }

# Prints what the completion offers for each line given on standard input, one line each:
# LINE => WORDS (compadd's words, or "files"/"folders" for _files).
zsh -f -c '
  compadd() { [[ $1 == -a ]] && print -r -- "${(P)2}" || { shift; print -r -- "$*"; } }
  _files() { [[ ${1:-} == -/ ]] && print folders || print files; }
  functions_file=$1
  while IFS= read -r line; do
    words=(${(z)line})
    [[ $line == *" " ]] && words+=("")
    CURRENT=${#words}
    print -rn -- "$line => "
    source $functions_file
  done
' zsh "$work/_outremer" > "$work/offers" <<'LINES'
outremer tab
outremer tables show initial-e
outremer odds moslem-
outremer encounter --where 
outremer encounter --seed 5 --t
outremer campaign go --save 
outremer --tables 
outremer completions 
outremer simulate merge part-1.json 
outremer odds fight --against 
outremer encounter --roster 
outremer loot 
outremer lookup desertion 4 --column 
LINES
cat "$work/offers"
check() {
  grep -qF -- "$1" "$work/offers" || { echo "FAIL: expected the line: $1"; exit 1; }
}
check "outremer tab => roll lookup odds tables"
check "outremer tables show initial-e => "
grep "outremer tables show initial-e => " "$work/offers" | grep -q "initial-encounter" || { echo "FAIL: table ids"; exit 1; }
grep "outremer odds moslem- => " "$work/offers" | grep -q "moslem-raiders" || { echo "FAIL: odds table ids"; exit 1; }
grep "outremer encounter --where  => " "$work/offers" | grep -q "highway" || { echo "FAIL: --where values"; exit 1; }
grep "outremer encounter --seed 5 --t => " "$work/offers" | grep -q -- "--time" || { echo "FAIL: options"; exit 1; }
check "outremer campaign go --save  => files"
check "outremer --tables  => folders"
check "outremer simulate merge part-1.json  => files"
grep "outremer completions  => " "$work/offers" | grep -q "bash zsh" || { echo "FAIL: shells"; exit 1; }
grep "outremer odds fight --against  => " "$work/offers" | grep -q "mounted foot" || { echo "FAIL: odds fight --against values"; exit 1; }
grep "outremer encounter --roster  => " "$work/offers" | grep -q "feudal" || { echo "FAIL: encounter --roster values"; exit 1; }
check "outremer loot  => village pilgrims churchmen merchant great-lord pedlar messenger drovers"
check "outremer lookup desertion 4 --column  => panicking routing"
echo "zsh completion: every partial line offers what it should"
