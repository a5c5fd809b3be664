import Foundation

// SwiftUI interpolates a number into a `LocalizedStringKey` as a format specifier (`%lld` for
// `Int`, `%lf` for `Double`...) and formats the key in the environment's locale, so an en_US
// iPhone shows `Text("\(2014)")` as "2,014" and `Text("\(3.14)")` as "3.140000".

/// A value `LocalizedStringKey` interpolation formats with a printf-style specifier in the
/// text's locale: the integer and floating-point types (`Text("\(2014)")` shows "2,014").
public protocol _FormatSpecifiable: Equatable {
    /// The C variadic argument the specifier formats.
    associatedtype _Arg: CVarArg
    /// The value as the specifier's argument (`Int64` for `Int`, `Double` for `Double`).
    var _arg: Self._Arg { get }
    /// The default specifier: "%lld" for `Int`, "%d" for `Int32`, "%lf" for `Double`, "%f" for `Float`.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value as a 64-bit argument.
    public var _arg: Int64 { Int64(self) }
    /// "%lld".
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value widened to 32 bits.
    public var _arg: Int32 { Int32(self) }
    /// "%d".
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value widened to 32 bits.
    public var _arg: Int32 { Int32(self) }
    /// "%d".
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int32 { self }
    /// "%d".
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int64 { self }
    /// "%lld".
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value as a 64-bit argument.
    public var _arg: UInt64 { UInt64(self) }
    /// "%llu".
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value widened to 32 bits.
    public var _arg: UInt32 { UInt32(self) }
    /// "%u".
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value widened to 32 bits.
    public var _arg: UInt32 { UInt32(self) }
    /// "%u".
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt32 { self }
    /// "%u".
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt64 { self }
    /// "%llu".
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Float { self }
    /// "%f" (six decimals: "3.140000").
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Double { self }
    /// "%lf" (six decimals: "3.140000").
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value itself.
    public var _arg: CGFloat { self }
    /// "%lf" (six decimals: "3.140000").
    public var _specifier: String { "%lf" }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a number with its type's specifier ("%lld", "%lf"...), formatted in the text's
    /// locale when shown: "2,014" and "3.140000" in en_US, "2.014" and "3,140000" in de_DE.
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
        appendFormatted(FormatSpecifier.formatting(value, specifier: value._specifier), number: FormatSpecifier.number(value))
    }

    /// Appends a number formatted with a printf-style specifier such as "%.2f", in the text's
    /// locale when shown ("1,234.50" in en_US). A specifier that is not one numeric conversion
    /// (`%@`, `%s`, several values) is replaced by the type's own, with a runtime warning.
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
        appendFormatted(FormatSpecifier.formatting(value, specifier: specifier), number: FormatSpecifier.number(value))
    }
}

/// Checks and applies a `specifier:` given to a number in a `LocalizedStringKey`.
enum FormatSpecifier {
    /// The value as a number, for `^[…](inflect: true)` agreement.
    static func number<T: _FormatSpecifiable>(_ value: T) -> Double? {
        if let integer = value as? any BinaryInteger { return Double(integer) }
        if let float = value as? any BinaryFloatingPoint { return Double(float) }
        return nil
    }

    /// What a specifier's conversion reads.
    enum Conversion: Equatable { case noValue, integer, floatingPoint }

    /// The value formatted with `specifier` when the text is resolved. A specifier that would
    /// crash (`%@`, `%s`, several values) is replaced by the type's default; one reading the
    /// other kind of number (`%f` for an `Int`) gets the value converted, not garbage.
    static func formatting<T: _FormatSpecifiable>(_ value: T, specifier: String) -> EnvironmentFormattedString {
        var arg: any CVarArg = value._arg
        var format = specifier
        switch conversion(of: specifier) {
        case nil:
            RuntimeWarning.emit("Text interpolation specifier \"\(specifier)\" is not one numeric conversion; \(T.self) is shown with \"\(value._specifier)\"")
            format = value._specifier
        case .integer?:
            if let float = value._arg as? any BinaryFloatingPoint {
                RuntimeWarning.emit("Text interpolation specifier \"\(specifier)\" reads an integer; the \(T.self) is truncated to one")
                arg = Int64(exactly: Double(float).rounded(.towardZero)) ?? 0
            }
        case .floatingPoint?:
            if let integer = value._arg as? any BinaryInteger {
                RuntimeWarning.emit("Text interpolation specifier \"\(specifier)\" reads a floating-point value; the \(T.self) is converted")
                arg = Double(integer)
            }
        case .noValue?:
            break
        }
        let argument = arg
        return EnvironmentFormattedString(make: { String(format: format, locale: $0.locale, argument) })
    }

    /// What `specifier` reads: `.noValue` for no conversion, else its one numeric conversion; nil
    /// for several, a `*` width, a positional index other than 1, or a pointer/object conversion.
    static func conversion(of specifier: String) -> Conversion? {
        var found = Conversion.noValue
        var chars = specifier.unicodeScalars.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { continue }
            var spec = ""
            var kind = Conversion.noValue
            scan: while let d = chars.next() {
                switch d {
                case "%" where spec.isEmpty: break scan   // "%%": a literal percent sign
                case "d", "i", "o", "u", "x", "X", "c", "C": kind = .integer; break scan
                case "f", "F", "e", "E", "g", "G", "a", "A": kind = .floatingPoint; break scan
                case "0"..."9", "-", "+", " ", "#", ".", "'", "$", "h", "l", "q", "L", "j", "z", "t": spec.unicodeScalars.append(d)
                default: return nil   // `*`, `%@`, `%s`, `%n`, `%p` or an unknown conversion
                }
            }
            if kind == .noValue {
                if spec.isEmpty { continue }
                return nil   // a conversion cut off by the end of the string
            }
            if let dollar = spec.firstIndex(of: "$"), spec[..<dollar] != "1" { return nil }
            if found != .noValue { return nil }
            found = kind
        }
        return found
    }
}
