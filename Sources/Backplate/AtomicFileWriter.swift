import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files atomically: the bytes go to a uniquely named temporary file in the target's
/// folder, which is then renamed over the target. Readers see the old file or the new one,
/// never a half-written one, and a failed write removes its temporary file.
///
/// A process killed between creating and renaming its temporary file (`kill -9`) cannot
/// clean up; its file is named `.<target name>.backplate-<pid>-<random>.tmp`, and the next
/// write to the same folder removes every such file whose process no longer runs.
enum AtomicFileWriter {
    static let marker = ".backplate-"

    /// Writes `data` to `url` atomically (see the type's documentation). Throws
    /// `OutputPathError` for a URL that is not a file URL, a missing folder, a directory in
    /// the way or a destination that cannot be written.
    static func write(_ data: Data, to url: URL) throws {
        try checkDestination(url)
        let folder = url.deletingLastPathComponent()
        sweepStaleTemporaryFiles(in: folder)
        let temp = folder.appendingPathComponent(
            ".\(url.lastPathComponent)\(marker)\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw OutputPathError.notWritable(url, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0, rename(temp.path, url.path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temp.path)
            if failure == EISDIR { throw OutputPathError.directoryInTheWay(url) }
            throw OutputPathError.notWritable(url, reason: String(cString: strerror(failure)))
        }
    }

    /// Throws when `url` cannot name a file to write: not a file URL, no folder, a directory.
    static func checkDestination(_ url: URL) throws {
        guard url.isFileURL else { throw OutputPathError.notAFileURL(url) }
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputPathError.missingFolder(url)
        }
        if url.hasDirectoryPath || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw OutputPathError.directoryInTheWay(url)
        }
    }

    /// Removes temporary files of this writer's naming in `folder` left by processes that no
    /// longer run (files of running processes, this one included, are left alone).
    static func sweepStaleTemporaryFiles(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let rest = name[range.upperBound...].dropLast(4)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}
