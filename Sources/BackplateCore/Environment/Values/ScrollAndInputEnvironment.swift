import Foundation

private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
private struct DisableAutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }

// The values the scroll and text-input modifiers write, as SwiftUI keeps them, so that views
// reading them (`@Environment(\.isScrollEnabled)`) see what an iPhone would.
extension EnvironmentValues {
    /// Whether scroll views in this environment scroll (`true` unless `scrollDisabled(true)` is
    /// above). A still render is not scrolled either way.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The vertical scroll indicators' visibility, set by `scrollIndicators(_:axes:)`.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The horizontal scroll indicators' visibility, set by `scrollIndicators(_:axes:)`.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// How vertical scrolling bounces, set by `scrollBounceBehavior(_:axes:)`.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How horizontal scrolling bounces, set by `scrollBounceBehavior(_:axes:)`.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard, set by `scrollDismissesKeyboard(_:)`.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Whether autocorrection is disabled (`nil`: the system decides), set by
    /// `disableAutocorrection(_:)` and `autocorrectionDisabled(_:)`.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// Whether autocorrection is disabled (`false` unless `autocorrectionDisabled()` is above).
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }
}
