#!/usr/bin/env bash
# Wall time of one `outremer KIND --seed 3` process (a text brief, start to exit) for every
# registered kind, next to `outremer --version` (our start-up floor) and /bin/true (the
# machine's floor for starting any process), and of a whole unattended journey
# (`campaign go --days 100 --policy cautious` from a fresh `campaign new --seed 5`, the save
# copied back before each run). The median of hyperfine's runs when it is installed
# (apt-get install hyperfine): a run the machine stalls for a moment does not move it, as
# it moves the mean of runs of a millisecond; else the mean of a loop timed with date.
# Usage: bench/process.sh OUTREMER
set -euo pipefail
outremer=$1
source "$(dirname "$0")/figures.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Milliseconds of one run of the command in "$@", the median or the loop's mean (PREPARE,
# when set, a shell command run before each).
wall_ms() {
  if command -v hyperfine >/dev/null; then
    local prepare=()
    [ -z "${PREPARE:-}" ] || prepare=(--prepare "$PREPARE")
    hyperfine -N --style none --warmup 20 --runs 300 "${prepare[@]}" --export-csv "$work/run.csv" -- "$*" > /dev/null 2>&1
    awk -F, 'NR == 2 { printf "%.3f", $4 * 1000 }' "$work/run.csv"
  else
    # The loop's time less that of the same loop's PREPARE alone: its processes (a shell,
    # a cp) take longer than the run measured.
    local start end prepared=0
    if [ -n "${PREPARE:-}" ]; then
      start=$(date +%s%N)
      for _ in $(seq 200); do sh -c "$PREPARE"; done
      end=$(date +%s%N)
      prepared=$((end - start))
    fi
    start=$(date +%s%N)
    for _ in $(seq 200); do
      [ -z "${PREPARE:-}" ] || sh -c "$PREPARE"
      "$@" > /dev/null
    done
    end=$(date +%s%N)
    awk -v ns=$((end - start - prepared)) 'BEGIN { printf "%.3f", ns / 200 / 1e6 }'
  fi
}

# Prints WHAT, its time and its ratio to /bin/true.
show() {
  awk -v w="$1" -v ms="$2" -v t="$floor" 'BEGIN { printf "%-44s %7.2f ms, %5.2fx /bin/true\n", w, ms, ms / t }'
}
ratio() { awk -v ms="$1" -v t="$floor" 'BEGIN { printf "%.2f", ms / t }'; }

tool=$(command -v hyperfine >/dev/null && echo "hyperfine, median" || echo "date loop, mean")
floor=$(wall_ms /bin/true)
printf "%-44s %7.2f ms (%s)\n" "/bin/true" "$floor" "$tool"
version=$(wall_ms "$outremer" --version)
show "outremer --version" "$version"
figure "--version" "$(ratio "$version")x /bin/true" "<= 1.2x" "$(meets "$(ratio "$version")" "<=" 1.2)"
for kind in $("$outremer" batch --list-kinds); do
  if "$outremer" "$kind" --seed 3 > /dev/null 2>&1; then
    ms=$(wall_ms "$outremer" "$kind" --seed 3)
    show "outremer $kind --seed 3" "$ms"
    if [ "$kind" = encounter ]; then
      figure "one text brief (encounter)" "$(ratio "$ms")x /bin/true" "<= 1.5x" "$(meets "$(ratio "$ms")" "<=" 1.5)"
    fi
  fi
done
"$outremer" campaign new --seed 5 --save "$work/fresh.json" > /dev/null
journey=$(PREPARE="cp $work/fresh.json $work/save.json" wall_ms "$outremer" campaign go --save "$work/save.json" --days 100 --policy cautious)
show "campaign go --days 100 (a whole journey)" "$journey"
figure "a whole journey, go --days 100" "$(ratio "$journey")x /bin/true" "<= 2x" "$(meets "$(ratio "$journey")" "<=" 2)"
