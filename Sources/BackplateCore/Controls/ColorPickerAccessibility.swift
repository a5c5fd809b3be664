import Foundation

// What VoiceOver reads for a colour picker's colour well. iOS names the colour with
// `AXNameFromColor` (UIColor's `accessibilityName`), whose wording Apple does not document;
// Backplate reads the nearest basic colour name, "light" or "dark" before it (an estimate).
enum ColorAccessibilityName {
    /// The colour's name in words ("red", "dark blue", "gray"); "clear" when fully transparent.
    static func name(of color: Color) -> String {
        name(of: color.rgba(in: EnvironmentValues()))
    }

    static func name(of c: RGBAColor) -> String {
        guard c.alpha > 0.01 else { return "clear" }
        let r = clamp(c.red), g = clamp(c.green), b = clamp(c.blue)
        let maxC = max(r, g, b), minC = min(r, g, b)
        let lightness = (maxC + minC) / 2
        let delta = maxC - minC
        let saturation = delta == 0 ? 0 : delta / (1 - abs(2 * lightness - 1))
        if lightness < 0.1 { return "black" }
        if lightness > 0.95 { return "white" }
        if saturation < 0.15 || delta < 0.06 { return shaded("gray", lightness) }
        var hue: Double
        if maxC == r { hue = 60 * ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
        else if maxC == g { hue = 60 * ((b - r) / delta + 2) }
        else { hue = 60 * ((r - g) / delta + 4) }
        if hue < 0 { hue += 360 }
        let base: String
        switch hue {
        case ..<15, 335...: base = "red"
        case ..<45: base = lightness < 0.4 ? "brown" : "orange"
        case ..<70: base = "yellow"
        case ..<170: base = "green"
        case ..<200: base = "cyan"
        case ..<255: base = "blue"
        case ..<290: base = "purple"
        default: base = "pink"
        }
        return base == "brown" ? base : shaded(base, lightness)
    }

    private static func shaded(_ base: String, _ lightness: Double) -> String {
        lightness < 0.3 ? "dark " + base : lightness > 0.75 ? "light " + base : base
    }

    private static func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
}
