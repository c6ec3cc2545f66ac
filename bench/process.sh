#!/usr/bin/env bash
# Wall time of one `outremer KIND --seed 3` process (a text brief, start to exit) for every
# registered kind, next to `outremer --version` (our start-up floor) and /bin/true (the
# machine's floor for starting any process). hyperfine when it is
# installed (apt-get install hyperfine), else the mean of a loop timed with date.
# Usage: bench/process.sh OUTREMER
set -euo pipefail
outremer=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Mean (and median) milliseconds of one run of the command in "$@".
mean_ms() {
  if command -v hyperfine >/dev/null; then
    hyperfine -N --style none --warmup 20 --runs 300 --export-csv "$work/run.csv" -- "$*" > /dev/null 2>&1
    awk -F, 'NR == 2 { printf "%6.2f ms mean, %6.2f ms median", $2 * 1000, $4 * 1000 }' "$work/run.csv"
  else
    local start end
    start=$(date +%s%N)
    for _ in $(seq 200); do "$@" > /dev/null; done
    end=$(date +%s%N)
    awk -v ns=$((end - start)) 'BEGIN { printf "%6.2f ms mean", ns / 200 / 1e6 }'
  fi
}

tool=$(command -v hyperfine >/dev/null && echo hyperfine || echo "date loop")
printf "%-28s %s  (%s)\n" "/bin/true" "$(mean_ms /bin/true)" "$tool"
printf "%-28s %s\n" "outremer --version" "$(mean_ms "$outremer" --version)"
for kind in $("$outremer" batch --list-kinds); do
  if "$outremer" "$kind" --seed 3 > /dev/null 2>&1; then
    printf "%-28s %s\n" "outremer $kind --seed 3" "$(mean_ms "$outremer" "$kind" --seed 3)"
  fi
done
echo "(goals: one text brief at most 1.5x /bin/true, --version at most 1.2x /bin/true, from process start to exit)"
