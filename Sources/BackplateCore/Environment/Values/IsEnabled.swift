import Foundation

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether views in this environment respond to interaction (`true` by default).
    /// `disabled(true)` turns it off for a subtree; once off, a descendant's `disabled(false)`
    /// cannot turn it back on, as in SwiftUI. Controls read it to draw their disabled look.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds a condition that controls whether people can interact with this view.
    ///
    /// A disabled control keeps its layout and draws its disabled appearance: system button
    /// styles recolour their labels in a grey close to `.tertiaryLabel` (prominent fills turn
    /// into the tertiary system fill), switches, sliders, steppers and pickers draw at reduced
    /// opacity (docs/controls.md §7.3). Custom styles see `isEnabled == false` through
    /// `@Environment(\.isEnabled)`. Plain views (text, shapes) look unchanged.
    ///
    /// - Parameter disabled: Whether interaction is disabled. `false` leaves an ancestor's
    ///   setting in place.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            if disabled { env.isEnabled = false }
        })
    }
}
