import Foundation

private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
    /// Whether text in this environment may tighten its letter spacing to fit a line before
    /// truncating (`false` by default), as `allowsTightening(_:)` sets it. Backplate never
    /// tightens: it wraps or truncates as without it.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// How views in this environment transition when their content changes (`.identity` by
    /// default), as `contentTransition(_:)` sets it. A still render shows the current content.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}
