import Foundation

/// The file importer, exporter and mover: system sheets for choosing, saving and moving files.
/// A still render never presents them, whatever `isPresented` says, and never calls their
/// completion handlers; the view draws as if the modifier were absent.
nonisolated extension View {
    /// Presents a sheet for choosing one file of the allowed types. Not presented in a still
    /// render; `onCompletion` is never called.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for choosing one or several files of the allowed types. Not presented
    /// in a still render; `onCompletion` is never called.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for choosing files, with a handler for cancellation (iOS 17). Not
    /// presented in a still render; neither handler is called.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for saving a transferable item as a file (iOS 17). Not presented in a
    /// still render; `onCompletion` is never called.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for saving transferable items as files (iOS 17). Not presented in a
    /// still render; `onCompletion` is never called.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable {
        modifier(_InertModifier())
    }

    /// Presents a sheet for moving a file to a new place. Not presented in a still render;
    /// `onCompletion` is never called.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for moving files to a new place. Not presented in a still render;
    /// `onCompletion` is never called.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element == URL {
        modifier(_InertModifier())
    }

    /// The message shown in file dialogs presented from this view (no dialog in a still render).
    public func fileDialogMessage(_ message: Text?) -> some View { modifier(_InertModifier()) }

    /// The label of the confirming button of file dialogs presented from this view (no dialog in
    /// a still render).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { modifier(_InertModifier()) }

    /// The folder file dialogs presented from this view open in (no dialog in a still render).
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { modifier(_InertModifier()) }
}
