import Foundation

/// `flipsForRightToLeftLayoutDirection(_:)`: mirrors the view's drawing horizontally about its
/// centre when the layout direction is right-to-left (and `enabled`); draws it unchanged in
/// left-to-right. Layout is unchanged (the frame is already placed by the mirrored layout, see
/// `RightToLeftPlacement`); only the content is flipped, glyphs included.
/// Maps to `DisplayList.Effect.transform` (a scale of -1 on x).
nonisolated public struct _FlipForRTLEffect: ViewModifier, RenderEffectModifier, Equatable {
    /// Whether the content flips in a right-to-left environment.
    public var isEnabled: Bool
    /// Creates the effect.
    public init(isEnabled: Bool) { self.isEnabled = isEnabled }
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "flipsForRightToLeftLayoutDirection" }
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect {
        HorizontalFlip(isFlipped: isEnabled && environment.layoutDirection == .rightToLeft)
    }
}

/// The render effect of a right-to-left flip: a horizontal mirror about the frame's centre.
struct HorizontalFlip: GeometricRenderEffect {
    let isFlipped: Bool
    var localTransform: CGAffineTransform { isFlipped ? CGAffineTransform(scaleX: -1, y: 1) : .identity }
    var anchor: UnitPoint { .center }
}

nonisolated extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right-to-left. Views are not mirrored by default (their placement mirrors, their
    /// content does not); use this for artwork with a direction (an arrow drawn as a shape,
    /// a custom image pointing forward).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRTLEffect(isEnabled: enabled))
    }
}

/// The SF Symbols SwiftUI mirrors in a right-to-left environment: the directional names
/// written with `forward` and `backward` (`chevron.forward`, `arrow.backward.circle`,
/// `arrowshape.turn.up.backward`...), which point toward the trailing or leading edge.
/// Names with a fixed direction (`chevron.right`, `arrow.left`) and media transport symbols
/// (`forward.fill`, `backward.fill`, `goforward`) are drawn as named in both directions.
enum DirectionalSymbol {
    /// Whether `name` points along the reading direction (and so flips in right-to-left).
    static func flipsInRightToLeft(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard parts.count > 1 else { return false }
        return parts.dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }

    /// The symbol drawn for `name` in left-to-right: a `forward` symbol is its `right`
    /// counterpart, a `backward` symbol its `left` one (`chevron.forward` is `chevron.right`),
    /// for catalogues that know only the fixed names.
    static func leftToRightName(_ name: String) -> String {
        guard flipsInRightToLeft(name) else { return name }
        let parts = name.split(separator: ".").enumerated().map { index, part -> Substring in
            guard index > 0 else { return part }
            if part == "forward" { return "right" }
            if part == "backward" { return "left" }
            return part
        }
        return parts.joined(separator: ".")
    }

    /// The fixed-direction symbol `name` looks like in `direction`: in left-to-right
    /// `leftToRightName(_:)`, in right-to-left its mirror (`chevron.forward` is `chevron.left`).
    /// Symbols inside `Text` are glyphs of a run, which is never mirrored, so they take this name.
    static func fixedName(_ name: String, in direction: LayoutDirection) -> String {
        guard direction == .rightToLeft, flipsInRightToLeft(name) else { return leftToRightName(name) }
        return name.split(separator: ".").enumerated().map { index, part -> Substring in
            guard index > 0 else { return part }
            if part == "forward" { return "left" }
            if part == "backward" { return "right" }
            return part
        }.joined(separator: ".")
    }
}

extension ViewNode {
    /// Wraps an image node in a horizontal flip when it draws a directional symbol in a
    /// right-to-left environment, as SwiftUI does for `Image(systemName: "chevron.forward")`.
    func flippedIfDirectionalSymbol(_ image: Image, in environment: EnvironmentValues) -> ViewNode {
        guard environment.layoutDirection == .rightToLeft, case .symbol(let name) = image.content,
              DirectionalSymbol.flipsInRightToLeft(name) else { return self }
        let node = ViewNode.passthrough("flipsForRightToLeftLayoutDirection", self, effect: HorizontalFlip(isFlipped: true))
        node.layoutDirection = environment.layoutDirection
        return node
    }
}
