#!/usr/bin/env python3
"""Lists the public iOS declarations of an Apple .swiftinterface, one a line, as data.

Usage: extract_interface.py MODULE FILE.swiftinterface [MODULE FILE ...] > list.tsv
Each row: module, kind, container, name (with argument labels), signature (types with modules
dropped and generic parameters written as their constraints), iOS introduced, deprecated
("" / a version / "future" for SwiftUI's 100000.0 / "*"), renamed-or-message. Declarations
unavailable on iOS, underscored or SPI, and conformance-derived members are left out.
"""
import re
import sys

from swiftdecl import DECL_KEYWORDS, parse_decl, strip_modules

# Associated types of standard-library and Foundation protocols, witnessed by typealiases.
STDLIB_ASSOCIATED = {"RawValue", "AllCases", "Element", "ArrayLiteralElement", "Index", "Indices", "Iterator",
                     "SubSequence", "Stride", "ID", "Magnitude", "IntegerLiteralType", "FloatLiteralType",
                     "StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType",
                     "FormatInput", "FormatOutput", "Strategy", "Value", "Key", "AnimatableData", "Output",
                     "Failure", "Input"}
DERIVED = {"hash(into:)", "hashValue", "==(_:_:)", "!=(_:_:)", "encode(to:)", "init(from:)", "body", "Body",
           "~=(_:_:)", "<(_:_:)", "allCases", "debugDescription", "customMirror", "id"}
_AVAILABLE = re.compile(r"@available\(([^()]*(?:\([^()]*\)[^()]*)*)\)")


def braces(line):
    """(opens, closes) outside string literals."""
    opens = closes = 0
    quote = False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quote = not quote
        elif not quote:
            opens += c == "{"
            closes += c == "}"
    return opens, closes


def drop_macro_definition(line):
    """`macro M<T>(...) = #externalMacro(module: ..., type: ...) where T: P` without the `= #externalMacro(...)`."""
    m = re.search(r"\s*=\s*#externalMacro\(", line)
    if not m:
        return line
    depth = 0
    for i in range(m.end() - 1, len(line)):
        depth += line[i] == "("
        depth -= line[i] == ")"
        if depth == 0:
            return line[:m.start()] + line[i + 1:]
    return line[:m.start()]


def availability(attrs, inherited):
    """(introduced, deprecated, note, unavailable) on iOS from @available attributes."""
    intro, dep, note, unavailable = inherited
    for body in _AVAILABLE.findall(attrs):
        parts = [p.strip() for p in body.split(",")]
        head = parts[0]
        if head == "*":
            if "unavailable" in parts:
                unavailable = True
            if "deprecated" in parts:
                dep = dep or "*"
            msg = re.search(r'(?:renamed|message): "([^"]*)"', body)
            note = msg.group(1) if msg and dep else note
            continue
        if head == "iOS":
            if "unavailable" in parts:
                unavailable = True
            for p in parts[1:]:
                k, _, v = p.partition(":")
                if k.strip() == "introduced":
                    intro = v.strip()
                elif k.strip() == "deprecated":  # `deprecated: 15.0`, or bare `deprecated`
                    dep = "future" if v.strip().startswith("100000") else (v.strip() or dep or "*")
            msg = re.search(r'(?:renamed|message): "([^"]*)"', body)
            if msg and dep:
                note = msg.group(1)
            continue
        for p in parts:
            m = re.match(r"iOS (\d[\d.]*)$", p)
            if m:
                intro = m.group(1)
    return intro, dep, note, unavailable


def drop_witnesses(rows):
    """Leaves out typealiases that only name a protocol's associated type (`RawValue`, `AllCases`, ...)."""
    assoc = {r.split("\t")[3] for r in rows if r.split("\t")[1] == "associatedtype"} | STDLIB_ASSOCIATED
    return [r for r in rows if not (r.split("\t")[1] == "typealias" and r.split("\t")[2]
                                    and r.split("\t")[3] in assoc)]


def extract(module, path):
    rows = []
    # Stack of containers: (name, kind, availability, skip)
    stack = [("", "file", ("", "", "", False), False)]
    attrs = ""
    skip_depth = 0
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if skip_depth:
            o, c = braces(line)
            skip_depth += o - c
            continue
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        if line == "}":
            if len(stack) > 1:
                stack.pop()
            attrs = ""
            continue
        # A macro's `= #externalMacro(module:type:)` is its implementation, not its signature.
        line = drop_macro_definition(line)
        # Attribute-only lines accumulate onto the next declaration.
        decl = parse_decl(line)
        if decl is None:
            o, c = braces(line)
            if line.startswith("@") and not o and not c:
                attrs += " " + line
            else:  # a non-public declaration, attributes and all (`@_alwaysEmitIntoClient internal init() {`)
                attrs = ""
                skip_depth = max(0, o - c)
            continue
        full = attrs + " " + line
        attrs = ""
        name, kind, avail_in, skipping = stack[-1]
        avail = availability(full, avail_in)
        # Modifier words before the keyword, attributes dropped (`@attached(peer, names: ...) public macro`).
        head = re.sub(r"@[\w.]+(\((?:[^()]|\([^()]*\))*\))?", " ", line)
        words = set(re.split(r"\b(?:%s)\b" % "|".join(DECL_KEYWORDS), head)[0].split())
        is_public = bool(words & {"public", "open"}) or kind in ("protocol",) or (
            kind == "enum" and isinstance(decl, list))
        if "@_spi" in full or "@usableFromInline" in full and not is_public:
            is_public = False
        first = decl[0] if isinstance(decl, list) else decl
        o, c = braces(line)
        if first["kind"] in ("struct", "class", "enum", "protocol", "actor", "extension"):
            if first["kind"] == "extension":
                cname = first["name"]
                hidden = skipping or not cname or any(p.startswith("_") for p in cname.split("."))
            else:
                cname = (name + "." if name else "") + first["name"]
                hidden = skipping or not is_public or first["name"].startswith("_")
                if not hidden and not avail[3]:
                    rows.append(row(module, first["kind"], name, first["name"], first["sig"], avail))
            hidden = hidden or avail[3] or "@_spi" in full
            if o > c:
                stack.append((cname, first["kind"], avail, hidden))
            continue
        if o > c:
            skip_depth = o - c
        if skipping or not is_public or avail[3]:
            continue
        for d in decl if isinstance(decl, list) else [decl]:
            base = d["name"].split("(")[0]
            if base.startswith("_") or re.search(r"[(:]_[A-Za-z]", d["name"]) or d["name"] in DERIVED or (
                    d["kind"] == "typealias" and "@_opaqueReturnTypeOf" in d["sig"]):
                continue
            k = ("static " if d["static"] and d["kind"] in ("func", "var", "subscript") else "") + d["kind"]
            rows.append(row(module, k, name, d["name"], d["sig"], avail))
    return rows


def row(module, kind, container, name, sig, avail):
    intro, dep, note, _ = avail
    note = note.replace("\t", " ")[:120]
    return "\t".join([module, kind, container, name, sig, intro, dep, note])


def main(argv):
    if len(argv) < 3 or len(argv) % 2 == 0:
        sys.exit(__doc__)
    seen = set()
    print("\t".join(["module", "kind", "container", "name", "signature", "ios", "deprecated", "note"]))
    rows = [r for module, path in zip(argv[1::2], argv[2::2]) for r in extract(module, path)]
    for r in drop_witnesses(rows):
        key = tuple(r.split("\t")[:5])
        if key not in seen:
            seen.add(key)
            print(r)


if __name__ == "__main__":
    main(sys.argv)
