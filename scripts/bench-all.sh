#!/usr/bin/env bash
# Every figure Benchmarks/README.md quotes, from one session of one script run:
#   1. layout µs per view at 1k / 10k / 100k beside Taffy and Yoga   (scripts/bench-layout.sh)
#   2. card and text page against C: draw, render, PNG time and size beside cairo's writer,
#      end to end                                                     (scripts/bench-vs-c.sh)
#   3. the same drawing in CPU time (not preemption-prone wall clock)  (scripts/bench-draw-cpu.sh)
#   4. cards per second on 1 and 2 threads, resident and peak memory  (scripts/bench-throughput.sh)
# each run after the other (never two at once: they would share the two cores), then a summary
# of the lines to quote. The probes are built first with scripts/build-probes.sh (optimised
# swiftc builds that need no release swift-syntax) and scripts/layout-callgrind.sh.
#
# Usage: scripts/bench-all.sh [rounds=5] [images per round=10] [cards=1000]
#   NO_BUILD=1       reuse the probes built last time (.build-probes, .build-callgrind)
#   SKIP_LAYOUT=1    leave out the layout comparison
# Output: the three scripts' own output, then a summary; all of it also in .build-bench/bench-all.log.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-5}"; images="${2:-10}"; cards="${3:-1000}"
mkdir -p "$root/.build-bench"
log="$root/.build-bench/bench-all.log"
exec > >(tee "$log") 2>&1

echo "bench-all: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), commit $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')"
if [ -z "${NO_BUILD:-}" ]; then
    "$root/scripts/build-probes.sh"
fi
probes="$root/.build-probes"
[ -x "$probes/CardProbe" ] && [ -x "$probes/ThroughputProbe" ] || { echo "the probes are missing: run scripts/build-probes.sh" >&2; exit 1; }

if [ -z "${SKIP_LAYOUT:-}" ]; then
    echo; echo "== 1. layout against Taffy and Yoga (scripts/bench-layout.sh) =="
    if [ -n "${NO_BUILD:-}" ]; then CORE_PROBE=1 NO_BUILD=1 "$root/scripts/bench-layout.sh" 3 3
    else CORE_PROBE=1 "$root/scripts/bench-layout.sh" 3 3; fi
fi

echo; echo "== 2. drawing and PNG against C (scripts/bench-vs-c.sh $rounds $images) =="
# The C baselines are always rebuilt (seconds); the probe is the one built above.
NO_BUILD= PROBE="$probes/CardProbe" "$root/scripts/bench-vs-c.sh" "$rounds" "$images"

echo; echo "== 3. drawing against C in CPU time (scripts/bench-draw-cpu.sh $rounds $images) =="
PROBE="$probes/CardProbe" "$root/scripts/bench-draw-cpu.sh" "$rounds" "$images"

echo; echo "== 4. server throughput (scripts/bench-throughput.sh $cards 1,2) =="
PROBE="$probes/ThroughputProbe" "$root/scripts/bench-throughput.sh" "$cards" 1,2

echo; echo "== summary: the figures to quote =="
python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def section(start, end=None):
    i = text.find(start)
    if i < 0: return ""
    j = text.find(end, i) if end else -1
    return text[i:j if j > 0 else len(text)]
layout = section("microseconds per view", "(raw lines")
if layout: print(layout.strip())
for page in ("card", "text"):
    s = section(f"\n{page}: median over", "\n\n")
    if s: print(s.strip())
for l in text.splitlines():
    if "draw CPU time, Backplate / C" in l or "render with every text new, CPU time" in l or l.startswith("throughput ") or l.startswith("speed-up"): print(l)
PY
