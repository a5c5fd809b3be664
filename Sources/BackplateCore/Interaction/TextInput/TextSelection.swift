import Foundation

/// Whether people can select the text of a view (`Text`, `Label`, and text inside containers).
/// Selection is an interaction: a still render draws the text exactly as without the modifier.
public protocol TextSelectability {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// The selectability that lets people select text (`.enabled`).
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static var allowsSelection: Bool { true }
}

/// The selectability that prevents text selection (`.disabled`).
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    /// Controls whether people can select text within this view. Nothing changes in a still
    /// render: selection needs a long press.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(_InertModifier())
    }
}
