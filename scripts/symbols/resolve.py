"""Resolves every SF Symbols name (sf-symbols.tsv) to the glyphs Backplate draws and to a frame.

Names in symbols.spec keep their curated Material Icons glyphs and measured frames. Every other
name is resolved here, in this order:
  1. a localized variant (`character.book.closed.ar`) or a renamed name draws as its base name;
  2. a direct glyph: a Material Design Icons glyph of the whole name's meaning (phrases.py, words.py), in
     its outline or filled form as the name asks (`bird` / `bird.fill`);
  3. a composed glyph: the systematic families built from parts where no single glyph exists,
     `.circle`/`.square` (the base glyph inside a stroked or filled shape, cut out of a filled
     one in monochrome), `.slash`, `.badge.*`, and digits, letters and currency signs as text;
  4. a related glyph: the glyph of the name's leading words (`carseat.left.massage` draws the
     car seat);
  5. the glyph of the name's SF Symbols category.
Frames come from the SF Symbols templates where the name has one (template-frames-all.tsv),
else from the enclosing shape, the outline or filled sibling, or the glyph's own proportions."""
import os, re

from phrases import PHRASES
from words import WORDS, CATEGORIES, UNCATEGORIZED
from measure_templates import ALIASES

HERE = os.path.dirname(os.path.abspath(__file__))
LOCALES = {"ar", "hi", "he", "ja", "ko", "th", "zh", "bn", "gu", "kn", "ml", "mr", "or", "pa", "te",
           "si", "ta", "el", "ru", "km", "my", "rtl", "traditional", "sat", "mni", "ur", "lo", "ne"}
DIRECTIONS = {"up": "up", "down": "down", "left": "left", "right": "right", "forward": "right", "backward": "left",
              "up.left": "top-left", "up.right": "top-right", "down.left": "bottom-left", "down.right": "bottom-right",
              "up.forward": "top-right", "up.backward": "top-left", "down.forward": "bottom-right", "down.backward": "bottom-left"}
BADGES = {"plus": "plus", "minus": "minus", "checkmark": "check", "xmark": "remove", "exclamationmark": "alert",
          "questionmark": "question", "clock": "clock", "ellipsis": "settings", "gearshape": "cog", "person": "account"}
BADGE_GLYPHS = {"plus": "plus-circle", "minus": "minus-circle", "checkmark": "check-circle", "xmark": "close-circle",
                "exclamationmark": "alert-circle", "questionmark": "help-circle", "clock": "clock", "ellipsis": "dots-horizontal-circle"}
CURRENCY = {"dollarsign": "$", "eurosign": "\u20ac", "sterlingsign": "\u00a3", "yensign": "\u00a5", "rublesign": "\u20bd",
            "rupeesign": "\u20a8", "indianrupeesign": "\u20b9", "wonsign": "\u20a9", "bitcoinsign": "\u20bf",
            "turkishlirasign": "\u20ba", "shekelsign": "\u20aa", "sheqelsign": "\u20aa", "chineseyuanrenminbisign": "\u00a5",
            "pesosign": "\u20b1", "nairasign": "\u20a6", "hryvniasign": "\u20b4", "kipsign": "\u20ad", "tengesign": "\u20b8",
            "brazilianrealsign": "R$", "francsign": "\u20a3", "centsign": "\u00a2", "lirasign": "\u20a4",
            "australiandollarsign": "A$", "singaporedollarsign": "S$", "polishzlotysign": "z\u0142", "swedishkronasign": "kr",
            "norwegiankronesign": "kr", "danishkronesign": "kr", "malaysianringgitsign": "RM", "peruviansolessign": "S/",
            "coloncurrencysign": "\u20a1", "cruzeirosign": "\u20a2", "dongsign": "\u20ab", "florinsign": "\u0192",
            "guaranisign": "\u20b2", "larisign": "\u20be", "manatsign": "\u20bc", "millsign": "\u20a5", "pesetasign": "\u20a7",
            "tugriksign": "\u20ae", "bahtsign": "\u0e3f", "cedisign": "\u20b5", "australsign": "\u20b3", "eurozonesign": "\u20ac",
            "parkingsign": "P", "numbersign": "#"}
