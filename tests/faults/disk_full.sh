#!/usr/bin/env bash
# Plays a campaign on a small tmpfs that fills up, and checks that the save stays whole:
# with the disk full, `campaign go` fails with a message and leaves the save as it was;
# with a little room, it plays until the room runs out and the save still loads; with room
# again, play goes on. Needs root (mount); exits 77 (skipped) without it, unless
# OUTREMER_REQUIRE_FAULTS is set (CI), when that is a failure.
# Usage: tests/faults/disk_full.sh OUTREMER
set -euo pipefail
outremer=$(realpath "$1")
work=$(mktemp -d)
disk=$work/disk
mkdir "$disk"
cleanup() {
  cd /
  umount "$disk" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "disk full: $*" >&2; exit 1; }
if ! mount -t tmpfs -o size=512k tmpfs "$disk" 2>/dev/null; then
  [[ -n ${OUTREMER_REQUIRE_FAULTS:-} ]] && fail "cannot mount a tmpfs (run as root)"
  echo "disk full: skipped, cannot mount a tmpfs here (needs root)"
  exit 77
fi
cd "$disk"
"$outremer" campaign new --seed 31 --group knight-and-retainers --save save.json > /dev/null
cp save.json "$work/before.json"

# 1. No room at all: refused, with a message, the save untouched.
dd if=/dev/zero of=filler bs=4k 2>/dev/null || true
set +e
"$outremer" campaign go --policy bold --days 20 --save save.json > "$work/out.txt" 2> "$work/err.txt"
status=$?
set -e
((status != 0)) || fail "campaign go on a full disk exited 0"
((status < 128)) || fail "campaign go on a full disk died of a signal (exit $status)"
grep -q "^outremer: error: " "$work/err.txt" || fail "no error message: $(cat "$work/err.txt")"
cmp -s save.json "$work/before.json" || fail "the save changed on a full disk"
echo "full disk: exit $status, '$(head -1 "$work/err.txt")', save unchanged"

# 2. A little room: days are played and saved until it runs out; the save still loads.
rm filler
dd if=/dev/zero of=filler bs=1k count=$(( $(df -k --output=avail . | tail -1) - 24 )) 2>/dev/null || true
set +e
"$outremer" campaign go --policy bold --days 80 --save save.json > "$work/out.txt" 2> "$work/err.txt"
status=$?
set -e
((status < 128)) || fail "campaign go died of a signal when the disk filled (exit $status)"
"$outremer" campaign status --save save.json > "$work/status.txt" || fail "the save does not load after the disk filled"
echo "filling disk: exit $status, the save loads: $(grep -m1 -o 'Day [0-9]*[^·]*' "$work/status.txt" || head -1 "$work/status.txt")"

# 3. Room again: play goes on from that save, and no temporary is left.
rm filler
"$outremer" campaign go --policy bold --days 80 --save save.json > /dev/null || fail "play does not go on with room again"
"$outremer" campaign status --save save.json > /dev/null || fail "the final save does not load"
leftovers=$(find . -name '.*outremer-tmp*' | tr '\n' ' ')
[[ -z $leftovers ]] || fail "temporary files left: $leftovers"
echo "disk full: the save stayed whole throughout"
