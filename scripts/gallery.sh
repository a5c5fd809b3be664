#!/usr/bin/env bash
# Renders the built-in gallery (the seeds' examples and more) to ./gallery as PNG, SVG and PDF,
# with an index.html (installing missing Debian packages first).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift run -c release backplate gallery --output "${1:-gallery}" 2>&1 | grep -v 'prohibited flag'
exit "${PIPESTATUS[0]}"
