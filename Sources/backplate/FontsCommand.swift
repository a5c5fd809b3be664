import ArgumentParser
import BackplateCairo
import Foundation

/// `backplate fonts`: checks the font files this machine draws with against Backplate's pinned
/// set, or installs the pinned set.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Check or install the fonts Backplate draws with (pinned by SHA-256).",
        subcommands: [Check.self, Install.self],
        defaultSubcommand: Check.self
    )

    /// `backplate fonts check`: one line per pinned file; exits 1 when one is missing or differs.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the pinned font files, where each was found and whether its content is the pinned one.")

        func run() throws {
            let problems = FontManifest.problems()
            for entry in FontManifest.entries {
                let status: String
                if let problem = problems.first(where: { $0.entry == entry }) {
                    status = problem.foundPath == nil ? "MISSING" : "DIFFERENT \(problem.foundPath!)"
                } else {
                    status = "ok \(FontManifest.location(of: entry) ?? "")"
                }
                print("\(entry.file)\t\(entry.source)\t\(status)")
            }
            if let report = FontManifest.report(problems) {
                FileHandle.standardError.write(Data("backplate: \(report)\n".utf8))
                throw ExitCode(1)
            }
            print("fonts: all \(FontManifest.entries.count) pinned files found with their pinned content")
        }
    }

    /// `backplate fonts install`: runs `scripts/install-fonts.sh` from the Backplate checkout
    /// this program was built from (Debian's font packages, PyPI's pinned fonts, the derived files).
    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Install the pinned fonts into Backplate's font folder (scripts/install-fonts.sh).")

        @Option(help: "The folder to install into (default: the .fonts folder of Backplate's checkout).")
        var into: String?

        func run() throws {
            let script = FontSearchPath.packageFontFolder.deletingLastPathComponent().appendingPathComponent("scripts/install-fonts.sh")
            guard FileManager.default.isReadableFile(atPath: script.path) else {
                throw ValidationError("\(script.path) is missing: this program was built from a checkout that moved")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [script.path]
            if let into {
                var environment = ProcessInfo.processInfo.environment
                environment["BACKPLATE_FONT_DIR"] = URL(fileURLWithPath: into).standardizedFileURL.path
                process.environment = environment
            }
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
        }
    }
}
