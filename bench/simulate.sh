#!/usr/bin/env bash
# Journeys per second of `outremer simulate campaign`, for each policy, and fights per
# second of `outremer simulate fight`: on one core (taskset -c 0) with --jobs 1, and
# unpinned with --jobs 2, and the ratio of the two. Each figure is the best of 3 runs of N
# journeys (default 2000), or 10 times as many fights, the report thrown away.
# Usage: bench/simulate.sh OUTREMER [N]
set -euo pipefail
outremer=$1
source "$(dirname "$0")/figures.sh"
runs=${2:-2000}
pin=()
if command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null; then pin=(taskset -c 0); fi

# rate N JOBS COMMAND [PREFIX...]: the best runs a second of 3 runs of `outremer simulate
# COMMAND --runs N --jobs JOBS` (COMMAND one word of words), under PREFIX when given.
rate() {
  local n=$1 jobs=$2 command=$3 best=0 start end r
  shift 3
  for _ in 1 2 3; do
    start=$(date +%s%N)
    # shellcheck disable=SC2086 # the command's words
    "$@" "$outremer" simulate $command --runs "$n" --seed 1 --jobs "$jobs" > /dev/null
    end=$(date +%s%N)
    r=$(awk -v n="$n" -v ns="$((end - start))" 'BEGIN { printf "%d", n * 1e9 / ns }')
    if [ "$r" -gt "$best" ]; then best=$r; fi
  done
  echo "$best"
}

for policy in cautious bold; do
  one=$(rate "$runs" 1 "campaign --policy $policy" "${pin[@]}")
  two=$(rate "$runs" 2 "campaign --policy $policy")
  awk -v p="$policy" -v one="$one" -v two="$two" -v n="$runs" 'BEGIN {
    printf "simulate campaign --policy %-8s %d runs: one core %6d journeys/s, --jobs 2 %6d journeys/s: %.2fx\n", p, n, one, two, two / one
  }'
  figure "simulate campaign --policy $policy, one core" "$one journeys/s" ">= 5000/s" "$(meets "$one" ">=" 5000)"
done
fights=$((runs * 10))
one=$(rate "$fights" 1 fight "${pin[@]}")
two=$(rate "$fights" 2 fight)
awk -v one="$one" -v two="$two" -v n="$fights" 'BEGIN {
  printf "simulate fight %d runs: one core %6d fights/s, --jobs 2 %6d fights/s: %.2fx\n", n, one, two, two / one
}'
figure "simulate fight, one core" "$one fights/s" ">= 50000/s" "$(meets "$one" ">=" 50000)"
