import Foundation

/// An intent that opens one of the app's universal links (iOS 18), returned from another
/// intent's `perform()` with `.result(opensIntent:)` or put on a widget's button. Nothing runs
/// intents in a render, so the URL is only held.
@available(iOS 18, macOS 15, *)
public struct OpenURLIntent: AppIntent {
    /// The intent's name in Shortcuts.
    public static var title: LocalizedStringResource { "Open URL" }
    /// The system brings the app to the foreground to open the URL.
    public static var openAppWhenRun: Bool { true }

    /// The universal link to open.
    @Parameter(title: "URL") public var url: URL

    /// An intent with no URL yet.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) { self.url = url }

    /// Opens the URL in the app (never called in a render).
    public func perform() async throws -> some IntentResult { .result() }
}
