#!/usr/bin/env bash
# Wall time of one `outremer odds` process (start to exit, output to /dev/null) for small
# and for the largest expressions it counts (12d1000: 10^36 outcomes, 11989 totals, about
# 2 MB of text or JSON), for a table with its nested tables, for the whole chain of an
# encounter and for one attack on the CRT: the mean and the slowest of 20 runs each,
# against the goal of 100 ms a query.
# Usage: bench/odds.sh OUTREMER
set -euo pipefail
outremer=$1
goal_ms=100
runs=20
slow=0

# Prints "QUERY  mean M ms, slowest S ms" for `outremer odds ARGS...`.
time_odds() {
  local total=0 slowest=0 start end us
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$outremer" odds "$@" > /dev/null
    end=$(date +%s%N)
    us=$(((end - start) / 1000))
    total=$((total + us))
    ((us > slowest)) && slowest=$us
  done
  ((slowest > goal_ms * 1000)) && slow=$((slow + 1))
  awk -v q="odds $*" -v t="$total" -v n="$runs" -v s="$slowest" \
    'BEGIN { printf "%-58s mean %6.2f ms, slowest %6.2f ms\n", q, t / n / 1000, s / 1000 }'
}

time_odds 2d6
time_odds 'd6 (minus 3 from die roll)'
time_odds 46d6
time_odds 12d1000
time_odds 12d1000 --format json
time_odds 6d1000-6d1000
time_odds initial-encounter --column highway-day
time_odds initial-encounter --column highway-day --format json
time_odds encounter --where highway --time day
time_odds encounter --where town --time day --format json
time_odds encounter --where countryside --time night
time_odds fight --attack 13 --defence 4 --terrain hills --combined
time_odds fight --attack 9 --defence 4 --against mounted --charge --format json
echo "(goal: every query under $goal_ms ms; $slow over it)"
