#!/usr/bin/env bash
# Validates real JSON output against the schemas in schemas/ with ajv-cli (JSON Schema
# draft 2020-12). Usage: validate.sh OUTREMER SCHEMAS_DIR AJV COMMANDS_FILE [BRIEF.json...]
#   - for every kind that `OUTREMER batch --list-kinds` names: schemas/KIND.schema.json
#     must exist and brief.schema.json must refer to it, and 30 items of
#     `OUTREMER batch KIND` (JSON Lines) must each be a valid brief;
#   - every command in COMMANDS_FILE (one a line, # comments) run with --format json
#     must write a valid brief;
#   - a campaign played in the temporary folder (campaign new, then campaign go --policy
#     bold to its end) must give a valid brief with `campaign log --format json`;
#   - the saves of that campaign, step by step, must be valid campaign saves
#     (campaign-save.schema.json);
#   - simulation reports (simulate campaign, whole and sharded, and simulate merge) must
#     be valid simulation reports (simulation.schema.json), and those of simulate fight
#     valid fight simulation reports (fight-simulation.schema.json);
#   - `outremer odds` of a few expressions, tables, encounters and attacks must write valid odds
#     (odds.schema.json);
#   - `outremer scenario list` and `scenario show` of every printed scenario must write
#     valid output (scenario-list.schema.json, scenario.schema.json);
#   - every BRIEF.json given must be a valid brief (golden JSON, e.g. the hand-made
#     chronicle; its C++ test keeps it equal to the output).
# Exits non-zero when anything is missing or invalid, naming it.
set -euo pipefail
outremer=$1 schemas=$2 ajv=$3 commands=$4
shift 4

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "validate.sh: $*" >&2; exit 1; }

kinds=$("$outremer" batch --list-kinds)
[ -n "$kinds" ] || fail "outremer batch --list-kinds names no kind"
for kind in $kinds; do
  # One file per line: ajv-cli reads whole JSON files, not JSON Lines.
  "$outremer" batch "$kind" --count 30 --seed 20260 | split -l 1 -d -a 3 --additional-suffix=.json - "$work/batch-$kind-"
  [ "$(ls "$work"/batch-"$kind"-*.json | wc -l)" -eq 30 ] || fail "batch $kind did not write 30 lines"
  # The kind its briefs state (batch scenario writes generated-scenario briefs).
  brief=$(sed -n 's/^{"outremer":"brief","version":[0-9]*,"kind":"\([a-z-]*\)".*/\1/p' "$work/batch-$kind-000.json")
  [ -n "$brief" ] || fail "batch $kind does not write briefs"
  [ -f "$schemas/$brief.schema.json" ] || fail "kind '$brief' has no schema: add $schemas/$brief.schema.json"
  grep -q "\"\$ref\": \"$brief.schema.json\"" "$schemas/brief.schema.json" ||
    fail "brief.schema.json does not refer to $brief.schema.json: add a oneOf branch for kind '$brief'"
done

n=0
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  n=$((n + 1))
  # shellcheck disable=SC2086 # the line is a command's words
  "$outremer" $line --format json > "$work/single-$n.json" || fail "'outremer $line --format json' failed"
done < "$commands"

# The campaign chronicle needs a save: one journey played whole by the bold policy (its
# save and lock kept in a subfolder, out of the *.json that ajv reads).
mkdir "$work/campaign"
save=$work/campaign/save.json
"$outremer" campaign new --save "$save" --seed 7 > /dev/null || fail "'outremer campaign new --save $save --seed 7' failed"
# Saves along the way, validated against campaign-save.schema.json: an answer a step (one
# not on the menu then is refused and changes nothing), so that they hold encounters
# waiting and fights being reported.
mkdir "$work/saves"
cp "$save" "$work/saves/save-0.json"
step=0
for answer in move move fight won "loot 1SF" done move auto move fight lost done rest move pass flee move; do
  step=$((step + 1))
  printf '%s\n' "$answer" | "$outremer" campaign go --save "$save" > /dev/null 2>&1 || true
  cp "$save" "$work/saves/save-$step.json"
done
"$outremer" campaign go --save "$save" --policy bold > /dev/null || fail "'outremer campaign go --policy bold' failed"
cp "$save" "$work/saves/save-end.json"
"$outremer" campaign log --save "$save" --format json > "$work/campaign-log.json" ||
  fail "'outremer campaign log --save $save --format json' failed"
n=$((n + 1))

for brief in "$@"; do
  cp "$brief" "$work/file-$(basename "$brief")"
done

