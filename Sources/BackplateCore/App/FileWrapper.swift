import Foundation

#if !canImport(Darwin)
/// A file, directory or symbolic link held in memory, as Foundation's `FileWrapper` on Apple's
/// systems (swift-corelibs-foundation has none). Documents (`FileDocument`,
/// `ReferenceFileDocument`) read from and write to file wrappers.
///
/// Regular files keep their contents; directories keep their children by file name (names made
/// unique as Foundation makes them: `name`, `2 name`, `3 name`...); `write(to:options:originalContentsURL:)`
/// and `init(url:options:)` cross to and from disk. File attributes, serialized representations
/// and icons are not kept.
open class FileWrapper {
    enum Kind {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }
    var kind: Kind

    /// The name the wrapper would like in its parent directory.
    open var preferredFilename: String?
    /// The name the wrapper has in its parent directory, or the last path component it was
    /// read from or written to.
    open var filename: String?

    /// A regular file with these contents.
    public init(regularFileWithContents contents: Data) {
        kind = .regularFile(contents)
    }

    /// A directory holding these children, keyed by their file names (each child's
    /// `filename` and, when it has none, `preferredFilename` become its key).
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.filename = name
            if child.preferredFilename == nil { child.preferredFilename = name }
        }
        kind = .directory(childrenByPreferredName)
    }

    /// A symbolic link to a destination.
    public init(symbolicLinkWithDestinationURL url: URL) {
        kind = .symbolicLink(url)
    }

    /// Reads the file, directory (recursively) or link at `url`.
    public convenience init(url: URL, options: ReadingOptions = []) throws {
        self.init(regularFileWithContents: Data())
        try read(from: url, options: options)
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { if case .regularFile = kind { true } else { false } }
    /// Whether the wrapper is a directory.
    open var isDirectory: Bool { if case .directory = kind { true } else { false } }
    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool { if case .symbolicLink = kind { true } else { false } }

    /// A regular file's contents; nil for a directory or link.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = kind { return data }
        return nil
    }

    /// A directory's children by file name; nil for a regular file or link.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = kind { return children }
        return nil
    }

    /// A link's destination; nil for a regular file or directory.
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = kind { return url }
        return nil
    }

    /// File attributes (none are kept).
    open var fileAttributes: [String: Any] = [:]

    /// Adds a child to a directory and returns its key: its preferred file name, made unique
    /// by a number prefix when taken (`2 notes.txt`).
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = kind else {
            preconditionFailure("addFileWrapper(_:) needs a directory file wrapper")
        }
        let preferred = child.preferredFilename ?? child.filename ?? "Untitled"
        var name = preferred, number = 2
        while children[name] != nil {
            name = "\(number) \(preferred)"
            number += 1
        }
        child.filename = name
        children[name] = child
        kind = .directory(children)
        return name
    }

    /// Adds a regular file child with these contents and returns its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a child from a directory.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = kind, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        kind = .directory(children)
    }

    /// The key under which a directory holds `child`, or nil.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Reads the file, directory or link at `url` into the wrapper.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: url.path)
        filename = url.lastPathComponent
        if preferredFilename == nil { preferredFilename = url.lastPathComponent }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            kind = .symbolicLink(URL(fileURLWithPath: try manager.destinationOfSymbolicLink(atPath: url.path)))
        case .typeDirectory?:
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            kind = .directory(children)
        default:
            kind = .regularFile(try Data(contentsOf: url))
        }
    }

    /// Writes the wrapper to `url`: a file, a directory with its children, or a link.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let manager = FileManager.default
        switch kind {
        case .regularFile(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .symbolicLink(let destination):
            try manager.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Whether the wrapper's contents match what is at `url`.
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return sameContents(as: other)
    }

    func sameContents(as other: FileWrapper) -> Bool {
        switch (kind, other.kind) {
        case (.regularFile(let a), .regularFile(let b)): return a == b
        case (.symbolicLink(let a), .symbolicLink(let b)): return a.path == b.path
        case (.directory(let a), .directory(let b)):
            return a.count == b.count && a.allSatisfy { name, child in b[name].map(child.sameContents) ?? false }
        default: return false
        }
    }

    /// Options for reading a file wrapper from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read every file at once (Backplate always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not memory-map files.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing a file wrapper to disk.
    public struct WritingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write regular files atomically.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set `filename` to the name written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}
#endif
