import BackplateDarwin
import Foundation

/// A parsed predicate format string ("name == %@", "%K CONTAINS[cd] %@", AND/OR/NOT, IN,
/// BETWEEN, BEGINSWITH, ENDSWITH, LIKE, MATCHES, ANY/ALL/NONE) with its arguments substituted.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Operand, Operator, Operand, options: String.CompareOptions, quantifier: Quantifier?)

    enum Operand { case keyPath(String), value(Any?), list([Operand]) }
    enum Quantifier { case any, all, noneOf }
    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    /// Parses `format` with `arguments` for its `%@`, `%K`, `%d`... in order; `nil` when the
    /// format is not one this reader understands.
    static func parse(_ format: String, arguments: [Any?]) -> PredicateFormat? {
        var parser = PredicateParser(tokens: PredicateLexer.tokens(format), arguments: arguments)
        guard let tokens = parser.tokens, let result = parser.parseOr(), parser.index == tokens.count else { return nil }
        return result
    }

    /// Whether `object` meets the predicate.
    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case let .comparison(lhs, op, rhs, options, quantifier):
            let left = Self.resolve(lhs, object), right = Self.resolve(rhs, object)
            guard let quantifier else { return Self.compare(left, op, right, options) }
            let items = left.flatMap(KeyValueReading.collection) ?? []
            switch quantifier {
            case .any: return items.contains { Self.compare($0, op, right, options) }
            case .all: return items.allSatisfy { Self.compare($0, op, right, options) }
            case .noneOf: return !items.contains { Self.compare($0, op, right, options) }
            }
        }
    }

    private static func resolve(_ operand: Operand, _ object: Any?) -> Any? {
        switch operand {
        case .keyPath(let path): KeyValueReading.value(object, keyPath: path)
        case .value(let value): KeyValueReading.unwrap(value)
        case .list(let items): items.map { resolve($0, object) as Any }
        }
    }

    private static func compare(_ left: Any?, _ op: Operator, _ right: Any?, _ options: String.CompareOptions) -> Bool {
        switch op {
        case .equal: return KeyValueReading.compare(left, right, options: options) == .orderedSame
        case .notEqual: return KeyValueReading.compare(left, right, options: options) != .orderedSame
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard left != nil, right != nil, let order = KeyValueReading.compare(left, right, options: options) else { return false }
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .in:
            guard let right = KeyValueReading.unwrap(right) else { return false }
            if let text = KeyValueReading.text(right), let part = left.flatMap(KeyValueReading.text) {
                return text.range(of: part, options: options) != nil
            }
            return (KeyValueReading.collection(right) ?? []).contains { KeyValueReading.compare(left, $0, options: options) == .orderedSame }
        case .contains:
            guard let left = KeyValueReading.unwrap(left) else { return false }
            if let text = KeyValueReading.text(left), let part = right.flatMap(KeyValueReading.text) {
                return text.range(of: part, options: options) != nil
            }
            return (KeyValueReading.collection(left) ?? []).contains { KeyValueReading.compare($0, right, options: options) == .orderedSame }
        case .beginsWith, .endsWith, .like, .matches:
            guard let text = left.flatMap(KeyValueReading.text), let pattern = right.flatMap(KeyValueReading.text) else { return false }
            switch op {
            case .beginsWith: return text.range(of: pattern, options: options.union(.anchored)) != nil
            case .endsWith: return text.range(of: pattern, options: options.union([.anchored, .backwards])) != nil
            case .like: return matches(text, wildcard: pattern, options)
            default: return matches(text, regex: pattern, options)
            }
        case .between:
            guard let bounds = right.flatMap(KeyValueReading.collection), bounds.count == 2,
                  let low = KeyValueReading.compare(left, bounds[0]), let high = KeyValueReading.compare(left, bounds[1]) else { return false }
            return low != .orderedAscending && high != .orderedDescending
        }
    }

    private static func matches(_ text: String, wildcard: String, _ options: String.CompareOptions) -> Bool {
        var regex = ""
        for character in wildcard {
            switch character {
            case "*": regex += ".*"
            case "?": regex += "."
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return matches(text, regex: regex, options)
    }

    private static func matches(_ text: String, regex: String, _ options: String.CompareOptions) -> Bool {
        let subject = options.contains(.diacriticInsensitive) ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + regex + ")$",
                                                        options: options.contains(.caseInsensitive) ? [.caseInsensitive] : []) else { return false }
        return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
