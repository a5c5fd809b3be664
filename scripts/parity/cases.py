"""What the parity suite measures in each reference (Tests/ParityTests): element boxes (region
and predicate, see measure.py) and fill colours at points, all in points."""
WHITE, GROUPED = (255, 255, 255), (242, 242, 247)

CASES = {
    "spezi-listrow-ios26": dict(scale=3, boxes=[
        ("card", (0, 60, 390, 200), ("near", WHITE, 0)),
        ("label", (16, 82, 200, 133), ("dark", 120)),
        ("value", (200, 82, 374, 133), ("differs", WHITE, 40)),
    ], colours=[("background", (5, 5)), ("card", (100, 90))]),
    "spezi-listrow-ios18": dict(scale=3, boxes=[
        ("card", (0, 60, 390, 200), ("near", WHITE, 0)),
        ("label", (20, 82, 200, 126), ("dark", 120)),
        ("value", (200, 82, 370, 126), ("differs", WHITE, 40)),
    ], colours=[("background", (5, 5)), ("card", (100, 90))]),
    "spezi-picker-menu-ios26": dict(scale=3, boxes=[
        ("card", (0, 60, 390, 200), ("near", WHITE, 0)),
        ("label", (16, 82, 200, 133), ("dark", 120)),
        ("value", (200, 82, 374, 133), ("differs", WHITE, 40)),
    ], colours=[("background", (5, 5)), ("card", (100, 90))]),
    "spezi-simpletile-bordered-prominent-ios26": dict(scale=3, boxes=[
        ("button", (0, 430, 390, 500), ("near", (0, 136, 255), 2)),
        ("title", (0, 360, 390, 395), ("dark", 120)),
        ("subtitle", (0, 400, 390, 435), ("dark", 120)),
    ], colours=[("button", (195, 450)), ("page", (5, 5))]),
    "ferrostar-rtl-grid-ios26": dict(scale=3, boxes=[
        ("topTrailingSquare", (0, 0, 215, 466), ("near", (0, 136, 255), 2)),
        ("bottomLeadingSquare", (215, 466, 430, 932), ("near", (0, 136, 255), 2)),
    ], colours=[("green", (5, 5)), ("blue", (40, 40))]),
    "vault-tag-pill-capsule-ios26": dict(scale=3, boxes=[
        ("pill", (0, 0, 300, 200), ("differs", WHITE, 10)),
        ("content", (90, 84, 210, 116), ("dark", 150)),
    ], colours=[("page", (5, 5)), ("fill", (150, 84))]),
    "vault-tag-pill-capsule-dark-ios26": dict(scale=3, boxes=[
        ("pill", (0, 0, 300, 200), ("differs", (0, 0, 0), 10)),
    ], colours=[("page", (5, 5)), ("fill", (150, 84))]),
    "homeassistant-link-row-continuous-corners-ios26": dict(scale=3, boxes=[
        ("card", (0, 0, 390, 844), ("differs", WHITE, 10)),
        ("title", (60, 401, 390, 463), ("dark", 120)),
    ], colours=[("page", (5, 5)), ("card", (200, 405))], corner=(401, 0)),
    "swiftclockui-circle-strokeborder-ios16": dict(scale=3, boxes=[
        ("ring", (0, 0, 200, 200), ("dark", 128)),
    ], colours=[("page", (5, 5)), ("ring", (100, 17))]),
    "spezi-gradient-mask-rounded-rects-ios18": dict(scale=3, boxes=[
        ("rectangles", (0, 0, 390, 200), ("dark", 128)),
    ], colours=[], corner=(63, 16)),
    "homeassistant-privacy-form-toggles-ios26": dict(scale=3, boxes=[
        ("headerCard", (0, 40, 390, 250), ("near", WHITE, 1)),
        ("card2", (0, 250, 390, 327), ("near", WHITE, 1)),
        ("card3", (0, 360, 390, 438), ("near", WHITE, 1)),
        ("switch2", (250, 271, 390, 322), ("near", (52, 199, 89), 2)),
        ("switch3", (250, 382, 390, 433), ("near", (52, 199, 89), 2)),
        ("label2", (16, 271, 290, 322), ("differs", WHITE, 100)),
        ("label3", (16, 382, 290, 433), ("differs", WHITE, 100)),
        ("footer2", (16, 322, 374, 370), ("differs", GROUPED, 30)),
    ], colours=[("background", (5, 5)), ("card", (30, 295))]),
    "homeassistant-privacy-form-toggles-dark-ios26": dict(scale=3, boxes=[
        ("headerCard", (0, 40, 390, 250), ("near", (28, 28, 30), 1)),
        ("switch2", (250, 271, 390, 322), ("near", (48, 209, 88), 2)),
        ("switch3", (250, 382, 390, 433), ("near", (48, 209, 88), 2)),
    ], colours=[("background", (5, 5)), ("card", (30, 295))]),
    "spezi-labeledcontent-ios18": dict(scale=3, boxes=[
        ("label", (0, 380, 195, 460), ("dark", 120)),
        ("value", (195, 380, 390, 460), ("differs", WHITE, 40)),
    ], colours=[]),
    "rssreader-contentunavailable-bordered-ios18": dict(scale=3, boxes=[
        ("title", (0, 170, 375, 205), ("differs", WHITE, 100)),
        ("description", (0, 205, 375, 240), ("differs", WHITE, 30)),
        ("button", (0, 240, 375, 290), ("differs", WHITE, 3)),
    ], colours=[("page", (5, 5)), ("buttonFill", (150, 264.67))]),
    "rssreader-contentunavailable-bordered-dark-ios18": dict(scale=3, boxes=[
        ("button", (0, 240, 375, 290), ("differs", (0, 0, 0), 3)),
    ], colours=[("page", (5, 5)), ("buttonFill", (150, 264.67))]),
    "ferrostar-capsule-button-shadow-ios18": dict(scale=3, boxes=[
        ("capsule", (0, 0, 430, 932), ("near", WHITE, 0)),
        ("shadow", (0, 0, 430, 932), ("differs", (130, 203, 114), 2)),
        ("ink", (0, 0, 430, 932), ("near", (0, 0, 0), 60)),
    ], colours=[("page", (5, 5))]),
    "ferrostar-capsule-button-shadow-dark-ios18": dict(scale=3, boxes=[
        ("capsule", (0, 0, 430, 932), ("near", (0, 0, 0), 0)),
        ("shadow", (0, 0, 430, 932), ("differs", (130, 203, 114), 2)),
        ("ink", (0, 0, 430, 932), ("near", WHITE, 60)),
    ], colours=[("page", (5, 5))]),
    "ferrostar-zoom-capsule-ios26": dict(scale=3, boxes=[
        ("capsule", (0, 0, 430, 932), ("near", WHITE, 0)),
        ("shadow", (0, 0, 430, 932), ("differs", (130, 203, 114), 2)),
        ("ink", (0, 0, 430, 932), ("near", (0, 0, 0), 60)),
    ], colours=[("page", (5, 5))]),
    "ferrostar-zoom-capsule-dark-ios26": dict(scale=3, boxes=[
        ("capsule", (0, 0, 430, 932), ("near", (0, 0, 0), 0)),
        ("shadow", (0, 0, 430, 932), ("differs", (130, 203, 114), 2)),
        ("ink", (0, 0, 430, 932), ("near", WHITE, 60)),
    ], colours=[("page", (5, 5))]),
}
