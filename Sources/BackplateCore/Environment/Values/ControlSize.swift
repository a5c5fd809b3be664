import Foundation

/// The size classes of controls, as in SwiftUI.
///
/// On iOS text-based controls use `.subheadline` at `.mini` and `.small` and `.body` from
/// `.regular` up; bordered buttons grow their padding and corner radius; the circular
/// progress spinner is 20 points, 37 at `.large` and above (docs/controls.md §7.1, §6).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized (iOS 17).
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size to apply to controls within a view (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

extension ControlSize {
    /// The font text-based controls use at this size (mini/small → subheadline, else body).
    var controlFont: Font { self == .mini || self == .small ? .subheadline : .body }

    /// The padding around a bordered button's label at this size (horizontal, vertical; regular:
    /// 12 × 7, about 34 points tall with body text). The bordered and glass styles share it.
    package var borderedButtonInsets: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: return (8, 3)
        case .small: return (10, 5)
        case .regular: return (12, 7)
        case .large: return (20, 15)
        case .extraLarge: return (24, 17)
        }
    }
}
