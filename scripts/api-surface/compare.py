#!/usr/bin/env python3
"""Compares Apple's API list with what Backplate declares and writes the coverage report.

Usage: compare.py APPLE_LIST.tsv BACKPLATE.tsv REPORT.md SUMMARY.json [ADDED_LIST.tsv ...]
Writes the report, the figures by module (SUMMARY.json) and every entry that is not exact, with
both signatures (SUMMARY.tsv beside it). ADDED lists hold SwiftUI's API from newer SDKs (or
Apple's documentation); their entries get rows of their own by the iOS release that introduced them.
Each Apple entry is `exact` (Backplate declares the same container, name, labels and parameter
types), `different` (same container, name and labels, other types, staticness or effects) or
`missing`. Deprecated spellings are counted apart from the rest. A container's own typealiases
read as what they name on both sides (`Publishers.Filter<Upstream>.Output` is `Upstream.Output`).
"""
import collections
import csv
import json
import re
import sys

from overloads import report_lines

TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"}
# Where Apple's module puts a declaration -> the module a report groups it under.
REPORT_MODULE = {"_SwiftData_SwiftUI": "SwiftData", "_MapKit_SwiftUI": "MapKit", "_StoreKit_SwiftUI": "StoreKit",
                 "_PhotosUI_SwiftUI": "PhotosUI", "_AVKit_SwiftUI": "AVKit"}
SOURCE = []  # each list's header comment: where it was extracted from


def load(path, added=False):
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    SOURCE.extend(l.lstrip("# ").strip() for l in lines if l.startswith("#"))
    lines = [l for l in lines if not l.startswith("#")]
    entries = list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))
    for e in entries:
        e["release"] = release(e["ios"]) if added else ""
    return entries


def release(ios):
    """The report row of an entry from an added list: the iOS release that introduced it."""
    try:
        v = tuple(int(p) for p in ios.split("."))
    except ValueError:
        v = ()
    if v >= (26,):
        return "iOS 26"
    if v >= (17, 5):
        return "iOS 17.5-18"
    return "iOS 13-17.4, new in a later SDK"


def report_module(entry):
    m = REPORT_MODULE.get(entry["module"], entry["module"])
    return "%s (%s)" % (m, entry["release"]) if entry.get("release") else m


def use_kind(kind, name):
    """How a call site spells the declaration: `.red` is the same whether a case or a static var."""
    if kind in TYPE_KINDS:
        return "type"
    if kind == "case" and "(" not in name:
        return "static var"
    return kind


def opaque(ret):
    """Return types whose spelling is SwiftUI's business (some View, ModifiedContent<..., _Private>)."""
    return not ret or ret == "Self" or ret.startswith("<") or "ModifiedContent" in ret or \
        re.search(r"\b_[A-Z]", ret) is not None


def split_sig(sig):
    if " -> " not in sig or not sig.startswith("("):
        return sig, ""
    depth = 0
    for i, c in enumerate(sig):
        depth += c == "("
        depth -= c == ")"
        if depth == 0:
            return sig[:i + 1], sig[i + 1:].replace(" -> ", "", 1).strip()
    return sig, ""


def unqualify(sig, container):
    """Drops the container's own name before its nested types (`Future<O, F>.Promise` -> `Promise`)."""
    parts = container.split(".") if container else []
    paths = sorted({".".join(parts[i:j]) for i in range(len(parts)) for j in range(i + 1, len(parts) + 1)},
                   key=len, reverse=True)
    for name in map(re.escape, paths):
        sig = re.sub(r"(?<![\w.])%s(?:<[^<>]*>)?\.(?=[A-Z])" % name, "", sig)
    if parts:  # `AnimatablePair<First, Second>` inside AnimatablePair is `AnimatablePair`
        sig = re.sub(r"(?<![\w.])(%s)<[^<>]*>" % re.escape(parts[-1]), r"\1", sig)
    return sig


def balanced_end(sig, i):
    """The index after the generic argument list `<...>` that starts at `i` (`i` when none does),
    or -1 when an argument is not a bare name: `Result<Success, <Error>>` is another instance
    than the container itself, whose own arguments are its generic parameters' names."""
    if i >= len(sig) or sig[i] != "<":
        return i
    m = re.compile(r"<\w+(?:, \w+)*>").match(sig, i)
    return m.end() if m else -1


