import Foundation

// iOS 17's file-dialog options and the forms of `fileExporter`/`fileMover` with a cancellation
// callback. A still render presents no dialog: each modifier leaves the view as it is.

/// Options for the file browser of an importer or exporter dialog (macOS; accepted on iOS).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lets people browse inside packages.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Shows hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file extensions.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

nonisolated extension View {
    /// Sets the browser options of file dialogs presented from this view. No dialog in a render.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { modifier(_InertModifier()) }

    /// Names the dialog so it restores its state when presented again. No dialog in a render.
    public func fileDialogCustomizationID(_ id: String) -> some View { modifier(_InertModifier()) }

    /// Which URLs file dialogs presented from this view let people pick. No dialog in a render.
    public func fileDialogURLEnabled(_ condition: Predicate<URL>) -> some View { modifier(_InertModifier()) }

    /// Whether file dialogs resolve aliases before importing. No dialog in a render.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { modifier(_InertModifier()) }

    /// The label of the file-name field of exporters presented from this view. No dialog in a render.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { modifier(_InertModifier()) }

    /// The label of the file-name field, from a localized key. No dialog in a render.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }

    /// The label of the file-name field, from a string. No dialog in a render.
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { modifier(_InertModifier()) }

    /// Presents a dialog for moving a file, calling `onCancellation` when dismissed (iOS 17).
    /// Not presented in a still render; neither callback runs.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a dialog for moving files, calling `onCancellation` when dismissed (iOS 17).
    /// Not presented in a still render; neither callback runs.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C.Element == URL {
        modifier(_InertModifier())
    }

    /// Presents a dialog for exporting a document as any of `contentTypes` (iOS 17). Not
    /// presented in a still render; neither callback runs.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a dialog for exporting a reference document as any of `contentTypes` (iOS 17).
    /// Not presented in a still render; neither callback runs.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a dialog for exporting documents as any of `contentTypes` (iOS 17). Not
    /// presented in a still render; neither callback runs.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: FileDocument {
        modifier(_InertModifier())
    }

    /// Presents a dialog for exporting reference documents as any of `contentTypes` (iOS 17).
    /// Not presented in a still render; neither callback runs.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
    where C.Element: ReferenceFileDocument {
        modifier(_InertModifier())
    }
}
