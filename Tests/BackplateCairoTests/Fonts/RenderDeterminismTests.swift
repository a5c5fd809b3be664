import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCairo

/// The same bytes whatever the machine's environment: the gallery and two app files' previews,
/// rendered by the `backplate` CLI in a child process, give byte-identical PNGs under another
/// working directory, `HOME`, `LANG`/`LC_ALL`, `TZ`, thread count, a user font folder holding
/// other versions of Inter, and a user fontconfig file with its own hinting, subpixel,
/// emboldening and family rules.
@Suite(.serialized, .tags(.fonts, .regression)) struct RenderDeterminismTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static var cli: URL { FontSearchTests.cli }

    /// Runs the CLI on a thread of its own; see `run(_:_:cwd:environment:)`.
    static func run(_ arguments: [String], cwd: URL, environment: [String: String]) async throws -> (Int32, String) {
        try await run(cli, arguments, cwd: cwd, environment: environment)
    }

    /// Runs a program on a thread of its own (waiting for a child must not hold one of the few
    /// threads Swift's cooperative pool has); returns its exit status and standard error.
    static func run(_ program: URL, _ arguments: [String], cwd: URL? = nil, environment: [String: String]) async throws -> (Int32, String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    let process = Process()
                    process.executableURL = program
                    process.arguments = arguments
                    if let cwd { process.currentDirectoryURL = cwd }
                    process.environment = environment
                    let errors = Pipe()
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = errors
                    try process.run()
                    let data = errors.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
                })
            }.start()
        }
    }

    /// A home folder with a user's font folders holding other Inters and a fontconfig file
    /// that would change every glyph if Backplate read it.
    static func makePerturbedHome(at home: URL) throws {
        let fm = FileManager.default
        let userFonts = home.appendingPathComponent(".fonts"), xdgFonts = home.appendingPathComponent(".local/share/fonts")
        let backplateFonts = home.appendingPathComponent(".local/share/backplate/fonts")
        let config = home.appendingPathComponent(".config/fontconfig")
        for dir in [userFonts, xdgFonts, backplateFonts, config] { try fm.createDirectory(at: dir, withIntermediateDirectories: true) }
        let italic = try #require(FontSearchPath.firstFile(named: ["Inter-Italic[opsz,wght].ttf"]))
        // Inter's italic as a user's "Inter" and as another InterBackplate in the user's Backplate folder.
        try fm.copyItem(atPath: italic, toPath: userFonts.appendingPathComponent("Inter.ttf").path)
        try fm.copyItem(atPath: italic, toPath: backplateFonts.appendingPathComponent("InterBackplate[opsz,wght].ttf").path)
        // Debian's Inter 4.0 beta, when installed, in the XDG font folder.
        let debian = "/usr/share/fonts/opentype/inter"
        for name in (try? fm.contentsOfDirectory(atPath: debian)) ?? [] where name.hasPrefix("Inter-") {
            try fm.copyItem(atPath: debian + "/" + name, toPath: xdgFonts.appendingPathComponent(name).path)
        }
        let rules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
          </match>
          <alias binding="strong"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
        </fontconfig>
        """
        try rules.write(to: config.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
    }

    /// The PNG files of a folder, by path relative to it.
    static func pngs(in folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".png") {
            out[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return out
    }

    @Test(.timeLimit(.minutes(10)))
    func perturbedEnvironmentsRenderTheSameBytes() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.cli.path), "build the backplate CLI first")
        try #require(FontManifest.problems() == [], "run scripts/install-fonts.sh")
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("determinism-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: work) }
        let apps = work.appendingPathComponent("apps"), elsewhere = work.appendingPathComponent("elsewhere")
        let home = work.appendingPathComponent("home")
        for dir in [apps, elsewhere, home] { try fm.createDirectory(at: dir, withIntermediateDirectories: true) }
        // Two app files with previews: a calculator (NumberFormatter) and a form with a DatePicker.
        for file in ["AbacusCalculatorFile.swift", "ClinicAppointmentForm.swift"] {
            try fm.copyItem(at: Self.root.appendingPathComponent("Tests/AppFiles/" + file), to: apps.appendingPathComponent(file))
        }
        try Self.makePerturbedHome(at: home)

        var base = ProcessInfo.processInfo.environment
        for key in ["TZ", "LC_ALL", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "FONTCONFIG_FILE", "FONTCONFIG_PATH", "BACKPLATE_FONT_PATH", "BACKPLATE_FONTS"] {
            base[key] = nil
        }
        // One preview build cache for both runs: the second run renders the same program.
        base["XDG_CACHE_HOME"] = work.appendingPathComponent("cache").path
        var perturbed = base
        perturbed["HOME"] = home.path
        perturbed["LANG"] = "de_DE.UTF-8"
        perturbed["LC_ALL"] = "de_DE.UTF-8"
        perturbed["TZ"] = "Pacific/Auckland"

        let runs: [(name: String, cwd: URL, env: [String: String], jobs: String)] = [
            ("base", Self.root, base, "1"), ("perturbed", elsewhere, perturbed, "2"),
        ]
        for run in runs {
            let gallery = work.appendingPathComponent(run.name + "-gallery").path
            let (status, errors) = try await Self.run(["gallery", "-o", gallery, "--formats", "png", "--jobs", run.jobs], cwd: run.cwd, environment: run.env)
            #expect(status == 0, "\(run.name): \(errors)")
            // No font warning: the user's other Inters are never drawn with.
            #expect(!errors.contains("differ from Backplate's pinned set"), "\(run.name): \(errors)")
            let previews = work.appendingPathComponent(run.name + "-previews").path
            let (previewStatus, previewErrors) = try await Self.run(["preview", apps.path, "-o", previews], cwd: run.cwd, environment: run.env)
            #expect(previewStatus == 0, "\(run.name): \(previewErrors)")
        }
        for kind in ["gallery", "previews"] {
            let a = Self.pngs(in: work.appendingPathComponent("base-" + kind))
            let b = Self.pngs(in: work.appendingPathComponent("perturbed-" + kind))
            #expect(a.count >= (kind == "gallery" ? 38 : 6), "\(kind): \(a.count) PNGs")
            #expect(Set(a.keys) == Set(b.keys))
            let differing = a.keys.filter { a[$0] != b[$0] }.sorted()
            #expect(differing == [], "\(kind) PNGs that differ: \(differing)")
        }
    }
}
