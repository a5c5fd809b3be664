import ArgumentParser
import BackplatePreviewTool
import Foundation

/// `backplate preview PATH...`: renders every `#Preview` and `PreviewProvider` to images and
/// an HTML contact sheet.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render the #Preview and PreviewProvider previews of Swift files, folders or packages.",
        discussion: """
            Finds previews by parsing the files (swift-syntax), compiles them with the other files \
            of their target (so previews can use the app's own views and models) against the \
            already-built Backplate with swiftc, caches the program by a hash of its inputs, and \
            renders each preview with its declared traits (device, size that fits, fixed size, \
            orientation, colour scheme) into the output folder, with an index.html contact sheet \
            and previews.json. `import SwiftUI` and `import UIKit` compile as Backplate.
            A file that does not compile is reported with its compiler errors (file:line) and the \
            others still render. The exit status is 0 only when every preview rendered.
            """
    )

    @Argument(help: "Swift files, folders, or package folders (every target under Sources/, or --target).")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The output folder for the images, index.html and previews.json.")
    var output = "previews"

    @OptionGroup var flags: PreviewFlags

    func run() throws {
        RunningChildren.stopOnTermination()
        let modules: [PreviewModule]
        do {
            modules = try PreviewSources.modules(for: paths, target: flags.target)
        } catch {
            throw ValidationError("\(error)")
        }
        let session = PreviewSession(modules: modules, builder: try flags.makeBuilder(), options: flags.renderOptions)
        let folder = URL(fileURLWithPath: output).standardizedFileURL.path
        let report = session.run(into: folder, progress: flags.progress)
        try PreviewPage.contactSheet(report).write(toFile: folder + "/index.html", atomically: true, encoding: .utf8)
        for e in report.otherErrors { FileHandle.standardError.write(Data("backplate: error: \(e)\n".utf8)) }
        for (file, errors) in report.leftOutFiles.sorted(by: { $0.key < $1.key }) {
            let listed = errors.joined(separator: "\n    ")
            FileHandle.standardError.write(Data("backplate: left out \(PreviewPage.shownPath(file)), which does not compile:\n    \(listed)\n".utf8))
        }
        for r in report.results {
            if r.rendered {
                flags.progress("rendered \(r.name) (\(PreviewPage.shownPath(r.path)):\(r.line))")
                // What the preview drew less than SwiftUI would, where a compiler puts warnings.
                for w in r.warnings {
                    FileHandle.standardError.write(Data("\(PreviewPage.shownPath(r.path)):\(r.line): warning: preview \(r.name): \(w)\n".utf8))
                }
            } else {
                let errors = r.errors.joined(separator: "\n    ")
                FileHandle.standardError.write(Data("backplate: preview \(r.name) (\(PreviewPage.shownPath(r.path)):\(r.line)) failed:\n    \(errors)\n".utf8))
            }
        }
        let ok = report.results.filter(\.rendered).count
        print("preview: \(ok) of \(report.results.count) previews rendered in \(folder)/index.html (build \(String(format: "%.1f", report.buildSeconds)) s, render \(String(format: "%.1f", report.renderSeconds)) s)")
        if !report.allRendered { throw ExitCode(1) }
    }
}
