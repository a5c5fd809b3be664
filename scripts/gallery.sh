#!/usr/bin/env bash
# Renders the built-in gallery (the seeds' examples and more) to ./gallery as PNG, SVG and PDF,
# with an index.html (installing missing Debian packages first).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
quiet() { grep -v 'prohibited flag' || true; }
swift build -c release --product backplate 2>&1 | quiet
.build/release/backplate gallery --output "${1:-gallery}"
