#!/usr/bin/env python3
"""Protocol conformances of public types, as data: Apple's (from .swiftinterface files) and
Backplate's (from symbol graphs), and which of Apple's Backplate lacks.

Usage: conformances.py interface MODULE FILE.swiftinterface [MODULE FILE ...] > apple.tsv
       conformances.py symbolgraph SYMBOLGRAPH_DIR MODULE [MODULE ...] > backplate.tsv
       conformances.py compare APPLE.tsv BACKPLATE.tsv [MISSING.tsv]
Rows: module, type (dotted, module names dropped), protocol (module dropped), iOS introduced,
condition (a conditional conformance's `where` clause). Underscored or SPI types and protocols,
types unavailable on iOS and the marker protocols every type has are left out. A missing
conformance makes code such as `.onChange(of: position)` fail to type-check (Equatable).
"""
import glob
import json
import os
import re
import sys

from extract_interface import availability, braces

MARKERS = {"Copyable", "Escapable", "BitwiseCopyable"}
# Protocols a conformance implies, so that `Hashable` on one side meets `Equatable` on the other.
IMPLIES = {
    "Hashable": {"Equatable"}, "Comparable": {"Equatable"}, "Strideable": {"Comparable"},
    "Codable": {"Encodable", "Decodable"}, "OptionSet": {"SetAlgebra", "RawRepresentable"},
    "SetAlgebra": {"Equatable", "ExpressibleByArrayLiteral"},
    "AdditiveArithmetic": {"Equatable"}, "VectorArithmetic": {"AdditiveArithmetic"},
    "Numeric": {"AdditiveArithmetic"}, "InsettableShape": {"Shape"},
    "Shape": {"Animatable", "View", "Sendable"}, "RandomAccessCollection": {"BidirectionalCollection"},
    "BidirectionalCollection": {"Collection"}, "Collection": {"Sequence"},
    "MutableCollection": {"Collection"}, "RangeReplaceableCollection": {"Collection"},
    "Error": {"Sendable"}, "LosslessStringConvertible": {"CustomStringConvertible"},
}
# Protocol compositions a symbol graph records as their parts.
COMPOSITIONS = {
    "Codable": {"Encodable", "Decodable"},
    "CodableAttributedStringKey": {"EncodableAttributedStringKey", "DecodableAttributedStringKey"},
}
_HEADER = re.compile(r"^(?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*(?P<mods>(?:[a-z]+\s+)*)"
                     r"(?P<kind>struct|class|enum|actor|protocol|extension)\s+(?P<name>[\w.]+)(?:<[^{]*?>)?"
                     r"\s*(?::\s*(?P<list>[^{]*?))?\s*(?:\bwhere\b\s*(?P<where>[^{]*?))?\s*\{")


def strip_module(name):
    """`Swift.Equatable` -> `Equatable`; `SwiftUI.Text.Case` -> `Text.Case` for a type path."""
    parts = name.split(".")
    return ".".join(parts[1:]) if len(parts) > 1 and parts[0][:1].isupper() and parts[0] in MODULES else name


MODULES = {"Swift", "SwiftUI", "SwiftUICore", "Foundation", "CoreGraphics", "CoreFoundation", "Charts", "SwiftData",
           "_SwiftData_SwiftUI", "WidgetKit", "TipKit", "StoreKit", "_StoreKit_SwiftUI", "MapKit", "_MapKit_SwiftUI",
           "PhotosUI", "_PhotosUI_SwiftUI", "AVKit", "_AVKit_SwiftUI", "DeveloperToolsSupport", "CoreTransferable",
           "CoreLocation", "UniformTypeIdentifiers", "Combine", "UIKit", "Accessibility", "Observation",
           "_Concurrency", "ObjectiveC", "Dispatch", "Darwin", "Photos", "AVFoundation", "CoreData",
           # Backplate's side: its modules, and Linux's Foundation and OpenCombine.
           "Backplate", "BackplateCore", "BackplateUIKit", "BackplateCairo", "FoundationEssentials",
           "FoundationInternationalization", "FoundationNetworking", "OpenCombine", "OpenCombineDispatch",
           "OpenCombineFoundation", "AppIntents", "ActivityKit"}
# An enum's raw type and a class's superclass head an inheritance list too: not conformances.
RAW_TYPES = {"Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
             "Double", "Float", "Character", "CGFloat"}


