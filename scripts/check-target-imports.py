#!/usr/bin/env python3
"""Every target lists, in Package.swift, each of the package's modules its sources import, and
BackplateCore beside `Backplate` or the `SwiftUI` stand-in (whose re-exports reach it).

Why: SwiftPM re-runs a target's compile job only when a module it lists changed. A module
reached through another one whose interface did not change (its compiler skipped it) leaves
the target's objects stale: undefined symbols at link time, or a crash when a struct grew.
Run by scripts/test.sh; `swift package dump-package` must work.
"""
import glob
import json
import re
import subprocess
import sys

# Modules whose `@_exported import` make another module's declarations part of theirs.
REEXPORTS = {"Backplate": {"BackplateCore"}, "SwiftUI": {"BackplateCore"}}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:internal\s+|public\s+|package\s+|private\s+|fileprivate\s+)?"
                    r"import\s+(?:struct\s+|enum\s+|class\s+|func\s+|protocol\s+|typealias\s+|var\s+)?([A-Za-z_]\w*)", re.M)


def listed(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def main():
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                        capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for name, target in sorted(targets.items()):
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        folder = target.get("path") or f"{'Tests' if target['type'] == 'test' else 'Sources'}/{name}"
        imported = set()
        for path in glob.glob(f"{folder}/**/*.swift", recursive=True):
            with open(path, encoding="utf-8", errors="replace") as source:
                # Source written inside multi-line string literals (test fixtures) imports nothing.
                text = re.sub(r'#*"""(?:.|\n)*?"""#*', "", source.read())
                imported |= set(IMPORT.findall(text))
        needed = {m for m in imported if m in targets and m != name}
        for module in list(needed):
            needed |= REEXPORTS.get(module, set()) - {name}
        missing = sorted(needed - listed(target))
        if missing:
            problems.append(f"{name}: add {', '.join(missing)} to its dependencies")
    if problems:
        print("check-target-imports: targets use modules they do not list (Package.swift):", file=sys.stderr)
        print("\n".join("  " + p for p in problems), file=sys.stderr)
        return 1
    print(f"target imports: {len(targets)} targets list every module they use")
    return 0


if __name__ == "__main__":
    sys.exit(main())
