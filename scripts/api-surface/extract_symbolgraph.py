#!/usr/bin/env python3
"""Lists what Backplate's modules declare publicly, from their symbol graphs, in the API list's format.

Usage: extract_symbolgraph.py SYMBOLGRAPH_DIR MODULE [MODULE ...] > backplate.tsv
Reads MODULE.symbols.json and MODULE@Other.symbols.json (extensions of other modules' types).
Members a type only inherits from a protocol extension are listed once, under the protocol (those
of the module's underscored protocols, which the graph hides, under each conforming type).
"""
import glob
import json
import os
import re
import sys

from swiftdecl import parse_decl


def fragments_text(fragments):
    return "".join(f["spelling"] for f in fragments)


def ios_availability(symbol):
    intro = dep = ""
    for a in symbol.get("availability", []):
        if a.get("domain") in ("iOS", "*", None):
            if "introduced" in a:
                v = a["introduced"]
                intro = ".".join(str(v.get(k, 0)) for k in ("major", "minor"))
            if "deprecated" in a or a.get("isUnconditionallyDeprecated"):
                dep = "*"
    return intro, dep


def hidden_origin(precise, module, present):
    """A member a type inherits from the module's own underscored protocol, which the graph hides:
    listed under the type, where the type's users (and Apple's interface) see it."""
    origin = precise.split("::SYNTHESIZED::")[0]
    return origin.startswith("s:%d%s" % (len(module), module)) and origin not in present


def symbols(directory, module):
    paths = [os.path.join(directory, module + ".symbols.json")]
    paths += glob.glob(os.path.join(directory, module + "@*.symbols.json"))
    graphs = [json.load(open(path, encoding="utf-8")) for path in paths if os.path.exists(path)]
    present = {s["identifier"]["precise"] for graph in graphs for s in graph["symbols"]}
    for graph in graphs:
        for s in graph["symbols"]:
            precise = s["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise and not hidden_origin(precise, module, present):
                continue
            if s.get("accessLevel", "public") not in ("public", "open") or s.get("spi"):
                continue
            if s["kind"]["identifier"] in ("swift.extension", "swift.module"):
                continue
            yield s


def rows(directory, module):
    for s in symbols(directory, module):
        text = fragments_text(s.get("declarationFragments", []))
        path = s["pathComponents"]
        if "::SYNTHESIZED::" in s["identifier"]["precise"]:
            text = re.sub(r"\bSelf\b", path[-2], text)
        decl = parse_decl(text)
        if decl is None:
            continue
        container = ".".join(path[:-1])
        intro, dep = ios_availability(s)
        for d in decl if isinstance(decl, list) else [decl]:
            if d["kind"] in ("struct", "class", "enum", "protocol", "actor"):
                name = path[-1]
            else:
                name = d["name"]
            kind = ("static " if d["static"] and d["kind"] in ("func", "var", "subscript") else "") + d["kind"]
            sig, where = d["sig"], container
            if module.startswith("OpenCombine"):
                # OpenCombine nests Combine's Foundation and standard-library publishers in an
                # `OCombine` namespace and, on Linux, names them Combine's way with a typealias
                # (`Optional.Publisher = Optional.OCombine.Publisher`): the same types.
                sig, where = sig.replace(".OCombine.", "."), where.replace(".OCombine", "")
            yield "\t".join([module, kind, where, name, sig, intro, dep, ""])


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    print("\t".join(["module", "kind", "container", "name", "signature", "ios", "deprecated", "note"]))
    seen = set()
    for module in argv[2:]:
        for r in rows(argv[1], module):
            key = tuple(r.split("\t")[1:5])
            if key not in seen:
                seen.add(key)
                print(r)


if __name__ == "__main__":
    main(sys.argv)
