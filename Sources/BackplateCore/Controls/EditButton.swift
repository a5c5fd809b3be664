import Foundation

/// A button that toggles the edit mode of the environment, titled "Edit", or a semibold "Done"
/// while the environment's `editMode` is editing. It is a plain button: the tint colour in
/// content and iOS 18 bars, the primary colour in an iOS 26 bar's glass, as a text button is.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    /// Creates an edit button.
    public init() {}
    /// The button and its title. Nothing taps it in a still render, so its action is empty.
    public var body: some View {
        Button {} label: {
            if editMode?.wrappedValue.isEditing == true {
                Text("Done").fontWeight(.semibold)
            } else {
                Text("Edit")
            }
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
