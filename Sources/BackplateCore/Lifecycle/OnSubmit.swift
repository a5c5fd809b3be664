import Foundation

/// The kinds of fields whose submission triggers an `onSubmit` action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The type of the raw bits.
    public typealias RawValue = Int
    /// The raw bits.
    public let rawValue: SubmitTriggers.RawValue
    /// Creates triggers from raw bits.
    public init(rawValue: SubmitTriggers.RawValue) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

nonisolated extension View {
    /// Adds an action to perform when the user submits a value. Nothing is submitted in a
    /// still render: no visible effect.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }
}
