#!/usr/bin/env python3
"""Checks BackplateCore's floor plan: no file under Engine/ names a type declared outside it.

Engine/ holds the machinery (resolution, the layout pass, preferences, the display stage);
SwiftUI's API lives in the subsystem folders and plugs into the engine through its protocols.
Geometry/ and a few protocols (VOCABULARY below) are the language both sides speak.
Known exceptions are listed in scripts/floor-plan-allow.txt as `path: TypeName` lines; the
check fails on a new exception and on a listed one that no longer occurs, so the list only
shrinks. `--list` prints every current exception in the allow-list's format.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CORE = os.path.join(ROOT, "Sources", "BackplateCore")
ENGINE = os.path.join(CORE, "Engine")
ALLOW = os.path.join(ROOT, "scripts", "floor-plan-allow.txt")
# The vocabulary the engine and the API share, named by both sides by design (with Geometry/,
# which holds alignment guides and `ViewDimensions`, paths and their fill and stroke styles):
VOCABULARY = {
    "View", "ViewModifier",  # what the resolver resolves and applies
    "EnvironmentValues", "EnvironmentKey", "PreferenceKey",  # what flows down and up the tree
    "ProposedViewSize", "ViewSpacing",  # the layout's proposal and its spacing answer
    "BlendMode",  # a display-list group composites with SwiftUI's own blend modes, which backends map
}
SHARED_FOLDERS = [os.path.join(CORE, "Geometry")]

# A top-level declaration: optional attributes and modifiers, then the keyword and the name.
DECLARATION = re.compile(
    r"^(?:@[\w.()\"\s,:]+?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open|"
    r"indirect|nonisolated|@frozen|@usableFromInline)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)")


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def strip_comments_and_strings(text):
    """The code without comments and string literals (their words are prose, not references)."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def declared_types(path):
    names = set()
    with open(path, encoding="utf-8") as handle:
        for line in strip_comments_and_strings(handle.read()).splitlines():
            match = DECLARATION.match(line)
            if match:
                names.add(match.group(1))
    return names


def violations():
    inside, outside = set(), set()
    for path in swift_files(CORE):
        shared = any(path.startswith(folder + os.sep) for folder in [ENGINE] + SHARED_FOLDERS)
        (inside if shared else outside).update(declared_types(path))
    feature_types = outside - inside - VOCABULARY
    found = []
    for path in swift_files(ENGINE):
        with open(path, encoding="utf-8") as handle:
            code = strip_comments_and_strings(handle.read())
        # Identifiers not preceded by a dot (a member access, `.padding`, names no type).
        used = set(re.findall(r"(?<![.\w])([A-Z_]\w*)", code))
        relative = os.path.relpath(path, CORE)
        found += [f"{relative}: {name}" for name in sorted(used & feature_types)]
    return found


def main():
    current = violations()
    if "--list" in sys.argv:
        print("\n".join(current))
        return 0
    allowed = []
    if os.path.exists(ALLOW):
        with open(ALLOW, encoding="utf-8") as handle:
            allowed = [line.strip() for line in handle if line.strip() and not line.startswith("#")]
    new = sorted(set(current) - set(allowed))
    gone = sorted(set(allowed) - set(current))
    for line in new:
        print(f"floor plan: Engine/ names a feature type: {line}", file=sys.stderr)
    for line in gone:
        print(f"floor plan: no longer needed, remove from {os.path.relpath(ALLOW, ROOT)}: {line}",
              file=sys.stderr)
    if new or gone:
        return 1
    print(f"floor plan: Engine/ clean but for {len(allowed)} listed exceptions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