def expand_aliases(sig, container, aliases):
    """Writes a container's own typealiases as what they name: inside `Publishers.Filter`, `Output`
    and `Publishers.Filter<Upstream>.Output` are `Upstream.Output`, the one type under two spellings."""
    parts = container.split(".") if container else []
    for name, definition in aliases.items():
        out, i = [], 0
        while parts and i < len(sig):
            m = re.compile(r"(?<![\w.])(%s|\w+\?)" % re.escape(parts[0])).search(sig, i)
            if not m:
                break
            # `Optional<Wrapped>.Publisher` may be spelt `Wrapped?.Publisher`.
            if m.group(1) != parts[0] and parts[0] != "Optional":
                out.append(sig[i:m.end()])
                i = m.end()
                continue
            j = balanced_end(sig, m.end())
            for p in parts[1:] + [name]:
                if j < 0 or not sig.startswith("." + p, j) or re.match(r"\w", sig[j + 1 + len(p):j + 2 + len(p)]):
                    j = -1
                    break
                j = balanced_end(sig, j + 1 + len(p)) if p != name else j + 1 + len(p)
            if j < 0:
                out.append(sig[i:m.end()])
                i = m.end()
                continue
            out.append(sig[i:m.start()] + definition)
            i = j
        sig = "".join(out) + sig[i:]
        sig = re.sub(r"(?<![\w.])%s(?![\w<])" % re.escape(name), lambda _: definition, sig)
    return sig


def same(apple, ours, aliases=None):
    aliases = (aliases or {}).get(ours["container"], {})
    if aliases and use_kind(apple["kind"], apple["name"]) != "type":
        apple = dict(apple, signature=expand_aliases(apple["signature"], apple["container"], aliases))
        ours = dict(ours, signature=expand_aliases(ours["signature"], ours["container"], aliases))
    apple = dict(apple, signature=unqualify(apple["signature"], apple["container"]))
    ours = dict(ours, signature=unqualify(ours["signature"], ours["container"]))
    if use_kind(apple["kind"], apple["name"]) == "type":
        if apple["kind"] == "typealias" or ours["kind"] == "typealias":
            return True
        return apple["signature"].count("<") == ours["signature"].count("<") or not apple["signature"]
    a_params, a_ret = split_sig(apple["signature"])
    o_params, o_ret = split_sig(ours["signature"])
    if apple["kind"] in ("var", "static var", "case") and ours["kind"] in ("var", "static var", "case"):
        return apple["signature"] == ours["signature"] or opaque(apple["signature"]) or \
            not apple["signature"] or not ours["signature"]
    if a_params != o_params:
        return False
    return a_ret == o_ret or opaque(a_ret) or opaque(o_ret)


def status_of(apple, index, aliases=None):
    key = (apple["container"], apple["name"])
    found = index.get(key, [])
    if not found and apple["container"] == "ModifiedContent":
        # SwiftUI repeats some modifiers on ModifiedContent to keep its type; View's serve the same calls.
        found = index.get(("View", apple["name"]), [])
    candidates = [o for o in found if use_kind(o["kind"], o["name"]) == use_kind(apple["kind"], apple["name"])]
    if not candidates:
        return "missing", None
    for o in candidates:
        if same(apple, o, aliases):
            return "exact", o
    return "different", candidates[0]


def area(entry):
    if not entry["container"] and use_kind(entry["kind"], entry["name"]) != "type":
        return "Global functions and macros"
    top = entry["container"].split(".")[0] if entry["container"] else entry["name"]
    return "View modifiers" if top in ("View", "ModifiedContent") else top


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    apple, ours = load(argv[1]), load(argv[2])
    apple += [e for path in argv[5:] for e in load(path, added=True)]
    index = collections.defaultdict(list)
    # A container's own typealiases (Backplate's declarations: Apple's list leaves out the ones
    # that witness associated types, `Output` and `Failure`), written out on both sides.
    aliases = collections.defaultdict(dict)
    for o in ours:
        index[(o["container"], o["name"])].append(o)
        if o["kind"] == "typealias" and o["container"] and o["signature"].startswith("="):
            aliases[o["container"]][o["name"]] = o["signature"][1:]
    results = []
    for a in apple:
        st, o = status_of(a, index, aliases)
        results.append((a, st, o))
    # Every list counts as Apple's overloads: a form a newer SDK added is not one Backplate adds.
    write_report(results, argv[3], argv[4], report_lines(apple, ours))


def pct(n, d):
    return "%.1f%%" % (100.0 * n / d) if d else "-"


