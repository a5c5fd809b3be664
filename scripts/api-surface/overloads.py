"""Overloads Backplate declares beyond SwiftUI's, where they can multiply the type checker's search.

The solver tries every overload of a name with the same argument labels, so an extra overload of
an operator, of a modifier, of an initializer or of a static member reachable as `.name` widens the
search of every expression that uses it. Three checks, on every container of Apple's lists:
- same-labelled names where Backplate declares more signatures than Apple (and operators anywhere);
- static members on a protocol that Apple declares only on another type (`Transition.asymmetric`
  beside `AnyTransition.asymmetric`): a `.name` argument then has one more candidate;
- result builders whose `build*` method sets differ from Apple's, either way.
Names SwiftUI lacks entirely are the missing list's business, not this one's (unless they are
operators, which have no labels). `@_disfavoredOverload` is not in the lists, so it is not compared.
"""
import collections
import re


def is_operator(name):
    return not re.match(r"[\w`]", name)


def signatures(entries):
    sigs = collections.defaultdict(set)
    for e in entries:
        sigs[(e["container"], e["name"])].add(e["signature"])
    return sigs


def extra_overloads(apple, ours):
    """[(container, name, apple signatures, Backplate's extra signatures)], operators first."""
    a_sigs, o_sigs = signatures(apple), signatures(ours)
    rows = []
    for key, sigs in o_sigs.items():
        container, name = key
        base = name.split("(")[0]
        if base in ("==", "!=") or not (is_operator(base) or key in a_sigs):
            continue
        if is_builder(container) and base.startswith("build"):
            continue  # the builders' own check below
        extra = sorted(sigs - a_sigs.get(key, set()))
        if len(sigs) > len(a_sigs.get(key, ())) and extra:
            rows.append((container, name, sorted(a_sigs.get(key, ())), extra))
    rows.sort(key=lambda r: (not is_operator(r[1].split("(")[0]), r[0], r[1]))
    return rows


def implicit_member_extras(apple, ours):
    """[(protocol, name, signature, Apple's containers of that name)]: `.name` gains a candidate."""
    protocols = {a["name"] for a in apple if a["kind"] == "protocol" and not a["container"]}
    a_keys = {(a["container"], a["name"]) for a in apple}
    elsewhere = collections.defaultdict(set)
    for a in apple:
        if a["kind"].startswith("static") or a["kind"] == "case":
            elsewhere[a["name"]].add(a["container"])
    rows = set()
    for o in ours:
        if o["name"] == "main()":
            continue  # an entry point, never written as `.main`
        if o["kind"].startswith("static") and o["container"] in protocols \
                and (o["container"], o["name"]) not in a_keys and elsewhere.get(o["name"]):
            rows.add((o["container"], o["name"], o["signature"], tuple(sorted(elsewhere[o["name"]]))))
    return sorted(rows)


def is_builder(container):
    return container.endswith("Builder")


def parameters(signature):
    """A function signature's parameter list, `(A, B)` of `(A, B) -> R`: return types are left out."""
    depth = 0
    for i, ch in enumerate(signature):
        depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(ch, 0)
        if depth == 0 and ch == ")":
            return signature[:i + 1]
    return signature


def builder_differences(apple, ours):
    """[(builder, method, Apple's count, Backplate's count, extra, missing)] for builders Apple has,
    comparing parameter lists (a concrete result type where Apple's is opaque adds no candidate)."""
    a_sigs = {k: {parameters(s) for s in v} for k, v in signatures(apple).items()}
    o_sigs = {k: {parameters(s) for s in v} for k, v in signatures(ours).items()}
    builders = {c for c, _ in a_sigs if is_builder(c)}
    rows = []
    for builder in sorted(builders):
        methods = {n for c, n in list(a_sigs) + list(o_sigs) if c == builder and n.startswith("build")}
        for method in sorted(methods):
            a, o = a_sigs.get((builder, method), set()), o_sigs.get((builder, method), set())
            if not o or a == o:
                continue  # a builder Backplate lacks is the missing list's business
            rows.append((builder, method, len(a), len(o), sorted(o - a), sorted(a - o)))
    return rows


def report_lines(apple, ours):
    rows = extra_overloads(apple, ours)
    lines = ["", "## Overloads Backplate adds to SwiftUI's", "",
             "Names with Apple's labels, on every type of the lists, and operators anywhere, where Backplate "
             "declares more overloads than Apple's interface. Each one widens the type checker's search of "
             "every expression that uses the name; an operator declared on any type joins the overload set "
             "of every use of that operator. `==` is left out (Equatable's, on both sides). %d names."
             % len(rows), ""]
    for container, name, apple_sigs, extra in rows:
        lines.append("- `%s%s`: Apple declares %d, Backplate adds %s" % (
            container + "." if container else "", name, len(apple_sigs), "; ".join("`%s`" % s for s in extra)))
    implicit = implicit_member_extras(apple, ours)
    lines += ["", "### Static members on protocols that Apple declares only elsewhere", "",
              "A `.name` argument whose parameter is generic over the protocol looks the name up there too, "
              "so each of these is one more candidate beside Apple's. Names: %d." % len(implicit), ""]
    for protocol, name, sig, others in implicit:
        lines.append("- `%s.%s` `%s` (Apple: %s)" % (protocol, name, sig, ", ".join("`%s`" % c for c in others)))
    builders = builder_differences(apple, ours)
    lines += ["", "### Result builders whose methods differ from Apple's", "",
              "Every `build*` method of a builder both declare, where the parameter lists differ (result types "
              "are left out): an extra `buildBlock` or `buildExpression` is tried for every statement of every "
              "body, a missing one fails bodies that compile on iOS. Methods: %d."
              % len(builders), ""]
    for builder, method, n_apple, n_ours, extra, missing in builders:
        parts = []
        if extra:
            parts.append("adds %s" % "; ".join("`%s`" % s for s in extra))
        if missing:
            parts.append("lacks %s" % "; ".join("`%s`" % s for s in missing))
        lines.append("- `%s.%s`: Apple %d, Backplate %d; %s" % (builder, method, n_apple, n_ours, ", ".join(parts)))
    return lines
