import Foundation
import Backplate

/// Seed 001's rainbow: six nested padding and background pairs, purple innermost.
nonisolated public struct RainbowBackground: ViewModifier {
    /// Creates the modifier.
    public init() {}

    /// Pads and backs the content six times.
    public func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.purple)
            .padding()
            .background(Color.blue)
            .padding()
            .background(Color.green)
            .padding()
            .background(Color.yellow)
            .padding()
            .background(Color.orange)
            .padding()
            .background(Color.red)
    }
}

nonisolated extension View {
    /// Applies `RainbowBackground`.
    public func rainbow() -> some View {
        modifier(RainbowBackground())
    }
}

/// Seed 001's custom environment key: a secondary accent colour, `nil` by default.
public struct SecondaryAccentColorKey: EnvironmentKey {
    /// No secondary accent colour.
    public static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// A secondary accent colour for views that support one.
    public var secondaryAccentColor: Color? {
        get { self[SecondaryAccentColorKey.self] }
        set { self[SecondaryAccentColorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the secondary accent colour of this view's descendants.
    public func secondaryAccentColor(_ color: Color?) -> some View {
        environment(\.secondaryAccentColor, color)
    }
}

/// Seed 001's rectangle filled with the accent colour and bordered with the secondary accent.
nonisolated public struct OutlinedRect: View {
    @Environment(\.secondaryAccentColor) var secondaryAccentColor

    /// Creates the view.
    public init() {}

    /// The filled, bordered rectangle.
    public var body: some View {
        Rectangle()
            .fill(Color.accentColor)
            .border(secondaryAccentColor ?? .clear, width: 10)
    }
}
