"""One Swift declaration line, reduced to the facts the API list keeps.

Both sides of the comparison go through here: a line of Apple's .swiftinterface and a
declaration rendered from Backplate's symbol graph, so that the same spelling gives the same key.
"""
import re

# Module prefixes stripped from every type name (Apple's, Backplate's, and the standard library's).
MODULES = {
    "Swift", "SwiftUI", "SwiftUICore", "Foundation", "FoundationEssentials", "CoreGraphics",
    "CoreFoundation", "Combine", "UIKit", "_Concurrency", "CoreTransferable", "DeveloperToolsSupport",
    "Charts", "SwiftData", "WidgetKit", "TipKit", "StoreKit", "MapKit", "PhotosUI", "AVKit",
    "AVFoundation", "CoreLocation", "UniformTypeIdentifiers", "Observation", "CoreData", "Accessibility",
    "os", "Symbols", "Spatial", "QuartzCore", "CoreText", "Darwin", "Dispatch", "Photos", "CoreImage",
    "_SwiftData_SwiftUI", "_MapKit_SwiftUI", "_StoreKit_SwiftUI", "_PhotosUI_SwiftUI", "_AVKit_SwiftUI",
    "Backplate", "BackplateCore", "BackplateUIKit", "BackplateCairo", "BackplateKit", "Glibc", "Musl",
    "CoreMedia", "CoreVideo", "Contacts", "MusicKit", "AppIntents", "Intents", "CoreML", "OSLog", "ObjectiveC",
}
_MODULE_PREFIX = re.compile(r"\b(?:%s)\.(?=[A-Za-z_])" % "|".join(sorted(MODULES, key=len, reverse=True)))

# Attributes and ownership words that do not change what a caller writes.
_NOISE = re.compile(
    r"@(?:escaping|Sendable|MainActor|preconcurrency|_implicitSelfCapture|_inheritActorContext|"
    r"_disfavoredOverload|_alwaysEmitIntoClient|_Concurrency\.MainActor|_effects\([^)]*\)|"
    r"_semantics\([^)]*\)|_unsafeInheritExecutor|_nonEphemeral|differentiable|_specialize\([^)]*\)|"
    r"isolated\([^)]*\)|_silgen_name\([^)]*\))(?:\(unsafe\))?|"
    r"\b(?:__owned|__shared|borrowing|consuming|sending|isolated|nonisolated)\s+")

DECL_KEYWORDS = ("struct", "class", "enum", "protocol", "extension", "actor", "typealias",
                 "associatedtype", "func", "init", "subscript", "var", "let", "case", "macro")
_DECL = re.compile(r"(?:^|\s)(%s)\b" % "|".join(DECL_KEYWORDS))
_MODIFIERS = {"public", "open", "static", "class", "final", "override", "mutating", "nonmutating",
              "convenience", "required", "nonisolated", "dynamic", "indirect", "optional", "lazy",
              "weak", "unowned", "prefix", "postfix", "infix", "@frozen", "@inlinable", "distributed"}


def strip_modules(text):
    return _MODULE_PREFIX.sub("", text)


