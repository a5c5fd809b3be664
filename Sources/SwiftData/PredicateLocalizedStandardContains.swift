import Foundation

#if !canImport(Darwin)
// Foundation on Linux has no `localizedStandardContains` predicate expression, which
// `#Predicate { $0.name.localizedStandardContains(search) }` expands to (iOS 17's search filter).

extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics (Foundation's
    /// `StringLocalizedStandardContains`, what `localizedStandardContains` in `#Predicate` builds).
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The expression's value: whether `root` contains `other`.
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// An expression testing whether `root` contains `other`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether `root` contains `other`, case- and diacritic-insensitively ("Zürich" contains "zur").
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// The expression `#Predicate` builds for `root.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
