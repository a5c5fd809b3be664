import Foundation

/// A source of bytes that CoreGraphics reads (CoreGraphics' `CGDataProvider`): here the bytes
/// themselves, read when the provider is made, and the file they came from, if any.
public final class CGDataProvider: Sendable {
    /// The bytes.
    package let bytes: Data
    /// The file the bytes were read from (`init(url:)`), or `nil`.
    package let fileURL: URL?

    /// A provider of `data`'s bytes.
    public init?(data: CFData) {
        bytes = data
        fileURL = nil
    }

    /// A provider of a file's bytes; `nil` when the file cannot be read (as iOS answers a
    /// missing file).
    public init?(url: CFURL) {
        guard url.isFileURL, let read = try? Data(contentsOf: url) else { return nil }
        bytes = read
        fileURL = url
    }

    /// A provider of the bytes of the file at the path `filename`; `nil` when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes }
}
