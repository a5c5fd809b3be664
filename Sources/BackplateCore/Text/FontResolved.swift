import Foundation

extension Font {
    /// What a font is resolved with (SwiftUI's `Font.Context`, read from
    /// `EnvironmentValues.fontResolutionContext`): the environment's Dynamic Type size and
    /// legibility weight, the two settings Backplate's text engine resolves fonts with.
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        /// The Dynamic Type size text styles take their point size from.
        let dynamicTypeSize: DynamicTypeSize
        /// The Bold Text setting: `.bold` resolves every weight one step heavier.
        let legibilityWeight: LegibilityWeight?

        /// The context's settings, for the debugger.
        public var debugDescription: String {
            "Font.Context(dynamicTypeSize: \(dynamicTypeSize), legibilityWeight: \(legibilityWeight.map { "\($0)" } ?? "nil"))"
        }
    }

    /// A font resolved to concrete values (SwiftUI's `Font.Resolved`, iOS 26): the size, weight
    /// and traits Backplate's text engine draws the font with in a context. Apple's `ctFont`
    /// is absent: Linux has no Core Text font object to hand out.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct Resolved: Hashable, Sendable {
        /// The point size (a text style's size at the context's Dynamic Type size).
        public let pointSize: CGFloat
        /// The weight, one step heavier when the context has Bold Text on.
        public let weight: Font.Weight
        /// The width (`.standard` unless `width(_:)` set one).
        public let width: Font.Width
        /// The line spacing variant (`.standard` unless `leading(_:)` set one).
        public let leading: Font.Leading
        /// Whether the font is italic.
        public let isItalic: Bool
        /// Whether the font is monospaced (`monospaced()` or the `.monospaced` design).
        public let isMonospaced: Bool
        /// Whether lowercase letters use small capitals.
        public let isLowercaseSmallCaps: Bool
        /// Whether uppercase letters use small capitals.
        public let isUppercaseSmallCaps: Bool

        /// Whether the font is bold: its weight is semibold or heavier.
        public var isBold: Bool { weight.value >= Font.Weight.semibold.value }
        /// Whether every letter uses small capitals (lowercase and uppercase ones).
        public var isSmallCaps: Bool { isLowercaseSmallCaps && isUppercaseSmallCaps }
    }

    /// The font's concrete values in `context`, as Backplate's text engine resolves it for
    /// drawing: text styles sized for the context's Dynamic Type size (`.body` 17 pt and
    /// `.largeTitle` 34 pt at `.large`), one weight heavier with Bold Text on.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func resolve(in context: Font.Context) -> Font.Resolved {
        var plain = self
        plain.smallCapsBits = 0  // Resolving draws nothing: no small-caps warning here.
        let r = plain.resolved(in: context)
        return Resolved(pointSize: r.size, weight: Font.Weight(value: r.weight), width: widthValue ?? .standard,
                        leading: leadingValue ?? .standard, isItalic: r.italic, isMonospaced: r.monospaced,
                        isLowercaseSmallCaps: smallCapsBits & 1 != 0, isUppercaseSmallCaps: smallCapsBits & 2 != 0)
    }
}

extension EnvironmentValues {
    /// What fonts resolve with in this environment (`Font.resolve(in:)`): its Dynamic Type
    /// size and legibility weight.
    public var fontResolutionContext: Font.Context {
        Font.Context(dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight)
    }
}