def split_list(text):
    """Top-level comma-separated protocol names (`P, Q<...>` with generics kept whole)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "<(["
        depth -= ch in ">)]"
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def interface_rows(module, path):
    stack = [("", ("", "", "", False), False)]  # (type path, availability, hidden)
    attrs = ""
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        opens, closes = braces(line)
        m = _HEADER.match(line)
        if not m:
            if line.startswith("@") and not opens and not closes:
                attrs += " " + line
                continue
            attrs = ""
            for _ in range(opens - closes):
                stack.append((None, stack[-1][1], True))
            for _ in range(closes - opens):
                if len(stack) > 1:
                    stack.pop()
            continue
        full, attrs = attrs + " " + line, ""
        outer, outer_avail, outer_hidden = stack[-1]
        kind, name = m.group("kind"), m.group("name")
        if kind == "extension":
            path_name = strip_module(name)
        else:
            path_name = (outer + "." if outer else "") + name
        avail = availability(full, outer_avail)
        hidden = (outer is None or outer_hidden or avail[3] or "@_spi" in full
                  or any(p.startswith("_") for p in path_name.split("."))
                  or (kind != "extension" and not re.search(r"\b(public|open)\b", m.group("mods") or "")))
        if kind != "protocol" and not hidden and m.group("list"):
            # A type declaration's `where` constrains its generic parameters; an extension's
            # makes the conformance conditional.
            clause = (m.group("where") or "").strip() if kind == "extension" else ""
            where = re.sub(r"\b(?:%s)\." % "|".join(MODULES), "", clause)
            for index, proto in enumerate(split_list(m.group("list"))):
                proto = strip_module(re.sub(r"^@\w+\s+", "", proto.strip()))
                if proto.startswith("_") or proto in MARKERS or "." in proto and proto.split(".")[-1].startswith("_"):
                    continue
                if proto in RAW_TYPES or (index == 0 and kind == "class" and re.match(r"(UI|NS|AV|MK|CL)[A-Z]", proto)):
                    continue
                yield (module, path_name, proto, avail[0], where)
        if opens > closes:
            stack.append((path_name, avail, hidden or kind == "protocol"))
        elif closes > opens and len(stack) > 1:
            stack.pop()


def symbolgraph_rows(directory, modules):
    """Conformances in the graphs of `modules` (their extensions of other modules' types
    included); a type or protocol is named from whichever graph declares it."""
    graphs = []
    for module in modules:
        paths = [os.path.join(directory, module + ".symbols.json")]
        paths += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
        graphs += [(module, json.load(open(path, encoding="utf-8"))) for path in paths if os.path.exists(path)]
    names = {}
    for _, graph in graphs:
        # Another module's type (`Swift.Optional`) is named only by the relationships to it.
        for r in graph.get("relationships", []):
            if r.get("targetFallback"):
                names.setdefault(r["target"], r["targetFallback"])
    for _, graph in graphs:
        for s in graph["symbols"]:
            if s.get("accessLevel", "public") in ("public", "open") and not s.get("spi"):
                names[s["identifier"]["precise"]] = ".".join(s["pathComponents"])
    for module, graph in graphs:
        extended = {r["source"]: r.get("targetFallback") or names.get(r["target"], "")
                    for r in graph.get("relationships", []) if r["kind"] == "extensionTo"}
        for r in graph.get("relationships", []):
            if r["kind"] not in ("conformsTo", "inheritsFrom"):
                continue  # a subclass "conforms" to its superclass in Apple's interfaces
            source = extended.get(r["source"]) or names.get(r["source"], "")
            proto = strip_module(names.get(r["target"]) or r.get("targetFallback") or "")
            if source and proto and not proto.startswith("_") and proto not in MARKERS:
                yield (module, strip_module(source), proto, "", "")


def closure(protocols):
    out, todo = set(), list(protocols)
    while todo:
        p = todo.pop()
        if p not in out:
            out.add(p)
            todo.extend(IMPLIES.get(p, ()))
    return out


def read(path):
    rows = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8") if not line.startswith("#")]
    return [r + [""] * (5 - len(r)) for r in rows[1:] if r and r[0]]


# The standard library's, Foundation's and CoreGraphics' types Apple's modules conform to their
# protocols (`Optional: Gesture`, `Double: VectorArithmetic`); Backplate must extend them alike.
FOREIGN = {"Optional", "Never", "Array", "ArraySlice", "ClosedRange", "Range", "String", "Bool", "Double",
           "Float", "Float16", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
           "UInt64", "CGFloat", "CGPoint", "CGSize", "CGRect", "Date", "Data", "Decimal", "URL",
           "AttributedString", "PredicateExpressions"}


def compare(apple_path, backplate_path, missing_path=None):
    have = {}
    for _, typ, proto, _, _ in read(backplate_path):
        have.setdefault(typ, set()).add(proto)
    apple = read(apple_path)
    types = {typ for _, typ, _, _, _ in apple}
    missing, present = [], 0
    for module, typ, proto, ios, where in apple:
        if typ not in have and typ.split(".")[0] not in FOREIGN:
            continue  # Apple's own type is missing: the declaration list counts it
        if proto == "Sendable" and typ.split(".")[0] in FOREIGN:
            continue  # Linux's standard library and Foundation declare their own Sendable
        present += 1
        needed = COMPOSITIONS.get(proto, {proto})
        if not needed <= closure(have.get(typ, set())):
            missing.append((module, typ, proto, ios, where))
    lines = ["\t".join(["module", "type", "protocol", "ios", "condition"])]
    lines += ["\t".join(r) for r in sorted(missing)]
    if missing_path:
        with open(missing_path, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
    else:
        print("\n".join(lines))
    print("%d conformances of %d types; %d on types Backplate declares, %d of them missing"
          % (len(apple), len(types), present, len(missing)), file=sys.stderr)


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    if argv[1] == "compare":
        compare(*argv[2:5])
        return
    print("\t".join(["module", "type", "protocol", "ios", "condition"]))
    seen = set()
    if argv[1] == "interface":
        rows = (r for module, path in zip(argv[2::2], argv[3::2]) for r in interface_rows(module, path))
    elif argv[1] == "symbolgraph":
        rows = symbolgraph_rows(argv[2], argv[3:])
    else:
        sys.exit(__doc__)
    for r in rows:
        if r[1:3] not in seen:
            seen.add(r[1:3])
            print("\t".join(r))


if __name__ == "__main__":
    main(sys.argv)
