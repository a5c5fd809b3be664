#!/usr/bin/env bash
# Regenerates Apple's API list (docs/api/apple-ios.tsv) from an iOS SDK the user supplies:
# the arm64-apple-ios Swift interfaces of SwiftUI (and SwiftUICore from iOS 18 on) and of the
# modules Backplate ships stand-ins for. Only the extracted facts are written; no interface
# file is copied.
#
# Usage: scripts/api-surface/make-list.sh /path/to/iPhoneOS.sdk [OUT.tsv]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
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
