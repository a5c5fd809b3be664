#!/usr/bin/env bash
# Runs Backplate's checks and test suite (installing missing Debian packages first).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# The floor plan (Engine/ names no feature type), the `nonisolated` annotations, and the
# places strict-concurrency checking is switched off (counts that may only go down).
python3 scripts/check-floor-plan.py
python3 scripts/annotate-nonisolated.py --check
# Every target lists the modules it uses, so incremental builds never link stale objects.
python3 scripts/check-target-imports.py
python3 scripts/check-unchecked-concurrency.py
# One concept per file: no hand-written Swift file in Sources/ past 600 lines.
python3 scripts/check-file-length.py
# pkg-config's -pthread flag makes SwiftPM print a harmless warning on every build: hide it.
quiet() { grep -v 'prohibited flag' || true; }
log=$(mktemp) typecheck_log=$(mktemp) first_log=$(mktemp)
trap 'rm -f "$log" "$typecheck_log" "$first_log"' EXIT
bash scripts/clear-stale-combine.sh
# The stand-in UIKit before everything else, the order that once broke swift-snapshot-testing
# (its canImport(UIKit) found the stand-in): UIKit's target now depends on SnapshotTesting, so
# SwiftPM compiles swift-snapshot-testing first in any order (docs/drop-in.md). After
# scripts/gallery.sh, UIKit is built already and the step is skipped.
if [ ! -e .build/debug/Modules/UIKit.swiftmodule ]; then
    swift build --target UIKit 2>&1 | quiet | tee -a "$log"
fi
# With SwiftPM's index store: on Linux it finds the XCTest tests in it (--disable-index-store
# fails at that step, CI of 3 Dec 2026).
swift build --build-tests 2>&1 | quiet | tee -a "$log"
# Zero warnings in Backplate's own sources and tests (dependencies' are theirs). The compiler
# warns only about files it compiles, so this sees everything in a clean build, as on CI.
roots="$(pwd)|$(pwd -P)"
if grep -E "^($roots)/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u; then
    echo "error: the build above warns in Backplate's own sources; fix the warnings" >&2
    exit 1
fi
# Type-checking app code stays fast: each Benchmarks/TypeCheck file in 5 s CPU (issue 29; ~13 s
# in all, 7 of them ModelIdentityKeyPaths, timed without the limit), checked beside the test run;
# its report follows the tests'.
ONLY=HardExpressions bash scripts/bench-typecheck.sh 1 3 > "$typecheck_log" 2>&1 &
typecheck=$!
# What `swift test --skip-build` runs, in two processes: most suites are @MainActor, so one
# process draws on about one core (the suite took 328 s in one, 228 s in two, 3 Dec 2026).
# XCTest's tests (the drop-in fixture's) first, then Swift Testing's, split by target.
bin=.build/debug/BackplatePackageTests.xctest
first='^(BackplateTests|AppFileTests)\.'
tests_status=0
"$bin" 2>&1 || tests_status=$?
"$bin" --testing-library swift-testing --filter "$first" > "$first_log" 2>&1 &
first_run=$!
"$bin" --testing-library swift-testing --skip "$first" 2>&1 || tests_status=$?
wait "$first_run" || tests_status=$?
cat "$first_log"
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"
if [ "$tests_status" -ne 0 ] || [ "$typecheck_status" -ne 0 ]; then exit 1; fi
