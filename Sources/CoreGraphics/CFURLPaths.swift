import Foundation

/// CoreFoundation's allocator: Linux has none to choose, so every CF call here takes `nil` or
/// `kCFAllocatorDefault` and allocates as Swift does.
public final class CFAllocator: Sendable {}

/// The default allocator (`nil` means the same).
public let kCFAllocatorDefault: CFAllocator? = nil

/// How a file-system path is written.
public enum CFURLPathStyle: Int, Sendable {
    /// POSIX paths (`/System/Library/...`), iOS's.
    case cfurlposixPathStyle = 0
    /// Classic Mac OS paths (`Macintosh HD:Folder:File`).
    case cfurlhfsPathStyle = 1
    /// Windows paths (`C:\Folder\File`).
    case cfurlWindowsPathStyle = 2
}

/// A file URL for `filePath` in `pathStyle` (a directory when `isDirectory`); `nil` for an
/// empty path. A POSIX path that is not absolute is taken relative to the working directory,
/// as CoreFoundation does; HFS and Windows paths are converted to POSIX separators (a drive
/// letter becomes the first component).
public func CFURLCreateWithFileSystemPath(_ allocator: CFAllocator?, _ filePath: CFString!, _ pathStyle: CFURLPathStyle,
                                          _ isDirectory: Bool) -> CFURL! {
    guard let filePath, !filePath.isEmpty else { return nil }
    let path: String
    switch pathStyle {
    case .cfurlposixPathStyle: path = filePath
    case .cfurlhfsPathStyle: path = "/" + filePath.split(separator: ":").dropFirst().joined(separator: "/")
    case .cfurlWindowsPathStyle:
        // A drive path is absolute: "C:\\Sounds" is "/C:/Sounds", as a file URL writes it.
        let slashed = filePath.replacingOccurrences(of: "\\", with: "/")
        path = slashed.dropFirst().hasPrefix(":") ? "/" + slashed : slashed
    }
    return URL(fileURLWithPath: path, isDirectory: isDirectory)
}
