#!/usr/bin/env bash
# The simulation reports in a real browser: prints `outremer simulate campaign --format html`
# to PDF with headless Chromium and checks with pdftotext that the paper shows the title,
# the replay command, each chart's heading, axis and rows, the route map of where the
# pilgrimages ended with its legend and names, and the figures of the text report (each
# ending's runs, share and interval; a pilgrimage's means); then the same of `outremer
# simulate fight --format html` (who won and how).
# Usage: simulation_to_pdf.sh OUTREMER CHROMIUM PDFTOTEXT
set -euo pipefail
outremer=$1 chromium=$2 pdftotext=$3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "simulation_to_pdf.sh: $*" >&2; exit 1; }

print_timeout=50  # the whole test must stay under a minute
# print_pdf HTML PDF
# shellcheck source=print_pdf.sh
source "$(dirname "$0")/print_pdf.sh"

# The report of `outremer ARGS...` as HTML, printed, read back as one line with single
# spaces (a PDF breaks lines where the page does), into $work/NAME.txt.
paper() {
  local name=$1
  shift
  "$outremer" "$@" --format html --output "$work/$name.html"
  print_pdf "$work/$name.html" "$work/$name.pdf"
  "$pdftotext" "$work/$name.pdf" - | tr -s ' \n\f' '  ' > "$work/$name.txt"
}

# Each argument must be on the paper $1.
expect() {
  local name=$1
  shift
  for want in "$@"; do
    grep -qF -- "$want" "$work/$name.txt" || { cat "$work/$name.txt" >&2; fail "the $name PDF lacks '$want'"; }
  done
}

# The table of where they ended follows the map: its heading's first word may come out
# among the map's names (pdftotext reads the page by blocks), so its heading is sought
# from its second word.
campaign=(simulate campaign --runs 40 --policy bold --seed 4)
paper campaign "${campaign[@]}"
expect campaign "Simulated pilgrimages: 40, bold policy" "Replay: outremer simulate campaign --runs 40 --policy bold --seed 4" \
  "How they ended" "A pilgrimage" "Where" "0%" "25%" "50%" "75%" "100%" "still on the road" \
  "Where they ended" "journeys ended here: 5.0%" "journeys ended here: 25.0%" "Jerusalem" "Antioch" \
  "runs share 95% interval"
# The text report's figures, as the HTML tables print them: each ending's runs, share and
# interval; a pilgrimage's measures, their means, intervals, least and most.
"$outremer" "${campaign[@]}" > "$work/campaign-report.txt"
while read -r want; do
  expect campaign "$want"
done < <(awk '
  /^How they ended/ { endings = 1; next }
  /^$/ { endings = 0 }
  endings || /^  ended on day|^  survivors|^  renown/ { $1 = $1; print }
' "$work/campaign-report.txt")

fight=(simulate fight --runs 40 --seed 4)
paper fight "${fight[@]}"
expect fight "Simulated fights: 40" "Replay: outremer simulate fight --runs 40 --seed 4" "Who won" "A fight" \
  "the party" "they" "neither" "turns"
"$outremer" "${fight[@]}" > "$work/fight-report.txt"
while read -r want; do
  expect fight "$want"
done < <(awk '/^  (the party|they|neither) / { $1 = $1; print }' "$work/fight-report.txt")
echo "simulation_to_pdf.sh: the campaign and fight simulation reports print with their charts, tables and figures"
