import Foundation

/// The phases of a transition (iOS 17): before insertion, while present, after removal.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is present.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 before insertion, 0 while present, 1 after removal.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// Properties of a transition (iOS 17).
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view.
    public var hasMotion: Bool
    /// Creates properties.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy (iOS 17). A still render shows present views: a transition's `body` is applied
/// in the `.identity` phase, exactly as SwiftUI applies it to a view that is on screen.
/// `@MainActor @preconcurrency`, as in SwiftUI: a custom transition's `body(content:phase:)` may
/// read an app's `@MainActor` models.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition produces.
    associatedtype Body: View
    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>
    /// The transition's effect on `content` in `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
    /// The transition's properties.
    static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
    /// A transition with motion.
    public static var properties: TransitionProperties { TransitionProperties() }
}

nonisolated extension View {
    /// Associates a custom transition with the view. A still render shows the view present:
    /// the transition's body is applied in the `.identity` phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        // The transition's body is main-actor isolated (`ViewIsolation`).
        ViewIsolation.evaluate(passing: (transition, PlaceholderContentView<T>(self))) {
            $0.0.body(content: $0.1, phase: .identity)
        }
    }
}
