#!/usr/bin/env bash
# The session bundle in a real browser. Prints `outremer session --seed 1` to PDF with
# headless Chromium and checks with pdfinfo and pdftotext that every card is on the paper,
# the party's cards stand 8 or more to a page, each day of the road is named, and the
# player handout starts a page of its own and holds, to its last page, only the party's
# own cards and no enemy, strength, hidden deployment, roll or replay line.
# Usage: session_to_pdf.sh OUTREMER CHROMIUM PDFTOTEXT PDFINFO
set -euo pipefail
outremer=$1 chromium=$2 pdftotext=$3 pdfinfo=$4
command -v "$pdfinfo" > /dev/null || { echo "session_to_pdf.sh: no pdfinfo here: skipped"; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "session_to_pdf.sh: $*" >&2; exit 1; }

print_timeout=120
# shellcheck source=print_pdf.sh
source "$(dirname "$0")/print_pdf.sh"

page_text() { "$pdftotext" -f "$1" -l "$1" "$work/session.pdf" - | tr -s ' \n\f' '  '; }
count() { { grep -o -- "$1" || true; } | wc -l; }
# A card's tick box that nothing else on the page reads (the results keys have "Attacker
# Wounded", and "stunned" in small letters).
ticks="Stunned"

"$outremer" session --seed 1 --output "$work/session.html"
print_pdf "$work/session.html" "$work/session.pdf"
pages=$("$pdfinfo" "$work/session.pdf" | sed -n 's/^Pages: *//p')
[ "$pages" -ge 4 ] || fail "the bundle prints on $pages pages, expected 4 or more"

# Every card of the page is on the paper, each with its tick boxes.
cards=$(grep -c '<div class="card">' "$work/session.html")
total=$("$pdftotext" "$work/session.pdf" - | count "$ticks")
[ "$total" -eq "$cards" ] || fail "expected $cards cards on the paper, found $total"
for day in 1 2 3; do
  "$pdftotext" "$work/session.pdf" - | tr -s ' \n\f' '  ' | grep -qF "Day $day ·" || fail "no 'Day $day ·' in the bundle"
done

# The party's side, as its cards name it; its members are more than 8.
side=$(sed -n 's/.*<p class="side">Side: \(.*\)<\/p>/\1/p' "$work/session.html" | head -n 1)
members=$(grep -c "<p class=\"side\">Side: $side</p>" "$work/session.html")
members=$((members / 2))  # the GM's sheet and the handout's
[ "$members" -ge 8 ] || fail "expected a party of 8 or more, found $members"
fullest=0
for page in $(seq 1 "$pages"); do
  n=$(page_text "$page" | count "$ticks")
  if [ "$n" -gt "$fullest" ]; then fullest=$n; fi
done
[ "$fullest" -ge 8 ] || fail "no page holds 8 or more cards (at most $fullest)"

# The handout: the first page that names it, starting with it, to the end.
first=""
for page in $(seq 1 "$pages"); do
  if page_text "$page" | grep -qF "Player handout"; then first=$page; break; fi
done
[ -n "$first" ] || fail "no page holds the player handout"
[ "$first" -gt 1 ] || fail "the player handout starts on page 1"
page_text "$first" | grep -q "^ *Player handout" || fail "page $first does not start with the player handout: $(page_text "$first" | head -c 200)"
"$pdftotext" -f "$first" -l "$pages" "$work/session.pdf" - | tr -s ' \n\f' '  ' > "$work/handout.txt"
for gm in idden strength Replay Seed "Roll log" Deploy d100 d20 "against the party" Loot "Not as printed"; do
  if grep -qF -- "$gm" "$work/handout.txt"; then fail "the player handout shows '$gm'"; fi
done
[ "$(count "Side: " < "$work/handout.txt")" -eq "$members" ] || fail "the handout holds cards other than the party's $members"
[ "$(count "Side: $side" < "$work/handout.txt")" -eq "$members" ] || fail "the handout's cards are not all the party's"
# No one met on the road, by name: the names on the cards of every other side, but for
# namesakes of the party's own (a merchant may be called Albert as a man-at-arms is).
names_of() {
  awk -v side="$side" -v want="$1" '
    /<p class="name">/ { sub(/.*<p class="name">/, ""); sub(/<\/p>.*/, ""); name = $0 }
    /<p class="side">Side: / { sub(/.*Side: /, ""); sub(/<\/p>.*/, ""); if (($0 == side) == (want == "party")) print name }
  ' "$work/session.html" | sort -u
}
names_of party > "$work/party.txt"
names_of enemies | comm -23 - "$work/party.txt" > "$work/enemies.txt"
[ -s "$work/enemies.txt" ] || fail "the bundle of seed 1 meets no one to look for"
while IFS= read -r name; do
  if grep -qF -- "$name" "$work/handout.txt"; then fail "the player handout names '$name', who is met on the road"; fi
done < "$work/enemies.txt"
echo "session_to_pdf.sh: $cards cards on $pages pages, $fullest on the fullest page; the handout on pages $first to $pages holds the party's $members cards and no one met"