def write_report(results, md_path, json_path, overload_lines):
    by_module = collections.OrderedDict()
    for a, st, o in sorted(results, key=lambda r: bool(r[0]["release"])):
        m = report_module(a)
        dep = "deprecated" if a["deprecated"] else "current"
        by_module.setdefault(m, collections.Counter())[(dep, st)] += 1
    lines = ["# API coverage", "",
             "Generated by `scripts/api-coverage.sh`: Apple's public iOS API (from the iOS SDK's Swift interfaces, "
             "listed in `docs/api/`), compared with the public declarations in Backplate's symbol graphs. "
             "**Exact** means the same container, name, argument labels and parameter types (generic parameters "
             "compared by their constraints, return types compared where they are not SwiftUI's private or opaque "
             "types, a container's own typealiases read as the types they name); **different** means the name and labels exist with other types; **missing** means neither.",
             "", "The list: %s. Declarations unavailable on iOS, underscored or SPI names, and members a conformance "
             "derives (`hash(into:)`, `==`, `allCases`, associated-type typealiases) are left out. "
             "CoreLocation's and AVFoundation's Swift interfaces hold only their Swift overlays (their "
             "Objective-C types, `CLLocationCoordinate2D` or `AVPlayer`, are not in them), so those rows "
             "count the overlays alone."
             % (SOURCE[0] if SOURCE else "docs/api/apple-ios.tsv"),
             "", "SwiftUI's newer API has rows of its own, by the iOS release that introduced it: %s. "
             "The iOS 26 rows cover the most-used iOS 26 declarations only, not all of iOS 26's API."
             % "; ".join(SOURCE[1:]) if len(SOURCE) > 1 else "API added after that SDK is not in the list.",
             "", "## By module", "",
             "| Module | Current API | Exact | Different | Missing | Exact % | Deprecated | Deprecated exact % |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    summary = {}
    for m, c in by_module.items():
        cur = sum(v for (d, _), v in c.items() if d == "current")
        dep = sum(v for (d, _), v in c.items() if d == "deprecated")
        ex, df, mi = c[("current", "exact")], c[("current", "different")], c[("current", "missing")]
        lines.append("| %s | %d | %d | %d | %d | %s | %d | %s |" % (
            m, cur, ex, df, mi, pct(ex, cur), dep, pct(c[("deprecated", "exact")], dep)))
        summary[m] = {"current": cur, "exact": ex, "different": df, "missing": mi,
                      "deprecated": dep, "deprecated_exact": c[("deprecated", "exact")]}
    lines += ["", "## SwiftUI by kind (current API)", "", "| Kind | Entries | Exact | Different | Missing | Exact % |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    kinds = collections.defaultdict(collections.Counter)
    for a, st, o in results:
        if a["module"] == "SwiftUI" and not a["deprecated"] and not a["release"]:
            kinds[a["kind"]][st] += 1
    for k, c in sorted(kinds.items(), key=lambda kv: -sum(kv[1].values())):
        n = sum(c.values())
        lines.append("| %s | %d | %d | %d | %d | %s |" % (k, n, c["exact"], c["different"], c["missing"], pct(c["exact"], n)))
    for title, wanted, deprecated in (("Missing (current API), by module and area", "missing", False),
                                      ("Different signature (current API)", "different", False),
                                      ("Deprecated spellings missing or different", None, True)):
        lines += ["", "## " + title, ""]
        groups = collections.OrderedDict()
        for a, st, o in results:
            if bool(a["deprecated"]) != deprecated or st == "exact" or (wanted and st != wanted):
                continue
            m = report_module(a)
            groups.setdefault(m, collections.OrderedDict()).setdefault(area(a), []).append((a, st, o))
        for m, areas in groups.items():
            lines += ["### %s" % m, ""]
            for ar, items in sorted(areas.items()):
                if wanted == "different":
                    for a, st, o in items:
                        lines.append("- `%s%s`: Apple `%s`, Backplate `%s`" % (
                            a["container"] + "." if a["container"] else "", a["name"], a["signature"], o["signature"]))
                else:
                    names = sorted(set(("%s%s" % ("" if area(a) == ar else "", a["name"])) +
                                       (" (%s)" % st if deprecated else "") for a, st, o in items))
                    lines.append("- **%s** (%d): %s" % (ar, len(names), ", ".join("`%s`" % n for n in names)))
            lines.append("")
    lines += overload_lines
    with open(md_path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines).rstrip() + "\n")
    with open(json_path, "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
        f.write("\n")
    with open(json_path.rsplit(".", 1)[0] + ".tsv", "w", encoding="utf-8") as f:
        f.write("\t".join(["module", "kind", "container", "name", "deprecated", "status", "apple", "backplate"]) + "\n")
        for a, st, o in results:
            if st != "exact":
                f.write("\t".join([report_module(a), a["kind"], a["container"], a["name"], a["deprecated"], st,
                                   a["signature"], o["signature"] if o else ""]) + "\n")
    cur = summary.get("SwiftUI", {})
    print("SwiftUI current API exact: %s (%d of %d)" % (pct(cur.get("exact", 0), cur.get("current", 0)),
                                                        cur.get("exact", 0), cur.get("current", 0)))


if __name__ == "__main__":
    main(sys.argv)
