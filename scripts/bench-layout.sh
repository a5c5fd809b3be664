#!/usr/bin/env bash
# Backplate's layout against Taffy and Yoga (shared/bench/layout_bench.py) on the same tree: a
# column of rows of 100 boxes of 10x10 at 1k, 10k and 100k views. Runs the engines alternately,
# several rounds, in one session, and prints per-view medians and the Backplate/Taffy ratio per
# size, so a regression shows as a ratio rather than an absolute time on a noisy machine.
#
# Backplate's figure is resolve + layout, from the declared view to frames (ImageRenderer.layout()):
# the clock stops when the laid-out tree is returned, and freeing the tree is printed beside it;
# Taffy's and Yoga's are their compute-layout call alone, on a tree built beforehand.
#
# Usage: scripts/bench-layout.sh [rounds=3] [runs per size=5]
#   BENCH_DIR=/path/to/bench   where layout_bench.py lives (default /work/shared/bench)
#   CORE_PROBE=1               time BackplateCore alone (Benchmarks/CoreLayoutProbe, built by
#                              scripts/layout-callgrind.sh) instead of the release LayoutProbe;
#                              NO_BUILD=1 with it reuses the probe built last time
#   The baselines (PyPI's stretchable and pyyoga) are installed into .tools/bench-python on
#   first use, never into the system's Python; one that cannot be installed is skipped.
set -euo pipefail

rounds="${1:-3}"
runs="${2:-5}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bench_dir="${BENCH_DIR:-/work/shared/bench}"
out="$root/.build-bench"
mkdir -p "$out"

if [ -n "${CORE_PROBE:-}" ]; then
    # BackplateCore alone (-O -wmo) with Benchmarks/CoreLayoutProbe: the same layout work
    # (LayoutTree.make, fixed-metrics text) in minutes rather than a full release build.
    echo "Building the BackplateCore-only layout probe (scripts/layout-callgrind.sh)..."
    OUT="$root/.build-callgrind" BUILD_ONLY=1 "$root/scripts/layout-callgrind.sh"
    probe="$root/.build-callgrind/probe"
else
    echo "Building Backplate's LayoutProbe (release)..."
    swift build -c release --package-path "$root/Benchmarks" --product LayoutProbe 2>&1 | grep -v 'prohibited flag' | grep -E 'error|Compiling|Build' | tail -5
    probe="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/LayoutProbe"
fi
[ -x "$probe" ] || { echo "the layout probe was not built" >&2; exit 1; }

bench_python="$root/.tools/bench-python"
if ! PYTHONPATH="$bench_python" python3 -c "import stretchable, pyyoga" 2>/dev/null; then
    echo "Installing the Taffy and Yoga baselines (stretchable, pyyoga) into .tools/bench-python..."
    python3 -m pip install --quiet --disable-pip-version-check --target "$bench_python" stretchable pyyoga >/dev/null 2>&1 \
        || echo "could not install stretchable/pyyoga: the baselines are skipped" >&2
fi
export PYTHONPATH="$bench_python${PYTHONPATH:+:$PYTHONPATH}"

log="$out/bench-layout.log"
: > "$log"
for r in $(seq 1 "$rounds"); do
    for engine in stretchable pyyoga; do
        if python3 -c "import $engine" 2>/dev/null; then
            python3 "$bench_dir/layout_bench.py" "$engine" 10,100,1000 "$runs" 2>&1 | grep 'ns/node' | sed "s/^/round $r $engine /" >> "$log" || true
        fi
    done
    "$probe" 1000,10000,100000 "$runs" | sed "s/^/round $r backplate /" >> "$log"
done

python3 - "$log" <<'PY'
import re, sys, statistics
lines = open(sys.argv[1]).read().splitlines()
per = {}  # (engine, size) -> [us/view]
for l in lines:
    m = re.match(r"round (\d+) (\w+) +(\d+) nodes.*?\(\s*([\d.]+) ns/node", l)
    if m:
        n = int(m.group(3)); size = 1000 if n < 5000 else 10000 if n < 50000 else 100000
        per.setdefault((m.group(2), size), []).append(float(m.group(4)) / 1000)
        continue
    m = re.match(r"round (\d+) backplate backplate (\d+) views: ([\d.]+) us/view.*?(?:freeing the tree ([\d.]+) us/view)?$", l)
    if m:
        per.setdefault(("backplate", int(m.group(2))), []).append(float(m.group(3)))
        if m.group(4): per.setdefault(("freeing", int(m.group(2))), []).append(float(m.group(4)))
med = statistics.median
print("\nmicroseconds per view, median over rounds (Backplate: declared view to frames; Taffy/Yoga: compute only,")
print("building and freeing their trees left out; Backplate's freeing of its tree is the last column)")
print(f"{'views':>8} {'Backplate':>10} {'Taffy':>8} {'Yoga':>8} {'B/Taffy':>8} {'B freeing':>10}")
for size in (1000, 10000, 100000):
    b = per.get(("backplate", size)); t = per.get(("stretchable", size)); y = per.get(("pyyoga", size))
    fr = per.get(("freeing", size))
    f = lambda v: f"{med(v):.3f}" if v else "-"
    ratio = f"{med(b)/med(t):.2f}" if b and t else "-"
    print(f"{size:>8} {f(b):>10} {f(t):>8} {f(y):>8} {ratio:>8} {f(fr):>10}")
PY
echo "(raw lines: $log)"