def split_top(text, sep=","):
    """Splits at `sep` outside brackets, parentheses, angle brackets and string literals."""
    parts, depth, cur, quote, i = [], 0, [], False, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            quote = not quote
        elif not quote:
            if c in "([{<":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif c == ">" and i > 0 and text[i - 1] != "-":
                depth -= 1
            elif c == sep and depth == 0:
                parts.append("".join(cur))
                cur = []
                i += 1
                continue
        cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def matching(text, start, open_c, close_c):
    """Index of the bracket closing the one at `start`."""
    depth, quote = 0, False
    for i in range(start, len(text)):
        c = text[i]
        if c == '"':
            quote = not quote
        elif quote:
            continue
        elif c == open_c:
            depth += 1
        elif c == close_c and not (close_c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i
    return len(text) - 1


def squash(text):
    """Whitespace normalised so that equal spellings compare equal."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*([,:<>()\[\]?!&=])\s*", r"\1", text)
    text = text.replace("-> ", "->").replace(" ->", "->").replace("->", " -> ")
    text = text.replace(":", ": ").replace(",", ", ")
    text = re.sub(r"\b(inout|any)<", r"\1 <", text)
    text = re.sub(r"\((<[^()]*>)\)\?", r"\1?", text)  # `(some P)?` is `<P>?`
    text = re.sub(r"\((<[^()<>]*>)\)\.", r"\1.", text)  # `(some P).Type` is `<P>.Type`
    while text.startswith("(") and matching(text, 0, "(", ")") == len(text) - 1 and " -> " in text[1:-1] \
            and text[1] == "(":
        text = text[1:-1]  # `((A) -> B)`: the parentheses an attribute left around a function type
    return text


def optional_sugar(text):
    """`Optional<T>` written as `T?` (parenthesised when T is a function type)."""
    while True:
        m = re.search(r"(?<![\w.])Optional<", text)
        if not m:
            return text
        end = matching(text, m.end() - 1, "<", ">")
        inner = text[m.end():end]
        inner = "(%s)" % inner if "->" in inner else inner
        text = text[:m.start()] + inner + "?" + text[end + 1:]


def clean_type(text, generics):
    """A type as a caller sees it: modules dropped, generic parameters replaced by their constraints."""
    text = optional_sugar(_NOISE.sub("", strip_modules(text)))
    text = re.sub(r"(?<![\w.])_\s+\w+\s*:\s*", "", text)  # `(_ oldValue: T) -> U`: names inside a function type
    text = re.sub(r"->\s*\(\)", "-> Void", text)
    text = re.sub(r"\bSelf\.", "", text)
    # `some (P & Q)` and `some P & Q` (one opaque type with both constraints) are `<P&Q>`, as a
    # generic parameter with the two constraints is written.
    composition = r"([A-Za-z_][\w.]*(?:\s*&\s*[A-Za-z_][\w.]*)+)"
    both = lambda m: "<%s>" % "&".join(sorted(p.strip() for p in m.group(1).split("&")))
    text = re.sub(r"\bsome\s*\(\s*%s\s*\)" % composition, both, text)
    text = re.sub(r"\bsome\s+%s" % composition, both, text)
    text = re.sub(r"\bsome\s+([A-Za-z_][\w.]*(?:<[^>]*>)?)", r"<\1>", text)
    text = re.sub(r"\bany\s+(?=[A-Za-z_(])", "", text)
    for name, shape in generics.items():
        text = re.sub(r"(?<![\w.])%s(?![\w])" % re.escape(name), shape, text)
    return squash(text)


def generic_shapes(params_text, where_text):
    """Maps each generic parameter of a declaration to `<Constraint&...>` (or `<_>`)."""
    names, shapes = [], {}
    for p in split_top(params_text):
        p = p.strip()
        if not p:
            continue
        name, _, bound = p.partition(":")
        name = name.strip().replace("each ", "")
        names.append(name)
        shapes[name] = [strip_modules(bound.strip())] if bound.strip() else []
    for c in split_top(where_text):
        lhs, op, rhs = c.partition(":")
        if op and "==" not in c and lhs.strip() in shapes:
            shapes[lhs.strip()].append(strip_modules(rhs.strip()))
    return {n: "<%s>" % ("&".join(sorted(set(shapes[n]))) or "_") for n in names}


def param_label(param):
    """The argument label of one parameter (`_` when none)."""
    head = param.split(":", 1)[0].strip()
    head = re.sub(r"@[\w.]+(<[^>]*>)?(\([^)]*\))?\s*", "", head).strip()
    words = head.split()
    return words[0] if words else "_"


def strip_leading_attributes(line):
    """The declaration after its leading `@attribute(...)` words."""
    while line.startswith("@"):
        m = re.match(r"@[\w.]+", line)
        end = m.end() if m else 1
        if line[end:end + 1] == "(":
            end = matching(line, end, "(", ")") + 1
        line = line[end:].lstrip()
    return line


def parse_decl(line):
    """A declaration line -> dict(kind, name, static, sig, generic) or None when it is not one."""
    line = strip_leading_attributes(line.strip().rstrip("{").strip())
    line = re.sub(r"\s*\{(?:\s*(?:get|set|mutating|nonmutating|_read|_modify|async|throws))*\s*\}\s*$", "", line)
    m = _DECL.search(line)
    if not m:
        return None
    kind = m.group(1)
    prefix = line[:m.start(1)]
    words = set(re.sub(r"@[\w.]+(\([^)]*\))?", "", prefix).split())
    static = bool(words & {"static", "class"}) and kind not in ("class",)
    rest = line[m.end(1):].strip()
    if kind in ("struct", "class", "enum", "protocol", "actor", "extension"):
        nm = re.match(r"([\w.]+)", rest)
        if not nm:
            return None
        name = strip_modules(nm.group(1))
        after = rest[nm.end():]
        gparams = ""
        if after.startswith("<"):
            end = matching(after, 0, "<", ">")
            gparams, after = after[1:end], after[end + 1:]
        where = after.split(" where ", 1)[1] if " where " in after else ""
        inherits = after.split(" where ", 1)[0].lstrip(" :")
        shapes = generic_shapes(gparams, where)
        # The generic shape: each parameter by position with its constraints.
        shape = ",".join(v for v in shapes.values())
        if kind == "protocol":
            shape = ",".join(sorted(strip_modules(x.strip()) for x in split_top(inherits) if x.strip()))
        return {"kind": kind, "name": name, "static": False, "sig": "<%s>" % shape if shape else "",
                "where": strip_modules(where), "inherits": strip_modules(inherits)}
    if kind in ("typealias", "associatedtype"):
        nm = re.match(r"(\w+)(.*)", rest)
        if not nm:
            return None
        return {"kind": kind, "name": nm.group(1), "static": False, "sig": squash(strip_modules(nm.group(2))),
                "where": ""}
    if kind == "case":
        cases = []
        for part in split_top(rest):
            nm = re.match(r"\s*(`?\w+`?)(\(.*\))?", part)
            if nm:
                payload = nm.group(2) or ""
                labels = ""
                if payload:
                    labels = "".join(param_label(p) + ":" if ":" in p else "_:" for p in split_top(payload[1:-1]))
                    labels = "(%s)" % labels
                types = [clean_type(p.split(":", 1)[1] if ":" in p else p, {}) for p in split_top(payload[1:-1])]
                cases.append({"kind": "case", "name": nm.group(1).strip("`") + labels, "static": True,
                              "sig": "(%s)" % ", ".join(types) if payload else "", "where": ""})
        return cases
    if kind in ("var", "let"):
        nm = re.match(r"`?(\w+)`?\s*:\s*(.*)", rest)
        if not nm:
            return None
        typ = re.split(r"\s*(?:\{|=\s)", nm.group(2))[0]
        return {"kind": "var", "name": nm.group(1), "static": static, "sig": clean_type(typ, {}), "where": ""}
    # func, init, subscript, macro
    name = kind
    if kind in ("func", "macro"):
        nm = re.match(r"(`?[\w]+`?|[^\s(<]+)\s*", rest)
        if not nm:
            return None
        name = nm.group(1).strip("`")
        rest = rest[nm.end():]
    elif kind == "init":
        opt = re.match(r"([?!])", rest)
        if opt:
            name, rest = "init" + opt.group(1), rest[1:]
    rest = rest.strip()
    gparams = ""
    if rest.startswith("<"):
        end = matching(rest, 0, "<", ">")
        gparams, rest = rest[1:end], rest[end + 1:].strip()
    if not rest.startswith("("):
        return None
    end = matching(rest, 0, "(", ")")
    params, tail = rest[1:end], rest[end + 1:].split("{")[0]  # an inlinable body on the same line
    where = tail.split(" where ", 1)[1] if " where " in tail else ""
    tail = tail.split(" where ", 1)[0]
    shapes = generic_shapes(gparams, where)
    plist = split_top(params)
    labels, types = [], []
    for p in plist:
        label = param_label(p) if kind != "subscript" else (
            param_label(p) if len(p.split(":")[0].split()) > 1 else "_")
        labels.append(label)
        typ = p.split(":", 1)[1] if ":" in p else p
        typ = re.split(r"\s=\s", typ)[0]
        builder = re.search(r"@(?:[\w]+\.)*(\w*Builder)\b", p.split(":", 1)[0])
        types.append(("@%s " % builder.group(1) if builder else "") + clean_type(typ, shapes))
    effects = " ".join(w for w in ("async", "throws", "rethrows") if re.search(r"\b%s\b" % w, tail.split("->")[0]))
    ret = tail.split("->", 1)[1].strip() if "->" in tail else ""
    ret = ret.split("{")[0].strip()
    sig = "(%s)%s%s" % (", ".join(types), " " + effects if effects else "",
                        " -> " + clean_type(ret, shapes) if ret else "")
    if kind == "func" and not re.match(r"\w", name):
        labels = ["_"] * len(labels)  # operators take no argument labels
    display = "%s(%s)" % (name, "".join(l + ":" for l in labels))
    return {"kind": kind, "name": display, "static": static, "sig": sig, "where": strip_modules(where),
            "ret": clean_type(ret, shapes) if ret else "", "params": ", ".join(types), "effects": effects}
