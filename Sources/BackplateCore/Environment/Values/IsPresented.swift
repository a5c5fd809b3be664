import Foundation

private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is part of a presentation: `false` by default (a still render shows
    /// the root view, presented by nothing).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
