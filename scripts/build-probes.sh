#!/usr/bin/env bash
# Builds Backplate's release benchmark probes (CardProbe, ThroughputProbe) with swiftc directly,
# each module optimised as one unit (-O -wmo, as a release build compiles it), without a release
# build of swift-syntax: the Backplate module's macros are expanded by the macro plugin of the
# debug build (`swift build` must have built `BackplateMacros-tool` first). Minutes instead of
# the much longer `swift build -c release --package-path Benchmarks`.
#
# Usage: scripts/build-probes.sh
#   OUT=/tmp/dir   where the libraries and probes go (default .build-probes)
#   ONLY=card      build only CardProbe (or: throughput, soak, snapshot, badvalues: the whole
#                  backplate-badvalues, for FUZZ_TOOL=.build-probes/backplate-badvalues scripts/fuzz.sh)
# Then: PROBE=.build-probes/CardProbe scripts/bench-vs-c.sh,
#       THROUGHPUT_PROBE=.build-probes/ThroughputProbe scripts/bench-throughput.sh, or
#       SOAK_TOOL=.build-probes/SoakProbe scripts/soak.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${OUT:-$root/.build-probes}"
mkdir -p "$out"
plugin="$(find "$root/.build" -path '*debug/BackplateMacros-tool' -type f 2>/dev/null | head -1)"
[ -n "$plugin" ] || { echo "build the debug package first (swift build): BackplateMacros-tool is missing" >&2; exit 1; }

