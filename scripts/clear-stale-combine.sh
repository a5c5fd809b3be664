#!/usr/bin/env bash
# OpenCombine leaves out its Linux-only declarations (`Timer.TimerPublisher`, `DispatchQueue` and
# `RunLoop` as schedulers, `Optional.publisher`...) under `#if !canImport(Combine)`, and SwiftPM's
# shared Modules folder makes Backplate's own `Combine` importable from every target. A clean
# build compiles OpenCombine first (Combine depends on it); a .build holding a Combine module
# but no OpenCombine one (built before Backplate's Combine re-exported OpenCombine) would not,
# so that stale module is removed here before building.
set -euo pipefail
cd "$(dirname "$0")/.."
for modules in .build*/*/debug/Modules; do
    [ -d "$modules" ] || continue
    if [ -e "$modules/Combine.swiftmodule" ] && [ ! -e "$modules/OpenCombine.swiftmodule" ]; then
        rm -rf "$modules"/Combine.* "$modules/../Combine.build"
    fi
done
