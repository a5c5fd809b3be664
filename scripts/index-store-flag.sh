#!/usr/bin/env bash
# Prints the SwiftPM flag the scripts build the shared debug .build with. Indexing while building
# costs about a fifth of the Swift compile CPU (Charts: 19.0 s against 15.4 s, medians of three,
# 3 Dec 2026) and only editors read the index, so a .build made without it (a fresh clone, as on
# CI) stays without it; one made with it (a plain `swift build`) keeps it, so that no script
# changes the compile commands and recompiles everything.
cd "$(dirname "$0")/.."
if [ ! -d .build/debug/index/store ]; then echo "--disable-index-store"; fi
