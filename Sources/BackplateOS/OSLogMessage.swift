import Foundation

/// A log message: a string literal whose interpolations take OSLog's privacy, alignment and
/// format options. The values are read when the message is written (not when it is built).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    /// A message from an interpolated string literal.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// A message from a plain string literal.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text written: literals and values formatted with their options.
    package var formatted: String { interpolation.parts.map { $0() }.joined() }
}

/// The parts of an `OSLogMessage`: literals and values with their options. Privacy options are
/// accepted and not applied (messages are shown as Xcode's console shows them while debugging).
public struct OSLogInterpolation: StringInterpolationProtocol {
    var parts: [() -> String] = []

    /// Room for `literalCapacity` characters of literals and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        parts.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { parts.append { literal } }

    /// Appends a string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(argumentString()) }
    }

    /// Appends a value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(value().description) }
    }

    /// Appends an object's `description`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        parts.append { argumentObject().description }
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(String(describing: value())) }
    }

    /// Appends an error's description, as `String(describing:)` writes it. Disfavoured, so a
    /// `String` an app has made an `Error` (`extension String: LocalizedError`) still reads as a
    /// string, as it does on iOS, instead of making the interpolation ambiguous.
    @_disfavoredOverload
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        parts.append { String(describing: error()) }
    }

    /// Appends an integer in `format` (decimal by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(format.format(number())) }
    }

    /// Appends a fixed-width integer in `format` (decimal by default).
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(format.format(number())) }
    }

    /// Appends a double in `format` (`%f`, six decimals, by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(format.format(number())) }
    }

    /// Appends a float in `format` (`%f`, six decimals, by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append { align.apply(format.format(Double(number()))) }
    }

    /// Appends a Boolean as "true"/"false" (`.truth`) or "YES"/"NO" (`.answer`).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        parts.append {
            switch format {
            case .truth: boolean() ? "true" : "false"
            case .answer: boolean() ? "YES" : "NO"
            }
        }
    }
}
