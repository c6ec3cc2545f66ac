#!/usr/bin/env bash
# `outremer campaign go` played through a real terminal: tmux runs it, send-keys types and
# capture-pane reads the screen. Usage: campaign_tmux.sh OUTREMER [TMUX]
#   1. a campaign with a fixed seed; `campaign go` in a tmux pane shows the bold status
#      line (Day 1, Antioch), a numbered menu with "move" and the "> " prompt;
#   2. while that pane holds the save, a second `campaign go` on it is refused (exit 2,
#      "in use");
#   3. "1" (a number) then "move" (a word) each end a day; an encounter menu on the way
#      is answered with a word it offers;
#   4. "quit" saves and exits 0 with "Saved. Play on with: ..."; the save and
#      `campaign status --format json` both say the day reached;
#   5. a second pane resumes on that day, and "status" prints the party sheet.
# Every wait polls the screen with a deadline (OUTREMER_TMUX_TIMEOUT seconds, default 60:
# the sanitizer build is slow); on failure the screens are printed.
set -euo pipefail
outremer=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmux_bin=${2:-tmux}
timeout=${OUTREMER_TMUX_TIMEOUT:-60}
[ -x "$outremer" ] || { echo "campaign_tmux.sh: no binary at $1" >&2; exit 1; }

work=$(mktemp -d)
socket=outremer-test-$$
save=$work/pilgrims.json
# TERM may be unset (CI has no terminal); tmux needs one it knows. TMUX is unset so the
# test also runs from inside someone's tmux; NO_COLOR so the status line is bold.
export TERM=xterm
unset TMUX NO_COLOR
printf '%s\n' 'set -g remain-on-exit on' 'set -g history-limit 10000' 'set -g default-shell /bin/sh' > "$work/tmux.conf"
t() { "$tmux_bin" -L "$socket" -f "$work/tmux.conf" "$@"; }
cleanup() {
  t kill-server 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The whole screen and scrollback of SESSION, wrapped lines joined.
screen() { t capture-pane -p -J -t "$1" -S - 2>/dev/null || true; }

fail() {
  echo "campaign_tmux.sh: FAIL: $*" >&2
  for session in $(t list-sessions -F '#{session_name}' 2>/dev/null); do
    echo "---- screen of tmux session '$session' ----" >&2
    screen "$session" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >&2
  done
  exit 1
}

# The last non-blank line of SESSION's screen, without trailing blanks.
last_line() { screen "$1" | awk 'NF { line = $0 } END { sub(/[ \t]+$/, "", line); print line }'; }

# The number of prompts SESSION has shown, answered or not.
prompts() { screen "$1" | grep -c '^>\( \|$\)' || true; }

# Waits until the program in SESSION shows a fresh "> " prompt, the AFTER-th one or a
# later one when AFTER is given (a prompt already answered reads "> WORD"; counting them
# keeps an answer's echo not yet on the screen from passing for the next prompt).
wait_prompt() {
  local session=$1 after=${2:-0} deadline=$((SECONDS + timeout))
  until [ "$(last_line "$session")" = ">" ] && [ "$(prompts "$session")" -gt "$after" ]; do
    [ "$(t display-message -p -t "$session" '#{pane_dead}' 2>/dev/null)" != 1 ] ||
      fail "the program in '$session' exited while a prompt was awaited"
    [ "$SECONDS" -lt "$deadline" ] || fail "no '> ' prompt in '$session' within ${timeout}s"
    sleep 0.1
  done
}

# Starts `campaign go` on the save in a new 120x50 tmux session named SESSION. The pane's
# shell writes the program's exit status to SESSION.status when it exits (tmux's own
# #{pane_dead_status} is sometimes never set when the pty closes first).
start_go() {
  local status
  status=$(printf '%q' "$work/$1.status")
  t new-session -d -s "$1" -x 120 -y 50 \
    "$(printf '%q' "$outremer") campaign go --save $(printf '%q' "$save"); echo \$? > $status.tmp && mv $status.tmp $status"
}

# Waits until the program in SESSION has exited and prints its exit status.
wait_exit() {
  local session=$1 deadline=$((SECONDS + timeout))
  until [ -f "$work/$session.status" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "the program in '$session' did not exit within ${timeout}s"
    sleep 0.1
  done
  cat "$work/$session.status"
}

# Types LINE and Enter into SESSION, then waits for the next prompt.
answer() {
  local before
  before=$(prompts "$1")
  t send-keys -t "$1" -l "$2"
  t send-keys -t "$1" Enter
  wait_prompt "$1" "$before"
}

# The screen from the last status line on: the menu now shown.
current_menu() { screen "$1" | awk '/^Day [0-9]+ [^,]/ { menu = "" } { menu = menu $0 "\n" } END { printf "%s", menu }'; }
# The day the last status line shows.
current_day() { current_menu "$1" | sed -n 's/^Day \([0-9][0-9]*\) .*/\1/p' | head -n 1; }
# The words of the menu now shown ("  3. flee   flee" gives "flee").
menu_words() { current_menu "$1" | sed -n 's/^ *[0-9][0-9]*\. \([a-z-][a-z-]*\).*/\1/p'; }

# Plays until the status line shows a day after DAY, answering any encounter (or fight
# report) with a word its menu offers, the quickest way out first.
finish_day() {
  local session=$1 day=$2 words word tries=0
  while [ "$(current_day "$session")" -le "$day" ]; do
    tries=$((tries + 1))
    [ "$tries" -le 20 ] || fail "day $day does not end after 20 answers"
    words=$(menu_words "$session")
    word=
    for w in pass refuse flee auto pay accept hunt yield; do
      if grep -qx "$w" <<< "$words"; then word=$w; break; fi
    done
    if [ -z "$word" ] && grep -qx done <<< "$words"; then
      answer "$session" won
      word=done
    fi
    [ -n "$word" ] || fail "day $day: no answer among the menu's words: $(echo $words)"
    echo "campaign_tmux.sh: day $day: encounter, answered '$word'"
    answer "$session" "$word"
  done
}

# The day in the save file (compact JSON: "day":N) and in `campaign status --format json`
# (indented: "day": N); the first "day" key is the state's, before the log's entries.
day_in() { grep -o '"day": *[0-9][0-9]*' | head -n 1 | grep -o '[0-9][0-9]*$'; }

"$outremer" campaign new --save "$save" --seed 5 --group knight-and-retainers > "$work/new.txt" ||
  fail "campaign new failed: $(cat "$work/new.txt")"

# 1. The first screen.
start_go play
wait_prompt play
first=$(screen play)
grep -q '^Day 1 .*Antioch' <<< "$first" || fail "no status line with 'Day 1' and 'Antioch'"
grep -Eq '^ +1\. move ' <<< "$first" || fail "no menu with '1. move'"
grep -q 'status' <<< "$first" && grep -q 'quit' <<< "$first" || fail "the menu does not mention 'status' and 'quit'"
t capture-pane -p -e -t play | grep -q $'\e\\[1mDay 1 ' || fail "the status line is not bold"

# 2. The save is locked while the pane plays it.
set +e
"$outremer" campaign go --save "$save" < /dev/null > "$work/second.out" 2> "$work/second.err"
code=$?
set -e
[ "$code" -eq 2 ] || fail "a second 'campaign go' on a save in use exited $code, not 2"
grep -q 'in use' "$work/second.err" || fail "a second 'campaign go' did not say 'in use': $(cat "$work/second.err")"

# 3. A number, then a word.
answer play 1
finish_day play 1
day=$(current_day play)
answer play move
finish_day play "$day"
day=$(current_day play)
[ "$day" -ge 3 ] || fail "after two days of travel the status line shows day $day"

# 4. quit saves and exits.
t send-keys -t play quit Enter
code=$(wait_exit play)
[ "$code" = 0 ] || fail "'quit' exited $code, not 0"
grep -q '^Saved\. Play on with: outremer campaign go --save ' <<< "$(screen play)" || fail "'quit' did not print 'Saved. Play on with: ...'"
saved=$(day_in < "$save")
status=$("$outremer" campaign status --save "$save" --format json | day_in)
[ -n "$saved" ] && [ "$saved" -ge 2 ] || fail "the save file says day '$saved', not 2 or more"
[ "$saved" = "$status" ] || fail "the save says day $saved, campaign status says $status"
[ "$saved" = "$day" ] || fail "the screen showed day $day, the save says $saved"

# 5. Resume in a new pane, on the same day; status prints the party sheet.
start_go resume
wait_prompt resume
[ "$(current_day resume)" = "$status" ] || fail "the resumed game shows day $(current_day resume), not $status"
answer resume status
grep -q '^Member ' <<< "$(screen resume)" || fail "'status' did not print the party sheet"

# 6. A number not on the menu, and the number of a word that needs more (a NAME), are
# refused with their reason, and the menu is shown again.
answer resume 99
grep -q '! no choice 99 on the menu$' <<< "$(screen resume)" || fail "'99' was not refused as not on the menu"
dismiss=$(current_menu resume | sed -n 's/^ *\([0-9][0-9]*\)\. dismiss NAME .*/\1/p' | tail -n 1)
[ -n "$dismiss" ] || fail "no 'dismiss NAME' on the menu"
answer resume "$dismiss"
grep -q '! type it in full: dismiss NAME$' <<< "$(screen resume)" || fail "'$dismiss' (dismiss NAME) was not refused"
t send-keys -t resume quit Enter
code=$(wait_exit resume)
[ "$code" = 0 ] || fail "'quit' of the resumed game exited $code, not 0"
[ "$(day_in < "$save")" = "$status" ] || fail "quitting at once changed the save's day"

echo "campaign_tmux.sh: ok (played to day $day through tmux, locked, quit, resumed, refused numbers)"
