#!/usr/bin/env bash
# The import macro `tables export --as foundry` writes: `node --check` reads it, then
# run_macro.js runs it against a stand-in for Foundry's API as versions 10, 11 and 12.
# Exits 77 (skipped) where node is not installed.
# Usage: tests/foundry/import_macro.sh OUTREMER
set -euo pipefail
outremer=$(realpath "$1")
here=$(dirname "$(realpath "$0")")
node=$(command -v node || command -v nodejs || true)
if [ -z "$node" ]; then
  echo "skipped: node is not installed"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$outremer" tables export "$work/vtt" --as foundry >/dev/null
"$node" --check "$work/vtt/import-outremer.js"
"$node" "$here/run_macro.js" "$work/vtt/import-outremer.js"
