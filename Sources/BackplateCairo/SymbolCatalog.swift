/// The SF Symbols names `Image(systemName:)` draws, mapped to glyphs of Google's Material
/// Icons font (Apache 2.0; Debian's `fonts-material-design-icons-iconfont`, family
/// "Material Icons"). Each SF name maps to the Material icon of the same meaning; outline
/// SF symbols map to Material's outlined variants where the font has one. Names not listed
/// here draw nothing (an empty image) with a one-time warning.
enum SymbolCatalog {
    /// The font family the glyphs come from.
    static let family = "Material Icons"

    /// SF Symbols name → Material Icons code point.
    static let codepoints: [String: UInt32] = [
        // Shapes and marks
        "star": 0xE83A, "star.fill": 0xE838, "star.leadinghalf.filled": 0xE839,
        "heart": 0xE87E, "heart.fill": 0xE87D,
        "checkmark": 0xE5CA, "xmark": 0xE5CD, "plus": 0xE145, "minus": 0xE15B,
        "circle": 0xE836, "circle.fill": 0xEF4A, "square": 0xE835, "square.fill": 0xEB36,
        "checkmark.circle": 0xE92D, "checkmark.circle.fill": 0xE86C,
        "xmark.circle": 0xE888, "xmark.circle.fill": 0xE5C9,
        "plus.circle": 0xE148, "plus.circle.fill": 0xE147,
        "minus.circle": 0xE15D, "minus.circle.fill": 0xE15C,
        "info.circle": 0xE88F, "info.circle.fill": 0xE88E,
        "questionmark.circle": 0xE8FD, "questionmark.circle.fill": 0xE887,
        "exclamationmark.circle": 0xE001, "exclamationmark.circle.fill": 0xE000,
        "exclamationmark.triangle": 0xF083, "exclamationmark.triangle.fill": 0xE002,
        // Arrows and chevrons
        "chevron.left": 0xE5CB, "chevron.right": 0xE5CC, "chevron.up": 0xE5CE, "chevron.down": 0xE5CF,
        "arrow.left": 0xE5C4, "arrow.right": 0xE5C8, "arrow.up": 0xE5D8, "arrow.down": 0xE5DB,
        "arrow.clockwise": 0xE5D5, "arrow.counterclockwise": 0xE042, "arrow.triangle.2.circlepath": 0xE627,
        "arrowshape.turn.up.left": 0xE15E, "arrowshape.turn.up.right": 0xE154,
        "square.and.arrow.up": 0xE6B8, "square.and.arrow.down": 0xF090, "arrow.up.doc": 0xF09B,
        // People and places
        "person": 0xE7FF, "person.fill": 0xE7FD, "person.circle": 0xE853, "person.circle.fill": 0xE853,
        "person.crop.circle": 0xE853, "person.crop.circle.fill": 0xE853,
        "person.2": 0xE7FC, "person.2.fill": 0xE7FB,
        "house": 0xE88A, "house.fill": 0xE88A, "mappin": 0xE55F, "map": 0xE55B,
        "location": 0xE569, "location.fill": 0xE569, "globe": 0xE80B,
        // Objects
        "gear": 0xE8B8, "gearshape": 0xE8B8, "gearshape.fill": 0xE8B8,
        "magnifyingglass": 0xE8B6, "trash": 0xE92E, "trash.fill": 0xE872,
        "bell": 0xE7F5, "bell.fill": 0xE7F4, "envelope": 0xE0E1, "envelope.fill": 0xE158,
        "bookmark": 0xE867, "bookmark.fill": 0xE866, "calendar": 0xE935, "clock": 0xE8B5, "clock.fill": 0xE924,
        "camera": 0xE412, "camera.fill": 0xE412, "photo": 0xE3F4, "photo.fill": 0xE3F4,
        "paperplane": 0xE163, "paperplane.fill": 0xE163, "pencil": 0xE3C9, "square.and.pencil": 0xE745,
        "doc": 0xEF42, "doc.text": 0xE873, "folder": 0xE2C8, "folder.fill": 0xE2C7,
        "cart": 0xE8CC, "cart.fill": 0xE8CC, "bag": 0xF1CC, "bag.fill": 0xF1CC, "creditcard": 0xE870,
        "lock": 0xE899, "lock.fill": 0xE897, "lock.open": 0xE898,
        "eye": 0xE8F4, "eye.slash": 0xE8F5, "link": 0xE157,
        "phone": 0xE0CD, "phone.fill": 0xE0CD, "message": 0xE0CB, "message.fill": 0xE0CA,
        "bubble.left": 0xE0CB, "bubble.left.fill": 0xE0CA,
        "flag": 0xE16E, "flag.fill": 0xE153, "tag": 0xE54E, "tag.fill": 0xE54E, "gift": 0xE8F6,
        "hand.thumbsup": 0xE9F3, "hand.thumbsup.fill": 0xE8DC,
        "cloud": 0xE2C2, "cloud.fill": 0xE2BD, "sun.max": 0xE430, "sun.max.fill": 0xE430,
        "moon": 0xE51C, "moon.fill": 0xE51C, "bolt": 0xEA0B, "bolt.fill": 0xEA0B, "flame": 0xEF55, "flame.fill": 0xEF55,
        "wifi": 0xE63E, "battery.100": 0xE1A4, "airplane": 0xE539, "car": 0xE531, "car.fill": 0xE531,
        // Media and controls
        "play": 0xE037, "play.fill": 0xE037, "pause": 0xE034, "pause.fill": 0xE034, "stop.fill": 0xE047,
        "forward.fill": 0xE01F, "backward.fill": 0xE020,
        "speaker.wave.2": 0xE050, "speaker.wave.2.fill": 0xE050, "speaker.slash": 0xE04F, "speaker.slash.fill": 0xE04F,
        "mic": 0xE02A, "mic.fill": 0xE029,
        "ellipsis": 0xE5D3, "line.3.horizontal": 0xE5D2, "list.bullet": 0xE241,
        "slider.horizontal.3": 0xE429, "square.grid.2x2": 0xE9B0,
        "line.3.horizontal.decrease": 0xE152, "arrow.up.arrow.down": 0xE164, "square.and.arrow.up.on.square": 0xE80D,
    ]
}
