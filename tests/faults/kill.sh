#!/usr/bin/env bash
# Kills `outremer campaign go --policy bold --days 80` with SIGKILL at many points of its
# run and checks after each kill that the save (with its journal) loads, that play goes on
# from it to the journey's end and leaves exactly the save a run never stopped leaves, and
# that no temporary file or journal is left beside it once that run is done.
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
# The journey never stopped: the save every resumed one must end with, byte for byte.
cp start.json whole.json
"$outremer" campaign go --policy bold --save whole.json > /dev/null
killed_mid_run=0
journals=0
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
  [[ -e save.json.journal ]] && journals=$((journals + 1))
  "$outremer" campaign status --save save.json > status.txt 2>&1 || fail "after kill $k the save does not load: $(cat status.txt)"
  # Play goes on from it to the end (a journey already over shows its end and exits 0).
  "$outremer" campaign go --policy bold --save save.json > go.txt 2>&1 ||
    fail "after kill $k play does not go on: $(cat go.txt)"
  cmp -s save.json whole.json || fail "after kill $k the journey played on to a save unlike the unbroken run's"
  leftovers=$(find . -name '.*outremer-tmp*' -o -name '*.journal' | tr '\n' ' ')
  [[ -z $leftovers ]] || fail "after kill $k and the next write, temporary files are left: $leftovers"
done
echo "kill: $killed_mid_run of $kills runs killed mid-way, $journals leaving a journal; after each the save loaded, play went on to the unbroken run's very save, and no temporary or journal was left"
