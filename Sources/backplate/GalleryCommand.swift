import ArgumentParser
import Backplate
import BackplateKit
import Foundation

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

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = Gallery.examples.filter { filter == nil || $0.name.contains(filter!) }
        var entries: [(GalleryExample, CGSize)] = []
        var failures = 0
        for example in examples {
            let renderer = example.renderer(scale: CGFloat(scale))
            do {
                for format in formats {
                    try renderer.write(to: folder.appendingPathComponent("\(example.name).\(format.rawValue)"))
                }
                entries.append((example, renderer.layout().size))
                print("rendered \(example.name)")
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("backplate: \(example.name): \(error)\n".utf8))
            }
        }
        try GalleryIndex.html(entries, formats: formats.map(\.rawValue)).write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        print("gallery: \(entries.count) examples in \(folder.standardizedFileURL.path)/index.html")
        if failures > 0 { throw ExitCode(1) }
    }
}
