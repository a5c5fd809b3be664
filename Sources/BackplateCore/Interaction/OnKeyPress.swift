import Foundation

/// A key press a focused view receives (iOS 17), handed to `onKeyPress` actions. A still
/// render has no keyboard and no focus, so no action ever receives one.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key produced.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// The phase of the press.
    public let phase: Phases

    /// Whether an action handled a key press or let it continue to other views.
    public enum Result: Sendable, Hashable {
        /// The action handled the press.
        case handled
        /// The press continues to other handlers.
        case ignored
    }

    /// The phases of a key press an action asks for.
    public struct Phases: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates phases from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeated while held.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

// No keyboard in a still render: these draw the view unchanged and never call the action.
nonisolated extension View {
    /// Performs `action` when `key` is pressed while this view has focus. Never called in a
    /// still render.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_InertModifier())
    }

    /// Performs `action` for presses of `key` in `phases` while this view has focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_InertModifier())
    }

    /// Performs `action` for presses of any of `keys` while this view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_InertModifier())
    }

    /// Performs `action` for presses producing any of `characters` while this view has focus.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_InertModifier())
    }

    /// Performs `action` for every key press in `phases` while this view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_InertModifier())
    }
}

extension KeyPress: CustomDebugStringConvertible {
    /// The key, its characters, modifiers and phase, for logs.
    public var debugDescription: String {
        "KeyPress(key: \(String(reflecting: key.character)), characters: \(String(reflecting: characters)), modifiers: \(modifiers.rawValue), phase: \(phase.debugDescription))"
    }
}

extension KeyPress.Phases: CustomDebugStringConvertible {
    /// The phases in the set, by name.
    public var debugDescription: String {
        let names = [(KeyPress.Phases.down, "down"), (.repeat, "repeat"), (.up, "up")]
            .filter { contains($0.0) }.map(\.1)
        return "[" + names.joined(separator: ", ") + "]"
    }
}
