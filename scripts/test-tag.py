#!/usr/bin/env python3
"""Runs the tests of one Swift Testing tag: `scripts/test-tag.py layout [swift test options]`.

Swift 6.3's `swift test --filter` matches test IDs only (`--filter tag:x` arrived in later
toolchains), so this finds the suites whose `@Suite(..., .tags(...))` names the tag and passes
them to `--filter` as one regular expression. Tags are declared in
Tests/BackplateTestSupport/Tags.swift; `--print` prints the expression instead of running.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TESTS = os.path.join(ROOT, "Tests")
SUITE = re.compile(r"@Suite\((?P<args>(?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)"
                   r"(?:\s|@\w+)*(?:(?:final|public)\s+)*(?:struct|class|enum|actor|extension)\s+(?P<name>\w+)")


def suites(tag):
    """(module, suite) for every suite tagged `tag`, the module being the test target's folder."""
    found = set()
    for folder, _, files in os.walk(TESTS):
        module = os.path.relpath(folder, TESTS).split(os.sep)[0]
        for name in files:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = f.read()
            for m in SUITE.finditer(text):
                tags = re.search(r"\.tags\(([^)]*)\)", m.group("args"))
                if tags and f".{tag}" in [t.strip() for t in tags.group(1).split(",")]:
                    found.add((module, m.group("name")))
    return sorted(found)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    tag, rest = sys.argv[1], sys.argv[2:]
    found = suites(tag)
    if not found:
        sys.exit(f"no suite is tagged .{tag} (see Tests/BackplateTestSupport/Tags.swift)")
    expression = "^(" + "|".join(f"{m}\\.{s}" for m, s in found) + ")/"
    if rest == ["--print"]:
        print(expression)
        return
    print(f"{len(found)} suites tagged .{tag}", file=sys.stderr)
    sys.exit(subprocess.call(["swift", "test", "--filter", expression] + rest, cwd=ROOT))


if __name__ == "__main__":
    main()
