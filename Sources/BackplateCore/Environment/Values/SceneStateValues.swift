import Foundation

/// The document a document-based app's scene shows (iOS 17).
public struct DocumentConfiguration: Sendable {
    /// Whether the document may be edited.
    public let isEditable: Bool
    /// Where the document is stored, if it has been saved.
    public let fileURL: URL?
}

/// Starts renaming the view that set it, for `renameAction(_:)` (a render renames nothing).
public struct RenameAction: Sendable {
    /// Starts renaming (nothing in a render).
    @MainActor public func callAsFunction() {}
}

private struct IsSceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct DocumentConfigurationKey: EnvironmentKey { static let defaultValue: DocumentConfiguration? = nil }
private struct RenameActionKey: EnvironmentKey { static let defaultValue: RenameAction? = nil }
private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static let defaultValue = false }
private struct AppearsActiveKey: EnvironmentKey { static let defaultValue = true }
private struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct AssistiveAccessEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the screen is being recorded or mirrored: `false`.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }
    /// Whether the display is dimmed to save power (Always On): `false`.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// The document the scene shows: `nil` outside a document-based app's scene.
    public var documentConfiguration: DocumentConfiguration? { self[DocumentConfigurationKey.self] }
    /// The action that starts renaming: `nil` unless a view set `renameAction(_:)`.
    public var rename: RenameAction? { self[RenameActionKey.self] }
    /// The material behind the view, when a container puts one there: `nil` by default.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
    /// Whether content transitions render through an offscreen group: `false` (a still render
    /// shows no transition).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
    /// Whether the view's window is active (iOS 18): `true`, as for the frontmost app on an iPhone.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }
    /// Whether labels inside this view show their titles (iOS 18): `.automatic` by default.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
    /// Whether Assistive Access is on (iOS 18): `false`, as on an iPhone with it off.
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AssistiveAccessEnabledKey.self] }
        set { self[AssistiveAccessEnabledKey.self] = newValue }
    }
}
