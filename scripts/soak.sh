#!/usr/bin/env bash
# The server soak run: THREADS concurrent tasks render varied cards (text 8-96 pt in nine
# weights and four designs, six scripts with emoji, SF Symbols, a decoded image, gradients, a
# material, shadows, blurs; PNG, JPEG, WebP, SVG and PDF; scales 1-3; light and dark) through
# the async API for SECONDS, as a server does for weeks. Prints renders per second, errors and
# resident memory every 10 s, and a closing "SOAK ..." line with the memory after warm-up (the
# first sixth) and its growth per hour. A watchdog fails the run (exit 3) when no render
# finishes for 10 s, after printing every thread's stack with gdb.
#
#   scripts/soak.sh [THREADS=8] [SECONDS=1800]
#
# SOAK_TOOL=path runs an already built backplate-badvalues, or the optimised SoakProbe that
# `ONLY=soak scripts/build-probes.sh` builds in minutes; otherwise a release build in
# .build-release. Exit status: 0, or 1 if a render failed, 3 on a stall.
set -euo pipefail
cd "$(dirname "$0")/.."
THREADS=${1:-8}
SECONDS_=${2:-1800}
command -v gdb >/dev/null || apt-get install -y -qq gdb >/dev/null 2>&1 || true
if [ -n "${SOAK_TOOL:-}" ]; then TOOL=$SOAK_TOOL; else
  swift build -c release --product backplate-badvalues --scratch-path .build-release 2>&1 | grep -v 'prohibited flag' | tail -1
  TOOL=.build-release/release/backplate-badvalues
fi
# SOAK_HEAP_PROBE=1: glibc's heap figures every 10 s as well (scripts/soak/heap-probe.c: live
# bytes against free bytes in the heaps, anonymous against file-backed resident memory).
if [ "${SOAK_HEAP_PROBE:-0}" = 1 ]; then
  mkdir -p .build && cc -O2 -shared -fPIC -o .build/soak-heap-probe.so scripts/soak/heap-probe.c -lpthread
  export LD_PRELOAD="$PWD/.build/soak-heap-probe.so${LD_PRELOAD:+:$LD_PRELOAD}" HEAP_PROBE_PID=$$
fi
# The tool limits its address space to 4 GiB; jemalloc reserves more address space than it
# uses, and thread stacks then fail to map (GLib aborts): no limit when jemalloc is preloaded.
case "${LD_PRELOAD:-}" in *jemalloc*) export BACKPLATE_MEMORY_LIMIT_MB=${BACKPLATE_MEMORY_LIMIT_MB:-0} ;; esac
exec "$TOOL" soak "$THREADS" "$SECONDS_"
