import BackplateCore

/// The font a symbol glyph comes from.
enum SymbolFont: Hashable, Sendable {
    /// Google's Material Icons (Debian's `fonts-material-design-icons-iconfont`): the curated
    /// glyphs of `symbols.spec`.
    case materialIcons
    /// The community Material Design Icons 7 (Pictogrammers, `.fonts`): the glyphs of the
    /// other SF Symbols names.
    case materialDesignIcons
    /// Text in the system font: the digits, letters and currency signs of SF Symbols' indices
    /// and currency names.
    case text

    /// The font family Pango asks for (`nil`: the engine's system family).
    var family: String? {
        switch self {
        case .materialIcons: return "Material Icons"
        case .materialDesignIcons: return "Material Design Icons"
        case .text: return nil
        }
    }
}

/// One glyph of a symbol fitted into `scale` of the symbol's ink box (centred, moved right by
/// `dx` and down by `dy` of the box), drawn with the foreground style's `level` (0 primary,
/// 1 secondary) or, in multicolour, an inherent system colour; `cut` glyphs are holes in the
/// layers before them, `bold` ones are drawn emboldened, `hollow` ones as a band of SF Symbols'
/// stroke width inside their own edge (the outline form of a font's only, filled, glyph);
/// `degrees` turns the glyph clockwise about its ink's centre (a paper plane pointing up and right).
struct SymbolGlyph: Hashable, Sendable {
    let font: SymbolFont
    let text: String
    let scale: Double
    let dx: Double
    let dy: Double
    let level: Int
    let multicolor: String?
    let cut: SymbolLayerCut
    let bold: Bool
    let hollow: Bool
    let degrees: Double

    /// A Material Icons glyph (the curated table's form).
    init(_ codepoint: UInt32, scale: Double = 1, dy: Double = 0, level: Int = 0, multicolor: String? = nil) {
        self.init(font: .materialIcons, text: String(Character(Unicode.Scalar(codepoint) ?? " ")), scale: scale, dy: dy,
                  level: level, multicolor: multicolor)
    }

    init(font: SymbolFont, text: String, scale: Double = 1, dx: Double = 0, dy: Double = 0, level: Int = 0,
         multicolor: String? = nil, cut: SymbolLayerCut = .never, bold: Bool = false, hollow: Bool = false, degrees: Double = 0) {
        self.font = font
        self.text = text
        self.scale = scale
        self.dx = dx
        self.dy = dy
        self.level = level
        self.multicolor = multicolor
        self.cut = cut
        self.bold = bold
        self.hollow = hollow
        self.degrees = degrees
    }
}

/// How a symbol is drawn: `mono` is the one glyph of monochrome rendering (`nil`: the layers,
/// all in the foreground style, cut layers as holes); `layers` are drawn for hierarchical,
/// palette and multicolour rendering; `variable` are the glyphs
/// `Image(systemName:variableValue:)` picks from, lowest value first.
struct SymbolRecipe: Sendable {
    let mono: SymbolGlyph?
    let layers: [SymbolGlyph]
    let variable: [SymbolGlyph]

    /// A curated recipe of Material Icons code points.
    init(mono: UInt32?, layers: [SymbolGlyph], variable: [UInt32]) {
        self.mono = mono.map { SymbolGlyph($0) }
        self.layers = layers
        self.variable = variable.map { SymbolGlyph($0) }
    }

    init(layers: [SymbolGlyph]) {
        let single = layers.count == 1 && layers[0].scale == 1 && layers[0].dx == 0 && layers[0].dy == 0
        mono = single ? layers[0] : nil
        self.layers = layers
        variable = []
    }
}

extension SymbolCatalog {
    /// The recipe of any SF Symbols name: the generated table's where it has one (every name
    /// outside the curated table, and curated outline names given a glyph of their own so
    /// they never draw their filled form's), else the curated `recipes`; `nil` for a name SF
    /// Symbols does not have.
    static func recipe(for name: String) -> SymbolRecipe? {
        generated[name] ?? recipes[name]
    }

    /// Every name `recipe(for:)` answers for.
    static var names: Set<String> { Set(generated.keys).union(recipes.keys) }

    /// The generated table (`SymbolGlyphTable`), parsed once.
    private static let generated: [String: SymbolRecipe] = {
        var table: [String: SymbolRecipe] = [:]
        var references: [(String, String)] = []
        for entry in SymbolGlyphTable.text.split(whereSeparator: { $0 == "|" || $0 == "\n" }) {
            if let at = entry.firstIndex(of: "@") {
                references.append((String(entry[..<at]), String(entry[entry.index(after: at)...])))
                continue
            }
            guard let space = entry.firstIndex(of: " ") else { continue }
            let layers = entry[entry.index(after: space)...].split(separator: ";").compactMap(parseGlyph)
            if !layers.isEmpty { table[String(entry[..<space])] = SymbolRecipe(layers: layers) }
        }
        for _ in 0..<4 {   // a reference may name another reference
            for (name, other) in references where table[name] == nil {
                if let recipe = table[other] ?? recipes[other] { table[name] = recipe }
            }
        }
        return table
    }()

    /// One layer: `FONT:GLYPH[*SCALE][%DEGREES][>DX][^DY][/LEVEL][!FLAG][~COLOUR]` (see `SymbolGlyphTable`).
    private static func parseGlyph(_ text: Substring) -> SymbolGlyph? {
        var rest = text
        var fields: [Character: Substring] = [:]
        for marker in ["~", "!", "/", "^", ">", "%", "*"] as [Character] {
            if let i = rest.lastIndex(of: marker) {
                fields[marker] = rest[rest.index(after: i)...]
                rest = rest[..<i]
            }
        }
        let parts = rest.split(separator: ":")
        guard parts.count == 2 else { return nil }
        let font: SymbolFont = parts[0] == "m" ? .materialDesignIcons : parts[0] == "t" ? .text : .materialIcons
        let scalars = parts[1].split(separator: "_").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        guard !scalars.isEmpty else { return nil }
        let flag = fields["!"]
        return SymbolGlyph(font: font, text: String(String.UnicodeScalarView(scalars)),
                           scale: fields["*"].flatMap { Double($0) } ?? 1, dx: fields[">"].flatMap { Double($0) } ?? 0,
                           dy: fields["^"].flatMap { Double($0) } ?? 0, level: fields["/"].flatMap { Int($0) } ?? 0,
                           multicolor: fields["~"].map(String.init), cut: flag == "k" ? .monochrome : flag == "x" ? .always : .never, bold: flag == "b",
                           hollow: flag == "o", degrees: fields["%"].flatMap { Double($0) } ?? 0)
    }
}
