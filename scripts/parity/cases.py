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
    "web3modal-tags-weights-ios17": dict(scale=3, boxes=[
        ("panel", (0, 0, 150, 250), ("differs", WHITE, 1)),
    ] + [("tag%d" % i, (20, 30 + 28 * i, 130, 58 + 28 * i), ("differs", (250, 250, 250), 2)) for i in range(7)],
        colours=[("page", (75, 24)), ("mainFill", (58, 32.5)), ("mainText", (62.3, 41))]),
    "web3modal-tags-weights-dark-ios17": dict(scale=3, boxes=[
        ("panel", (0, 0, 150, 250), ("differs", (0, 0, 0), 1)),
    ] + [("tag%d" % i, (20, 30 + 28 * i, 130, 58 + 28 * i), ("differs", (5, 5, 5), 2)) for i in range(7)],
        colours=[("page", (75, 24))]),
    "spezi-listheader-ios26": dict(scale=3, boxes=[
        ("symbol", (0, 300, 390, 420), ("differs", WHITE, 30)),
        ("title", (0, 420, 390, 452), ("dark", 120)),
        ("line1", (0, 455, 390, 481), ("dark", 120)),
        ("line2", (0, 482, 390, 510), ("dark", 120)),
    ], colours=[("person", (195, 370))]),
    "markdownui-headings-text-sizes-ios16": dict(scale=2, boxes=[
        ("border", (0, 0, 375, 667), ("near", (0, 122, 255), 60)),
        ("heading1", (43, 49, 340, 84), ("dark", 128)),
        ("paragraph1", (43, 99, 340, 120), ("dark", 128)),
        ("heading6", (43, 572, 340, 588), ("dark", 128)),
    ], colours=[]),
    "ferrostar-rtl-arabic-instruction-ios18": dict(scale=3, boxes=[
        ("row", (0, 0, 430, 932), ("near", WHITE, 0)),
        ("text", (0, 440, 360, 490), ("dark", 128)),
        ("icon", (360, 440, 430, 490), ("dark", 128)),
    ], colours=[("page", (5, 5))]),
    "rssreader-tabview-navbar-ios18": dict(scale=3, boxes=[
        ("title", (60, 50, 330, 100), ("differs", WHITE, 60)),
        ("plus", (330, 50, 393, 100), ("differs", WHITE, 60)),
        ("spinner", (0, 300, 393, 600), ("differs", WHITE, 10)),
        ("feedsIcon", (0, 770, 100, 803), ("near", (0, 122, 255), 60)),
        ("feedsLabel", (0, 803, 100, 820), ("near", (0, 122, 255), 90)),
    ], colours=[("page", (10, 300))]),
    "rssreader-tabview-navbar-dark-ios18": dict(scale=3, boxes=[
        ("title", (60, 50, 330, 100), ("differs", (0, 0, 0), 60)),
        ("plus", (330, 50, 393, 100), ("differs", (0, 0, 0), 60)),
        ("feedsLabel", (0, 803, 100, 820), ("near", (0, 122, 255), 90)),
    ], colours=[("page", (10, 300))]),
    "rssreader-tabview-ax5-ios18": dict(scale=3, boxes=[
        ("title", (60, 50, 330, 100), ("differs", WHITE, 60)),
        ("plus", (330, 50, 393, 100), ("differs", WHITE, 60)),
        ("spinner", (0, 300, 393, 600), ("differs", WHITE, 10)),
        ("feedsLabel", (0, 803, 100, 820), ("near", (0, 122, 255), 90)),
    ], colours=[("page", (10, 300))]),
    "telltime-form-largetitle-segmented-slider-toggles-ios16": dict(scale=3, boxes=[
        ("title", (0, 40, 320, 100), ("dark", 128)),
        ("segment", (0, 100, 320, 160), ("differs", WHITE, 3)),
        ("clock", (0, 160, 320, 365), ("dark", 128)),
        ("track", (80, 370, 320, 420), ("near", (255, 59, 48), 40)),
        ("switch1", (220, 427, 320, 471), ("differs", WHITE, 8)),
        ("switch2", (220, 466, 320, 510), ("differs", WHITE, 8)),
        ("switch3", (220, 505, 320, 549), ("differs", WHITE, 8)),
        ("minuteLabel", (0, 438, 200, 462.67), ("dark", 128)),
    ], colours=[("page", (5, 5)), ("segmentTrack", (200, 113))]),
}
