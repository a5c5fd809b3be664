#!/usr/bin/env python3
"""Checks BackplateCore's floor plan: no file under Engine/ names a type declared outside it.

Engine/ holds the machinery (resolution, the layout pass, preferences, the display stage);
SwiftUI's API lives in the subsystem folders and plugs into the engine through its protocols.
Geometry/ and a few protocols (VOCABULARY below, each with its reason) are the language both
sides speak. There are no exceptions: a feature reaches the engine through the engine's seams
(docs/architecture.md, "BackplateCore's floor plan"). `--list` prints every violation.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CORE = os.path.join(ROOT, "Sources", "BackplateCore")
ENGINE = os.path.join(CORE, "Engine")
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
    for line in current:
        print(f"floor plan: Engine/ names a feature type: {line} (move the code to the feature, or "
              "give the engine a seam the feature plugs into)", file=sys.stderr)
    if current:
        return 1
    print("floor plan: Engine/ names no feature type")
    return 0


if __name__ == "__main__":
    sys.exit(main())
