import Foundation

/// A button that toggles the edit mode of the environment: drawn as "Edit" in the tint
/// colour, or a semibold "Done" while the environment's `editMode` is editing.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    /// Creates an edit button.
    public init() {}
    /// The button's title in the tint colour.
    public var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Text("Done").fontWeight(.semibold).foregroundStyle(.tint)
        } else {
            Text("Edit").foregroundStyle(.tint)
        }
    }
}

/// A type of view that generates views from an underlying collection of data (`ForEach`).
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data (nonisolated: a view value's data is read while it
    /// resolves, on whichever thread renders it).
    nonisolated var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The modified content's data: a modifier keeps the rows' collection.
    public var data: Content.Data { content.data }
}
