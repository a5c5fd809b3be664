#!/usr/bin/env bash
# Fetches the open-licence icon sets compare_glyph_sources.py --sets scores (candidate_sets.py),
# pinned by version and SHA-256, from PyPI, and unpacks them into DIR (default /tmp/backplate-icon-sets).
# Only for measuring: none of them is installed into .fonts or drawn (docs/symbol-measurements.md,
# "Choosing the glyphs, measured").
set -euo pipefail
dir="${1:-/tmp/backplate-icon-sets}"
mkdir -p "$dir/wheels"
while read -r spec file sha; do
    [ -f "$dir/wheels/$file" ] || python3 -m pip download --quiet --no-deps -d "$dir/wheels" "$spec" >/dev/null
    echo "$sha  $dir/wheels/$file" | sha256sum --check --quiet
    case "$file" in
        *.whl) python3 -m zipfile -e "$dir/wheels/$file" "$dir" ;;
        *.tar.gz) tar -xzf "$dir/wheels/$file" -C "$dir" ;;
    esac
done <<'PINS'
py-phosphor-icons==0.1.1 py_phosphor_icons-0.1.1-py3-none-any.whl ab7e0636f012b887b95b246ca142e8612c868363bbfcd6a4a282c83ef4164420
qtawesome==1.4.2 qtawesome-1.4.2-py3-none-any.whl dbf08524428fa2df73918ce362153254cd44f089380576d84bfaad8f40eece45
pytablericons==1.0.1 pytablericons-1.0.1-py3-none-any.whl 0c9bac8a016daa912273f22911d5d7039bafbb2de0a78a7152944a3aaaaa7b29
lucide==1.1.4 lucide-1.1.4-py3-none-any.whl c2aa88a2bd7d99fcb56a9cdd4959cdf0c5ecd75f05d7ebbeb41010341639f449
bsicons==25.1 bsicons-25.1-cp311-cp311-manylinux2014_x86_64.whl 855372d4ecd17aa2be6acdeb551692e8d657a47779676d49700cdc47382b2f89
ionicons-python==1.0.3 ionicons_python-1.0.3.tar.gz c7330a0bbce026f3dc2ff8e74d086a73648984d9a568a1b1f5bbecfcb5cc8fe9
PINS
echo "$dir"
