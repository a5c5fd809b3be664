@_exported import BackplatePreviewScan
import Foundation

/// Finds `#Preview` macros and `PreviewProvider` types by parsing (never by searching text). The
/// parser runs in the `BackplateMacros` plugin executable, which links swift-syntax already:
/// one process scans a whole batch of files.
public struct PreviewScanner: Sendable {
    /// The `BackplateMacros` plugin executable.
    public var plugin: String

    /// The longest a scan may take, as a swiftc run in `PreviewBuilder` may (the debug-built
    /// parser reads about 40 KB a second).
    static let timeout: TimeInterval = 600

    /// A scanner that runs `plugin`.
    public init(plugin: String) {
        self.plugin = plugin
    }

    /// The scanner of the Backplate build in `products`.
    public init(products: BackplateProducts) {
        self.init(plugin: products.macroPlugin)
    }

    /// Parses each file's text; the results come in the order given. Throws when the plugin
    /// cannot run or does not answer with one scan per file.
    public func scan(_ sources: [PreviewScanRules.Source]) throws -> [ScannedFile] {
        guard !sources.isEmpty else { return [] }
        // The request goes through a file: the plugin reads all of it before it answers.
        let request = (NSTemporaryDirectory() as NSString).appendingPathComponent("backplate-scan-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(atPath: request) }
        try JSONEncoder().encode(sources).write(to: URL(fileURLWithPath: request))
        let run = ChildProcess.run(plugin, [PreviewScanRules.commandLineSwitch], timeout: Self.timeout, mergeErrors: false, inputFile: request)
        guard !run.timedOut else {
            throw PreviewInputError("the preview scanner (\(plugin)) did not answer within \(Int(Self.timeout)) s")
        }
        guard run.status == 0, let files = try? JSONDecoder().decode([ScannedFile].self, from: Data(run.output.utf8)),
              files.count == sources.count else {
            let message = run.errorOutput.isEmpty ? run.output : run.errorOutput
            throw PreviewInputError("the preview scanner (\(plugin) \(PreviewScanRules.commandLineSwitch)) failed with status \(run.status): \(message.prefix(500))")
        }
        return files
    }

    /// Parses `source` (the text of the file at `path`).
    public func scan(source: String, path: String) throws -> ScannedFile {
        try scan([PreviewScanRules.Source(path: path, text: source)])[0]
    }

    /// Reads and parses the file at `path`.
    public func scan(fileAt path: String) throws -> ScannedFile {
        try scan(source: try String(contentsOfFile: path, encoding: .utf8), path: path)
    }
}

extension ScannedFile {
    /// The text to compile: `@main` and Objective-C attributes blanked, `#selector(x)` written
    /// `Selector("x")`, Apple UI imports replaced by their
    /// Backplate stand-ins, `#if os(iOS)` tests answered as on an iPhone simulator, and the
    /// `#Preview`s at `droppedPreviews` (indices into `previewByteRanges`) blanked, and each
    /// `@NSManaged` declaration given the accessors `managedAccessors` writes for it (inserted
    /// where it ends, with an SPI import of Core Data after the last line); every other
    /// byte, line and column is kept, so compiler messages point at the user's own lines. `nil`
    /// when the file needs no change.
    func preparedSource(_ source: String, droppedPreviews: Set<Int> = [],
                        managedAccessors: (ManagedDeclaration) -> String? = { _ in nil }) -> String? {
        var edits: [(Range<Int>, [UInt8])] = []
        var managed = false
        for declaration in managedDeclarations {
            guard let accessors = managedAccessors(declaration) else { continue }
            let r = declaration.attributeRange
            edits.append((r, Array(repeating: UInt8(ascii: " "), count: r.count)))
            edits.append((declaration.insertionOffset..<declaration.insertionOffset, Array(accessors.utf8)))
            managed = true
        }
        if managed {
            let end = source.utf8.count
            edits.append((end..<end, Array("\n@_spi(CoreDataGenerated) import CoreData\n".utf8)))
        }
        for r in blankedAttributeRanges { edits.append((r, Array(repeating: UInt8(ascii: " "), count: r.count))) }
        for s in objectiveCReplacements + localeReplacements + preconcurrencyReplacements { edits.append((s.range, Array(s.text.utf8))) }
        for i in importReplacements { edits.append((i.range, Array(i.module.utf8))) }
        for c in conditionReplacements {
            // `true`/`false` padded to the test's length, so columns stay where they were.
            let word = Array((c.value ? "true" : "false").utf8)
            edits.append((c.range, word + Array(repeating: UInt8(ascii: " "), count: max(0, c.range.count - word.count))))
        }
        for i in droppedPreviews.sorted() where i < previewByteRanges.count {
            edits.append((previewByteRanges[i], []))
        }
        guard !edits.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { continue }
            var new = replacement
            if replacement.isEmpty {
                // Blank a dropped preview but keep its newlines, so later lines do not move.
                new = bytes[range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
            }
            bytes.replaceSubrange(range, with: new)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
