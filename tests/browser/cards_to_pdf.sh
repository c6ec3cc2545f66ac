#!/usr/bin/env bash
# Character cards and the compact brief in a real browser. Prints the cards of a party of 28
# (`party --seed 3 --group knight-and-retainers --format cards`) to PDF with headless
# Chromium and checks with pdfinfo and pdftotext that every card is on the paper and the
# first page holds at least 8 of them, each with its tick boxes' words. Then prints the
# compact brief of an encounter (`encounter --compact --format html`) for several seeds, a
# big one among them, and checks that each is exactly one page and that no page ends with
# a heading (the headings of the brief's Markdown form).
# Usage: cards_to_pdf.sh OUTREMER CHROMIUM PDFTOTEXT PDFINFO
set -euo pipefail
outremer=$1 chromium=$2 pdftotext=$3 pdfinfo=$4
command -v "$pdfinfo" > /dev/null || { echo "cards_to_pdf.sh: no pdfinfo here: skipped"; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "cards_to_pdf.sh: $*" >&2; exit 1; }

print_timeout=60
# print_pdf HTML PDF
# shellcheck source=print_pdf.sh
source "$(dirname "$0")/print_pdf.sh"

pages() { "$pdfinfo" "$1" | sed -n 's/^Pages: *//p'; }

# The cards: 28 members, each card's tick boxes read "Wounded", "Stunned", "Dead".
"$outremer" party --seed 3 --group knight-and-retainers --format cards --output "$work/cards.html"
print_pdf "$work/cards.html" "$work/cards.pdf"
members=$("$outremer" party --seed 3 --group knight-and-retainers | sed -n 's/^Knight and retainers: \([0-9]*\) members.*/\1/p')
[ "$members" -ge 16 ] || fail "expected a party of 16 or more, found '$members'"
total=$("$pdftotext" "$work/cards.pdf" - | grep -o Wounded | wc -l)
[ "$total" -eq "$members" ] || fail "expected $members cards on the paper, found $total"
first=$("$pdftotext" -f 1 -l 1 "$work/cards.pdf" - | grep -o Wounded | wc -l)
[ "$first" -ge 8 ] || fail "expected 8 or more cards on page 1, found $first"
for word in Stunned Dead; do
  n=$("$pdftotext" -f 1 -l 1 "$work/cards.pdf" - | grep -o "$word" | wc -l)
  [ "$n" -eq "$first" ] || fail "page 1 has $first cards but $n '$word' boxes"
done
"$pdftotext" -f 1 -l 1 "$work/cards.pdf" - | tr -s ' \n\f' '  ' > "$work/cards.txt"
for want in "Pilgrim party: Knight and retainers" "Germain" "Other Knights, Christian, mounted" \
  "Side: Knight and retainers" "Mounted" "On foot" "Morale"; do
  grep -qF -- "$want" "$work/cards.txt" || { cat "$work/cards.txt" >&2; fail "page 1 of the cards lacks '$want'"; }
done
echo "cards_to_pdf.sh: $members cards on $(pages "$work/cards.pdf") pages, $first on page 1"

# The compact brief: one page, no heading left at a page's foot. Seed 3 is a raid of 43.
for seed in 3 13 89 103; do
  "$outremer" encounter --seed "$seed" --compact --format html --output "$work/brief.html"
  print_pdf "$work/brief.html" "$work/brief.pdf"
  n=$(pages "$work/brief.pdf")
  [ "$n" -eq 1 ] || fail "the compact brief of encounter seed $seed prints on $n pages, not 1"
  # Each page's last line of text must not be a heading of the brief.
  "$outremer" encounter --seed "$seed" --compact --format markdown | sed -n 's/^#\{2,\} //p' > "$work/headings.txt"
  [ -s "$work/headings.txt" ] || fail "the compact brief of seed $seed has no headings"
  for page in $(seq 1 "$n"); do
    last=$("$pdftotext" -f "$page" -l "$page" "$work/brief.pdf" - | sed '/^[[:space:]\f]*$/d' | tail -n 1)
    if grep -qxF -- "$last" "$work/headings.txt"; then
      fail "page $page of the compact brief of seed $seed ends with the heading '$last'"
    fi
  done
  "$pdftotext" "$work/brief.pdf" - | tr -s ' \n\f' '  ' > "$work/brief.txt"
  for want in "Seed $seed. Replay: outremer encounter --seed $seed --compact --format html"; do
    grep -qF -- "$want" "$work/brief.txt" || { cat "$work/brief.txt" >&2; fail "the compact brief of seed $seed lacks '$want'"; }
  done
  if grep -qF "Roll log" "$work/brief.txt"; then fail "the compact brief of seed $seed has a roll log"; fi
done
echo "cards_to_pdf.sh: the compact encounter briefs of seeds 3, 13, 89 and 103 print on one page each, no heading at a page's foot"
