import Foundation

/// Opens a window (iOS 16). An iPhone shows one window and a render opens none: calling it
/// does nothing.
public struct OpenWindowAction: Sendable {
    /// Opens the window group with identifier `id` (nothing in a render).
    @MainActor public func callAsFunction(id: String) {}
    /// Opens a window presenting `value` (nothing in a render).
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {}
    /// Opens a window of group `id` presenting `value` (nothing in a render).
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// Closes a window (iOS 17). A render has no window to close: calling it does nothing.
public struct DismissWindowAction: Sendable {
    /// Closes the current window (nothing in a render).
    @MainActor public func callAsFunction() {}
    /// Closes the window of group `id` (nothing in a render).
    @MainActor public func callAsFunction(id: String) {}
    /// Closes the window presenting `value` (nothing in a render).
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {}
    /// Closes the window of group `id` presenting `value` (nothing in a render).
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction() }
private struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction() }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The action that opens windows (does nothing in a render).
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
    /// The action that closes windows (does nothing in a render).
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
    /// Whether the app may show several windows: `false`, as on an iPhone.
    public var supportsMultipleWindows: Bool { self[SupportsMultipleWindowsKey.self] }
}
