#!/usr/bin/env bash
# Fails on any #include in src/ that runs upward in the layer order
#   util <- dice <- tables <- gen <- campaign <- codec <- render <- cli
# (a module may include its own layer and those below it; main.cpp is above them all),
# and on any third-party library included outside the modules (or files) that own it.
# Usage: tests/layers/check.sh SRC_DIR
set -euo pipefail
src=${1:?usage: check.sh SRC_DIR}
layers=(util dice tables gen campaign codec render cli)
declare -A rank
for i in "${!layers[@]}"; do rank[${layers[$i]}]=$i; done

status=0
for module_dir in "$src"/*/; do
  module=$(basename "$module_dir")
  own=${rank[$module]:--1}
  if ((own < 0)); then
    echo "$module_dir: a folder of src/ that is not in the layer order (${layers[*]})"
    status=1
    continue
  fi
  while IFS=: read -r file line text; do
    [[ $text =~ \"([a-z_]+)/ ]]
    theirs=${rank[${BASH_REMATCH[1]}]:--1}
    if ((theirs > own)); then
      echo "$file:$line: $module includes ${BASH_REMATCH[1]}, a layer above it: ${text}"
      status=1
    fi
  done < <(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/' "$module_dir" || true)
done
# Each library by the start of its headers' names, and where it may be included: modules,
# or module/file for one file of a module.
libraries=(
  "yaml-cpp/:tables/yaml_loader.cpp tables/yaml_reader.hpp"
  "CLI/:cli"
  "nlohmann/:codec render cli"
  "kainjow/:render cli"
  "pcg_:dice"
  "fmt/:util tables codec render cli"
)
for entry in "${libraries[@]}"; do
  prefix=${entry%%:*}
  owners=" ${entry#*:} "
  while IFS=: read -r file line text; do
    relative=${file#"$src"/}
    module=${relative%%/*}
    [[ $owners == *" $module "* || $owners == *" $relative "* ]] && continue
    echo "$file:$line: ${prefix%/} is for${owners%" "} only: ${text}"
    status=1
  done < <(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*<${prefix}" "$src" --include='*.cpp' --include='*.hpp' || true)
done
((status == 0)) && echo "layers: every include in $src runs downward (${layers[*]}), every library in its own modules"
exit "$status"
