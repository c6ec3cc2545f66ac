#!/usr/bin/env bash
# Installs the build into a scratch prefix and checks the layout and that the installed
# program works from another folder; then makes the Debian package with cpack and checks
# its contents and its declared dependencies.
# Usage: tests/package/check.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: check.sh BUILD_DIR}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package: $*" >&2; exit 1; }

echo "== cmake --install $build --prefix $work/prefix"
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
for file in bin/outremer share/man/man1/outremer.1 share/doc/outremer/README.md share/doc/outremer/CHANGELOG.md \
    share/doc/outremer/docs/TABLES.md share/doc/outremer/schemas/encounter.schema.json \
    share/doc/outremer/templates/page.html.mustache share/bash-completion/completions/outremer \
    share/zsh/vendor-completions/_outremer; do
  [[ -f $work/prefix/$file ]] || fail "the install lacks $file"
done
[[ -x $work/prefix/bin/outremer ]] || fail "bin/outremer is not executable"
# Nothing of the build's own (tests, benchmarks, libraries, headers) is installed.
extra=$(cd "$work/prefix" && find . -type f | grep -vE '^\./(bin/outremer|share/man/man1/outremer\.1|share/doc/outremer/.*|share/bash-completion/completions/outremer|share/zsh/vendor-completions/_outremer)$' || true)
[[ -z $extra ]] || fail "the install holds files it should not: $extra"

# The installed program runs from any folder with its embedded tables, and prints what
# the built one prints.
(cd / && "$work/prefix/bin/outremer" encounter --seed 3) > "$work/installed.txt"
"$build/src/outremer" encounter --seed 3 > "$work/built.txt"
cmp -s "$work/installed.txt" "$work/built.txt" || fail "the installed program prints another brief"
echo "installed: $(cd "$work/prefix" && find . -type f | wc -l) files; outremer runs from /"

echo "== cpack -G DEB"
(cd "$build" && cpack -G DEB -B "$work/package" > "$work/cpack.log") || { cat "$work/cpack.log"; fail "cpack failed"; }
deb=$(ls "$work"/package/outremer_*.deb)
dpkg-deb -c "$deb" > "$work/contents.txt"
for file in ./usr/bin/outremer ./usr/share/man/man1/outremer.1 ./usr/share/doc/outremer/README.md \
    ./usr/share/bash-completion/completions/outremer; do
  grep -q " $file\$" "$work/contents.txt" || fail "the package lacks $file"
done
# A static program declares no dependency; a dynamic one declares its libraries.
depends=$(dpkg-deb -f "$deb" Depends || true)
if ! readelf -d "$build/src/outremer" | grep -q '(NEEDED)'; then
  [[ -z $depends ]] || fail "a static program's package depends on: $depends"
else
  [[ $depends == *libc6* ]] || fail "a dynamic program's package declares no libc6: '$depends'"
fi
echo "package: $(basename "$deb"), $(wc -l < "$work/contents.txt") entries, depends: '${depends:-nothing}'"
