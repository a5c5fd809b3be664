import BackplateCore
import Foundation

/// A tip's content (title, message, image, actions) and the conditions for showing it (rules,
/// options), as TipKit's `Tip`.
///
/// Only `title` is required. In a render a tip shows when its status is `.available`: its
/// rules hold for the datastore's current values (at launch, each `@Parameter`'s default and
/// no donations), it was not invalidated, and `Tips.hideAllTipsForTesting()` is not in force.
public protocol Tip: Identifiable, Sendable {
    /// The tip's identifier: the type's name unless the tip gives its own.
    var id: String { get }
    /// The tip's title, drawn as a headline.
    var title: Text { get }
    /// The tip's message, drawn below the title in the secondary style; nil for none.
    var message: Text? { get }
    /// The tip's image, drawn at the leading edge in the tint; nil for none.
    var image: Image? { get }
    /// Buttons drawn below the message.
    @Tips.ActionBuilder var actions: [Action] { get }
    /// Conditions that must all hold for the tip to show.
    @Tips.RuleBuilder var rules: [Rule] { get }
    /// Options such as `MaxDisplayCount` and `IgnoresDisplayFrequency`.
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// A button shown with a tip.
    public typealias Action = Tips.Action
    /// A condition for showing a tip.
    public typealias Rule = Tips.Rule
    /// An option of a tip.
    public typealias Option = TipOption
    /// An event whose donations rules can count.
    public typealias Event = Tips.Event
    /// Whether a tip obeys the configured display frequency.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// The number of times a tip shows before it is invalidated.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// How long a tip shows before it is invalidated.
    public typealias MaxDisplayDuration = Tips.MaxDisplayDuration
    /// Why a tip was invalidated.
    public typealias InvalidationReason = Tips.InvalidationReason
    /// A tip's status.
    public typealias Status = Tips.Status

    /// The type's name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No actions.
    public var actions: [Action] { [] }
    /// No rules: the tip may always show.
    public var rules: [Rule] { [] }
    /// No options.
    public var options: [any TipOption] { [] }

    /// Whether the tip may show (`.available`), waits for its rules (`.pending`), or was
    /// invalidated, read from the datastore now.
    public var status: Status { TipDatastore.shared.status(of: self) }
    /// Whether the tip's status is `.available`.
    public var shouldDisplay: Bool { status == .available }
    /// The reason the tip was invalidated, or nil.
    public var invalidationReason: Tips.InvalidationReason? {
        if case .invalidated(let reason) = status { return reason }
        return nil
    }
    /// The tip's status now, then nothing more: a render's datastore does not change by itself.
    public var statusUpdates: AsyncStream<Status> {
        let status = status
        return AsyncStream { $0.yield(status); $0.finish() }
    }
    /// Whether the tip may show now, then nothing more (`statusUpdates` mapped to `.available`).
    public var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Status>, Bool> {
        statusUpdates.map { $0 == .available }
    }

    /// Permanently invalidates the tip, so it no longer shows (until `Tips.resetDatastore()`).
    public func invalidate(reason: InvalidationReason) {
        TipDatastore.shared.invalidate(id, reason: reason)
    }

    /// Forgets the tip's invalidation, so its rules decide again.
    public func resetEligibility() async {
        TipDatastore.shared.invalidate(id, reason: nil)
    }
}

/// A type-erased tip, what `TipView(_:)` holds when given `any Tip`.
public struct AnyTip: Tip {
    let base: any Tip

    /// Wraps a tip.
    public init(_ tip: some Tip) { base = tip }

    /// Wraps a tip.
    public init(erasing tip: some Tip) { base = tip }

    /// Wraps a tip of a type known only at run time.
    init(existential tip: any Tip) { base = tip }

    /// The wrapped tip's identifier.
    public var id: String { base.id }
    /// The wrapped tip's title.
    public var title: Text { base.title }
    /// The wrapped tip's message.
    public var message: Text? { base.message }
    /// The wrapped tip's image.
    public var image: Image? { base.image }
    /// The wrapped tip's actions.
    public var actions: [Action] { base.actions }
    /// The wrapped tip's rules.
    public var rules: [Rule] { base.rules }
    /// The wrapped tip's options.
    public var options: [any TipOption] { base.options }
}
