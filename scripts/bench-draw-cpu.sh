#!/usr/bin/env bash
# Drawing cost against C in CPU time rather than wall-clock time: on a shared machine whose
# load is many times its cores, a wall-clock median mostly measures how often a process was
# preempted; the CPU time a process spends (perf's task-clock, all its threads) does not
# include the time it waited. Each program draws its picture N and then 5N times, and the
# difference divided by 4N is the CPU time of one draw (start-up, font loading and warm-up
# cancel out). Rounds alternate C and Backplate; the medians of per-round ratios are printed.
#
#   C:         shared/bench/card_c.c and Benchmarks/Baselines/text_page_c.c, compiled here from
#              a copy whose PNG writes are skipped when NOPNG is set (the drawing code unchanged)
#   Backplate: `CardProbe N "" card|text profile` (PreparedDrawing.draw() N times: display list
#              to straight RGBA pixels), and `CardProbe N "" card|text profile-new` (whole renders,
#              declare, lay out and draw, of texts no engine has measured: every text shaped, as
#              C shapes its text in every draw)
#
# Usage: scripts/bench-draw-cpu.sh [rounds=5] [N=10]   (the text page, about a tenth of the
#   card's cost, draws 4N and 20N times)
#   PROBE=/path/to/CardProbe   default .build-probes/CardProbe (scripts/build-probes.sh)
#   BENCH_DIR=/path/to/bench   where card_c.c lives (default /work/shared/bench)
set -euo pipefail
rounds="${1:-5}"; n="${2:-10}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bench_dir="${BENCH_DIR:-/work/shared/bench}"
out="$root/.build-bench"; mkdir -p "$out"
probe="${PROBE:-$root/.build-probes/CardProbe}"
[ -x "$probe" ] || { echo "no CardProbe at $probe (scripts/build-probes.sh)" >&2; exit 1; }
command -v perf > /dev/null || { echo "perf is needed (linux-perf)" >&2; exit 1; }
for c in "card:$bench_dir/card_c.c" "text:$root/Benchmarks/Baselines/text_page_c.c"; do
    name="${c%%:*}"; src="${c#*:}"
    sed -e 's|cairo_surface_write_to_png(s, path);|if (!getenv("NOPNG")) cairo_surface_write_to_png(s, path);|' \
        -e 's|cairo_surface_write_to_png_stream(s, sink_write, &sk);|if (!getenv("NOPNG")) cairo_surface_write_to_png_stream(s, sink_write, \&sk);|' \
        "$src" > "$out/${name}_draw_only.c"
    grep -q NOPNG "$out/${name}_draw_only.c" || { echo "could not make $name's draw-only copy" >&2; exit 1; }
    # shellcheck disable=SC2046
    gcc -O2 -o "$out/${name}_draw_only" "$out/${name}_draw_only.c" $(pkg-config --cflags --libs pangocairo) -lm
done
cpu() {  # cpu COMMAND...: task-clock in ms of one run
    perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ {print $1}'
}
log="$out/bench-draw-cpu.log"; : > "$log"
for r in $(seq 1 "$rounds"); do
    for page in card text; do
        k=$n; [ "$page" = text ] && k=$((4 * n))
        c1=$(NOPNG=1 cpu "$out/${page}_draw_only" "$k" "$out"); c5=$(NOPNG=1 cpu "$out/${page}_draw_only" $((5 * k)) "$out")
        b1=$(cpu "$probe" "$k" "" "$page" profile); b5=$(cpu "$probe" $((5 * k)) "" "$page" profile)
        n1=$(cpu "$probe" "$k" "" "$page" profile-new); n5=$(cpu "$probe" $((5 * k)) "" "$page" profile-new)
        echo "$r $page $c1 $c5 $b1 $b5 $k $n1 $n5" >> "$log"
        python3 -c "
c=($c5-$c1)/(4*$k); b=($b5-$b1)/(4*$k); n=($n5-$n1)/(4*$k)
print(f'round $r $page: CPU ms per draw: C {c:.2f}, Backplate {b:.2f}, ratio {b/c:.2f}; render with new texts {n:.2f}, ratio {n/c:.2f}')"
    done
done
python3 - "$log" <<'PY'
import sys, statistics
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
for page in ("card", "text"):
    per = [((float(b5) - float(b1)) / (4 * int(k)), (float(c5) - float(c1)) / (4 * int(k)), (float(n5) - float(n1)) / (4 * int(k)))
           for r, p, c1, c5, b1, b5, k, n1, n5 in rows if p == page]
    ratios = [b / c for b, c, _ in per if c > 0]
    fresh = [n / c for _, c, n in per if c > 0]
    if ratios:
        print(f"{page}: draw CPU time, Backplate / C, median over {len(ratios)} rounds: {statistics.median(ratios):.2f} "
              f"(C {statistics.median([c for _, c, _ in per]):.2f} ms, Backplate {statistics.median([b for b, _, _ in per]):.2f} ms per draw)")
        print(f"{page}: render with every text new, CPU time, Backplate / C's draw: {statistics.median(fresh):.2f} "
              f"(Backplate {statistics.median([n for _, _, n in per]):.2f} ms per render)")
PY
