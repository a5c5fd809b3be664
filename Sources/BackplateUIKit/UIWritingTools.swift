import Foundation

/// How Writing Tools work on a text view's text (iOS 18).
public enum UIWritingToolsBehavior: Int, Sendable {
    /// No Writing Tools.
    case none = -1
    /// The system's choice for the view.
    case `default` = 0
    /// The full experience, rewriting the text in place.
    case complete = 1
    /// Results shown in a panel, the text unchanged.
    case limited = 2
}

/// The kinds of text Writing Tools may write back.
public struct UIWritingToolsResultOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Plain text.
    public static let plainText = UIWritingToolsResultOptions(rawValue: 1 << 0)
    /// Styled text.
    public static let richText = UIWritingToolsResultOptions(rawValue: 1 << 1)
    /// Lists.
    public static let list = UIWritingToolsResultOptions(rawValue: 1 << 2)
    /// Tables.
    public static let table = UIWritingToolsResultOptions(rawValue: 1 << 3)
}
