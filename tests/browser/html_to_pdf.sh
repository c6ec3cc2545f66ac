#!/usr/bin/env bash
# The HTML brief in a real browser: prints `outremer party --format html --seed 3` to PDF
# with headless Chromium, and checks with pdftotext that the paper shows the title, the
# seed, a member and the replay command; then prints a three-brief batch page and checks
# that each brief starts a page of its own (the print stylesheet); then prints a campaign
# chronicle and checks its route map's names and legend, and a printed scenario's sides.
# Usage: html_to_pdf.sh OUTREMER CHROMIUM PDFTOTEXT
set -euo pipefail
outremer=$1 chromium=$2 pdftotext=$3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "html_to_pdf.sh: $*" >&2; exit 1; }

# print_pdf HTML PDF
# shellcheck source=print_pdf.sh
source "$(dirname "$0")/print_pdf.sh"

"$outremer" party --format html --seed 3 --output "$work/party.html"
print_pdf "$work/party.html" "$work/party.pdf"
# One line, single spaces: a PDF breaks lines where the page does.
"$pdftotext" "$work/party.pdf" - | tr -s ' \n\f' '  ' > "$work/party.txt"
for want in "Pilgrim party: Knight and retainers" "Seed 3" "Galeran" "Eloi" \
  "outremer party --format html --seed 3" "41GF 1SF 7CC"; do
  grep -qF -- "$want" "$work/party.txt" || { cat "$work/party.txt" >&2; fail "the PDF lacks '$want'"; }
done

"$outremer" batch party --count 3 --seed 5 --format html --output "$work/batch.html"
print_pdf "$work/batch.html" "$work/batch.pdf"
# Pages (split at form feeds) whose first words are a brief's title: one per brief.
starts=$("$pdftotext" "$work/batch.pdf" - | awk 'BEGIN { RS = "\f" } { sub(/^[ \n]+/, "") } /^Pilgrim party: / { n++ } END { print n + 0 }')
[ "$starts" -eq 3 ] || fail "expected 3 pages starting with a brief's title, found $starts"
# The chronicle's route map: a journey played whole by the bold policy, printed; the map's
# names and its legend must be on the paper, with an entry for each outcome of the
# journey's encounters.
"$outremer" campaign new --save "$work/save.json" --seed 7 > /dev/null
"$outremer" campaign go --save "$work/save.json" --policy bold > /dev/null
"$outremer" campaign log --save "$work/save.json" --format html --output "$work/chronicle.html"
print_pdf "$work/chronicle.html" "$work/chronicle.pdf"
"$pdftotext" "$work/chronicle.pdf" - | tr -s ' \n\f' '  ' > "$work/chronicle.txt"
wants=("Route map" "Antioch" "Tripoli" "Acre" "The road, a dot a hex" "A detour to a holy site"
  "The way taken, day" "The sea, a lake" "A river" "Terrain: town-city")
for outcome in $("$outremer" campaign log --save "$work/save.json" --format json |
  sed -n 's/.*"outcome": "\([a-z]*\)".*/\1/p' | sort -u); do
  case $outcome in
    fought) wants+=("A fight") ;;
    attacked) wants+=("The party robs or raids") ;;
    paid) wants+=("A toll or bribe paid") ;;
    fled) wants+=("The party fled") ;;
    hunted) wants+=("Animals hunted") ;;
    passed) wants+=("Met in peace, or let be") ;;
    surrendered) wants+=("The party gave itself up") ;;
    unsettled) wants+=("Not yet settled") ;;
  esac
done
[ "${#wants[@]}" -gt 10 ] || fail "the journey of seed 7 met no encounter"
for want in "${wants[@]}"; do
  grep -qF -- "$want" "$work/chronicle.txt" || { cat "$work/chronicle.txt" >&2; fail "the chronicle PDF lacks '$want'"; }
done
# A printed scenario: its sides with their points, its victory levels, its morale table.
"$outremer" scenario show save-the-true-cross --format html --output "$work/scenario.html"
print_pdf "$work/scenario.html" "$work/scenario.pdf"
"$pdftotext" "$work/scenario.pdf" - | tr -s ' \n\f' '  ' > "$work/scenario.txt"
for want in "Hattin 1187 - Save the True Cross!" "The Franks: 16 characters, 206 points" \
  "The Ayyubids: 22 characters, 256 points" "Striking Frankish victory" "Desertion (4.5.1)"; do
  grep -qF -- "$want" "$work/scenario.txt" || { cat "$work/scenario.txt" >&2; fail "the scenario PDF lacks '$want'"; }
done
echo "html_to_pdf.sh: the party brief prints with its title, seed, members and replay command; 3 briefs on 3 pages;"
echo "html_to_pdf.sh: the chronicle's route map prints with its names and a legend entry for each encounter's outcome;"
echo "html_to_pdf.sh: a printed scenario prints with its sides, points, victory levels and morale"
