#!/usr/bin/env bash
# Runs the zsh completion that `outremer completions zsh` prints on partial command lines
# in zsh, with compadd and _files standing in for zsh's completion system (which needs a
# terminal), and checks what it offers; then sources it into a plain zsh -f on a terminal
# (a zpty) and presses TAB there.
# Usage: tests/completions/zsh.sh OUTREMER
set -euo pipefail
outremer=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$outremer" completions zsh > "$work/_outremer"
head -1 "$work/_outremer" | grep -qx '#compdef outremer' || { echo "no #compdef line"; exit 1; }
zsh -n "$work/_outremer" || { echo "zsh cannot read the script"; exit 1; }

# Prints what the completion offers for each line given on standard input, one line each:
# LINE => WORDS (compadd's words, or "files"/"folders" for _files). The script is loaded
# as from $fpath: autoloaded, its first run completes the first line.
zsh -f -c '
  compadd() { [[ $1 == -a ]] && print -r -- "${(P)2}" || { shift; print -r -- "$*"; } }
  _files() { [[ ${1:-} == -/ ]] && print folders || print files; }
  fpath=($1 $fpath)
  autoload -Uz _outremer
  while IFS= read -r line; do
    words=(${(z)line})
    [[ $line == *" " ]] && words+=("")
    CURRENT=${#words}
    print -rn -- "$line => "
    _outremer
  done
' zsh "$work" > "$work/offers" <<'LINES'
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
outremer tables export vtt --as foundry --foundry-version 
outremer party --format 
outremer encounter --seed 5 --comp
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
grep "outremer tables export vtt --as foundry --foundry-version  => " "$work/offers" | grep -q "10 11 12" ||
  { echo "FAIL: tables export --foundry-version values"; exit 1; }
grep "outremer party --format  => " "$work/offers" | grep -q "cards" || { echo "FAIL: --format values"; exit 1; }
grep "outremer encounter --seed 5 --comp => " "$work/offers" | grep -q -- "--compact" || { echo "FAIL: --compact"; exit 1; }
check "outremer loot  => village pilgrims churchmen merchant great-lord pedlar messenger drovers"
check "outremer lookup desertion 4 --column  => panicking routing"

# Sourced into a plain zsh -f (no compinit), as the man page says to load it: it loads
# zsh's completion system itself and registers _outremer, and TAB in a terminal (a zpty)
# completes. zle-line-finish writes the line as TAB left it when Enter is pressed (zsh
# takes back the space a completion adds then).
mkdir "$work/bin"
ln -s "$outremer" "$work/bin/outremer"
PATH=$work/bin:$PATH zsh -f -c 'source <(outremer completions zsh) && print -r -- "$_comps[outremer]"' \
  > "$work/sourced" 2>&1 || { cat "$work/sourced"; echo "FAIL: source <(outremer completions zsh) fails in zsh -f"; exit 1; }
[[ $(cat "$work/sourced") == _outremer ]] || { cat "$work/sourced"; echo "FAIL: sourced, _outremer is not registered"; exit 1; }
PATH=$work/bin:$PATH LINE_FILE=$work/line zsh -f -c '
  zmodload zsh/zpty
  zpty shell zsh -f -i
  zpty -w shell "zle-line-finish() { print -r -- \"[\$BUFFER]\" >> \$LINE_FILE; }; zle -N zle-line-finish"
  zpty -w shell "source <(outremer completions zsh)"
  zpty -w -n shell $'"'"'outremer tab\tsh\tmercenary-d\t\n'"'"'
  for i in {1..600}; do grep -q "^\[outremer" $LINE_FILE 2>/dev/null && break; sleep 0.1; done
  zpty -d shell
'
grep -q "^\[outremer" "$work/line" ||
  { echo "FAIL: no line came back from the zsh -f on a terminal in 60 s: $(cat "$work/line")"; exit 1; }
grep -qxF "[outremer tables show mercenary-duty]" "$work/line" ||
  { echo "FAIL: TAB in zsh -f left the line: $(cat "$work/line")"; exit 1; }
echo "zsh completion: every partial line offers what it should, sourced into zsh -f as well"
