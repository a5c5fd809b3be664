#!/usr/bin/env bash
# Thread- and address-sanitizer runs of the concurrency and fuzz tests, each in its own
# scratch path (a sanitized build cannot share objects with the normal one):
#
#   scripts/sanitize.sh [thread|address|both]      default: both
#
#   swift test --sanitize=thread  --scratch-path .build-tsan --filter 'Concurrency|Parallel|Fuzz'
#   swift test --sanitize=address --scratch-path .build-asan --filter 'Concurrency|Parallel|Fuzz'
#
# The filter picks up the suites `ConcurrencyTests`, `ParallelRenderTests` and `FuzzTests`.
# Measured on the development machine (2 cores shared with other builds): see MEASURED below.
# MEASURED (2026-11-23, 2 cores, one other build running): thread: build 417 s, tests 35 s
# (11 tests in 4 suites: ConcurrencyTests, ParallelRenderTests, EngineIsolationTests,
# FuzzTests), no ThreadSanitizer report; address: build 310 s, tests 16 s, no AddressSanitizer
# error, no leak outside the process-lifetime caches listed in scripts/lsan.supp.
set -uo pipefail
cd "$(dirname "$0")/.."
WHICH=${1:-both}
FILTER='Concurrency|Parallel|Fuzz'
status=0
run() {
  local kind=$1 scratch=$2
  local t0=$(date +%s)
  swift build --build-tests --sanitize="$kind" --scratch-path "$scratch" 2>&1 | grep -v 'prohibited flag' | grep -E 'error|Compiling|Build' | tail -3
  local t1=$(date +%s)
  LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0" \
    swift test --skip-build --sanitize="$kind" --scratch-path "$scratch" --filter "$FILTER" 2>&1 | grep -v 'prohibited flag' | tail -15
  local rc=${PIPESTATUS[0]}
  local t2=$(date +%s)
  echo "sanitize=$kind: build $((t1 - t0)) s, tests $((t2 - t1)) s, exit $rc"
  [ "$rc" -eq 0 ] || status=1
}
case "$WHICH" in
  thread) run thread .build-tsan ;;
  address) run address .build-asan ;;
  both) run thread .build-tsan; run address .build-asan ;;
esac
exit $status
