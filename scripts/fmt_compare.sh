#!/usr/bin/env bash
# Compares `tirsat fmt` of two binaries byte for byte (standard output, standard
# error and exit status) over the fmt benchmark module, the largest real-corpus
# files and every tests/**/*.py. Prints the files that differ; exit 1 if any.
#
#   scripts/fmt_compare.sh OLD_BINARY NEW_BINARY [FILE...]
#
# Without FILEs: /tmp/fmt1000.py (made by scripts/oracle/gen_fmt_bench.py if
# missing) and all tests/**/*.py from the repository root.
set -u
old=$1
new=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
    if [ ! -f /tmp/fmt1000.py ]; then
        python3 -c "import sys; sys.path.insert(0,'$root/scripts/oracle'); import gen_fmt_bench; open('/tmp/fmt1000.py','w').write(gen_fmt_bench.generate(1000))"
    fi
    set -- /tmp/fmt1000.py $(find "$root/tests" -name '*.py' | sort)
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
bad=0
for f in "$@"; do
    n=$((n + 1))
    "$old" fmt "$f" >"$tmp/o.out" 2>"$tmp/o.err"
    oc=$?
    "$new" fmt "$f" >"$tmp/n.out" 2>"$tmp/n.err"
    nc=$?
    if [ $oc -ne $nc ] || ! cmp -s "$tmp/o.out" "$tmp/n.out" || ! cmp -s "$tmp/o.err" "$tmp/n.err"; then
        echo "DIFFERS: $f (exit $oc vs $nc)"
        bad=$((bad + 1))
    fi
done
echo "$n files, $bad differ"
[ $bad -eq 0 ]
