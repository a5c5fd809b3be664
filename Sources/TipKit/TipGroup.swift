import BackplateCore
import Foundation

/// Tips shown one at a time (TipKit's `TipGroup`, iOS 18): `currentTip` is the first tip that
/// may show, or with `.ordered` the first tip not yet invalidated, once it may show. A render
/// reads it as the body does, from the datastore's values at that moment.
public final class TipGroup: Sendable {
    /// How a group picks its current tip.
    public enum Priority: Sendable, Hashable {
        /// The first tip eligible for display.
        case firstAvailable
        /// A tip once every tip before it has been invalidated.
        case ordered
    }

    private let priority: Priority
    private let tips: [any Tip]

    /// A group of the tips `builder` lists, in order, picked by `priority`.
    public init(_ priority: Priority = .firstAvailable, @Tips.GroupBuilder _ builder: () -> [any Tip]) {
        self.priority = priority
        tips = builder()
    }

    /// The tip to show now, or nil when none may.
    @MainActor public var currentTip: (any Tip)? {
        switch priority {
        case .firstAvailable:
            return tips.first { $0.shouldDisplay }
        case .ordered:
            let next = tips.first { if case .invalidated = $0.status { false } else { true } }
            return next.flatMap { $0.shouldDisplay ? $0 : nil }
        }
    }

    /// The current tip now (when one may show), then nothing more: a render's datastore does
    /// not change by itself.
    @MainActor public var currentTipUpdates: AsyncStream<any Tip> {
        let tip = currentTip
        return AsyncStream { continuation in
            if let tip { continuation.yield(tip) }
            continuation.finish()
        }
    }
}

extension Tips {
    /// Builds a `TipGroup`'s tips from tip expressions, `if`s and loops, in order.
    @resultBuilder
    public struct GroupBuilder {
        /// One tip.
        public static func buildExpression(_ tip: some Tip) -> [any Tip] { [tip] }
        /// The statements' tips in order.
        public static func buildBlock(_ components: [any Tip]...) -> [any Tip] { components.flatMap { $0 } }
        /// An `if` without `else`.
        public static func buildOptional(_ component: [any Tip]?) -> [any Tip] { component ?? [] }
        /// The first branch of an `if`/`else`.
        public static func buildEither(first component: [any Tip]) -> [any Tip] { component }
        /// The second branch of an `if`/`else`.
        public static func buildEither(second component: [any Tip]) -> [any Tip] { component }
        /// A `for` loop's tips.
        public static func buildArray(_ components: [[any Tip]]) -> [any Tip] { components.flatMap { $0 } }
        /// An `if #available` block.
        public static func buildLimitedAvailability(_ component: [any Tip]) -> [any Tip] { component }
    }
}