ENCLOSURES = {"circle": ("checkbox-blank-circle-outline", "checkbox-blank-circle"),
              "square": ("square-rounded-outline", "square-rounded")}
# Frames of the enclosing shapes (circle diameters; symbols.spec's circle and square).
ENCLOSURE_FRAMES = {"circle": (1.0, 0.9994, 0.0867, 0.0591, 0.0, 0.0), "square": (0.9022, 0.9028, 0.1238, 0.0591, 0.0, 0.0)}
INNER_SCALE = 0.56
TYPICAL_MARGINS = (0.1238, 0.0591)


def layer(font, glyph, scale=1.0, dx=0.0, dy=0.0, level=0, flag="-"):
    return dict(font=font, glyph=glyph, scale=scale, dx=dx, dy=dy, level=level, flag=flag)


class Resolver:
    def __init__(self, mdi, spec_names, templates):
        self.mdi = mdi                  # {name: codepoint}
        self.spec = set(spec_names)
        self.templates = templates      # {name: (w, h, mx, cy, dx)}
        self.names, self.aliases, self.categories = {}, {}, {}
        for line in open(os.path.join(HERE, "sf-symbols.tsv")):
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if parts[0] == "alias":
                self.aliases[parts[1]] = parts[2]
            else:
                self.names[parts[0]] = parts[1]
                self.categories[parts[0]] = parts[2].split(",") if parts[2] else []

    # --- names -----------------------------------------------------------------------------
    def all_names(self):
        return sorted(set(self.names) | set(self.aliases))

    def stem(self, name):
        """A localized variant's name without its script suffix (`.ar`, `.zh.traditional`)."""
        toks = name.split(".")
        if len(toks) > 1 and toks[-1] in LOCALES:
            return ".".join(toks[:-2] if toks[-1] == "traditional" and toks[-2] == "zh" else toks[:-1])
        return name

    def base_of(self, name, depth=0):
        """The listed name (in sf-symbols.tsv or the spec) a localized variant or renamed name
        draws as; itself otherwise."""
        if name in self.spec or depth > 4:
            return name
        stem = self.stem(name)
        if stem != name and (stem in self.names or stem in self.spec or stem in self.aliases):
            return self.base_of(stem, depth + 1)
        if name in self.aliases:
            return self.base_of(self.aliases[name], depth + 1)
        # A reading-direction name draws as its left-to-right counterpart where SF has one
        # (`chevron.forward` is `chevron.right`; the layout mirrors it in right-to-left).
        toks = name.split(".")
        ltr = ".".join([toks[0]] + [{"forward": "right", "backward": "left"}.get(t, t) for t in toks[1:]])
        if ltr != name and (ltr in self.names or ltr in self.spec):
            return self.base_of(ltr, depth + 1)
        return name

    # --- glyph lookup ----------------------------------------------------------------------
    def pick(self, candidates, fill):
        """The first candidate the font has, in the filled or outline form the name asks."""
        for c in candidates:
            plain = c[:-8] if c.endswith("-outline") else c
            forms = [plain, plain + "-outline"] if fill else [plain + "-outline", plain]
            if c.endswith("-outline") and not fill:
                forms = [c, plain]
            for f in forms:
                if f in self.mdi:
                    return f
        return None

    def arrow(self, toks, fill):
        """Arrows, arrow shapes, triangles and chevrons by their direction."""
        kind = toks[0]
        for n in (2, 1):
            d = DIRECTIONS.get(".".join(toks[1:1 + n]))
            if d and len(toks) >= 1 + n:
                rest = toks[1 + n:]
                if kind == "arrow":
                    cands = [f"arrow-{d}"]
                elif kind == "arrowshape":
                    cands = [f"arrow-{d}-bold" + ("" if fill else "-outline"), f"arrow-{d}-bold", f"arrow-{d}-thick"]
                elif kind == "arrowtriangle":
                    cands = [f"menu-{d}" + ("" if fill else "-outline"), f"menu-{d}", f"triangle"]
                elif kind == "chevron":
                    cands = [f"chevron-{d}"]
                else:
                    return None
                g = next((c for c in cands if c in self.mdi), None)
                return (g, not rest) if g else None
        return None

    def word_glyph(self, base, fill):
        """(MDI glyph, whether it stands for the whole base) for a base name, or None."""
        toks = base.split(".")
        if toks[0] in ("arrow", "arrowshape", "arrowtriangle", "chevron") and ".".join(toks) not in PHRASES:
            a = self.arrow(toks, fill)
            if a and a[1]:
                return a
        m = re.fullmatch(r"go(backward|forward)\.(\d+)", base)
        if m:
            g = self.pick([("rewind-" if m.group(1) == "backward" else "fast-forward-") + m.group(2)], fill)
            if g:
                return g, True
        for k in range(len(toks), 0, -1):
            key = ".".join(toks[:k])
            if key in PHRASES:
                g = self.pick(PHRASES[key], fill)
                if g:
                    return g, k == len(toks)
            hyphen = "-".join(toks[:k])
            if k > 1 or len(toks) == 1 or len(toks[0]) >= 3:
                g = self.pick([hyphen], fill)
                if g:
                    return g, k == len(toks)
            if k == 1 and toks[0] in ("arrow", "arrowshape", "arrowtriangle", "chevron"):
                a = self.arrow(toks, fill)
                if a:
                    return a
            if key in WORDS and k == 1:
                g = self.pick(WORDS[key], fill)
                if g:
                    return g, k == len(toks)
        return None

    def text_glyph(self, base):
        """Digits, single letters and currency signs drawn as text (the system font)."""
        base = re.sub(r"^(\d)\.alt$", r"\1", base)
        if re.fullmatch(r"\d{1,3}", base):
            return base
        if re.fullmatch(r"[a-z]", base):
            return base.upper()
        return CURRENCY.get(base)

    # --- resolution ------------------------------------------------------------------------
    def parse(self, name):
        toks = name.split(".")
        fill = encl = slash = badge = None
        while len(toks) > 1:
            if toks[-1] == "fill":
                fill = True; toks.pop()
            elif toks[-1] in ENCLOSURES and encl is None and len(toks) > 1 and toks[-2] not in ("person", "crop", "inset", "dashed"):
                encl = toks[-1]; toks.pop()
            elif toks[-1] == "slash" and slash is None:
                slash = True; toks.pop()
            elif len(toks) > 2 and toks[-2] == "badge" and badge is None:
                badge = toks[-1]; toks.pop(); toks.pop()
            else:
                break
        return ".".join(toks), bool(fill), encl, bool(slash), badge

    def resolve(self, name):
        """(kind, layers, frame) for a name outside the spec: kind is 'direct', 'composed',
        'related' or 'category'; layers as layer(); frame (w, h, mx, my, cy, dx) or None."""
        # SF Symbols 6 renamed gobackward.15 to 15.arrow.trianglehead.counterclockwise: same glyph.
        go = re.fullmatch(r"go(backward|forward)\.(\d+)", name)
        if go:
            name = f"{go.group(2)}.arrow.trianglehead.{'counterclockwise' if go.group(1) == 'backward' else 'clockwise'}"
        fill = name.endswith(".fill") or ".fill." in name
        # The whole name first: a phrase or glyph of its own.
        whole = self.word_glyph(name, fill)
        if whole and whole[1]:
            return "direct", [layer("m", whole[0])]
        numbered = re.fullmatch(r"(\d+)\.(calendar|lane|arrow\.trianglehead\.(?:counter)?clockwise)(\.[a-z.]+)?", name)
        if numbered:
            n, what = numbered.group(1), numbered.group(2)
            if what == "calendar":
                return "composed", [layer("m", "calendar-blank-outline"), layer("t", n, scale=0.42, dy=0.12)]
            if what == "lane":
                return "composed", [layer("m", "road-variant", scale=0.8, dx=0.1), layer("t", n, scale=0.4, dx=-0.36, dy=-0.3)]
            # SF writes the number inside the arrow's circle (MDI's rewind-N puts it below).
            return "composed", [layer("m", "rotate-left" if "counter" in what else "rotate-right"), layer("t", n, scale=0.36)]
        base, fill, encl, slash, badge = self.parse(name)
        inner_fill = fill and not encl
        found = self.word_glyph(base, inner_fill) if base else None
        text = self.text_glyph(base)
        kind = "direct" if found and found[1] else ("related" if found else None)
        if text and not (found and found[1]):
            core, kind = layer("t", text), "composed"
        elif found:
            core = layer("m", found[0])
        else:
            core = None
        if core is None:
            cats = self.categories.get(name) or self.categories.get(base) or []
            glyph = CATEGORIES.get(cats[0], UNCATEGORIZED) if cats else UNCATEGORIZED
            core, kind = layer("m", glyph), "category"
        layers = [core]
        # Families: a glyph of their own where the font has one, else composed from parts.
        if encl and core["font"] == "m":
            g = core["glyph"].removesuffix("-outline")
            own = [f"{g}-{'circle' if encl == 'circle' else 'box'}" + ("" if fill else "-outline")]
            if fill:
                own.append(f"{g}-{'circle' if encl == 'circle' else 'box'}")
            hit = next((o for o in own if o in self.mdi), None)
            if hit and kind == "direct":
                layers = [layer("m", hit)]
                encl = None
        if encl:
            ring = ENCLOSURES[encl][1 if fill else 0]
            inner = dict(core, scale=INNER_SCALE if core["font"] == "m" else 0.5, level=0, flag="k" if fill else "-")
            layers = [layer("m", ring, level=1), inner]
            kind = "composed" if kind in ("direct", "composed") else kind
        if slash:
            g = layers[0]["glyph"] if len(layers) == 1 and layers[0]["font"] == "m" else None
            off = g and self.pick([g.removesuffix("-outline") + "-off"], fill)
            if off:
                layers = [layer("m", off)]
            else:
                layers = layers + [layer("m", "slash-forward", scale=1.0)]
                kind = "composed" if kind == "direct" else kind
        if badge:
            g = layers[0]["glyph"] if len(layers) == 1 and layers[0]["font"] == "m" else None
            own = g and BADGES.get(badge) and self.pick([g.removesuffix("-outline") + "-" + BADGES[badge]], fill)
            if own:
                layers = [layer("m", own)]
            else:
                mark = BADGE_GLYPHS.get(badge, "checkbox-blank-circle")
                layers = [dict(l, scale=l["scale"] * 0.8, dx=l["dx"] - 0.1, dy=l["dy"] - 0.08) for l in layers]
                layers += [layer("m", "checkbox-blank-circle", scale=0.5, dx=0.28, dy=0.26, flag="k"),
                           layer("m", mark, scale=0.42, dx=0.28, dy=0.26, level=1)]
                kind = "composed" if kind == "direct" else kind
        return kind, layers

    def frame(self, name, layers, glyph_box):
        """(w, h, mx, my, cy, dx) in circle diameters for a name outside the spec."""
        t = self.templates.get(name) or self.templates.get(ALIASES.get(name, ""))
        if t:
            return (t[0], t[1], t[2], TYPICAL_MARGINS[1], t[3], t[4])
        base, fill, encl, slash, badge = self.parse(name)
        if encl and not slash and not badge:
            return ENCLOSURE_FRAMES[encl]
        for sibling in (name[:-5] if name.endswith(".fill") else name + ".fill",):
            t = self.templates.get(sibling)
            if t:
                return (t[0], t[1], t[2], TYPICAL_MARGINS[1], t[3], t[4])
        # The glyph's own proportions: its ink against the icon font's circle.
        w, h = glyph_box(layers[0]) if layers[0]["font"] == "m" and len(layers) == 1 else (1.0, 0.9994)
        round_ = abs(w - h) < 0.02 and w > 0.95
        mx = 0.0867 if round_ else TYPICAL_MARGINS[0]
        return (round(w, 4), round(h, 4), mx, TYPICAL_MARGINS[1], 0.0, 0.0)
