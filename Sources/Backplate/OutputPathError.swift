import Foundation

/// Why a render could not be written where `ImageRenderer.write(to:)` was asked to write it.
/// Each is thrown before anything is written, or after the temporary file is removed: no
/// partial file is ever left at the destination.
public enum OutputPathError: Error, Equatable, CustomStringConvertible {
    /// The URL is not a file URL (`https://...`, `data:...`): nothing is written anywhere.
    case notAFileURL(URL)
    /// The destination's folder does not exist.
    case missingFolder(URL)
    /// A directory stands where the file would go.
    case directoryInTheWay(URL)
    /// The folder or the file cannot be written (permissions, a read-only file system, a full
    /// disk); `reason` is the system's message.
    case notWritable(URL, reason: String)

    /// A readable message naming the destination.
    public var description: String {
        switch self {
        case .notAFileURL(let url):
            return "cannot write to \(url.absoluteString): only file URLs can be written (use URL(fileURLWithPath:))"
        case .missingFolder(let url):
            return "cannot write \(url.path): the folder \(url.deletingLastPathComponent().path) does not exist"
        case .directoryInTheWay(let url):
            return "cannot write \(url.path): it is a directory"
        case .notWritable(let url, let reason):
            return "cannot write \(url.path): \(reason)"
        }
    }
}
