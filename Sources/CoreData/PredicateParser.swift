import BackplateDarwin
import Foundation

/// The tokens of a predicate format string.
enum PredicateToken: Equatable {
    case open, close, braceOpen, braceClose, comma
    case symbol(String)
    case word(String)
    case string(String)
    case number(Double)
    case placeholder(Character)
    case modifier(String)
}

/// Splits a predicate format string into tokens (`nil` for a character it does not know).
enum PredicateLexer {
    static func tokens(_ format: String) -> [PredicateToken]? {
        var tokens: [PredicateToken] = []
        let chars = Array(format)
        var i = 0
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "@" || c == "$" }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            switch c {
            case "(": tokens.append(.open); i += 1
            case ")": tokens.append(.close); i += 1
            case "{": tokens.append(.braceOpen); i += 1
            case "}": tokens.append(.braceClose); i += 1
            case ",": tokens.append(.comma); i += 1
            case "[":
                guard let end = chars[i...].firstIndex(of: "]") else { return nil }
                tokens.append(.modifier(String(chars[(i + 1)..<end]).lowercased()))
                i = end + 1
            case "\"", "'":
                guard let end = chars[(i + 1)...].firstIndex(of: c) else { return nil }
                tokens.append(.string(String(chars[(i + 1)..<end])))
                i = end + 1
            case "%":
                // %@, %K, %d, %i, %ld, %lld, %lu, %f, %lf...: the conversion letter decides.
                var j = i + 1
                while j < chars.count, "lhqzjt".contains(chars[j]) { j += 1 }
                guard j < chars.count else { return nil }
                tokens.append(.placeholder(chars[j]))
                i = j + 1
            case "=", "!", "<", ">", "&", "|":
                let two = i + 1 < chars.count ? String(chars[i...(i + 1)]) : ""
                if ["==", "!=", "<=", ">=", "=<", "=>", "<>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two)); i += 2
                } else {
                    tokens.append(.symbol(String(c))); i += 1
                }
            default:
                if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                    var j = i + 1
                    while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                    guard let value = Double(String(chars[i..<j])) else { return nil }
                    tokens.append(.number(value)); i = j
                } else if isWord(c) {
                    var j = i
                    while j < chars.count, isWord(chars[j]) { j += 1 }
                    tokens.append(.word(String(chars[i..<j]))); i = j
                } else {
                    return nil
                }
            }
        }
        return tokens
    }
}

/// A recursive-descent reader of predicate tokens, substituting the arguments in order.
struct PredicateParser {
    let tokens: [PredicateToken]?
    var arguments: [Any?]
    var index = 0
    private var argumentIndex = 0

    init(tokens: [PredicateToken]?, arguments: [Any?]) {
        self.tokens = tokens
        self.arguments = arguments
    }

    private var current: PredicateToken? { tokens.flatMap { index < $0.count ? $0[index] : nil } }
    private func isKeyword(_ word: String) -> Bool {
        if case .word(let w) = current { return w.uppercased() == word }
        return false
    }
    private func isSymbol(_ symbol: String) -> Bool { current == .symbol(symbol) }

    mutating func parseOr() -> PredicateFormat? {
        guard var left = parseAnd() else { return nil }
        while isKeyword("OR") || isSymbol("||") {
            index += 1
            guard let right = parseAnd() else { return nil }
            left = .or(left, right)
        }
        return left
    }

    private mutating func parseAnd() -> PredicateFormat? {
        guard var left = parseNot() else { return nil }
        while isKeyword("AND") || isSymbol("&&") {
            index += 1
            guard let right = parseNot() else { return nil }
            left = .and(left, right)
        }
        return left
    }

    private mutating func parseNot() -> PredicateFormat? {
        if isKeyword("NOT") || isSymbol("!") {
            index += 1
            return parseNot().map { .not($0) }
        }
        return parsePrimary()
    }

    private mutating func parsePrimary() -> PredicateFormat? {
        if current == .open {
            index += 1
            guard let inner = parseOr(), current == .close else { return nil }
            index += 1
            return inner
        }
        if isKeyword("TRUEPREDICATE") { index += 1; return .constant(true) }
        if isKeyword("FALSEPREDICATE") { index += 1; return .constant(false) }
        var quantifier: PredicateFormat.Quantifier?
        if isKeyword("ANY") || isKeyword("SOME") { quantifier = .any; index += 1 }
        else if isKeyword("ALL") { quantifier = .all; index += 1 }
        else if isKeyword("NONE") { quantifier = .noneOf; index += 1 }
        guard let lhs = parseOperand(), let op = parseOperator() else { return nil }
        var options: String.CompareOptions = []
        if case .modifier(let flags) = current {
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
            index += 1
        }
        guard let rhs = parseOperand() else { return nil }
        return .comparison(lhs, op, rhs, options: options, quantifier: quantifier)
    }

    private mutating func parseOperator() -> PredicateFormat.Operator? {
        guard let token = current else { return nil }
        index += 1
        switch token {
        case .symbol("=="), .symbol("="): return .equal
        case .symbol("!="), .symbol("<>"): return .notEqual
        case .symbol("<"): return .less
        case .symbol("<="), .symbol("=<"): return .lessOrEqual
        case .symbol(">"): return .greater
        case .symbol(">="), .symbol("=>"): return .greaterOrEqual
        case .word(let w): return PredicateFormat.Operator(rawValue: w.uppercased())
        default: return nil
        }
    }

    private mutating func nextArgument() -> Any?? {
        guard argumentIndex < arguments.count else { return nil }
        defer { argumentIndex += 1 }
        return .some(arguments[argumentIndex])
    }

    private mutating func parseOperand() -> PredicateFormat.Operand? {
        guard let token = current else { return nil }
        index += 1
        switch token {
        case .placeholder("K"):
            guard let argument = nextArgument(), let key = argument.flatMap(KeyValueReading.text) else { return nil }
            return .keyPath(key)
        case .placeholder:
            guard let argument = nextArgument() else { return nil }
            return .value(argument)
        case .string(let text): return .value(text)
        case .number(let value): return .value(value)
        case .braceOpen:
            var items: [PredicateFormat.Operand] = []
            while current != .braceClose {
                guard let item = parseOperand() else { return nil }
                items.append(item)
                if current == .comma { index += 1 }
            }
            index += 1
            return .list(items)
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "NIL", "NULL": return .value(nil)
            case "SELF": return .keyPath("self")
            default: return .keyPath(word)
            }
        default: return nil
        }
    }
}
