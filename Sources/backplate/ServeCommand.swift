import ArgumentParser
import BackplatePreviewTool
import Foundation

/// `backplate serve PATH...`: a live preview page that follows the files as they change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live page of the previews of Swift files, folders or packages, rebuilt on every save.",
        discussion: """
            Builds and renders like `backplate preview`, then watches the files and rebuilds what \
            changed; open pages update through server-sent events. Click a view in a picture to \
            see its frame, the proposal it was given and its path in the layout tree; "Show \
            frames" outlines every view with its size. Compiler errors replace the stale picture.
            The server listens on 127.0.0.1 unless --host says otherwise, serves only its page \
            and the images it rendered, and builds only the paths it was started with.
            """
    )

    @Argument(help: "Swift files, folders, or package folders to preview and watch.")
    var paths: [String]

    @Option(help: "The address to listen on (127.0.0.1: this machine only; 0.0.0.0 exposes the page to the network).")
    var host = "127.0.0.1"

    @Option(help: "The port (0: any free port, printed at start).")
    var port: UInt16 = 8765

    @Option(name: .customLong("work-path"), help: "The scratch folder for rendered generations (default: a new temporary folder).")
    var workPath: String?

    @OptionGroup var flags: PreviewFlags

    func run() async throws {
        let absolute = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        do {
            _ = try PreviewSources.modules(for: absolute, target: flags.target)
        } catch {
            throw ValidationError("\(error)")
        }
        let address = host == "localhost" ? "127.0.0.1" : host
        if !["127.0.0.1", "::1"].contains(address) {
            FileHandle.standardError.write(Data("backplate: warning: listening on \(address), not only on this machine: anyone who can reach it sees your previews, source paths and errors\n".utf8))
        }
        let work = workPath ?? (NSTemporaryDirectory() + "backplate-serve-\(ProcessInfo.processInfo.processIdentifier)")
        let quiet = flags.quiet
        let server = PreviewServer(paths: absolute, target: flags.target, builder: try flags.makeBuilder(), options: flags.renderOptions,
                                   host: address, port: port, workFolder: work, log: { line in
            // The address line always prints: scripts and tests read the port from it.
            if !quiet || line.hasPrefix("listening on ") {
                FileHandle.standardOutput.write(Data("backplate: \(line)\n".utf8))
            }
        })
        try await server.run()
    }
}
