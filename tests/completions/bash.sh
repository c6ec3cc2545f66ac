#!/usr/bin/env bash
# Runs the bash completion that `outremer completions bash` prints on partial command lines,
# as bash itself would on TAB, and checks what it offers.
# Usage: tests/completions/bash.sh OUTREMER
set -uo pipefail
outremer=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir house
touch mysave.json notes.txt
"$outremer" completions bash > completion.bash || { echo "outremer completions bash failed"; exit 1; }
source completion.bash
declare -F _outremer > /dev/null || { echo "the script defines no _outremer"; exit 1; }
complete -p outremer > /dev/null || { echo "the script does not register _outremer for outremer"; exit 1; }
failures=0

# The words offered for LINE (completing its last word; a line ending in a space
# completes an empty word), one per line, sorted.
offers() {
  local line=$1
  read -ra COMP_WORDS <<< "$line"
  [[ $line == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _outremer
  printf '%s\n' "${COMPREPLY[@]}" | sort
}

# expect LINE WORD...: each WORD is offered.   refuse LINE WORD...: none is.
expect() {
  local line=$1 got word
  shift
  got=$(offers "$line")
  for word in "$@"; do
    if ! grep -qxF -- "$word" <<< "$got"; then
      echo "FAIL: '$line<TAB>' does not offer '$word'; it offers: $(tr '\n' ' ' <<< "$got")"
      failures=$((failures + 1))
    fi
  done
}
refuse() {
  local line=$1 got word
  shift
  got=$(offers "$line")
  for word in "$@"; do
    if grep -qxF -- "$word" <<< "$got"; then
      echo "FAIL: '$line<TAB>' offers '$word'"
      failures=$((failures + 1))
    fi
  done
}

expect "outremer " encounter campaign tables completions batch
expect "outremer tab" tables
refuse "outremer tab" encounter
expect "outremer tables sh" show
expect "outremer tables show initial-e" initial-encounter
expect "outremer lookup initial-encounter 78 --column highway-" highway-day highway-night
expect "outremer lookup initial-encounter 78 -c town-" town-day town-night
expect "outremer od" odds
expect "outremer scenario sh" show
expect "outremer scenario show gate-" gate-of-kerak
expect "outremer odds moslem-" moslem-raiders
expect "outremer odds initial-encounter --column highway-" highway-day highway-night
expect "outremer odds enc" encounter encounter-check
expect "outremer odds encounter --where count" countryside
expect "outremer upkeep --party mys" mysave.json
expect "outremer encounter --where h" highway
expect "outremer encounter --time " day night
expect "outremer encounter --ti" --time
expect "outremer encounter --seed 5 --where town --t" --time --tables --template
expect "outremer --format m" markdown
expect "outremer --format c" cards
expect "outremer encounter --comp" --compact
expect "outremer party --group knight-" knight-and-retainers
expect "outremer campaign " new go status log
expect "outremer campaign go --policy b" bold
expect "outremer campaign go --save mys" mysave.json
expect "outremer se" session
expect "outremer session --" --days --party
expect "outremer session --party mys" mysave.json
expect "outremer --tables " house
refuse "outremer --tables " notes.txt mysave.json
expect "outremer tables export " house
expect "outremer batch en" encounter
expect "outremer batch --where t" town
expect "outremer advance --class kn" knight
expect "outremer tables export h --as " yaml csv foundry
expect "outremer tables export h --as foundry --foundry-version " 10 11 12
expect "outremer tables export h --fo" --force --foundry-version
expect "outremer completions " bash zsh
expect "outremer simulate " campaign fight merge
expect "outremer simulate campaign --policy c" cautious
expect "outremer simulate campaign --group knight-" knight-and-retainers
expect "outremer simulate merge mys" mysave.json
expect "outremer simulate merge mysave.json no" notes.txt
# A value that happens to be a command's name is a value, not that command.
expect "outremer --format text party --g" --group
refuse "outremer --seed " encounter
# A flag takes no value: the word after it is a command, an option or an argument.
expect "outremer encounter --check --where t" town
expect "outremer --help ta" tables
# odds fight, and the values of options two commands name alike but read differently.
expect "outremer odds fi" fight
expect "outremer odds fight --against " mounted foot
expect "outremer odds fight --attack 9 --terrain h" hills
expect "outremer scenario generate --siege --terrain " castle town-city
expect "outremer scenario generate --sides fr" franks,ayyubids
expect "outremer encounter --roster " feudal
expect "outremer scenario show spring-of-cresson --roster " feudal
refuse "outremer upkeep --roster " feudal
refuse "outremer encounter --against " mounted
# loot's argument is a loot kind, as batch loot's --kind is.
expect "outremer loot " village pilgrims drovers
expect "outremer loot p" pilgrims pedlar
expect "outremer loot pilgrims --r" --rooms
# --pay-at: the towns of the route table past Antioch, where the party starts.
expect "outremer campaign new --save s.json --pay-at " latakia acre jerusalem
refuse "outremer campaign new --save s.json --pay-at " antioch hill-road-south-of-antioch nazareth
# A column option offers the columns of the table the command names, and no other's.
expect "outremer lookup initial-encounter 78 --column " town-day countryside-night
refuse "outremer lookup initial-encounter 78 --column " panicking saracen-mounted 1-1
expect "outremer lookup desertion 4 -c " panicking routing
refuse "outremer lookup desertion 4 -c " town-day
expect "outremer odds force-types --column s" saracen-mounted saracen-foot
refuse "outremer lookup --column " town-day panicking

if ((failures)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "bash completion: every partial line offers what it should"
