#!/usr/bin/env bash
# Fails on any #include in src/ that runs upward in the layer order
#   util <- dice <- tables <- gen <- campaign <- render <- cli
# (a module may include its own layer and those below it; main.cpp is above them all).
# Usage: tests/layers/check.sh SRC_DIR
set -euo pipefail
src=${1:?usage: check.sh SRC_DIR}
layers=(util dice tables gen campaign render cli)

rank() {
  local i
  for i in "${!layers[@]}"; do [[ ${layers[$i]} == "$1" ]] && { echo "$i"; return; }; done
  echo -1
}

status=0
for module_dir in "$src"/*/; do
  module=$(basename "$module_dir")
  own=$(rank "$module")
  if ((own < 0)); then
    echo "$module_dir: a folder of src/ that is not in the layer order (${layers[*]})"
    status=1
    continue
  fi
  while IFS=: read -r file line text; do
    included=$(sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([a-z_]+)\/.*/\1/' <<<"$text")
    theirs=$(rank "$included")
    if ((theirs > own)); then
      echo "$file:$line: $module includes $included, a layer above it: ${text}"
      status=1
    fi
  done < <(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/' "$module_dir" || true)
done
((status == 0)) && echo "layers: every include in $src runs downward (${layers[*]})"
exit "$status"
