"""Curated names whose glyph was re-chosen by silhouette score (docs/symbol-measurements.md,
"Choosing the glyphs, measured"): the parity suite's known-issue names and names common in
public SwiftUI code whose drawn glyph overlapped SF's template least.

Each entry is the name's recipe in the installed fonts, layers joined by ';', each
`GLYPH[*SCALE][%DEGREES][>DX][^DY][/LEVEL][!x|!o][~COLOUR]` with GLYPH a Material Design Icons 7 glyph name (the
generated table's layer fields; `!x` is always cut out of the layers before it, `!o` hollowed, `%DEGREES` turned clockwise, `~COLOUR` the
multicolour layer's system colour), then the intersection over
union with the SF Symbols 5 template (rank_glyphs.py, 64 x 64) of the glyph drawn before and of
this recipe. A recipe of the same meaning was taken only where it scored clearly higher and
looked right drawn (`arrow.clockwise`'s best scores, rotate-right 0.585 and restart 0.505, are
dashed or turn the other way, so it keeps Material's refresh, 0.228), or where the glyph drawn
before meant another thing or had the other form (a bug for a ladybug, a bottle for pills, a
solid glyph for an outline name: kept even at a lower score);
a score of None is one rank_glyphs.py cannot give (no template, or a hollowed `!o` layer);
generate.py writes these into the generated glyph table, which overrides the curated one."""

def _streaks(scale, points):
    """Rain streaks: MDI's forward slash at each (dx, dy), bold, cyan in multicolour."""
    return ";".join(f"slash-forward*{scale}>{x:g}^{y:g}!b~cyan" for x, y in points)


def _rain(cloud, scale, points):
    """A cloud (MDI `cloud` or `cloud-outline`) in the upper part over streaks."""
    return f"{cloud}*0.9^-0.2;" + _streaks(scale, points)


def _behind(back, cloud, cut, dy):
    """`back` (a sun or crescent) at the upper right behind a cloud, a gap cut round the
    cloud by a copy of it `cut` wide."""
    return f"{back};cloud*{cut:g}>-0.12^{dy:g}!x;{cloud}*0.8>-0.12^{dy:g}"


def _row_of_four(x, y):
    """Four streaks in a row, 0.18 apart, from `x`."""
    return [(round(x + 0.18 * i, 2), y) for i in range(4)]


def _shower(x):
    """Four short streaks in two staggered rows under a sun's cloud, from `x`."""
    return [(x, 0.36), (round(x + 0.22, 2), 0.36), (round(x + 0.11, 2), 0.43), (round(x + 0.33, 2), 0.43)]


_DRIZZLE = [(-0.26, 0.25), (0.07, 0.25), (-0.09, 0.36), (0.24, 0.36)]
_SUN = "white-balance-sunny*0.6>0.2^-0.2/1~yellow"
_MOON = "power-sleep*0.6>0.2^-0.18/1"

