#!/usr/bin/env bash
# Prints how long the build takes on this machine, from a clean build folder: the program
# alone (what the README's first command builds), then the test binary, then the whole
# ctest run, and the ten slowest translation units with their compile seconds. ccache is
# kept out (CCACHE_DISABLE), so the figures are those of a first build.
# Usage: bench/build.sh [BUILD_DIR] [CMAKE_ARGS...]   (default: build-timing, removed first)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-timing}
shift || true
here=$PWD
rm -rf "$build"
mkdir -p "$build"
log=$PWD/$build/compile-times.log
# Each compile is timed by a launcher that appends "SECONDS OBJECT" to the log.
launcher=$PWD/$build/time-compile
cat >"$launcher" <<EOF
#!/usr/bin/env bash
start=\$(date +%s%N)
"\$@"; status=\$?
end=\$(date +%s%N)
object=unknown
while [ \$# -gt 0 ]; do [ "\$1" = -o ] && { object=\$2; break; }; shift; done
echo "\$(( (end - start) / 1000000 )) \$object" >>"$log"
exit \$status
EOF
chmod +x "$launcher"
export CCACHE_DISABLE=1

# Seconds since START (from date +%s%N), to a tenth.
seconds() { awk -v a="$1" -v b="$(date +%s%N)" 'BEGIN {printf "%.1f", (b - a) / 1e9}'; }

start=$(date +%s%N)
cmake -S . -B "$build" -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" "$@" >/dev/null
echo "configure: $(seconds "$start") s"
start=$(date +%s%N)
cmake --build "$build" -j2 --target outremer >/dev/null
echo "program (outremer) clean build: $(seconds "$start") s"
start=$(date +%s%N)
cmake --build "$build" -j2 >/dev/null
echo "test binary and the rest of the build: $(seconds "$start") s"
start=$(date +%s%N)
# ctest as the README's test command runs it.
ctest --test-dir "$build" >"$build/ctest.log" 2>&1 || { tail -20 "$build/ctest.log"; exit 1; }
echo "ctest: $(seconds "$start") s ($(grep -o '[0-9]* tests passed\|[0-9]*% tests passed.*' "$build/ctest.log" | head -1))"
echo "compile seconds, all units: $(awk '{s += $1} END {printf "%.0f", s / 1000}' "$log") in $(wc -l <"$log") units"
echo "the ten slowest translation units (compile seconds, two at a time):"
sort -rn "$log" | head -10 | while read -r s object; do
  printf '  %6.1f  %s\n' "$(awk -v ms="$s" 'BEGIN {print ms / 1000}')" "${object#"$here"/}"
done
