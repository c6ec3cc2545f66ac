#!/usr/bin/env bash
# Items per second of `outremer batch KIND` for every kind, as JSON Lines and as text
# briefs, on one core (taskset), output to /dev/null. Each figure is the best of 3 runs
# sized to about a second. With OUTREMER_PEER set (a command that takes N and prints
# {"per_sec": R} for N whole encounters of another tool, on one core), the peer's rate and
# ours side by side in five rounds, and the median round's ratio. Then JSON Lines encounters with
# --jobs 1 and --jobs 2 on every core, sized to at least 3 s of --jobs 1, in three rounds of
# the two side by side, and the median round's speed-up. Usage: bench/batch.sh OUTREMER
set -euo pipefail
outremer=$1
source "$(dirname "$0")/figures.sh"
pin=()
if command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null; then pin=(taskset -c 0); fi

# Nanoseconds that `outremer ARGS...` takes, its output thrown away.
run_ns() {
  local start end
  start=$(date +%s%N)
  "${pin[@]}" "$outremer" "$@" > /dev/null
  end=$(date +%s%N)
  echo $((end - start))
}

# Best items per second for `outremer batch KIND --format FORMAT`.
rate() {
  local kind=$1 format=$2 count=500 ns best=0 r
  ns=$(run_ns batch "$kind" --format "$format" --count "$count" --seed 1)
  count=$(awk -v c="$count" -v ns="$ns" 'BEGIN { n = int(c * 1e9 / ns); if (n < 500) n = 500; if (n > 10000000) n = 10000000; print n }')
  for _ in 1 2 3; do
    ns=$(run_ns batch "$kind" --format "$format" --count "$count" --seed 1)
    r=$(awk -v c="$count" -v ns="$ns" 'BEGIN { printf "%d", c * 1e9 / ns }')
    if [ "$r" -gt "$best" ]; then best=$r; fi
  done
  echo "$best"
}

for kind in $("$outremer" batch --list-kinds); do
  bytes=$("$outremer" batch "$kind" --count 1000 --seed 1 | wc -c)
  json=$(rate "$kind" json)
  text=$(rate "$kind" text)
  awk -v k="$kind" -v j="$json" -v t="$text" -v b="$bytes" 'BEGIN {
    printf "batch %-10s JSON Lines: %9d items/s (%6.1f MB/s, %5.0f bytes/item)\n", k, j, j * b / 1000 / 1e6, b / 1000
    printf "batch %-10s text:       %9d briefs/s\n", k, t
  }'
  if [ "$kind" = encounter ]; then
    encounter_json=$json
    figure "text briefs (batch encounter, one core)" "$text/s" ">= 60000/s" "$(meets "$text" ">=" 60000)"
  fi
done
if [ -n "${OUTREMER_PEER:-}" ]; then
  # Side by side: five rounds of the peer's 50,000 encounters and then ours (about a second
  # each), and the median of the rounds' ratios, as bench/process.sh pairs /bin/true with each
  # command: the machine's speed drifts from one minute to the next, and a ratio of two runs
  # minutes apart measured the drift as much as the tools.
  rounds=$(for _ in 1 2 3 4 5; do
    peer=$($OUTREMER_PEER 50000 | sed -n 's/.*"per_sec": *\([0-9]*\).*/\1/p')
    ns=$(run_ns batch encounter --format json --count "$encounter_json" --seed 1)
    awk -v p="$peer" -v c="$encounter_json" -v ns="$ns" 'BEGIN { r = c * 1e9 / ns; printf "%.4f %d %d\n", r / p, p, r }'
  done | sort -n)
  read -r ratio peer ours <<< "$(middle_round "$rounds")"
  ratio=$(awk -v r="$ratio" 'BEGIN { printf "%.2f", r }')
  echo "peer ($OUTREMER_PEER), 5 rounds side by side: ratios $(round_ratios "$rounds"); the median round: $peer encounters/s against our $ours JSON Lines items/s: ${ratio}x the peer"
  figure "JSON Lines encounters / the peer, one core" "${ratio}x ($ours/s against $peer/s)" ">= 2x" "$(meets "$ratio" ">=" 2)"
else
  echo "(no OUTREMER_PEER: the JSON Lines rate is not compared with a peer)"
  figure "JSON Lines encounters, one core" "$encounter_json/s" ">= 2x the peer" "no peer run"
fi

# Nanoseconds of one `outremer batch encounter --count $count --jobs JOBS`, unpinned.
count=$((encounter_json * 4))
threaded_ns() {
  local start end
  start=$(date +%s%N)
  "$outremer" batch encounter --count "$count" --seed 1 --jobs "$1" > /dev/null
  end=$(date +%s%N)
  echo $((end - start))
}
# Three rounds of --jobs 1 and then --jobs 2, and the median round's speed-up: side by side,
# as the peer's rounds above, so that the machine's drift between minutes is not read as
# the threads' gain or loss.
rounds=$(for _ in 1 2 3; do
  one=$(threaded_ns 1)
  two=$(threaded_ns 2)
  awk -v one="$one" -v two="$two" 'BEGIN { printf "%.4f %.0f %.0f\n", one / two, one, two }'
done | sort -n)
read -r speedup one two <<< "$(middle_round "$rounds")"
speedup=$(awk -v x="$speedup" 'BEGIN { printf "%.2f", x }')
awk -v one="$one" -v two="$two" -v n="$count" -v x="$speedup" -v all="$(round_ratios "$rounds")" 'BEGIN {
  printf "batch encounter --count %d, JSON Lines, every core, 3 rounds side by side (speed-ups %s): the median round --jobs 1 %.2f s, --jobs 2 %.2f s: %sx\n", n, all, one / 1e9, two / 1e9, x
}'
figure "--jobs 2 against --jobs 1 (batch encounter, $((one / 1000000000)) s runs)" "${speedup}x" ">= 1.85x" "$(meets "$speedup" ">=" 1.85)"
