"""Overloads Backplate declares beyond SwiftUI's, where they can multiply the type checker's search.

The solver tries every overload of a name with the same argument labels, so an extra overload of
an operator, of a View modifier or of a static member reachable as `.name` widens the search of
every expression that uses it. Same-labelled names only; names SwiftUI lacks entirely are the
missing list's business, not this one's (unless they are operators, which have no labels).
"""
import collections
import re

# Containers whose members app code reaches through implicit member expressions or modifier chains.
HOT = {"View", "Text", "Color", "Font", "ShapeStyle", "Shape", "Image", "Animation", "Edge.Set", "Alignment",
       "CGFloat", "Double", "Int", "Float", "CGPoint", "CGSize", "CGRect", "Angle", "Gradient", "Font.Weight"}


def is_operator(name):
    return not re.match(r"[\w`]", name)


def extra_overloads(apple, ours):
    """[(container, name, apple signatures, Backplate's extra signatures)], operators first."""
    a_sigs = collections.defaultdict(set)
    for a in apple:
        a_sigs[(a["container"], a["name"])].add(a["signature"])
    o_sigs = collections.defaultdict(set)
    for o in ours:
        o_sigs[(o["container"], o["name"])].add(o["signature"])
    rows = []
    for key, sigs in o_sigs.items():
        container, name = key
        base = name.split("(")[0]
        hot = container in HOT or container.split(".")[0] in HOT or not container
        if base in ("==", "!=") or not (is_operator(base) or (hot and key in a_sigs)):
            continue
        extra = sorted(sigs - a_sigs.get(key, set()))
        if len(sigs) > len(a_sigs.get(key, ())) and extra:
            rows.append((container, name, sorted(a_sigs.get(key, ())), extra))
    rows.sort(key=lambda r: (not is_operator(r[1].split("(")[0]), r[0], r[1]))
    return rows


def report_lines(apple, ours):
    rows = extra_overloads(apple, ours)
    lines = ["", "## Overloads Backplate adds to SwiftUI's", "",
             "Names with SwiftUI's labels on the types app expressions go through (View, Text, Color, Font, "
             "ShapeStyle, Shape, Image, numbers and geometry), and operators anywhere, where Backplate "
             "declares more overloads than Apple's interface. Each one widens the type checker's search of "
             "every expression that uses the name; an operator declared on any type joins the overload set "
             "of every use of that operator. `==` is left out (Equatable's, on both sides). %d names."
             % len(rows), ""]
    for container, name, apple_sigs, extra in rows:
        lines.append("- `%s%s`: Apple declares %d, Backplate adds %s" % (
            container + "." if container else "", name, len(apple_sigs), "; ".join("`%s`" % s for s in extra)))
    return lines
