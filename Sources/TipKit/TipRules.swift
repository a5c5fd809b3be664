import BackplateCore
import Foundation

/// Declares a tip parameter: `@Parameter static var isLoggedIn: Bool = false`. The property
/// reads and writes the datastore through `Self.$isLoggedIn`, a `Tips.Parameter` that rules
/// name: `#Rule(Self.$isLoggedIn) { $0 == true }`. Until the program sets it, the value is the
/// default (a render starts from an empty datastore).
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "BackplateMacros", type: "TipParameterMacro")

/// A rule on a parameter's value: `#Rule(Self.$isLoggedIn) { $0 == true }`.
@freestanding(expression)
public macro Rule<Value: Codable & Sendable>(_ input: Tips.Parameter<Value>, _ body: (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "BackplateMacros", type: "TipRuleMacro")

/// A rule on an event's donations: `#Rule(Self.didOpen) { $0.donations.count >= 3 }`.
@freestanding(expression)
public macro Rule<DonationInfo: Codable & Sendable>(_ input: Tips.Event<DonationInfo>, _ body: (Tips.Event<DonationInfo>) -> Bool) -> Tips.Rule =
    #externalMacro(module: "BackplateMacros", type: "TipRuleMacro")

extension Tips {
    /// A condition to meet before a tip shows, made with `#Rule`.
    public struct Rule: Sendable {
        let evaluate: @Sendable () -> Bool

        /// A rule on a parameter's current value (what `#Rule(Self.$name) { ... }` expands to;
        /// disfavored, so a closure that is also a predicate, `{ $0 }`, builds the predicate).
        @_disfavoredOverload
        public init<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool) {
            evaluate = { predicate(parameter.wrappedValue) }
        }

        /// A rule on an event and its donations (what `#Rule(Self.event) { ... }` expands to).
        @_disfavoredOverload
        public init<DonationInfo>(_ event: Tips.Event<DonationInfo>, _ predicate: @escaping @Sendable (Tips.Event<DonationInfo>) -> Bool) {
            evaluate = { predicate(event) }
        }

        /// A rule on a parameter's value, as a predicate built from the parameter's variable
        /// (`build_Equal(lhs: $0, rhs: build_Arg(true))`); read when the tip's status is. An
        /// evaluation that throws fails the rule, with a runtime warning.
        public init<Value>(_ parameter: Tips.Parameter<Value>,
                           _ predicate: (PredicateExpressions.Variable<Value>) -> any StandardPredicateExpression<Bool>) {
            let compiled = Predicate<Value>(predicate)
            evaluate = { Rule.holds(parameter.id) { try compiled.evaluate(parameter.wrappedValue) } }
        }

        /// A rule on an event's donations, as an expression built from the event's variable
        /// (`build_donatedWithin`, `build_largestSubset`...); the donations are read when the
        /// rule is made, as a tip's `rules` are each time its status is.
        public init<DonationInfo>(_ event: Tips.Event<DonationInfo>,
                                  _ predicate: (PredicateExpressions.Variable<Tips.Event<DonationInfo>>) -> any EventPredicateExpression<Bool>) {
            let variable = PredicateExpressions.Variable<Tips.Event<DonationInfo>>()
            let expression = predicate(variable)
            let result = Rule.holds(event.id) { try expression.evaluate(PredicateBindings((variable, event))) }
            evaluate = { result }
        }

        /// The predicate's value, or false (with a warning) when evaluating it throws.
        private static func holds(_ id: String, _ evaluate: () throws -> Bool) -> Bool {
            do {
                return try evaluate()
            } catch {
                RuntimeWarning.emit("Tips.Rule on \(id): evaluating the predicate threw \(error); the rule does not hold")
                return false
            }
        }

        /// Whether the rule holds now (Backplate's own: TipKit evaluates rules internally).
        public func isSatisfied() -> Bool { evaluate() }
    }

    /// Builds a tip's `rules` from rule expressions, `if`s and arrays.
    @resultBuilder
    public enum RuleBuilder {
        /// One rule.
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        /// One rule (a nil one adds none).
        public static func buildExpression(_ rule: Rule?) -> [Rule] { rule.map { [$0] } ?? [] }
        /// Several rules.
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        /// Several rules (nil ones are left out).
        public static func buildExpression(_ rules: [Rule?]) -> [Rule] { rules.compactMap { $0 } }
        /// No rules: the tip shows whenever its other conditions allow.
        public static func buildBlock() -> [Rule] { [] }
        /// The first statement's rules.
        public static func buildPartialBlock(first: [Rule]) -> [Rule] { first }
        /// The rules so far, then the next statement's.
        public static func buildPartialBlock(accumulated: [Rule], next: [Rule]) -> [Rule] { accumulated + next }
        /// An `if` without `else`.
        public static func buildOptional(_ rules: [Rule]?) -> [Rule] { rules ?? [] }
        /// An optional rule (a nil one adds none).
        public static func buildOptional(_ rule: Rule?) -> [Rule] { rule.map { [$0] } ?? [] }
        /// Optional rules (nil ones are left out).
        public static func buildOptional(_ rules: [Rule?]) -> [Rule] { rules.compactMap { $0 } }
        /// The first branch of an `if`/`else`.
        public static func buildEither(first rules: [Rule]) -> [Rule] { rules }
        /// The second branch of an `if`/`else`.
        public static func buildEither(second rules: [Rule]) -> [Rule] { rules }
        /// A `for` loop.
        public static func buildArray(_ parts: [[Rule]]) -> [Rule] { parts.flatMap { $0 } }
    }

    /// An option of a parameter.
    public enum ParameterOption: Sendable {
        /// The value is not persisted: it goes back to its default at each launch.
        case transient
    }

    /// A piece of app state that rules read, declared with `@Parameter`; its value lives in
    /// the datastore under the declaring type's name and the property's name.
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        /// The datastore key: the declaring type and property names.
        public let id: String
        /// The value before the program sets one, and after `Tips.resetDatastore()`.
        public let defaultValue: Value

        /// A parameter of `rootType` named `name` (what `@Parameter` declares).
        public init<Root>(_ rootType: Root.Type, _ name: String, _ defaultValue: Value, _ options: ParameterOption...) {
            id = "\(String(reflecting: rootType)).\(name)"
            self.defaultValue = defaultValue
        }

        /// A parameter stored under the property at `keyPath` (its identity within this run:
        /// a render's datastore starts empty at each launch).
        public init<Root>(_ keyPath: KeyPath<Root, Value>, _ defaultValue: Value, _ options: ParameterOption...) {
            id = "\(String(reflecting: Root.self)).\(keyPath.hashValue)"
            self.defaultValue = defaultValue
        }

        /// The current value.
        public var wrappedValue: Value {
            get { TipDatastore.shared.value(of: id, default: defaultValue) }
            nonmutating set { TipDatastore.shared.set(newValue, for: id) }
        }
    }

    /// No information with a donation.
    public struct EmptyDonation: Codable, Sendable, Hashable {
        /// An empty donation.
        public init() {}
    }

    /// A repeatable action the app records (donates), which rules count.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
        /// The event's identifier in the datastore.
        public let id: String

        /// One recorded occurrence of the event.
        @dynamicMemberLookup
        public struct Donation: Sendable {
            /// When it was donated.
            public let date: Date
            /// What came with it.
            public let info: DonationInfo
            /// A property of the donation's information.
            public subscript<T>(dynamicMember keyPath: KeyPath<DonationInfo, T>) -> T { info[keyPath: keyPath] }
        }

        /// An event whose donations carry information.
        public init(id: String) {
            self.id = id
        }

        /// The donations recorded so far, oldest first (none at launch in a render).
        public var donations: [Donation] {
            TipDatastore.shared.donations(of: id).compactMap { entry in
                (entry.info as? DonationInfo).map { Donation(date: entry.date, info: $0) }
            }
        }

        /// Records an occurrence with its information.
        public func donate(_ donation: DonationInfo) async {
            TipDatastore.shared.donate(donation, to: id)
        }

        /// Records an occurrence with its information and calls `completion`.
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) {
            TipDatastore.shared.donate(donation, to: id)
            completion?()
        }
    }

    /// A span of time for counting recent donations.
    public struct DonationTimeRange: Sendable, Hashable, Codable {
        /// The span in seconds.
        public let seconds: TimeInterval
        /// One minute.
        public static let minute = DonationTimeRange(seconds: 60)
        /// One hour.
        public static let hour = DonationTimeRange(seconds: 3_600)
        /// One day.
        public static let day = DonationTimeRange(seconds: 86_400)
        /// One week.
        public static let week = DonationTimeRange(seconds: 604_800)
        /// Some minutes.
        public static func minutes(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 60) }
        /// Some hours.
        public static func hours(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 3_600) }
        /// Some days.
        public static func days(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 86_400) }
        /// Some weeks.
        public static func weeks(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 604_800) }
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event whose donations carry nothing.
    public init(id: String) { self.id = id }

    /// Records an occurrence.
    public func donate() async { TipDatastore.shared.donate(Tips.EmptyDonation(), to: id) }

    /// Records an occurrence and calls `completion`.
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) {
        TipDatastore.shared.donate(Tips.EmptyDonation(), to: id)
        completion?()
    }
}

