#!/usr/bin/env bash
# Process time of a whole unattended journey: for each policy and each of N seeds,
# `outremer campaign new --seed S` then `outremer campaign go --policy P` until the
# campaign ends (Jerusalem, prison or no one left). Prints per policy the process time of
# `go` (user + sys CPU, from bash's `time`, to the millisecond) per journey, mean and
# max, its wall time (which also holds the waits for fsync: the save is written whole,
# atomically and synced, when go stops; each answer between is appended to FILE.journal),
# and the answers (steps) and days per journey. Then, with hyperfine (when installed), the
# wall time of one `campaign go --days 100 --policy cautious` (seed 5, from a fresh copy of
# the new save each run) against /bin/true's in the same session: the goal is 2x.
# Usage: bench/campaign.sh OUTREMER [N]   (N seeds per policy, default 20)
# The save folder is $TMPDIR (or /tmp): a disk there, not tmpfs, is what a player has.
set -euo pipefail
outremer=$1
seeds=${2:-20}
goal_ms=20
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
TIMEFORMAT='%3U %3S %3R'

# One journey: prints "cpu_ms wall_ms steps days ending" for POLICY and SEED.
journey() {
  local policy=$1 seed=$2 save=$work/$1-$2.json cpu=0 wall=0 steps=0 runs=0 user sys real status
  "$outremer" campaign new --save "$save" --seed "$seed" > /dev/null
  while :; do
    { time "$outremer" campaign go --save "$save" --policy "$policy" > "$work/out.txt" 2> "$work/err.txt"; } 2> "$work/time.txt" || {
      echo "bench/campaign.sh: 'campaign go --policy $policy' (seed $seed) failed: $(cat "$work/err.txt")" >&2
      exit 1
    }
    read -r user sys real < "$work/time.txt"
    cpu=$(awk -v c="$cpu" -v u="$user" -v s="$sys" 'BEGIN { print c + (u + s) * 1000 }')
    wall=$(awk -v w="$wall" -v r="$real" 'BEGIN { print w + r * 1000 }')
    steps=$((steps + $(grep -c '^> ' "$work/out.txt" || true)))
    status=$("$outremer" campaign status --save "$save" --format json)
    # Ends with "finished": "arrived" (or another ending); a journey that is not over
    # after 5 runs of go is a bug in the policy.
    if ! grep -q '^  "finished": ""' <<< "$status"; then break; fi
    runs=$((runs + 1))
    [ "$runs" -lt 5 ] || { echo "bench/campaign.sh: seed $seed, $policy: the journey does not end" >&2; exit 1; }
  done
  echo "$cpu $wall $steps $(sed -n 's/^  "day": \([0-9]*\),$/\1/p' <<< "$status") $(sed -n 's/^  "finished": "\(.*\)",$/\1/p' <<< "$status")"
}

worst=0
for policy in cautious bold; do
  for seed in $(seq 1 "$seeds"); do journey "$policy" "$seed"; done > "$work/$policy.txt"
  awk -v p="$policy" -v goal="$goal_ms" '
    { cpu += $1; if ($1 > cmax) cmax = $1; wall += $2; if ($2 > wmax) wmax = $2
      steps += $3; if ($3 > smax) smax = $3; days += $4; if ($4 > dmax) dmax = $4; end[$5]++ }
    END {
      printf "campaign go --policy %-8s %d journeys: process time %6.1f ms mean, %6.1f ms max; wall %7.1f ms mean, %7.1f ms max\n", p, NR, cpu / NR, cmax, wall / NR, wmax
      printf "%30s answers %5.1f mean, %3d max; days %5.1f mean, %3d max; %5.2f ms process time per answer; ends:", "", steps / NR, smax, days / NR, dmax, cpu / steps
      for (e in end) printf " %s %d", e, end[e]
      printf "\n"
    }' "$work/$policy.txt"
  worst=$(awk -v w="$worst" '{ if ($1 > w) w = $1 } END { print w }' "$work/$policy.txt")
done
awk -v w="$worst" -v goal="$goal_ms" 'BEGIN {
  printf "(goal: a whole journey in under %d ms of process time: %s, worst journey %.1f ms)\n", goal, w < goal ? "met" : "NOT met", w
}'

# go --days 100 against /bin/true: the mean wall times, and their ratio.
if ! command -v hyperfine > /dev/null; then
  echo "(go --days 100 against /bin/true: skipped, hyperfine is not installed)"
  exit 0
fi
"$outremer" campaign new --seed 5 --save "$work/start.json" > /dev/null
hyperfine -N --warmup 5 --runs 200 --style none --export-csv "$work/days.csv" \
  --prepare "cp $work/start.json $work/days.json" \
  "$outremer campaign go --save $work/days.json --policy cautious --days 100" /bin/true > /dev/null 2> "$work/hyperfine.txt" \
  || { cat "$work/hyperfine.txt" >&2; exit 1; }
awk -F, -v goal=2 'NR == 2 { go = $2 * 1000; gu = $5 * 1000; gs = $6 * 1000 } NR == 3 { t = $2 * 1000 }
  END { printf "campaign go --days 100 (seed 5, cautious): %.2f ms mean wall (user %.2f, system %.2f) against /bin/true %.2f ms: %.1fx (goal %dx: %s)\n",
        go, gu, gs, t, go / t, goal, go / t <= goal ? "met" : "NOT met" }' "$work/days.csv"
