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
