#!/usr/bin/env bash
# Regenerates Apple's API list (docs/api/apple-ios.tsv) from an iOS SDK the user supplies:
# the arm64-apple-ios Swift interfaces of SwiftUI (and SwiftUICore from iOS 18 on) and of the
# modules Backplate ships stand-ins for. Only the extracted facts are written; no interface
# file is copied.
#
# Usage: scripts/api-surface/make-list.sh /path/to/iPhoneOS.sdk [OUT.tsv]
#        scripts/api-surface/make-list.sh --swiftui-since BASE.tsv SDK_OR_DIR OUT.tsv
# The second form lists SwiftUI's declarations (SwiftUICore's included) that a newer SDK adds to
# BASE (docs/api/apple-ios-swiftui-added.tsv): SDK_OR_DIR is an SDK, or a folder holding
# SwiftUI.swiftinterface and SwiftUICore.swiftinterface as copied out of one.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ "${1:-}" = "--swiftui-since" ]; then
    base="${2:?usage: make-list.sh --swiftui-since BASE.tsv SDK_OR_DIR OUT.tsv}"
    src="${3:?usage: make-list.sh --swiftui-since BASE.tsv SDK_OR_DIR OUT.tsv}"
    out="${4:?usage: make-list.sh --swiftui-since BASE.tsv SDK_OR_DIR OUT.tsv}"
    args=()
    for m in SwiftUICore SwiftUI; do
        file=""
        for f in "$src/$m.swiftinterface" \
                 "$src/System/Library/Frameworks/$m.framework/Modules/$m.swiftmodule/arm64-apple-ios.swiftinterface"; do
            if [ -f "$f" ]; then file="$f"; break; fi
        done
        [ -n "$file" ] || { echo "no $m interface in $src" >&2; exit 1; }
        args+=(SwiftUI "$file")
    done
    version="$(grep -m1 -o 'arm64-apple-ios[0-9.]*\(-simulator\)\?' "${args[3]}" || true)"
    tmp="$(mktemp)"
    trap 'rm -f "$tmp"' EXIT
    {
        echo "# SwiftUI's public iOS API added after the list in $(basename "$base"), extracted by scripts/api-surface/make-list.sh from the ${version:-iOS} SDK's Swift interfaces of SwiftUI and SwiftUICore"
        python3 "$here/extract_interface.py" "${args[@]}"
    } > "$tmp"
    python3 "$here/since.py" "$base" "$tmp" > "$out"
    echo "wrote $(($(wc -l < "$out") - 2)) declarations to $out"
    exit 0
fi
sdk="${1:?usage: make-list.sh /path/to/iPhoneOS.sdk [OUT.tsv]}"
out="${2:-$here/../../docs/api/apple-ios.tsv}"
modules=(SwiftUICore SwiftUI DeveloperToolsSupport CoreTransferable Charts SwiftData _SwiftData_SwiftUI
         WidgetKit TipKit StoreKit _StoreKit_SwiftUI MapKit _MapKit_SwiftUI PhotosUI _PhotosUI_SwiftUI
         AVKit _AVKit_SwiftUI Combine UniformTypeIdentifiers CoreLocation AVFoundation)
args=()
for m in "${modules[@]}"; do
    file=""
    for dir in "$sdk/System/Library/Frameworks/$m.framework/Modules/$m.swiftmodule" "$sdk/usr/lib/swift/$m.swiftmodule"; do
        if [ -f "$dir/arm64-apple-ios.swiftinterface" ]; then file="$dir/arm64-apple-ios.swiftinterface"; break; fi
    done
    if [ -z "$file" ]; then
        [ "$m" = SwiftUICore ] || echo "no interface for $m in $sdk" >&2
        continue
    fi
    # SwiftUICore's declarations are SwiftUI's (it is built with -public-module-name SwiftUI).
    name="$m"; [ "$m" = SwiftUICore ] && name=SwiftUI
    args+=("$name" "$file")
done
version="$(grep -m1 -o 'arm64-apple-ios[0-9.]*' "$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface" || true)"
{
    echo "# Apple's public iOS API, extracted by scripts/api-surface/make-list.sh from the ${version:-iOS} SDK's Swift interfaces"
    python3 "$here/extract_interface.py" "${args[@]}"
} > "$out"
echo "wrote $(($(wc -l < "$out") - 2)) declarations to $out"
# The same interfaces' protocol conformances (a type without Apple's `Equatable` breaks
# `onChange(of:)`): docs/api/apple-ios-conformances.tsv beside the list.
conformances="$(dirname "$out")/apple-ios-conformances.tsv"
{
    echo "# Protocol conformances of Apple's public iOS types, extracted by scripts/api-surface/conformances.py from the ${version:-iOS} SDK's Swift interfaces"
    python3 "$here/conformances.py" interface "${args[@]}"
} > "$conformances"
echo "wrote $(($(wc -l < "$conformances") - 2)) conformances to $conformances"
