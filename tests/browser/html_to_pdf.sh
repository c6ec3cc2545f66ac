#!/usr/bin/env bash
# The HTML brief in a real browser: prints `outremer party --format html --seed 3` to PDF
# with headless Chromium, and checks with pdftotext that the paper shows the title, the
# seed, a member and the replay command; then prints a three-brief batch page and checks
# that each brief starts a page of its own (the print stylesheet).
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
echo "html_to_pdf.sh: the party brief prints with its title, seed, members and replay command; 3 briefs on 3 pages"