SCORED = {
    # The outline arrow pointing up and right, as SF's; MDI's navigation arrow points up.
    "location": ("navigation-variant-outline", 0.147, 0.584),
    "square.and.pencil": ("square-edit-outline", 0.366, 0.451),
    "bell": ("bell-outline", 0.500, 0.593),
    "newspaper": ("newspaper-variant-outline", 0.373, 0.483),
    "newspaper.fill": ("newspaper-variant", 0.518, 0.587),
    # Two chevrons at the top and bottom of the ink box, as SF draws them (Material's
    # unfold_more is one compact pair, 74% as wide, more space between).
    "chevron.up.chevron.down": ("chevron-up^-0.29;chevron-down^0.29", 0.512, 0.657),
    # SF's person with a plus disc at its lower right, a gap cut out of the body around it, as
    # the generated `.badge.*` names are composed, the disc green in multicolour as on iOS 26
    # (Material's person_add puts a small plus beside a smaller person).
    "person.fill.badge.plus": ("account*0.75>-0.1^-0.1;checkbox-blank-circle*0.6>0.22^0.22!x;plus-circle*0.55>0.22^0.22/1~green",
                               0.300, 0.860),
    # SF's crescent with its z's at the upper right (Material's bedtime is the crescent alone):
    # MDI's crescent and its "sleep" z's, placed by score.
    "moon.zzz.fill": ("power-sleep*0.85>-0.1^0.1;sleep*0.4>0.32^-0.32", 0.416, 0.568),
    # The outline: the crescent hollowed (Material's hollowed bedtime, 0.208; 0.289 scored with
    # the crescent hollowed by a smaller copy of itself, as it was drawn then).
    "moon.zzz": ("power-sleep*0.85>-0.1^0.1!o;sleep*0.4>0.32^-0.32", 0.208, 0.289),
    # SF's crescent with two four-pointed stars at the upper right (Material's nights_stay is a
    # moon behind a cloud); the outline's crescent hollowed, its stars filled as SF's are (scored
    # with the crescent filled).
    "moon.stars.fill": ("power-sleep*0.85>-0.1^0.1;star-four-points*0.32>0.32^-0.32;star-four-points*0.2>0.4^0.02",
                        0.369, 0.626),
    "moon.stars": ("power-sleep*0.85>-0.1^0.1!o;star-four-points*0.32>0.32^-0.32;star-four-points*0.2>0.4^0.02",
                   0.315, 0.362),
    # SF's book.pages is a closed book, its pages' edges along the bottom (Material's
    # auto_stories and MDI's open book drawn before).
    "book.pages.fill": ("book", 0.500, 0.857),
    "book.pages": ("book-outline", 0.318, 0.413),
    # SF's gear is line art (an outlined cog round a hub, 7 contours in the template), brain a
    # brain; Material's settings is a solid cog and its psychology a head with a cog.
    "gear": ("cog-outline", 0.368, 0.398),
    "brain": ("brain", 0.249, 0.377),
    "brain.fill": ("brain!b", None, None),   # MDI has one brain: the filled form bold, as for line art
    # SF's globe is a ring crossed by meridians and parallels; Material's public draws the
    # continents. A tie by silhouette (both fill the circle), taken for the lines.
    "globe": ("web", 0.577, 0.551),
    # globe.fill (no template): a disc with the same lines cut out of it, as SF draws it, the
    # lines grown so that their ring (0.8 to 1 of the radius) falls outside the disc.
    "globe.fill": ("checkbox-blank-circle;web*1.26!x", None, None),
    # SF's rain clouds are a cloud over slanted streaks (Material's umbrella and grain were
    # drawn: a closed umbrella, a field of dots); composed of MDI's cloud and its forward slash,
    # placed by score (streaks scored unbolded) and then a gap under the cloud as SF leaves
    # (drawn at 80 points); the streaks bold, cyan in multicolour as `drop.fill` (an estimate).
    "cloud.rain.fill": (_rain("cloud", 0.26, _row_of_four(-0.28, 0.33)), 0.320, 0.769),
    "cloud.rain": (_rain("cloud-outline", 0.26, _row_of_four(-0.28, 0.33)), 0.124, 0.430),
    "cloud.heavyrain.fill": (_rain("cloud", 0.32, _row_of_four(-0.3, 0.35)), 0.322, 0.694),
    "cloud.heavyrain": (_rain("cloud-outline", 0.32, _row_of_four(-0.3, 0.35)), 0.133, 0.296),
    "cloud.drizzle.fill": (_rain("cloud", 0.18, _DRIZZLE), 0.304, 0.821),
    "cloud.drizzle": (_rain("cloud-outline", 0.18, _DRIZZLE), 0.330, 0.487),
    # SF's sun behind a cloud at its upper right, a gap cut round the cloud (Material's
    # filter_drama and MDI's weather-partly-cloudy are outlines); the sun yellow in multicolour.
    "cloud.sun.fill": (_behind(_SUN, "cloud", 0.9, 0.1), 0.261, 0.709),
    "cloud.sun": (_behind(_SUN, "cloud-outline", 0.9, 0.1), 0.113, 0.271),
    "cloud.sun.rain.fill": (_behind(_SUN, "cloud", 0.87, -0.05) + ";" + _streaks(0.12, _shower(-0.32)), 0.399, 0.730),
    # (A score no higher than the umbrella's, 0.261, but a rain cloud, not an umbrella.)
    "cloud.sun.rain": (_behind(_SUN, "cloud-outline", 0.87, -0.05) + ";" + _streaks(0.12, _shower(-0.28)), 0.261, 0.259),
    # SF's crescent behind a cloud at its upper right, as `cloud.sun` (Material's nights_stay is
    # a moon with a small cloud at its foot): MDI's crescent, filled in both forms (a hollowed
    # crescent breaks up at text sizes).
    "cloud.moon.fill": (_behind(_MOON, "cloud", 0.9, 0.08), 0.360, 0.815),
    "cloud.moon": (_behind(_MOON, "cloud-outline", 0.9, 0.08), 0.195, 0.390),
    # SF's umbrella stands upright on a hooked handle; Material's beach_access is a beach parasol.
    "umbrella.fill": ("umbrella", 0.325, 0.663),
    # SF's paper plane points up and right; Material's send points right: turned 45 degrees.
    "paperplane": ("send-outline%-45", 0.138, 0.352),
    "paperplane.fill": ("send%-45", 0.279, 0.711),
    "paperplane.circle": ("checkbox-blank-circle-outline/1;send-outline*0.56%-45", 0.710, 0.716),
    "paperplane.circle.fill": ("checkbox-blank-circle/1;send*0.56%-45!k", 0.829, 0.845),
    # SF's batteries lie with the terminal at the right; MDI's stand: turned 90 degrees, so the
    # charge fills from the left (`battery.100percent` drew an empty battery before).
    "battery.0": ("battery-outline%90", 0.073, 0.309),
    "battery.0percent": ("battery-outline%90", 0.073, 0.309),
    "battery.25": ("battery-30%90", 0.080, 0.391),
    "battery.25percent": ("battery-30%90", 0.080, 0.391),
    "battery.50": ("battery-50%90", 0.151, 0.475),
    "battery.50percent": ("battery-50%90", 0.151, 0.475),
    "battery.75": ("battery-70%90", None, None),
    "battery.75percent": ("battery-70%90", None, None),
    "battery.100": ("battery%90", 0.328, 0.574),
    "battery.100percent": ("battery%90", 0.150, 0.574),
    # The bolt knocked out of the full battery (MDI's charging battery turns its bolt on its side).
    "battery.100.bolt": ("battery%90;flash*0.8>-0.04!x", None, None),
    "battery.100percent.bolt": ("battery%90;flash*0.8>-0.04!x", None, None),
    # SF's dumbbell lies level; MDI's is tilted up to the right: turned, and scaled by the box's
    # width over its height (a turned square's box is a square, the level bar a wide one).
    "dumbbell": ("dumbbell*1.74%-45!o", 0.199, None),
    "dumbbell.fill": ("dumbbell*1.74%-45", 0.194, 0.453),
    # Two line arrows side by side, up then down, as SF's (Material's sort is three lines; MDI's
    # bold pair scores 0.374 but draws filled arrowheads).
    "arrow.up.arrow.down": ("swap-vertical", 0.151, 0.197),
    # A fish, not Material's fish on a plate; the outline hollowed.
    "fish": ("fish!o", 0.140, None),
    "ladybug": ("ladybug!o", 0.512, None),
    "ladybug.fill": ("ladybug", 0.549, 0.561),
    "pills": ("pill-multiple!o", 0.217, None),
    "pills.fill": ("pill-multiple", 0.325, 0.281),
    "timer": ("timer-outline", 0.216, 0.332),
    "keyboard": ("keyboard-outline", 0.430, 0.516),
    "shippingbox": ("package-variant-closed", 0.333, 0.769),
    # Speech bubbles with the tail where SF puts it: left of the middle for `.left`, right for
    # `.right` (both drew Material's bubble with its tail at the far left), under the middle.
    "bubble.left": ("comment-outline", 0.552, 0.591),
    "bubble.left.fill": ("comment", 0.865, 0.883),
    "bubble.right": ("message-reply-outline", 0.552, 0.561),
    "bubble.right.fill": ("message-reply", 0.865, 0.868),
    "bubble.middle.bottom": ("tooltip-outline", 0.550, 0.661),
    "bubble.middle.bottom.fill": ("tooltip", 0.864, 0.912),
    # Filled names that drew an outline (Material's arrow_circle_up is a ring; filter_none and
    # MDI's export-variant are outlines) or lost their disc (eco is the leaf alone): a disc at
    # the secondary level with the mark cut out in monochrome, as the generated `.circle.fill`
    # names; the share and save boxes filled.
    "arrow.up.circle.fill": ("checkbox-blank-circle/1;arrow-up*0.56!k", 0.385, 0.949),
    "arrow.down.circle.fill": ("checkbox-blank-circle/1;arrow-down*0.56!k", 0.381, 0.942),
    "leaf.circle.fill": ("checkbox-blank-circle/1;leaf*0.56!k", 0.633, 0.867),
    "square.fill.on.square.fill": ("checkbox-multiple-blank", 0.351, 0.697),
    "square.and.arrow.up.fill": ("export-variant;checkbox-blank*0.66^0.18", 0.400, 0.772),
    "square.and.arrow.down.fill": ("checkbox-blank^0.088;arrow-down*0.75^-0.12!x;arrow-down*0.6^-0.12", 0.357, None),
    # Outline names that drew a filled page (Material's article) or an upload arrow.
    "doc.plaintext": ("file-document-outline", 0.355, 0.508),
    "doc.richtext": ("file-document-outline", 0.391, 0.525),
    "arrow.up.doc": ("file-upload-outline", 0.353, 0.629),
    # Pairs whose outline drew a filled glyph or whose `.fill` drew line art (found by measuring
    # the inked share of 304 outline/fill pairs drawn side by side): each form its own glyph.
    "square.grid.2x2.fill": ("view-grid", 0.718, 0.968),
    "rectangle.grid.2x2.fill": ("view-grid", 0.527, 0.766),
    "creditcard.fill": ("credit-card", 0.381, 0.785),
    "sun.max": ("white-balance-sunny!o", 0.501, None),
    "mappin.circle.fill": ("checkbox-blank-circle/1;map-marker*0.56!k", 0.464, 0.847),
    "tray.and.arrow.down": ("tray-arrow-down", 0.329, 0.227),
    "tray.and.arrow.down.fill": ("inbox-arrow-down", 0.327, 0.545),
    "tray.and.arrow.up": ("tray-arrow-up", 0.296, 0.268),
    "tray.and.arrow.up.fill": ("inbox-arrow-up", 0.376, 0.501),
    "plus.rectangle": ("plus-box-outline", 0.240, 0.307),
    "plus.app": ("plus-box-outline", 0.329, 0.812),
    "folder.badge.plus": ("folder-plus-outline", 0.393, 0.233),
    "lock.open": ("lock-open-variant-outline", 0.140, 0.429),
    "lock.open.fill": ("lock-open-variant", 0.215, 0.710),
    "person.badge.plus": ("account-plus-outline", 0.327, 0.269),
    "exclamationmark.shield": ("shield-alert-outline", 0.323, 0.706),
    "camera.rotate": ("camera-flip-outline", 0.363, 0.429),
    "captions.bubble": ("closed-caption-outline", 0.344, 0.368),
    "tv.fill": ("card", 0.318, 0.866),
    "storefront.fill": ("storefront", 0.410, 0.420),
    "megaphone": ("bullhorn-variant-outline", 0.345, 0.439),
    "megaphone.fill": ("bullhorn-variant", 0.395, 0.679),
    # A gift box, not Material's gift card; SF's medical cross (a plus), not a Latin cross; a
    # round-crowned tree, not a pine; the location arrow in its disc pointing up and right, as
    # `location` does (it pointed up).
    "gift.fill": ("gift", 0.438, 0.614),
    "cross.fill": ("plus-thick", 0.395, 0.737),
    "cross": ("plus-thick!o", 0.251, None),
    "tree.fill": ("tree", 0.488, 0.717),
    "location.circle.fill": ("checkbox-blank-circle/1;near-me*0.5!k", None, 0.950),
    # The Messages app's round bubble (SF exports no template): MDI's chat, not a square one.
    "message": ("chat-outline", None, None),
    "message.fill": ("chat", None, None),
}

