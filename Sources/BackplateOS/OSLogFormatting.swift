import Foundation

/// Whether a logged value is public or private. Accepted and not applied on Linux: messages
/// are written as Xcode's console shows them while debugging, values included.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let level: Level
    let mask: Mask

    /// The system decides: strings and objects private, scalars public.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    /// The value is shown.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// The value is redacted in persisted logs.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// The value is always redacted in persisted logs.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    /// The system decides, with `mask` for redacted values.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    /// Private, with `mask` (`.hash`) for the redacted value.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Sensitive, with `mask` for the redacted value.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// What a redacted value is replaced with.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value, so equal values can be matched.
        public static let hash = Mask(hashes: true)
        /// No mask: `<private>`.
        public static let none = Mask(hashes: false)
    }
}

/// The column a logged value is padded to: none, or left or right aligned in `columns`.
public struct OSLogStringAlignment: Sendable {
    let columns: @Sendable () -> Int
    let right: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: { 0 }, right: false)

    /// Left-aligned, padded with spaces to `columns` characters.
    public static func left(columns: @autoclosure @escaping @Sendable () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, right: false)
    }

    /// Right-aligned, padded with spaces to `columns` characters.
    public static func right(columns: @autoclosure @escaping @Sendable () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, right: true)
    }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns() - text.count))
        return right ? padding + text : text + padding
    }
}

/// How a logged integer is written: decimal (`%d`), hexadecimal (`%x`) or octal (`%o`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: (@Sendable () -> Int)?

    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)
    /// Hexadecimal, lowercase, no prefix.
    public static let hex = OSLogIntegerFormatting(radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)
    /// Octal, no prefix.
    public static let octal = OSLogIntegerFormatting(radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)

    /// Decimal, with "+" before positive values when asked.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: nil)
    }

    /// Decimal with at least `minDigits` digits (zero-padded).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping @Sendable () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal, with "0x" when `includePrefix`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// Hexadecimal with at least `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping @Sendable () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal, with "0" before it when `includePrefix`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// Octal with at least `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping @Sendable () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func format<T: FixedWidthInteger>(_ value: T) -> String {
        // Hexadecimal and octal write a negative value's bit pattern, as printf's %x does.
        var digits = radix == 10 ? String(value.magnitude) : String(T.Magnitude(truncatingIfNeeded: value), radix: radix, uppercase: uppercase)
        if let minDigits, digits.count < minDigits() { digits = String(repeating: "0", count: minDigits() - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? (uppercase ? "0X" : "0x") : "0") + digits }
        if radix == 10, value < 0 { return "-" + digits }
        return explicitPositiveSign && value >= 0 ? "+" + digits : digits
    }
}

/// How a logged floating-point value is written: fixed (`%f`), exponential (`%e`), hybrid
/// (`%g`) or hexadecimal (`%a`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: (@Sendable () -> Int)?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// `%f`: six decimals.
    public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// `%a`.
    public static let hex = OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// `%e`.
    public static let exponential = OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// `%g`.
    public static let hybrid = OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: false, uppercase: false)

    /// `%f` with `precision` decimals.
    public static func fixed(precision: @autoclosure @escaping @Sendable () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%f`.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%a`.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%e` with `precision` decimals.
    public static func exponential(precision: @autoclosure @escaping @Sendable () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%e`.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%g` with `precision` significant digits.
    public static func hybrid(precision: @autoclosure @escaping @Sendable () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%g`.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        let spec = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0())" } ?? "")
            + (uppercase ? String(conversion).uppercased() : String(conversion))
        return String(format: spec, value)
    }
}

/// How a logged Boolean is written: "true"/"false" or "YES"/"NO".
public enum OSLogBoolFormat: Sendable {
    /// "true" or "false".
    case truth
    /// "YES" or "NO".
    case answer
}
