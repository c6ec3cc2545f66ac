#!/usr/bin/env bash
# Kills `outremer campaign go --policy bold --days 80` with SIGKILL at many points of its
# run and checks after each kill that the save loads, that play goes on from it, and that
# no temporary file is left beside it once the next write is done.
# Usage: tests/faults/kill.sh OUTREMER [KILLS]
set -euo pipefail
outremer=$(realpath "$1")
kills=${2:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "kill: $*" >&2; exit 1; }

"$outremer" campaign new --seed 31 --group knight-and-retainers --save save.json > /dev/null
# How long a whole unattended run takes here, to spread the kills over it.
start=$(date +%s%N)
cp save.json timing.json
"$outremer" campaign go --policy bold --days 80 --save timing.json > /dev/null
run_us=$(( ($(date +%s%N) - start) / 1000 ))
rm -f timing.json timing.json.lock
echo "a whole run takes ${run_us} us; $kills kills spread over it"

cp save.json start.json
killed_mid_run=0
for ((k = 0; k < kills; k++)); do
  cp start.json save.json
  # As a kill between the temporary's creation and its rename leaves it (PID long gone).
  ((k == 0)) && echo partial > .save.json.outremer-tmp-4194305
  "$outremer" campaign go --policy bold --days 80 --save save.json > /dev/null 2>&1 &
  pid=$!
  # Kill k of |kills|: spread from the start of the run to a little past its usual end.
  delay_us=$(( run_us * 11 / 10 * k / kills + 100 ))
  sleep "$(printf '%d.%06d' $((delay_us / 1000000)) $((delay_us % 1000000)))"
  if kill -9 "$pid" 2>/dev/null; then killed_mid_run=$((killed_mid_run + 1)); fi
  wait "$pid" 2>/dev/null || true
  "$outremer" campaign status --save save.json > status.txt 2>&1 || fail "after kill $k the save does not load: $(cat status.txt)"
  # Play goes on from it (a journey already over shows its end and exits 0).
  "$outremer" campaign go --policy bold --days 3 --save save.json > go.txt 2>&1 ||
    fail "after kill $k play does not go on: $(cat go.txt)"
  leftovers=$(find . -name '.*outremer-tmp*' | tr '\n' ' ')
  [[ -z $leftovers ]] || fail "after kill $k and the next write, temporary files are left: $leftovers"
done
echo "kill: $killed_mid_run of $kills runs killed mid-way; after each the save loaded, play went on, and no temporary was left"
