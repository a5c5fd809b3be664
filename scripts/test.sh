#!/usr/bin/env bash
# Runs Backplate's test suite (installing missing Debian packages first).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# pkg-config's -pthread flag makes SwiftPM print a harmless warning on every build: hide it.
quiet() { grep -v 'prohibited flag' || true; }
swift build --build-tests 2>&1 | quiet
swift test --skip-build 2>&1 | quiet
