# Sourced by the browser tests. print_pdf HTML PDF prints the HTML file HTML to PDF with
# headless Chromium ($chromium), its profile and log in $work, and fails (the sourcing
# script's fail) when it does not; the timeout ($print_timeout seconds, default 120) keeps
# a hung browser from hanging CI.
print_pdf() {
  timeout "${print_timeout:-120}" "$chromium" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --no-first-run --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/profile" --no-pdf-header-footer --print-to-pdf="$2" "file://$1" \
    > "$work/chromium.log" 2>&1 || { cat "$work/chromium.log" >&2; fail "chromium failed on $1"; }
  [ -s "$2" ] || { cat "$work/chromium.log" >&2; fail "chromium wrote no PDF for $1"; }
}
