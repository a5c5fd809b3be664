#!/usr/bin/env bash
# Instructions per view of layout (measured in Benchmarks/README.md), counted by valgrind's callgrind: stable on a
# noisy shared machine where wall-clock times vary by 10x.
#
# Builds BackplateCore as one optimised module (swiftc -O -wmo, as a release build compiles it)
# and Benchmarks/CoreLayoutProbe against it, runs the grid of 100-box rows at two sizes under
# callgrind and prints (instructions at the larger - at the smaller) / (difference in views):
# start-up and the fixed costs cancel out.
#
# Usage: scripts/layout-callgrind.sh [small=1000] [large=3000]
#   OUT=/tmp/dir   where the library, probe and callgrind files go (default .build-callgrind)
#   NO_BUILD=1     reuse the probe built last time
#   BUILD_ONLY=1   build the probe and stop (scripts/bench-layout.sh with CORE_PROBE=1)
# Then: callgrind_annotate $OUT/cg.<large> | head -60 for the profile.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
small="${1:-1000}"; large="${2:-3000}"
out="${OUT:-$root/.build-callgrind}"
mkdir -p "$out"
if [ -z "${NO_BUILD:-}" ]; then
    echo "Building BackplateCore (-O -wmo) and CoreLayoutProbe into $out ..."
    # BackplateCore re-exports the package's own Combine module: build it first.
    swiftc -O -wmo -parse-as-library -module-name Combine -package-name backplate -swift-version 6 \
        -emit-module -emit-module-path "$out/Combine.swiftmodule" -emit-library -o "$out/libCombine.so" \
        $(find "$root/Sources/Combine" -name '*.swift') 2>&1 | grep -E 'error' || true
    # ... and UniformTypeIdentifiers (UTType, for CoreTransferable).
    swiftc -O -wmo -parse-as-library -module-name UniformTypeIdentifiers -package-name backplate -swift-version 6 \
        -emit-module -emit-module-path "$out/UniformTypeIdentifiers.swiftmodule" -emit-library -o "$out/libUniformTypeIdentifiers.so" \
        $(find "$root/Sources/UniformTypeIdentifiers" -name '*.swift') 2>&1 | grep -E 'error' || true
    # ... and Accessibility (the chart descriptors' types).
    swiftc -O -wmo -parse-as-library -module-name Accessibility -package-name backplate -swift-version 6 \
        -emit-module -emit-module-path "$out/Accessibility.swiftmodule" -emit-library -o "$out/libAccessibility.so" \
        $(find "$root/Sources/Accessibility" -name '*.swift') 2>&1 | grep -E 'error' || true
    swiftc -O -wmo -parse-as-library -module-name BackplateCore -package-name backplate -swift-version 6 \
        -I "$out" -L "$out" -lCombine -lUniformTypeIdentifiers -lAccessibility -Xlinker -rpath="$out" \
        -Xcc "-fmodule-map-file=$root/Sources/CThreadStack/module.modulemap" \
        -emit-module -emit-module-path "$out/BackplateCore.swiftmodule" -emit-library -o "$out/libBackplateCore.so" \
        $(find "$root/Sources/BackplateCore" -name '*.swift') 2>&1 | grep -E 'error' || true
    swiftc -O -package-name backplate -I "$out" -L "$out" -lCombine -lUniformTypeIdentifiers -lAccessibility -lBackplateCore -Xlinker -rpath="$out" \
        -Xcc "-fmodule-map-file=$root/Sources/CThreadStack/module.modulemap" \
        "$root/Benchmarks/CoreLayoutProbe/main.swift" "$root/Benchmarks/Benchmarks/LayoutTrees/LayoutTrees.swift" -o "$out/probe" 2>&1 | grep -E 'error' || true
fi
[ -x "$out/probe" ] || { echo "the probe was not built" >&2; exit 1; }
[ -n "${BUILD_ONLY:-}" ] && exit 0
count() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg.$1" "$out/probe" "$1" 1 2>&1 \
        | sed -n 's/.*I *refs: *//p' | tr -d ','
}
a=$(count "$small"); b=$(count "$large")
echo "instructions: $small views $a, $large views $b"
echo "instructions per view: $(( (b - a) / (large - small) ))"
