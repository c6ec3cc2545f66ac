#!/usr/bin/env bash
# Wall time of one `outremer KIND --seed 3` process (a text brief, start to exit) for every
# registered kind, next to `outremer --version` (our start-up floor) and /bin/true (the
# machine's floor for starting any process), and of a whole unattended journey
# (`campaign go --days 100 --policy cautious` from a fresh `campaign new --seed 5`, the save
# copied back before each run), each with its ratio to /bin/true. With hyperfine (apt-get
# install hyperfine), medians, and each ratio taken of two windows side by side (timed):
# a moment's stall of the machine moves a mean of runs of a millisecond, and the floor
# itself moves from minute to minute. Else the mean of a loop timed with date.
# Usage: bench/process.sh OUTREMER
set -euo pipefail
outremer=$1
source "$(dirname "$0")/figures.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Milliseconds of one run of the command in "$@", the median of RUNS runs (default 300) or
# the loop's mean (PREPARE, when set, a shell command run before each).
wall_ms() {
  if command -v hyperfine >/dev/null; then
    local prepare=()
    [ -z "${PREPARE:-}" ] || prepare=(--prepare "$PREPARE")
    hyperfine -N --style none --warmup 5 --runs "${RUNS:-300}" "${prepare[@]}" --export-csv "$work/run.csv" -- "$*" > /dev/null 2>&1
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

# "MS RATIO": the command's milliseconds and their ratio to /bin/true's. With hyperfine, 7
# rounds each time /bin/true and then the command, 40 runs apiece, and give the medians of
# the command's times and of the rounds' ratios: a shared machine's floor moves from one
# minute to the next, so each ratio is of two windows side by side. Else one floor for all.
timed() {
  if command -v hyperfine >/dev/null; then
    local floor_ms ms all=""
    for _ in 1 2 3 4 5 6 7; do
      floor_ms=$(PREPARE="" RUNS=40 wall_ms /bin/true)
      ms=$(RUNS=40 wall_ms "$@")
      all+="$ms $floor_ms"$'\n'
    done
    awk '{ ms[NR] = $1; r[NR] = $1 / $2 }
      function median(a, n,   i, j, t) {
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        return a[int((n + 1) / 2)]
      }
      END { printf "%.3f %.2f", median(ms, NR), median(r, NR) }' <<< "${all%$'\n'}"
  else
    local ms
    ms=$(wall_ms "$@")
    awk -v ms="$ms" -v t="$floor" 'BEGIN { printf "%.3f %.2f", ms, ms / t }'
  fi
}

# Prints WHAT, its time and its ratio to /bin/true ("MS RATIO" as timed gives them).
show() {
  local time r
  read -r time r <<< "$2"
  printf "%-44s %7.2f ms, %5.2fx /bin/true\n" "$1" "$time" "$r"
}
ratio() { echo "${1#* }"; }

tool=$(command -v hyperfine >/dev/null && echo "hyperfine, median; each ratio the median of 7 side-by-side rounds" || echo "date loop, mean")
floor=$(wall_ms /bin/true)
printf "%-44s %7.2f ms (%s)\n" "/bin/true" "$floor" "$tool"
version=$(timed "$outremer" --version)
show "outremer --version" "$version"
figure "--version" "$(ratio "$version")x /bin/true" "<= 1.2x" "$(meets "$(ratio "$version")" "<=" 1.2)"
for kind in $("$outremer" batch --list-kinds); do
  if "$outremer" "$kind" --seed 3 > /dev/null 2>&1; then
    ms=$(timed "$outremer" "$kind" --seed 3)
    show "outremer $kind --seed 3" "$ms"
    if [ "$kind" = encounter ]; then
      figure "one text brief (encounter)" "$(ratio "$ms")x /bin/true" "<= 1.5x" "$(meets "$(ratio "$ms")" "<=" 1.5)"
    fi
  fi
done
"$outremer" campaign new --seed 5 --save "$work/fresh.json" > /dev/null
journey=$(PREPARE="cp $work/fresh.json $work/save.json" timed "$outremer" campaign go --save "$work/save.json" --days 100 --policy cautious)
show "campaign go --days 100 (a whole journey)" "$journey"
figure "a whole journey, go --days 100" "$(ratio "$journey")x /bin/true" "<= 2x" "$(meets "$(ratio "$journey")" "<=" 2)"
