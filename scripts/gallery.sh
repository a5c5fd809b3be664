#!/usr/bin/env bash
# Renders the built-in gallery to ./gallery as PNG, SVG and PDF, with an index.html (installing
# missing Debian packages and the pinned fonts first). A debug build of every target but the
# tests (the CLI, the server, the libraries, the app files), the configuration scripts/test.sh
# builds too, so the test command then compiles only the tests (the debug gallery takes about
# 6 s of CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
quiet() { grep -v 'prohibited flag' || true; }
bash scripts/clear-stale-combine.sh
swift build 2>&1 | quiet
.build/debug/backplate gallery --output "${1:-gallery}"
