#!/usr/bin/env python3
"""Guards the places where Swift's strict-concurrency checking is switched off in Sources/.

`@unchecked Sendable` and `nonisolated(unsafe)` each tell the compiler to trust a promise it
cannot check. Their counts (outside comments and string literals) may only go down: the check
fails when one rises above its ceiling below, and when one falls below it (lower the ceiling in
the same commit). Each must carry its reason: a `//` comment on its line, on the next line or directly above it
(one comment may cover a group of such declarations; docs/architecture.md, "Checked
concurrency"). A stand-in whose Apple type is declared `Sendable` says so in its reason
("HealthKit's is Sendable"): those are listed apart and not capped, since leaving them out
breaks code that relies on them.
`--list` prints every occurrence.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCES = os.path.join(ROOT, "Sources")
# The counts may only shrink: lower a ceiling when a commit removes one.
CEILINGS = {"@unchecked Sendable": 32, "nonisolated(unsafe)": 5}
# A stand-in for an Apple type that Apple declares Sendable must be Sendable too, or code that
# relies on it does not compile; a non-final class can only say so unchecked. Such a conformance
# gives its framework as the reason ("HealthKit's is Sendable") and is listed, not capped.
APPLE_KIND = "@unchecked Sendable (Apple's)"
APPLES = re.compile(r"\b[A-Z]\w*'s is Sendable")
PATTERNS = {"@unchecked Sendable": re.compile(r"@unchecked\s+Sendable\b"),
            "nonisolated(unsafe)": re.compile(r"\bnonisolated\(unsafe\)")}


def code_lines(text):
    """Each line's code without string literals and `//` comments (block comments blanked)."""
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    text = re.sub(r'"""(?:.|\n)*?"""', lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    out = []
    for line in text.split("\n"):
        line = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', line)
        out.append(line.split("//")[0])
    return out


def reason(lines, index, pattern):
    """The `//` comment giving the reason, or None: on the line or the next one, or above it: in
    the comment lines, attributes and declarations of the same kind directly above (one reason
    may cover a group), a `//` comment, or a `///` doc comment that names the escape
    (`Unchecked Sendable: ...`)."""
    def plain_comment(line):
        return line.strip().startswith("//") and not line.strip().startswith("///")

    def names_escape(line):
        return re.search(r"unchecked|nonisolated\(unsafe\)", line, re.I) is not None

    code = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', lines[index])
    if "//" in code and not code.strip().startswith("//"):
        return code[code.index("//"):]
    if index + 1 < len(lines) and plain_comment(lines[index + 1]):
        return lines[index + 1].strip()
    above = index - 1
    while above >= 0:
        line = lines[above].strip()
        if plain_comment(line) or (line.startswith("///") and names_escape(line)):
            return line
        if not (line.startswith("///") or line.startswith("@") or pattern.search(line)):
            return None
        above -= 1
    return None


def occurrences():
    found = {kind: [] for kind in list(PATTERNS) + [APPLE_KIND]}
    for directory, _, names in os.walk(SOURCES):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            lines = text.split("\n")
            for number, code in enumerate(code_lines(text)):
                for kind, pattern in PATTERNS.items():
                    for _ in pattern.finditer(code):
                        where = f"{os.path.relpath(path, ROOT)}:{number + 1}"
                        why = reason(lines, number, pattern)
                        if kind == "@unchecked Sendable" and why and APPLES.search(why):
                            kind = APPLE_KIND
                        found[kind].append((where, why is not None))
    return found


def main():
    found = occurrences()
    if "--list" in sys.argv:
        for kind, places in found.items():
            for where, reason in places:
                print(f"{where}: {kind}{'' if reason else ' (no reason given)'}")
        return 0
    failed = False
    for kind, places in found.items():
        count, ceiling = len(places), CEILINGS.get(kind, len(places))
        if count > ceiling:
            print(f"concurrency: {count} `{kind}` in Sources/, above its ceiling of {ceiling}: use "
                  "LockedState or Atomic, or let-only Sendable state (docs/architecture.md)", file=sys.stderr)
            failed = True
        elif count < ceiling:
            print(f"concurrency: {count} `{kind}` in Sources/, below its ceiling of {ceiling}: "
                  f"lower CEILINGS in {os.path.relpath(__file__, ROOT)} to {count}", file=sys.stderr)
            failed = True
        for where, reason in places:
            if not reason:
                print(f"concurrency: {where}: `{kind}` without a `//` comment saying why", file=sys.stderr)
                failed = True
    if failed:
        return 1
    print("concurrency: " + ", ".join(f"{len(p)} `{k}`" for k, p in found.items() if k in CEILINGS)
          + f" (at their ceilings), {len(found[APPLE_KIND])} mirroring Apple's `Sendable`, each with its reason")
    return 0


if __name__ == "__main__":
    sys.exit(main())