common=(-O -wmo -package-name backplate -swift-version 6 -I "$out" -L "$out" -Xlinker -rpath="$out")
cmods=()
for m in CThreadStack CCairo CPangoCairo CZlib CTurboJPEG CDeflate CWebP CHeif CTiff CExif CGif CVectorDocuments; do cmods+=(-Xcc "-fmodule-map-file=$root/Sources/$m/module.modulemap"); done
cmods+=(-Xcc "-fmodule-map-file=$root/Sources/CPixelLoops/include/module.modulemap")
cflags=()
for f in $(pkg-config --cflags pangocairo libturbojpeg libdeflate libwebp libheif libtiff-4 libexif librsvg-2.0 zlib); do cflags+=(-Xcc "$f"); done
lib() {  # lib NAME "DEPENDENCIES" [extra swiftc flags...]: one optimised shared library and its module
    local name="$1" deps="$2"; shift 2
    # Up to date: no source of the module and no library it depends on is newer.
    local inputs=("$root/Sources/$name")
    for d in $deps; do inputs+=("$out/lib$d.so"); done
    if [ -f "$out/lib$name.so" ] && [ -z "$(find "${inputs[@]}" -newer "$out/lib$name.so" 2>/dev/null | head -1)" ]; then
        echo "  $name (up to date)"; return
    fi
    rm -f "$out/lib$name.so"
    echo "  $name"
    swiftc "${common[@]}" -parse-as-library -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -emit-library -o "$out/lib$name.so" "$@" $(find "$root/Sources/$name" -name '*.swift') 2>&1 | grep -E 'error' || true
    [ -f "$out/lib$name.so" ] || { echo "$name did not build" >&2; exit 1; }
}
echo "Building the probes (-O -wmo) into $out ..."
# OpenCombine (what Backplate's Combine re-exports), from SwiftPM's checkout: its C++ helpers,
# then its three Swift modules in Swift 5 mode, as its own manifest builds them.
oc="$root/.build/checkouts/OpenCombine/Sources"
[ -d "$oc" ] || { echo "OpenCombine is not checked out: run \`swift package resolve\` first" >&2; exit 1; }
ocmap=(-Xcc "-fmodule-map-file=$out/COpenCombineHelpers.modulemap" -Xcc "-I$oc/COpenCombineHelpers/include")
# OpenCombine leaves out its Linux-only declarations when a `Combine` module is importable
# (docs/drop-in.md): drop one left by an older probe build before OpenCombine is compiled.
[ -f "$out/libOpenCombine.so" ] || rm -f "$out/Combine.swiftmodule" "$out/libCombine.so"
if [ ! -f "$out/libCOpenCombineHelpers.so" ]; then
    echo "  COpenCombineHelpers"
    clang++ -O2 -fPIC -shared -std=c++17 -I "$oc/COpenCombineHelpers/include" -o "$out/libCOpenCombineHelpers.so" "$oc"/COpenCombineHelpers/*.cpp
    printf 'module COpenCombineHelpers {\n    header "%s"\n    export *\n}\n' "$oc/COpenCombineHelpers/include/COpenCombineHelpers.h" \
        > "$out/COpenCombineHelpers.modulemap"
fi
oclib() {  # oclib NAME [extra swiftc flags...]: one of OpenCombine's modules
    local name="$1"; shift
    [ -f "$out/lib$name.so" ] && { echo "  $name (up to date)"; return; }
    echo "  $name"
    swiftc -O -wmo -swift-version 5 -I "$out" -L "$out" -Xlinker -rpath="$out" "${ocmap[@]}" -parse-as-library -module-name "$name" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" -emit-library -o "$out/lib$name.so" "$@" \
        $(find "$oc/$name" -name '*.swift') 2>&1 | grep -E 'error' || true
    [ -f "$out/lib$name.so" ] || { echo "$name did not build" >&2; exit 1; }
}
oclib OpenCombine -lCOpenCombineHelpers
oclib OpenCombineDispatch -lOpenCombine
oclib OpenCombineFoundation -lOpenCombine -lCOpenCombineHelpers
common+=("${ocmap[@]}")
lib Combine "OpenCombine OpenCombineDispatch OpenCombineFoundation" -lOpenCombine -lOpenCombineDispatch -lOpenCombineFoundation
lib UniformTypeIdentifiers ""
lib Accessibility ""
# CoreGraphics (BackplateCore imports it), over its C hook into the cairo backend.
if [ ! -f "$out/libCGBitmapHook.so" ] || [ -n "$(find "$root/Sources/CGBitmapHook" -newer "$out/libCGBitmapHook.so")" ]; then
    echo "  CGBitmapHook"
    cc -O2 -fPIC -shared -I "$root/Sources/CGBitmapHook/include" -o "$out/libCGBitmapHook.so" "$root"/Sources/CGBitmapHook/*.c
    printf 'module CGBitmapHook {\n    header "%s"\n    export *\n}\n' "$root/Sources/CGBitmapHook/include/CGBitmapHook.h" \
        > "$out/CGBitmapHook.modulemap"
fi
common+=(-Xcc "-fmodule-map-file=$out/CGBitmapHook.modulemap")
lib _Testing_CoreGraphics ""
lib CoreGraphics "_Testing_CoreGraphics CGBitmapHook" -lCGBitmapHook -l_Testing_CoreGraphics
lib BackplateCore "Combine UniformTypeIdentifiers Accessibility CoreGraphics" -Xcc "-fmodule-map-file=$root/Sources/CThreadStack/module.modulemap" -lCombine -lUniformTypeIdentifiers -lAccessibility -lCoreGraphics
# BackplateCairo's one C target, optimised as a release build compiles it.
if [ ! -f "$out/libCPixelLoops.so" ] || [ -n "$(find "$root/Sources/CPixelLoops" -newer "$out/libCPixelLoops.so")" ]; then
    echo "  CPixelLoops"
    cc -O2 -fPIC -shared -I "$root/Sources/CPixelLoops/include" -o "$out/libCPixelLoops.so" "$root"/Sources/CPixelLoops/*.c
fi
lib BackplateVectorDocuments "Combine BackplateCore" "${cmods[@]}" "${cflags[@]}" -lCombine -lBackplateCore
lib BackplateCairo "Combine BackplateCore BackplateVectorDocuments CPixelLoops" "${cmods[@]}" "${cflags[@]}" -lCombine -lBackplateCore -lBackplateVectorDocuments -lCPixelLoops
lib BackplateUIKit "Combine BackplateCore BackplateCairo" "${cmods[@]}" "${cflags[@]}" -lCombine -lBackplateCore -lBackplateCairo
# The Backplate module declares the widget and Live Activity `#Preview(as:)` macros, so it
# imports WidgetKit and ActivityKit; WidgetKit imports AppIntents (configurable widgets).
lib AppIntents "Combine BackplateCore" "${cmods[@]}" -lCombine -lBackplateCore
lib ActivityKit "Combine BackplateCore" "${cmods[@]}" -lCombine -lBackplateCore
lib WidgetKit "Combine BackplateCore AppIntents ActivityKit" "${cmods[@]}" -lCombine -lBackplateCore -lAppIntents -lActivityKit
lib Backplate "Combine BackplateCore BackplateCairo BackplateUIKit WidgetKit ActivityKit" "${cmods[@]}" "${cflags[@]}" -load-plugin-executable "$plugin#BackplateMacros" -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit -lWidgetKit -lActivityKit -lAppIntents
echo "  BenchmarkCards"
swiftc "${common[@]}" -parse-as-library -module-name BenchmarkCards -emit-module -emit-module-path "$out/BenchmarkCards.swiftmodule" \
    -emit-library -o "$out/libBenchmarkCards.so" "${cmods[@]}" "${cflags[@]}" -lBackplate -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit \
    "$root"/Benchmarks/Benchmarks/BenchmarkCards/*.swift 2>&1 | grep -E 'error' || true
probe() {  # probe NAME
    echo "  $1"
    swiftc "${common[@]}" -module-name "$1" "${cmods[@]}" "${cflags[@]}" -lBackplate -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit -lBenchmarkCards \
        "$root/Benchmarks/Benchmarks/$1/main.swift" -o "$out/$1" 2>&1 | grep -E 'error' || true
    [ -x "$out/$1" ] || { echo "$1 did not build" >&2; exit 1; }
}
soak() {  # SoakProbe: backplate-badvalues' soak run (Soak.swift) alone, optimised
    echo "  SoakProbe"
    mkdir -p "$out/soak"
    printf 'import Foundation\nlet a = CommandLine.arguments\nguard a.count >= 4, a[1] == "soak", let t = Int(a[2]), t > 0, let s = Double(a[3]), s > 0 else { print("usage: SoakProbe soak THREADS SECONDS"); exit(2) }\nexit(await Soak.run(threads: t, seconds: s))\n' > "$out/soak/main.swift"
    swiftc "${common[@]}" -module-name SoakProbe "${cmods[@]}" "${cflags[@]}" -lBackplate -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit \
        "$root/Sources/backplate-badvalues/Soak.swift" "$out/soak/main.swift" -o "$out/SoakProbe" 2>&1 | grep -E 'error' || true
    [ -x "$out/SoakProbe" ] || { echo "SoakProbe did not build" >&2; exit 1; }
}
snapshot() {  # SnapshotProbe: BackplateKit, swift-snapshot-testing and BackplateSnapshotTesting, optimised
    local sst
    sst="$(find "$root/.build/checkouts" -maxdepth 1 -name 'swift-snapshot-testing' | head -1)/Sources/SnapshotTesting"
    [ -d "$sst" ] || { echo "swift-snapshot-testing is not checked out (swift package resolve)" >&2; exit 1; }
    lib BackplateKit "Combine BackplateCore BackplateCairo BackplateUIKit Backplate" "${cmods[@]}" "${cflags[@]}" -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit -lBackplate
    if [ ! -f "$out/libSnapshotTesting.so" ]; then
        echo "  SnapshotTesting"
        swiftc -O -wmo -swift-version 5 -parse-as-library -module-name SnapshotTesting -emit-module -emit-module-path "$out/SnapshotTesting.swiftmodule" \
            -emit-library -o "$out/libSnapshotTesting.so" -lXCTest $(find "$sst" -name '*.swift') 2>&1 | grep -E 'error' || true
        [ -f "$out/libSnapshotTesting.so" ] || { echo "SnapshotTesting did not build" >&2; exit 1; }
    fi
    lib BackplateSnapshotTesting "Combine BackplateCore BackplateCairo BackplateUIKit Backplate SnapshotTesting" "${cmods[@]}" "${cflags[@]}" \
        -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit -lBackplate -lSnapshotTesting
    echo "  SnapshotProbe"
    swiftc "${common[@]}" -module-name SnapshotProbe "${cmods[@]}" "${cflags[@]}" -lBackplate -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit \
        -lBackplateKit -lSnapshotTesting -lBackplateSnapshotTesting "$root/Benchmarks/Benchmarks/SnapshotProbe/main.swift" -o "$out/SnapshotProbe" 2>&1 | grep -E 'error' || true
    [ -x "$out/SnapshotProbe" ] || { echo "SnapshotProbe did not build" >&2; exit 1; }
}
badvalues() {  # the whole backplate-badvalues (soak, fuzz, bad-value cases), optimised, for scripts/fuzz.sh
    lib BackplateRobustness "Combine BackplateCore BackplateCairo BackplateUIKit Backplate" "${cmods[@]}" "${cflags[@]}" \
        -lCombine -lBackplateCore -lBackplateCairo -lBackplateUIKit -lBackplate
    echo "  backplate-badvalues"
    swiftc "${common[@]}" -module-name backplate_badvalues "${cmods[@]}" "${cflags[@]}" -lBackplate -lCombine -lBackplateCore -lBackplateCairo \
        -lBackplateUIKit -lBackplateRobustness "$root/Sources/backplate-badvalues/main.swift" "$root/Sources/backplate-badvalues/Soak.swift" \
        -o "$out/backplate-badvalues" 2>&1 | grep -E 'error' || true
    [ -x "$out/backplate-badvalues" ] || { echo "backplate-badvalues did not build" >&2; exit 1; }
}
case "${ONLY:-}" in
    card) probe CardProbe ;;
    snapshot) snapshot ;;
    throughput) probe ThroughputProbe ;;
    soak) soak ;;
    badvalues) badvalues ;;
    *) probe CardProbe; probe ThroughputProbe; soak ;;
esac
echo "built: $(ls "$out" | grep -E '^(CardProbe|ThroughputProbe|SoakProbe)$' | tr '\n' ' ')"
