import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// An app that imports modules of its own local Swift package (nested in the app's folder, one
/// target using another and a `Bundle.module` string) previews with the package built first;
/// a preview whose body crashes while the program lists the previews fails alone.
@Suite(.serialized) struct PreviewLocalPackageTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "TallyKit",
            products: [.library(name: "TallyKit", targets: ["TallyKit"])],
            targets: [
                .target(name: "TallyKit", dependencies: ["TallyCore"], resources: [.process("Resources")]),
                .target(name: "TallyCore"),
            ]
        )
        """
    static let core = """
        public enum TallyFormat {
            public static func label(_ count: Int) -> String { count == 1 ? "1 tally" : "\\(count) tallies" }
        }
        """
    static let badge = """
        import SwiftUI
        import TallyCore

        public struct TallyBadge: View {
            let count: Int
            public init(count: Int) { self.count = count }
            public var body: some View {
                VStack {
                    Text(String(localized: "Tally", bundle: .module))
                    Text(TallyFormat.label(count)).padding(8).background(.orange, in: Capsule())
                }
            }
        }
        """
    static let app = """
        import SwiftUI
        import TallyKit

        struct ScoreCard: View {
            var body: some View { TallyBadge(count: 3) }
        }

        #Preview("Score") { ScoreCard() }

        #Preview("Currency") {
            let code: String? = nil
            return Text(code!)
        }

        #Preview("Zero", traits: .sizeThatFitsLayout) { TallyBadge(count: 0) }

        #Preview("Price") { Text(Decimal(12), format: .currency(code: Locale.current.currency!.identifier)) }
        """

    /// Repo/.git, Repo/App/ScoreCard.swift and the package nested at Repo/App/TallyKit.
    static func makeRepository() throws -> URL {
        let repo = PreviewToolSupport.temporaryFolder("local-package").appendingPathComponent("Repo")
        let package = repo.appendingPathComponent("App/TallyKit")
        for folder in [repo.appendingPathComponent(".git"), package.appendingPathComponent("Sources/TallyKit/Resources"),
                       package.appendingPathComponent("Sources/TallyCore")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let files: [String: String] = [
            "App/ScoreCard.swift": app, "App/TallyKit/Package.swift": manifest,
            "App/TallyKit/Sources/TallyKit/TallyBadge.swift": badge, "App/TallyKit/Sources/TallyCore/TallyFormat.swift": core,
        ]
        for (path, text) in files { try text.write(to: repo.appendingPathComponent(path), atomically: true, encoding: .utf8) }
        return repo
    }

    @Test func aNestedPackagesFilesStayOutOfTheAppModule() throws {
        let repo = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
        let module = try #require(try PreviewSources.modules(for: [repo.appendingPathComponent("App").path]).first)
        #expect(module.files.map { ($0 as NSString).lastPathComponent } == ["ScoreCard.swift"])
        let targets = LocalPackageModules.targets(around: module.folders)
        #expect(targets["TallyKit"]?.folder.hasSuffix("App/TallyKit/Sources/TallyKit") == true)
        #expect(targets["TallyCore"]?.folder.hasSuffix("App/TallyKit/Sources/TallyCore") == true)
        #expect(LocalPackageModules.searchRoot(module.folders[0]) == repo.standardizedFileURL.path)
    }

    @Test func theAppPreviewsWithItsPackageAndACrashingPreviewFailsAlone() throws {
        let repo = try Self.makeRepository()
        let out = PreviewToolSupport.temporaryFolder("local-package-out")
        let cache = PreviewToolSupport.temporaryFolder("local-package-cache")
        defer { for f in [repo.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        let run = ChildProcess.run(PreviewToolSupport.backplate, ["preview", repo.appendingPathComponent("App").path, "-o", out.path,
                                                                 "--cache-path", cache.path, "--color-scheme", "light"], timeout: 900)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        let byName = Dictionary(report.results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(byName.keys) == ["Score", "Currency", "Zero", "Price"], "\(run.output)")
        #expect(run.output.contains("compiling the local package module TallyCore"))
        #expect(run.output.contains("compiling the local package module TallyKit"))
        #expect(report.leftOutFiles.isEmpty, "\(report.leftOutFiles)")
        // The package's view drew: two texts in a stack, the second on an orange capsule.
        let score = try #require(byName["Score"])
        #expect(score.rendered, "\(score.errors)")
        #expect(score.nodes.filter { $0.label == "Text" }.count == 2)
        #expect(try orangePixels(out, score) > 100)
        // The crash in the second preview's body, met while listing, fails that preview alone.
        let currency = try #require(byName["Currency"])
        #expect(!currency.rendered)
        #expect(currency.errors.joined().contains("Unexpectedly found nil"), "\(currency.errors)")
        let zero = try #require(byName["Zero"])
        #expect(zero.rendered, "\(zero.errors)")
        #expect(try orangePixels(out, zero) > 100)
        // `Locale.current` is a US-English simulator's, with a currency, as on iOS.
        #expect(byName["Price"]?.rendered == true, "\(byName["Price"]?.errors ?? [])")
        #expect(run.status == 1)
    }

    @Test func aPackageCompilesWithItsOwnIsolationNotTheApps() throws {
        // WXYC (unseen37): the app isolates to the main actor, its packages (tools 6.2) do not;
        // compiled with the app's setting, a package's Shape "crosses into main actor-isolated code".
        let repo = PreviewToolSupport.temporaryFolder("package-isolation").appendingPathComponent("Repo")
        let cache = PreviewToolSupport.temporaryFolder("package-isolation-cache")
        defer { for f in [repo.deletingLastPathComponent(), cache] { try? FileManager.default.removeItem(at: f) } }
        let files: [String: String] = [
            "App/LogoCard.swift": "import SwiftUI\nimport LogoKit\n\nstruct LogoCard: View {\n    var body: some View { LogoShape().fill(.teal) }\n}\n",
            "App/LogoKit/Package.swift": "// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(name: \"LogoKit\", targets: [.target(name: \"LogoKit\")])\n",
            "App/LogoKit/Sources/LogoKit/LogoShape.swift": "import SwiftUI\n\npublic struct LogoShape: Shape {\n    public init() {}\n    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }\n}\n",
        ]
        try Self.writeRepository(files, at: repo)
        let products = try BackplateProducts.locate(in: URL(fileURLWithPath: PreviewToolSupport.backplate).deletingLastPathComponent().path)
        var builder = PreviewBuilder(products: products, cacheFolder: cache.path)
        builder.compilerFlags = ["-default-isolation", "MainActor"]
        let module = try #require(try PreviewSources.modules(for: [repo.appendingPathComponent("App").path]).first)
        let build = builder.build(module)
        #expect(build.droppedFiles.isEmpty, "\(build.droppedFiles)")
        #expect(build.program != nil)
    }

    @Test func aPackageBuildsWithoutItsFailingFilesAndItsUsersFindItsDependencies() throws {
        // WXYC (unseen37): one file of its caching package makes `UserDefaults` conform to a Sendable
        // protocol, which Linux's Foundation forbids; the package, and every package importing it,
        // failed whole.
        let repo = PreviewToolSupport.temporaryFolder("package-partial").appendingPathComponent("Repo")
        let cache = PreviewToolSupport.temporaryFolder("package-partial-cache")
        defer { for f in [repo.deletingLastPathComponent(), cache] { try? FileManager.default.removeItem(at: f) } }
        let manifest = { (name: String) in
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\")])\n"
        }
        let files: [String: String] = [
            "App/BadgeCard.swift": "import SwiftUI\nimport BadgeKit\n\nstruct BadgeCard: View {\n    var body: some View { Badge().frame(width: 40, height: 40) }\n}\n",
            "App/ThemeKit/Package.swift": manifest("ThemeKit"),
            "App/ThemeKit/Sources/ThemeKit/Palette.swift": "import SwiftUI\nimport ToneKit\n\npublic struct Palette: Sendable {\n    public init() {}\n    public var tone = Tone()\n    public var accent: Color { tone.color }\n}\n",
            // BadgeKit's compile loads ThemeKit's module, which needs ToneKit's.
            "App/ToneKit/Package.swift": manifest("ToneKit"),
            "App/ToneKit/Sources/ToneKit/Tone.swift": "import SwiftUI\n\npublic struct Tone: Sendable {\n    public init() {}\n    public var color: Color { .orange }\n}\n",
            "App/ThemeKit/Sources/ThemeKit/DefaultsBox.swift": "import Foundation\n\npublic protocol DefaultsStore: Sendable {\n    func bool(forKey defaultName: String) -> Bool\n}\n\nextension UserDefaults: DefaultsStore {}\n",
            "App/ThemeKit/Sources/ThemeKit/BoxHolder.swift": "public struct BoxHolder: Sendable {\n    public let store: any DefaultsStore\n}\n",
            "App/BadgeKit/Package.swift": manifest("BadgeKit"),
            "App/BadgeKit/Sources/BadgeKit/Badge.swift": "import SwiftUI\nimport ThemeKit\n\npublic struct Badge: View {\n    public let palette: Palette\n    public init(palette: Palette = Palette()) { self.palette = palette }\n    public var body: some View { Circle().fill(palette.accent) }\n}\n",
        ]
        try Self.writeRepository(files, at: repo)
        let products = try BackplateProducts.locate(in: URL(fileURLWithPath: PreviewToolSupport.backplate).deletingLastPathComponent().path)
        let builder = PreviewBuilder(products: products, cacheFolder: cache.path)
        let module = try #require(try PreviewSources.modules(for: [repo.appendingPathComponent("App").path]).first)
        for attempt in ["built", "cached"] {
            let build = builder.build(module)
            #expect(build.program != nil, "\(attempt): \(build.droppedFiles) \(build.otherErrors)")
            let dropped = build.droppedFiles.mapValues { $0.map(\.message) }
            #expect(Set(dropped.keys.map { ($0 as NSString).lastPathComponent }) == ["DefaultsBox.swift", "BoxHolder.swift"], "\(attempt): \(dropped)")
            let boxMessages = dropped.first { $0.key.hasSuffix("DefaultsBox.swift") }?.value ?? []
            #expect(boxMessages.contains { $0.contains("Sendable") }, "\(attempt): \(boxMessages)")
            let holderMessages = dropped.first { $0.key.hasSuffix("BoxHolder.swift") }?.value ?? []
            #expect(holderMessages == ["cannot find 'DefaultsStore' in scope (only DefaultsBox.swift, left out, declares it)"], "\(attempt): \(holderMessages)")
        }
    }

    /// Writes `files` (paths relative to `repo`) into a folder marked as a git repository.
    private static func writeRepository(_ files: [String: String], at repo: URL) throws {
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Pixels of the first image of `result` within a few levels of iOS 26's orange (255, 141, 40).
    private func orangePixels(_ folder: URL, _ result: PreviewResult) throws -> Int {
        let file = try #require(result.pngs.first?.file)
        let image = try #require(RenderedImage(pngData: try Data(contentsOf: folder.appendingPathComponent(file))))
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if close([Int(p.red), Int(p.green), Int(p.blue)], [255, 141, 40], .pixel) { count += 1 }
            }
        }
        return count
    }
}
