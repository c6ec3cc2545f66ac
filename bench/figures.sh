# Sourced by the bench scripts: `figure WHAT NOW GOAL MET` records one measured figure beside
# its goal (MET is "met" or "NOT met") in $BENCH_FIGURES, when bench/run set it, for the
# table it prints at the end. `meets A OP B` prints "met" or "NOT met" for A OP B (awk).
figure() {
  [ -n "${BENCH_FIGURES:-}" ] || return 0
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >> "$BENCH_FIGURES"
}
meets() {
  awk -v a="$1" -v b="$3" -v op="$2" 'BEGIN {
    ok = (op == ">=") ? a >= b : (op == "<=") ? a <= b : 0
    print ok ? "met" : "NOT met"
  }'
}
# Rounds measured side by side, a line each with its ratio first, sorted (`sort -n`):
# `middle_round ROUNDS` prints the median round's line, `round_ratios ROUNDS` the ratios in
# order to two places ("1.30 1.35 1.39").
middle_round() {
  sed -n "$(( ($(wc -l <<< "$1") + 1) / 2 ))p" <<< "$1"
}
round_ratios() {
  awk '{ printf "%s%.2f", (NR > 1 ? " " : ""), $1 }' <<< "$1"
}
