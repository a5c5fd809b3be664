#!/usr/bin/env bash
# Measures how much of Apple's public iOS API Backplate declares with the exact signature.
#
# Builds the Backplate target (debug), extracts the public symbol graph of each of Backplate's
# modules with swift-symbolgraph-extract, compares them with the list of Apple's API in
# docs/api/apple-ios.tsv and writes docs/api-coverage.md (figures by module and kind, missing
# list by area, overloads beyond SwiftUI's), docs/api/coverage.json (figures by module) and
# docs/api/coverage.tsv (every entry that is not exact, with both signatures).
#
# SwiftUI's API from newer SDKs is measured too: docs/api/apple-ios-swiftui-added.tsv (from the iOS
# 18.1 SDK's interfaces) and docs/api/apple-ios26-docs.tsv (iOS 26, from Apple's documentation).
#
# Usage: scripts/api-coverage.sh                      (the committed lists)
#        SDK=/path/to/iPhoneOS.sdk scripts/api-coverage.sh   (regenerates the base list from an SDK first;
#        scripts/api-surface/make-list.sh --swiftui-since regenerates the added list)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
here="$root/scripts/api-surface"
list="$root/docs/api/apple-ios.tsv"
if [ -n "${SDK:-}" ]; then
    "$here/make-list.sh" "$SDK" "$list"
fi

if [ -z "${SKIP_BUILD:-}" ]; then
    swift build --target Backplate
fi
bin="$(swift build --show-bin-path)"
mapfile -t flags < <("$here/swiftc-flags.sh" "$bin" | grep -v -e '^-load-plugin-executable$' -e 'BackplateMacros-tool')
graphs="$root/.build/api-symbolgraphs"
rm -rf "$graphs"
mkdir -p "$graphs"
modules=(Backplate BackplateCore BackplateUIKit BackplateCairo Charts SwiftData TipKit WidgetKit AppIntents ActivityKit MapKit PhotosUI
         AVKit StoreKit Combine UniformTypeIdentifiers CoreLocation AVFoundation CoreData
         # Backplate's Combine re-exports these: their declarations are Combine's API on Linux.
         OpenCombine OpenCombineDispatch OpenCombineFoundation)
triple="$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
for m in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$m" -target "$triple" -output-dir "$graphs" \
        -minimum-access-level public "${flags[@]}"
done
python3 "$here/extract_symbolgraph.py" "$graphs" "${modules[@]}" > "$root/.build/api-backplate.tsv"
# Conformances: every one of Apple's on a type Backplate declares, or on a standard library or
# Foundation type (docs/api/conformances-missing.tsv).
python3 "$here/conformances.py" symbolgraph "$graphs" "${modules[@]}" > "$root/.build/api-backplate-conformances.tsv"
python3 "$here/conformances.py" compare "$root/docs/api/apple-ios-conformances.tsv" \
    "$root/.build/api-backplate-conformances.tsv" "$root/docs/api/conformances-missing.tsv"
python3 "$here/compare.py" "$list" "$root/.build/api-backplate.tsv" "$root/docs/api-coverage.md" \
    "$root/docs/api/coverage.json" "$root/docs/api/apple-ios-swiftui-added.tsv" "$root/docs/api/apple-ios26-docs.tsv"
