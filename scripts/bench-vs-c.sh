#!/usr/bin/env bash
# Backplate against C baselines drawing the same pictures with cairo and pango directly, run
# alternately in one session so a regression shows as a ratio rather than an absolute time on
# a shared, noisy machine:
#   card: shared/bench/card_c.c (the 1200x630 card) against `CardProbe N DIR card`
#   text: Benchmarks/Baselines/text_page_c.c (an 800x1000 page of paragraphs) against `CardProbe N DIR text`
#
# Usage: scripts/bench-vs-c.sh [rounds=5] [images per round=10]
#   BENCH_DIR=/path/to/bench   where card_c.c lives (default /work/shared/bench)
#   NO_BUILD=1                 reuse the binaries already built in .build-bench and Benchmarks/.build
#   PROBE=/path/to/probe       a CardProbe built elsewhere (same arguments and output), instead of
#                              building Benchmarks/ (whose Backplate module needs swift-syntax
#                              built in release for its macros: long on a loaded machine)
# Prints, per round and as medians over the rounds, Backplate/C ratios (below 1: Backplate
# faster or smaller) of:
#   draw        the display list to pixels (PreparedDrawing.draw) / C's draw (which also shapes its text)
#   render      declare + lay out + draw (ImageRenderer.render) / C's draw; the same texts each
#               time, which the text engine keeps measured (TextLayoutCache)
#   new texts   render with texts the engine has not measured (each shaped) / C's draw
#   png time    Backplate's default PNG encoder (.fast) / cairo_surface_write_to_png_stream, same picture
#   png size    the .fast file / cairo's file
#   end to end  declare, lay out, draw and PNG data / C's draw + PNG to memory
set -euo pipefail

rounds="${1:-5}"
iters="${2:-10}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bench_dir="${BENCH_DIR:-/work/shared/bench}"
out="$root/.build-bench"
mkdir -p "$out"

if [ -z "${NO_BUILD:-}" ]; then
    echo "Building the C baselines and Backplate's CardProbe (release)..."
    # shellcheck disable=SC2046
    gcc -O2 -o "$out/card_c" "$bench_dir/card_c.c" $(pkg-config --cflags --libs pangocairo) -lm
    # shellcheck disable=SC2046
    gcc -O2 -o "$out/text_page_c" "$root/Benchmarks/Baselines/text_page_c.c" $(pkg-config --cflags --libs pangocairo) -lm
    if [ -z "${PROBE:-}" ]; then
        swift build -c release --package-path "$root/Benchmarks" --product CardProbe 2>&1 | grep -v 'prohibited flag' | grep -E 'error|Compiling|Build' | tail -5
    fi
fi
probe="${PROBE:-$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/CardProbe}"
[ -x "$probe" ] || { echo "CardProbe was not built" >&2; exit 1; }

log="$out/bench-vs-c.log"
: > "$log"
for r in $(seq 1 "$rounds"); do
    for page in card text; do
        if [ "$page" = card ]; then c_bin="$out/card_c"; else c_bin="$out/text_page_c"; fi
        c_line="$("$c_bin" "$iters" "$out" | grep '^loop of')"
        b_out="$("$probe" "$iters" "$out" "$page")"
        echo "round $r $page C: $c_line" >> "$log"
        echo "round $r $page B: $(echo "$b_out" | grep '^loop of')" >> "$log"
        echo "$b_out" | grep -v '^loop of' | sed "s/^/round $r $page B+ /" >> "$log"
    done
    python3 - "$log" "$r" <<'PY'
import re, sys
lines, r = open(sys.argv[1]).read().splitlines(), sys.argv[2]
def parse(s):
    g = lambda k: re.search(k, s)
    return dict(draw=float(g(r"dl-draw ([\d.]+)").group(1)) if g(r"dl-draw") else float(g(r"draw ([\d.]+)").group(1)),
                render=float(g(r"draw ([\d.]+)").group(1)), enc=float(g(r"png mem ([\d.]+)").group(1)),
                size=int(g(r"\((\d+) bytes\)").group(1)), total=float(g(r"draw\+mem ([\d.]+)").group(1)),
                newtext=float(g(r"new-text ([\d.]+)").group(1)) if g(r"new-text") else None)
for page in ("card", "text"):
    C = parse([l for l in lines if l.startswith(f"round {r} {page} C: ")][0])
    B = parse([l for l in lines if l.startswith(f"round {r} {page} B: ")][0])
    print(f"round {r} {page}: C draw {C['draw']:.2f} png {C['enc']:.2f} ms {C['size']} B e2e {C['total']:.2f} | "
          f"Backplate draw {B['draw']:.2f} render {B['render']:.2f} png {B['enc']:.2f} ms {B['size']} B e2e {B['total']:.2f} | "
          f"ratios draw {B['draw']/C['render']:.2f} render {B['render']/C['render']:.2f} png {B['enc']/C['enc']:.2f} "
          f"size {B['size']/C['size']:.2f} e2e {B['total']/C['total']:.2f}")
PY
done

python3 - "$log" <<'PY'
import re, sys, statistics
lines = open(sys.argv[1]).read().splitlines()
def parse(s):
    g = lambda k: re.search(k, s)
    return dict(draw=float(g(r"dl-draw ([\d.]+)").group(1)) if g(r"dl-draw") else float(g(r"draw ([\d.]+)").group(1)),
                render=float(g(r"draw ([\d.]+)").group(1)), enc=float(g(r"png mem ([\d.]+)").group(1)),
                size=int(g(r"\((\d+) bytes\)").group(1)), total=float(g(r"draw\+mem ([\d.]+)").group(1)),
                newtext=float(g(r"new-text ([\d.]+)").group(1)) if g(r"new-text") else None)
med = statistics.median
for page in ("card", "text"):
    C = [parse(l) for l in lines if f" {page} C: " in l]
    B = [parse(l) for l in lines if f" {page} B: " in l]
    print(f"\n{page}: median over {len(C)} rounds of per-round ratios (Backplate / C; below 1 = Backplate faster or smaller):")
    rows = [("draw", "render", "draw: display list -> pixels"), ("render", "render", "render: declare, lay out, draw"),
            ("newtext", "render", "render, texts new to the engine"),
            ("enc", "enc", "PNG time (.fast vs cairo's writer)"), ("size", "size", "PNG size (.fast vs cairo's writer)"),
            ("total", "total", "end to end to PNG data")]
    for bk, ck, name in rows:
        if any(b[bk] is None for b in B): continue
        ratios = [b[bk] / c[ck] for b, c in zip(B, C)]
        unit = "B" if bk == "size" else "ms"
        print(f"  {name:38s} ratio {med(ratios):.2f}   (C {med([c[ck] for c in C]):.2f} {unit}, Backplate {med([b[bk] for b in B]):.2f} {unit})")
    extra = [l.split("B+ ", 1)[1] for l in lines if f" {page} B+ " in l]
    if extra:
        print(f"  Backplate's other encoders on the {page}, last round:")
        for l in extra[-4:]: print("   ", l.strip())
PY
echo "(raw lines: $log)"
