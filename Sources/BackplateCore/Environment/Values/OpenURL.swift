import Foundation

/// An action that opens a URL, read from the `openURL` environment value. A still render
/// opens nothing: the default action reports `.discarded`.
public struct OpenURLAction: Sendable {
    private let handler: @Sendable (URL) -> Result

    /// Creates an action that handles URLs with `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`: runs the handler.
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens `url`, in an in-app browser when `prefersInApp` and the handler leaves it to the
    /// system: runs the handler.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func callAsFunction(_ url: URL, prefersInApp: Bool) { _ = handler(url) }
    /// Opens `url` and reports whether it was accepted (`completion` runs at once).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled, .systemAction: completion(true)
        case .discarded: completion(false)
        }
    }

    /// The outcome of a handler.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction) }
        /// The system should open `url` (or the URL asked for, when nil), in an in-app browser
        /// when `prefersInApp`.
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result { Result(kind: .systemAction) }
    }
}

private struct OpenURLActionKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Opens URLs; by default discards them (a still render opens nothing).
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
}
