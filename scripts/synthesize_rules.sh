#!/bin/sh
# Regenerates crates/tirsat-tools/fixtures/synthesized/*.rules (a fixture of the
# rule-exploration tools, not built in) with `tirsat rules synthesize`: one
# workload (operator set, size bound) after the other, each against the
# built-in rules plus the files written before it (so no file repeats what an
# earlier one derives). Deterministic: same binary, same files.
#
# Usage: scripts/synthesize_rules.sh [TIRSAT]   (default: target/release/tirsat)
set -eu
cd "$(dirname "$0")/.."
TIRSAT=${1:-target/release/tirsat}
OUT=crates/tirsat-tools/fixtures/synthesized
CUR=$(mktemp -d)
trap 'rm -rf "$CUR"' EXIT
cp rules/*.rules "$CUR/"
run() {
    name=$1
    shift
    "$TIRSAT" rules synthesize "$CUR" --name "synth-$name" "$@" -o "$OUT/synth-$name.rules"
    # The header names the temporary directory: name the set instead.
    sed -i "s|synthesize $CUR|synthesize rules/ + earlier crates/tirsat-tools/fixtures/synthesized/*.rules|" "$OUT/synth-$name.rules"
    cp "$OUT/synth-$name.rules" "$CUR/"
}
run index --ops +,-,*,floordiv,floormod,min,max --vars 3 --consts=-1,0,1,2 --size 5
run minmax --ops min,max,+,- --vars 3 --consts=0 --size 7
run bool --ops and,or,not --vars 3 --size 7
run compare --ops '<,<=,==,!=,min,max,and,or,not' --vars 3 --consts=0 --size 7
run select --ops select,min,max,+,-,* --vars 3 --consts=0,1 --size 6
run select-minmax --ops select,min,max --vars 3 --consts=0 --size 8