extension Sequence {
    /// The donations made within the last `range` of time.
    public func donatedWithin<DonationInfo>(_ range: Tips.DonationTimeRange) -> [Element]
    where Element == Tips.Event<DonationInfo>.Donation {
        let start = Date().addingTimeInterval(-range.seconds)
        return filter { $0.date >= start }
    }

    /// The largest group of donations whose information has the same value at `keyPath`
    /// (the earliest such group on a tie; empty for no donations).
    public func largestSubset<DonationInfo, Value: Hashable>(groupedBy keyPath: KeyPath<DonationInfo, Value>) -> [Element]
    where Element == Tips.Event<DonationInfo>.Donation {
        let groups = donationGroups(self, by: keyPath)
        return groups.reduce(into: [Element]?.none) { best, group in
            if group.count > best?.count ?? -1 { best = group }
        } ?? []
    }

    /// The smallest group of donations whose information has the same value at `keyPath`
    /// (the earliest such group on a tie; empty for no donations).
    public func smallestSubset<DonationInfo, Value: Hashable>(groupedBy keyPath: KeyPath<DonationInfo, Value>) -> [Element]
    where Element == Tips.Event<DonationInfo>.Donation {
        let groups = donationGroups(self, by: keyPath)
        return groups.reduce(into: [Element]?.none) { best, group in
            if group.count < best?.count ?? .max { best = group }
        } ?? []
    }
}

/// `donations` grouped by the value at `keyPath`, groups in order of their first donation.
private func donationGroups<DonationInfo, Value: Hashable>(_ donations: some Sequence<Tips.Event<DonationInfo>.Donation>,
                                                           by keyPath: KeyPath<DonationInfo, Value>) -> [[Tips.Event<DonationInfo>.Donation]] {
    var order: [Value] = []
    var groups: [Value: [Tips.Event<DonationInfo>.Donation]] = [:]
    for donation in donations {
        let key = donation.info[keyPath: keyPath]
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(donation)
    }
    return order.map { groups[$0] ?? [] }
}

/// A parameter is identified by its datastore key.
extension Tips.Parameter: Identifiable {}

/// A donation encodes its date and information.
extension Tips.Event.Donation: Codable {}
