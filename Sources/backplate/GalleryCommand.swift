import ArgumentParser
import Backplate
import BackplateKit
import Foundation
import BackplateCore

/// `backplate gallery`: renders every example and an HTML index.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Render the built-in gallery to a folder with an index.html.")

    @Option(name: .shortAndLong, help: "The output folder.")
    var output = "gallery"

    @Option(help: "Pixels per point of the PNGs.")
    var scale: Double = 2

    @Option(parsing: .upToNextOption, help: "Formats to write (png, svg, pdf).")
    var formats: [Format] = Format.allCases

    @Option(help: "Only examples whose name contains this text.")
    var filter: String?

    @Option(help: "Examples rendered at once, each on its own thread (the files are the same whatever the number).")
    var jobs = 1

    @Option(name: .customLong("ios"), help: "The iOS release whose look to draw: 26 (default) or 18.")
    var ios: Int?

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64") }
        if let ios, ![18, 26].contains(ios) { throw ValidationError("--ios must be 18 or 26") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = Gallery.examples.filter { filter == nil || $0.name.contains(filter!) }
        let (scale, formats, look) = (CGFloat(scale), formats, ios.flatMap(BackplateLook.init(iOSVersion:)))
        let results = GalleryRun.render(examples, jobs: jobs) { example in
            let renderer = example.renderer(scale: scale)
            if let look { renderer.environment.backplateLook = look }
            for format in formats {
                try renderer.write(to: folder.appendingPathComponent("\(example.name).\(format.rawValue)"))
            }
            return renderer.layout().size
        }
        var entries: [(GalleryExample, CGSize)] = []
        var failures = 0
        for (example, result) in zip(examples, results) {
            switch result {
            case .success(let size):
                entries.append((example, size))
                print("rendered \(example.name)")
            case .failure(let error):
                failures += 1
                FileHandle.standardError.write(Data("backplate: \(example.name): \(error)\n".utf8))
            }
        }
        try GalleryIndex.html(entries, formats: formats.map(\.rawValue)).write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        print("gallery: \(entries.count) examples in \(folder.standardizedFileURL.path)/index.html")
        if failures > 0 { throw ExitCode(1) }
    }
}

/// Renders gallery examples on up to `jobs` threads, results in the examples' order.
enum GalleryRun {
    static func render(_ examples: [GalleryExample], jobs: Int,
                       _ body: @escaping @Sendable (GalleryExample) throws -> CGSize) -> [Result<CGSize, any Error>] {
        let results = ResultSlots(count: examples.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, examples.count))) { worker in
            var i = worker
            while i < examples.count {
                results.set(i, Result { try body(examples[i]) })
                i += jobs
            }
        }
        return results.values
    }

    /// One result per example, written by the worker threads under a lock.
    private final class ResultSlots: Sendable {
        private let slots: LockedState<[Result<CGSize, any Error>]>
        init(count: Int) { slots = LockedState(Array(repeating: .failure(CancellationError()), count: count)) }
        func set(_ i: Int, _ value: Result<CGSize, any Error>) { slots.withLock { $0[i] = value } }
        var values: [Result<CGSize, any Error>] { slots.withLock { $0 } }
    }
}
