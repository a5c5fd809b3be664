import BackplateCore
import Foundation

/// An option that customises a tip's behaviour (`MaxDisplayCount`, `IgnoresDisplayFrequency`,
/// `MaxDisplayDuration`).
public protocol TipOption: Sendable {}

extension Tips {
    /// Whether a tip ignores the configured display frequency (default false). A render
    /// never holds tips back for the frequency, so this changes nothing drawn.
    public struct IgnoresDisplayFrequency: TipOption, Equatable {
        /// Whether the frequency is ignored.
        public let ignoresDisplayFrequency: Bool
        /// Sets whether the frequency is ignored.
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// The number of times a tip shows before it is invalidated (no maximum by default). A
    /// render counts as no display yet, so a tip with a count of 1 or more still shows; a
    /// count of 0 or less never does.
    public struct MaxDisplayCount: TipOption, Equatable {
        /// The maximum number of displays.
        public let count: Int
        /// Sets the maximum number of displays.
        public init(_ maxDisplayCount: Int) { count = maxDisplayCount }
    }

    /// How long a tip shows, in seconds, before it is invalidated.
    public struct MaxDisplayDuration: TipOption, Equatable {
        /// The maximum duration in seconds.
        public let duration: TimeInterval
        /// Sets the maximum duration in seconds.
        public init(_ maxDisplayDuration: TimeInterval) { duration = maxDisplayDuration }
    }

    /// Builds a tip's `options` from option expressions, optionals, arrays and `if`s; each step
    /// yields one option holding those so far, and the final result lists them in order.
    @resultBuilder
    public enum OptionsBuilder {
        /// One option.
        public static func buildExpression<Option: TipOption>(_ option: Option) -> some TipOption { TipOptionList([option]) }
        /// An option, or none for `nil`.
        public static func buildExpression(_ option: (any TipOption)?) -> some TipOption { TipOptionList(option.map { [$0] } ?? []) }
        /// Several options of one type.
        public static func buildExpression<Option: TipOption>(_ options: [Option]) -> some TipOption { TipOptionList(options) }
        /// Several options (`nil` ones are left out).
        public static func buildExpression(_ options: [(any TipOption)?]) -> some TipOption { TipOptionList(options.compactMap { $0 }) }
        /// No options.
        public static func buildBlock() -> some TipOption { TipOptionList([]) }
        /// The first statement's options.
        public static func buildPartialBlock<Option: TipOption>(first: Option) -> some TipOption { TipOptionList([first]) }
        /// The options so far, then the next statement's.
        public static func buildPartialBlock<Accumulated: TipOption, Next: TipOption>(accumulated: Accumulated, next: Next) -> some TipOption {
            TipOptionList([accumulated, next])
        }
        /// An `if` without `else`.
        public static func buildOptional(_ option: (any TipOption)?) -> some TipOption { TipOptionList(option.map { [$0] } ?? []) }
        /// An `if` without `else` whose block lists options.
        public static func buildOptional(_ options: [(any TipOption)?]) -> some TipOption { TipOptionList(options.compactMap { $0 }) }
        /// The first branch of an `if`/`else`.
        public static func buildEither<Option: TipOption>(first option: Option) -> Option { option }
        /// The second branch of an `if`/`else`.
        public static func buildEither<Option: TipOption>(second option: Option) -> Option { option }
        /// The options, in the order written.
        public static func buildFinalResult<Option: TipOption>(_ option: Option) -> [any TipOption] { TipOptionList([option]).options }
    }

    /// A button shown with a tip, below its message.
    public struct Action: Identifiable, Sendable {
        /// The action's identifier: the one given, else its position among the tip's actions.
        public let id: String
        /// The action's position among the tip's actions, when the builder assigned one.
        public let index: Int?
        /// The button's label.
        public let label: @Sendable () -> Text
        /// What the button does (never called in a render).
        public let handler: @MainActor @Sendable () -> Void

        /// An action labelled with a string.
        @preconcurrency
        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @MainActor @Sendable () -> Void = {}) {
            let title = String(title)
            self.init(id: id, index: nil, label: { Text(verbatim: title) }, handler: handler)
        }

        /// An action with a custom text label.
        @preconcurrency
        public init(id: String? = nil, perform handler: @escaping @MainActor @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.init(id: id, index: nil, label: label, handler: handler)
        }

        init(id: String?, index: Int?, label: @escaping @Sendable () -> Text, handler: @escaping @MainActor @Sendable () -> Void) {
            self.id = id ?? index.map(String.init) ?? ""
            self.index = index
            self.label = label
            self.handler = handler
        }

        func at(_ position: Int) -> Action {
            Action(id: id.isEmpty ? nil : id, index: position, label: label, handler: handler)
        }
    }

    /// Builds a tip's `actions`; actions without an identifier get their position.
    @resultBuilder
    public enum ActionBuilder {
        /// One action.
        public static func buildExpression(_ action: Action) -> [Action] { [action] }
        /// Several actions.
        public static func buildExpression(_ actions: [Action]) -> [Action] { actions }
        /// The actions in order.
        public static func buildBlock(_ parts: [Action]...) -> [Action] { parts.flatMap { $0 } }
        /// An `if` without `else`.
        public static func buildOptional(_ actions: [Action]?) -> [Action] { actions ?? [] }
        /// The first branch of an `if`/`else`.
        public static func buildEither(first actions: [Action]) -> [Action] { actions }
        /// The second branch of an `if`/`else`.
        public static func buildEither(second actions: [Action]) -> [Action] { actions }
        /// A `for` loop.
        public static func buildArray(_ parts: [[Action]]) -> [Action] { parts.flatMap { $0 } }
        /// The first statement's actions.
        public static func buildPartialBlock(first: [Action]) -> [Action] { first }
        /// The actions so far, then the next statement's.
        public static func buildPartialBlock(accumulated: [Action], next: [Action]) -> [Action] { accumulated + next }
        /// Actions inside an `if #available` check.
        public static func buildLimitedAvailability(_ actions: [Action]) -> [Action] { actions }
        /// Numbers the actions.
        public static func buildFinalResult(_ actions: [Action]) -> [Action] {
            actions.enumerated().map { $0.element.at($0.offset) }
        }
    }
}

/// What each `Tips.OptionsBuilder` step yields: the options so far, nested lists flattened.
struct TipOptionList: TipOption {
    let options: [any TipOption]

    init(_ parts: [any TipOption]) {
        options = parts.flatMap { part -> [any TipOption] in (part as? TipOptionList)?.options ?? [part] }
    }
}