# The names checked (rank_glyphs.py, today's glyph against the best of the same meaning): the
# parity suite's known-issue names, then 52 names common in public SwiftUI code.
CHECKED = ["location", "book.pages.fill", "person.fill.badge.plus", "tag.fill", "tray", "heart", "newspaper.fill",
           "chevron.right", "chevron.up.chevron.down", "plus", "minus",
           "xmark", "gear", "trash", "star.fill", "heart.fill", "checkmark", "person.fill", "magnifyingglass", "house.fill",
           "square.and.arrow.up", "star", "pencil", "xmark.circle.fill", "checkmark.circle.fill", "info.circle", "ellipsis",
           "gearshape", "person.circle", "chevron.left", "arrow.clockwise", "bell", "calendar", "folder", "photo", "doc",
           "exclamationmark.triangle", "plus.circle.fill", "play.fill", "pause.fill", "house", "person", "envelope", "lock",
           "globe", "clock", "bookmark", "cart", "camera", "map", "paperplane", "list.bullet", "square.and.pencil",
           "chevron.down", "arrow.up", "bubble.left", "mic.fill", "trash.fill", "gearshape.fill", "person.crop.circle",
           "line.3.horizontal", "slider.horizontal.3", "questionmark.circle",
           # WeatherKit's symbol names, common in weather apps
           "cloud.rain.fill", "cloud.rain", "cloud.heavyrain.fill", "cloud.heavyrain", "cloud.drizzle.fill", "cloud.drizzle",
           "cloud.sun.fill", "cloud.sun", "cloud.sun.rain.fill", "cloud.sun.rain", "cloud.moon.fill", "cloud.moon", "umbrella.fill"]


def encode(recipe, codes):
    """The generated table's layers for a recipe: glyph names become hex code points."""
    out = []
    for part in recipe.split(";"):
        cut = len(part)
        for marker in "*%>^/!~":
            i = part.find(marker)
            if i >= 0:
                cut = min(cut, i)
        out.append(f"m:{codes[part[:cut]]:X}{part[cut:]}")
    return ";".join(out)
