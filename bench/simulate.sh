#!/usr/bin/env bash
# Journeys per second of `outremer simulate campaign`, for each policy: on one core
# (taskset -c 0) with --jobs 1, and unpinned with --jobs 2, and the ratio of the two.
# Each figure is the best of 3 runs of N journeys (default 2000), the report thrown away.
# Usage: bench/simulate.sh OUTREMER [N]
set -euo pipefail
outremer=$1
runs=${2:-2000}
pin=()
if command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null; then pin=(taskset -c 0); fi

# rate POLICY JOBS [PREFIX...]: the best journeys a second of 3 runs of `outremer simulate
# campaign --policy POLICY --jobs JOBS`, run under PREFIX (e.g. taskset -c 0) when given.
rate() {
  local policy=$1 jobs=$2 best=0 start end r
  shift 2
  for _ in 1 2 3; do
    start=$(date +%s%N)
    "$@" "$outremer" simulate campaign --runs "$runs" --policy "$policy" --seed 1 --jobs "$jobs" > /dev/null
    end=$(date +%s%N)
    r=$(awk -v n="$runs" -v ns="$((end - start))" 'BEGIN { printf "%d", n * 1e9 / ns }')
    if [ "$r" -gt "$best" ]; then best=$r; fi
  done
  echo "$best"
}

for policy in cautious bold; do
  one=$(rate "$policy" 1 "${pin[@]}")
  two=$(rate "$policy" 2)
  awk -v p="$policy" -v one="$one" -v two="$two" -v n="$runs" 'BEGIN {
    printf "simulate campaign --policy %-8s %d runs: one core %6d journeys/s, --jobs 2 %6d journeys/s: %.2fx\n", p, n, one, two, two / one
  }'
done
echo "(goal: at least 1000 journeys/s on one core)"
