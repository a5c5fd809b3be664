#!/usr/bin/env bash
# Server throughput: 1,000 different cards (different text each) rendered to PNG through the
# async API on 1 and then 2 threads; prints cards per second, resident memory before and after
# each round and the peak, and the 2-thread speed-up (ideally 2x on 2 free cores).
# Usage: scripts/bench-throughput.sh [cards=1000] [threads=1,2]
#   PROBE=/path/to/ThroughputProbe   a probe built elsewhere (scripts/build-probes.sh builds one
#                                    without a release build of swift-syntax) instead of building
#                                    Benchmarks/ in release
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "${PROBE:-}" ]; then
    echo "Building Backplate's ThroughputProbe (release)..."
    swift build -c release --package-path "$root/Benchmarks" --product ThroughputProbe 2>&1 | grep -v 'prohibited flag' | grep -E 'error|Compiling|Build' | tail -5
fi
probe="${PROBE:-$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/ThroughputProbe}"
[ -x "$probe" ] || { echo "ThroughputProbe was not built" >&2; exit 1; }
"$probe" "${1:-1000}" "${2:-1,2}"
