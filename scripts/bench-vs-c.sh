#!/usr/bin/env bash
# Backplate against the C baseline (shared/bench/card_c.c: the same 1200x630 card drawn with
# cairo and pango directly), run alternately in one session so a regression shows as a ratio
# rather than an absolute time on a shared, noisy machine.
#
# Usage: scripts/bench-vs-c.sh [rounds=5] [images per round=10]
#   BENCH_DIR=/path/to/bench   where card_c.c lives (default /work/shared/bench)
# Prints, per round and as medians over the rounds, Backplate/C ratios of: draw, PNG encode
# to memory (Backplate's default .fast vs cairo_surface_write_to_png_stream), PNG size, and
# draw + encode end to end. A ratio below 1 means Backplate is faster or smaller.
set -euo pipefail

rounds="${1:-5}"
iters="${2:-10}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bench_dir="${BENCH_DIR:-/work/shared/bench}"
out="$root/.build-bench"
mkdir -p "$out"

echo "Building the C baseline and Backplate's CardProbe (release)..."
# shellcheck disable=SC2046
gcc -O2 -o "$out/card_c" "$bench_dir/card_c.c" $(pkg-config --cflags --libs pangocairo) -lm
swift build -c release --package-path "$root/Benchmarks" --product CardProbe 2>&1 | grep -v 'prohibited flag' | grep -E 'error|Compiling|Build' | tail -5
probe="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/CardProbe"
[ -x "$probe" ] || { echo "CardProbe was not built" >&2; exit 1; }

log="$out/bench-vs-c.log"
: > "$log"
for r in $(seq 1 "$rounds"); do
    c_line="$("$out/card_c" "$iters" "$out" | grep '^loop of')"
    b_out="$("$probe" "$iters" "$out")"
    b_line="$(echo "$b_out" | grep '^loop of')"
    echo "round $r C: $c_line" >> "$log"
    echo "round $r B: $b_line" >> "$log"
    echo "$b_out" | grep -v '^loop of' | sed "s/^/round $r B+ /" >> "$log"
    python3 - "$r" "$c_line" "$b_line" <<'PY'
import re, sys
r, c, b = sys.argv[1], sys.argv[2], sys.argv[3]
def parse(s):
    return dict(draw=float(re.search(r"draw ([\d.]+)", s).group(1)),
                enc=float(re.search(r"png mem ([\d.]+)", s).group(1)),
                size=int(re.search(r"\((\d+) bytes\)", s).group(1)),
                total=float(re.search(r"draw\+mem ([\d.]+)", s).group(1)))
C, B = parse(c), parse(b)
print(f"round {r}: C draw {C['draw']:.2f} png {C['enc']:.2f} ms {C['size']} B total {C['total']:.2f} | "
      f"Backplate draw {B['draw']:.2f} png {B['enc']:.2f} ms {B['size']} B total {B['total']:.2f} | "
      f"ratios draw {B['draw']/C['draw']:.2f} png {B['enc']/C['enc']:.2f} size {B['size']/C['size']:.2f} total {B['total']/C['total']:.2f}")
PY
done

python3 - "$log" <<'PY'
import re, sys, statistics
lines = open(sys.argv[1]).read().splitlines()
def parse(s):
    return dict(draw=float(re.search(r"draw ([\d.]+)", s).group(1)),
                enc=float(re.search(r"png mem ([\d.]+)", s).group(1)),
                size=int(re.search(r"\((\d+) bytes\)", s).group(1)),
                total=float(re.search(r"draw\+mem ([\d.]+)", s).group(1)))
C = [parse(l) for l in lines if " C: " in l]
B = [parse(l) for l in lines if " B: " in l]
med = statistics.median
print(f"\nmedian over {len(C)} rounds (Backplate / C; below 1 = Backplate faster or smaller):")
for key, name in [("draw", "draw"), ("enc", "PNG encode (.fast vs cairo)"), ("size", "PNG size"), ("total", "draw + PNG end to end")]:
    ratios = [b[key] / c[key] for b, c in zip(B, C)]
    print(f"  {name:32s} ratio {med(ratios):.2f}   (C {med([c[key] for c in C]):.2f}, Backplate {med([b[key] for b in B]):.2f})")
extra = [l.split("B+ ", 1)[1] for l in lines if " B+ " in l]
if extra:
    print("Backplate's other encoders, last round:")
    for l in extra[-2:]: print(" ", l.strip())
PY
echo "(raw lines: $log)"