refs=()
for schema in "$schemas"/*.schema.json; do
  [ "$(basename "$schema")" = brief.schema.json ] || refs+=(-r "$schema")
done
# Every file is checked; ajv exits non-zero when any is invalid and prints why.
"$ajv" validate --spec=draft2020 --all-errors --errors=text -c ajv-formats \
  -s "$schemas/brief.schema.json" "${refs[@]}" -d "$work/*.json" > "$work/report.txt" 2>&1 || {
  grep -v ' valid$' "$work/report.txt" >&2
  fail "some output does not match the schema (above)"
}
"$ajv" validate --spec=draft2020 --all-errors --errors=text -c ajv-formats \
  -s "$schemas/campaign-save.schema.json" -r "$schemas/common.schema.json" -r "$schemas/campaign-log.schema.json" \
  -d "$work/saves/*.json" > "$work/saves.txt" 2>&1 || {
  grep -v ' valid$' "$work/saves.txt" >&2
  fail "some campaign save does not match campaign-save.schema.json (above)"
}
# Simulation reports (not briefs): a whole run, a run of one (no spread: null intervals),
# a shard with a group, and shards merged, against simulation.schema.json.
mkdir "$work/simulations"
simulate() {
  local name=$1
  shift
  "$outremer" "$@" --format json > "$work/simulations/$name.json" || fail "'outremer $* --format json' failed"
}
simulate whole simulate campaign --runs 12 --policy bold --seed 5
simulate one simulate campaign --runs 1 --policy cautious --seed 5
simulate shard-1 simulate campaign --runs 12 --policy cautious --group knight-and-retainers --seed 5 --shard 1/3
simulate shard-2 simulate campaign --runs 12 --policy cautious --group knight-and-retainers --seed 5 --shard 2/3
simulate merged simulate merge "$work/simulations/shard-1.json" "$work/simulations/shard-2.json"
"$ajv" validate --spec=draft2020 --all-errors --errors=text -c ajv-formats \
  -s "$schemas/simulation.schema.json" -r "$schemas/common.schema.json" \
  -d "$work/simulations/*.json" > "$work/simulations.txt" 2>&1 || {
  grep -v ' valid$' "$work/simulations.txt" >&2
  fail "some simulation report does not match simulation.schema.json (above)"
}
simulations=$(grep -c ' valid$' "$work/simulations.txt")
# Fight simulations (fight-simulation.schema.json): a whole run, a run of one, shards merged.
mkdir "$work/fights"
fights() {
  local name=$1
  shift
  "$outremer" "$@" --format json > "$work/fights/$name.json" || fail "'outremer $* --format json' failed"
}
fights whole simulate fight --runs 12 --seed 5
fights one simulate fight --runs 1 --seed 5 --where countryside --time night
fights shard-1 simulate fight --runs 12 --from-encounter 89 --seed 5 --shard 1/2
fights shard-2 simulate fight --runs 12 --from-encounter 89 --seed 5 --shard 2/2
fights merged simulate merge "$work/fights/shard-1.json" "$work/fights/shard-2.json"
"$ajv" validate --spec=draft2020 --all-errors --errors=text -c ajv-formats \
  -s "$schemas/fight-simulation.schema.json" -r "$schemas/simulation.schema.json" -r "$schemas/common.schema.json" \
  -d "$work/fights/*.json" > "$work/fights.txt" 2>&1 || {
  grep -v ' valid$' "$work/fights.txt" >&2
  fail "some fight simulation report does not match fight-simulation.schema.json (above)"
}
simulations=$((simulations + $(grep -c ' valid$' "$work/fights.txt")))

# `outremer odds` writes a document of its own (odds.schema.json): of dice, tables and encounters.
mkdir "$work/odds"
odds() {
  "$outremer" odds "$@" --format json > "$work/odds/odds-$(ls "$work/odds" | wc -l).json" || fail "'outremer odds $*' failed"
}
odds 2d6
odds 'd6 (minus 3 from die roll)'
odds 46d6
odds initial-encounter --column highway-day
odds mercenary-duty
odds encounter
odds encounter --where town --time night --at-least 5
odds fight --attack 13 --defence 4 --terrain hills --combined
odds fight --attack 9 --defence 4 --against mounted --charge --panicking
"$ajv" validate --spec=draft2020 --all-errors --errors=text -s "$schemas/odds.schema.json" \
  -d "$work/odds/*.json" > "$work/odds.txt" 2>&1 || {
  grep -v ' valid$' "$work/odds.txt" >&2
  fail "some odds output does not match odds.schema.json (above)"
}
odds=$(grep -c ' valid$' "$work/odds.txt")

# `outremer scenario list` and `scenario show` of every printed scenario
# (scenario-list.schema.json, scenario.schema.json).
mkdir "$work/scenarios"
"$outremer" scenario list --format json > "$work/scenario-list.json" || fail "'outremer scenario list --format json' failed"
for id in $("$outremer" scenario list --format json | grep -o '"id": "[a-z0-9-]*"' | cut -d'"' -f4); do
  "$outremer" scenario show "$id" --format json > "$work/scenarios/$id.json" || fail "'outremer scenario show $id' failed"
  "$outremer" scenario show "$id" --roll --seed 1 --roster feudal --format json > "$work/scenarios/$id-rolled.json" ||
    fail "'outremer scenario show $id --roll --roster feudal' failed"
done
"$ajv" validate --spec=draft2020 --all-errors --errors=text -s "$schemas/scenario-list.schema.json" \
  -d "$work/scenario-list.json" > "$work/scenario-list.txt" 2>&1 || {
  cat "$work/scenario-list.txt" >&2
  fail "scenario list does not match scenario-list.schema.json (above)"
}
# A rolled scenario refers to the brief's rolls and characters: every other schema is known.
scenario_refs=()
for schema in "$schemas"/*.schema.json; do
  [ "$(basename "$schema")" = scenario.schema.json ] || scenario_refs+=(-r "$schema")
done
"$ajv" validate --spec=draft2020 --all-errors --errors=text -c ajv-formats -s "$schemas/scenario.schema.json" \
  "${scenario_refs[@]}" -d "$work/scenarios/*.json" > "$work/scenarios.txt" 2>&1 || {
  grep -v ' valid$' "$work/scenarios.txt" >&2
  fail "some scenario does not match scenario.schema.json (above)"
}
scenarios=$(grep -c ' valid$' "$work/scenarios.txt")
saves=$(grep -c ' valid$' "$work/saves.txt")
checked=$(grep -c ' valid$' "$work/report.txt")
echo "validate.sh: $checked briefs, $saves campaign saves, $simulations simulation reports, $odds odds and $scenarios scenarios valid (kinds: $(echo $kinds | tr ' ' ','); $n single commands; $# files)"
