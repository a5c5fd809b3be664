#!/usr/bin/env bash
# Prints the swiftc flags that compile a file against the built Backplate modules (the debug build's
# Modules folder, the C module maps with their pkg-config include paths, the macro plugin), one a line.
# Usage: scripts/api-surface/swiftc-flags.sh [BIN_PATH]   (default: `swift build --show-bin-path`)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${1:-$(cd "$root" && swift build --show-bin-path)}"
if [ ! -d "$bin/Modules" ] || [ ! -f "$bin/Modules/Backplate.swiftmodule" ]; then
    echo "no built Backplate module in $bin/Modules: run \`swift build --target Backplate\` first" >&2
    exit 1
fi
echo "-I"; echo "$bin/Modules"
for map in "$root"/Sources/C*/module.modulemap "$root"/Sources/C*/include/module.modulemap "$root"/Sources/SQLite3/module.modulemap; do
    [ -f "$map" ] || continue
    echo "-Xcc"; echo "-fmodule-map-file=$map"
done
# OpenCombine's C++ helpers (behind Backplate's Combine), CoreGraphics' C hook into the cairo
# backend and UIKit's HTML reader over libxml2: SwiftPM generates their module maps.
for map in "$bin"/COpenCombineHelpers.build/module.modulemap "$bin"/CGBitmapHook.build/module.modulemap \
    "$bin"/CHTMLReader.build/module.modulemap; do
    [ -f "$map" ] || continue
    echo "-Xcc"; echo "-fmodule-map-file=$map"
done
for flag in $(pkg-config --cflags-only-I cairo pangocairo zlib libturbojpeg libdeflate libwebp libheif libtiff-4 libexif libqrencode libxml-2.0 librsvg-2.0 poppler-glib 2>/dev/null); do
    echo "-Xcc"; echo "$flag"
done
echo "-load-plugin-executable"; echo "$bin/BackplateMacros-tool#BackplateMacros"
