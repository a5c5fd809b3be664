import BackplateCore
import Foundation

/// A button that presents the Photos picker for choosing photos and videos (PhotosUI).
///
/// A still render draws the label as a button in the current button style (tinted text, a
/// row in a `Form` or `List`), as iOS draws the picker before it is tapped; the picker itself
/// is never presented and the selection is left as given.
nonisolated public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// The label as a button in the current button style.
    public var body: some View {
        Button(action: {}) { label }
    }

    /// A picker of one item, with a custom label.
    @preconcurrency
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: @Sendable () -> Label) {
        self.label = label()
    }

    /// A picker of one item from a given library, with a custom label.
    @preconcurrency
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: @Sendable () -> Label) {
        self.label = label()
    }

    /// A picker of several items, with a custom label.
    @preconcurrency
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: @Sendable () -> Label) {
        self.label = label()
    }

    /// A picker of several items from a given library, with a custom label.
    @preconcurrency
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: @Sendable () -> Label) {
        self.label = label()
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker of one item titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }

    /// A picker of one item from a given library, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        label = Text(titleKey)
    }

    /// A picker of one item from a given library, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary) {
        label = Text(title)
    }

    /// A picker of several items titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker of several items titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }

    /// A picker of several items from a given library, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        label = Text(titleKey)
    }

    /// A picker of several items from a given library, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary) {
        label = Text(title)
    }
}

/// How a Photos picker appears: presented in a sheet (the default), inline in the view
/// hierarchy, or as a compact single row.
public struct PhotosPickerStyle: Hashable, Sendable {
    let rawValue: UInt8
    /// Presented in a sheet when the button is tapped.
    public static let presentation = PhotosPickerStyle(rawValue: 0)
    /// Embedded in the view hierarchy.
    public static let inline = PhotosPickerStyle(rawValue: 1)
    /// Embedded as a single scrolling row.
    public static let compact = PhotosPickerStyle(rawValue: 2)
}

nonisolated extension View {
    /// Presents the Photos picker for one item while `isPresented` is true. Never presented in
    /// a still render; the selection is left as given.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(EmptyModifier())
    }

    /// Presents the Photos picker for several items while `isPresented` is true. Never
    /// presented in a still render; the selection is left as given.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(EmptyModifier())
    }

    /// Presents the Photos picker for one item of a given library while `isPresented` is true.
    /// Never presented in a still render; the selection is left as given.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View {
        modifier(EmptyModifier())
    }

    /// Presents the Photos picker for several items of a given library while `isPresented` is
    /// true. Never presented in a still render; the selection is left as given.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View {
        modifier(EmptyModifier())
    }

    /// Turns off picker features (search, staging area...) for Photos pickers inside this view
    /// (kept: a still render shows no picker).
    public func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities) -> some View {
        modifier(EmptyModifier())
    }

    /// Chooses how Photos pickers inside this view appear. A still render never shows the
    /// library, so every style draws the picker's label as a button.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { modifier(EmptyModifier()) }

    /// Shows or hides the picker's navigation and toolbar accessories on the given edges (no
    /// picker is shown in a still render).
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View {
        modifier(EmptyModifier())
    }
}
