/// The edits an asset may allow: deleting it, changing its content or its properties. Nothing
/// is editable in a render (no library to write), so `canPerform(_:)` answers `false`.
public enum PHAssetEditOperation: Int, Sendable {
    /// Deleting the asset.
    case delete = 1
    /// Editing its image or video content.
    case content = 2
    /// Editing its metadata (favorite, hidden, date, location).
    case properties = 3
}
