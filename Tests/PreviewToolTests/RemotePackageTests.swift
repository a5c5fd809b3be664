import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// An Xcode project's remote Swift packages (`XCRemoteSwiftPackageReference`): read with their
/// version rules and products, built by SwiftPM against Backplate's modules (packages Backplate
/// links already stand in as Backplate's own), and linked with the preview program.
@Suite(.serialized) struct RemotePackageTests {
    /// The package objects of a project as Xcode 16 writes them (trimmed to what is read).
    static func project(_ references: String, _ products: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        /* Begin XCRemoteSwiftPackageReference section */
        \(references)
        /* End XCRemoteSwiftPackageReference section */
        /* Begin XCSwiftPackageProductDependency section */
        \(products)
        /* End XCSwiftPackageProductDependency section */
        \t};
        }
        """
    }

    static func reference(_ id: String, _ url: String, _ requirement: String) -> String {
        "\t\t\(id) /* XCRemoteSwiftPackageReference \"x\" */ = {\n\t\t\tisa = XCRemoteSwiftPackageReference;\n"
            + "\t\t\trepositoryURL = \"\(url)\";\n\t\t\trequirement = {\n\(requirement)\t\t\t};\n\t\t};"
    }

    static func product(_ id: String, package: String, _ name: String) -> String {
        "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n"
            + "\t\t\tpackage = \(package) /* XCRemoteSwiftPackageReference \"x\" */;\n\t\t\tproductName = \(name);\n\t\t};"
    }

    @Test func referencesAreReadWithTheirRulesAndProducts() {
        let text = Self.project(
            [Self.reference("79A677A82DA9F4D800CB3C95", "https://github.com/pointfreeco/swift-dependencies",
                            "\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 1.9.1;\n"),
             Self.reference("79FF78AF2DB9B09800735F3A", "https://github.com/onevcat/Kingfisher.git",
                            "\t\t\t\tkind = exactVersion;\n\t\t\t\tversion = 8.1.3;\n"),
             Self.reference("AA0000000000000000000001", "https://github.com/apple/swift-collections",
                            "\t\t\t\tkind = versionRange;\n\t\t\t\tmaximumVersion = 2.0.0;\n\t\t\t\tminimumVersion = 1.1.0;\n"),
             Self.reference("AA0000000000000000000002", "https://github.com/example/branch-only",
                            "\t\t\t\tbranch = main;\n\t\t\t\tkind = branch;\n"),
             Self.reference("AA0000000000000000000003", "https://github.com/example/unused",
                            "\t\t\t\tkind = upToNextMinorVersion;\n\t\t\t\tminimumVersion = 0.4.0;\n")].joined(separator: "\n"),
            [Self.product("79A677A92DA9F4D800CB3C95", package: "79A677A82DA9F4D800CB3C95", "Dependencies"),
             Self.product("79A677AB2DA9F4D800CB3C95", package: "79A677A82DA9F4D800CB3C95", "DependenciesMacros"),
             Self.product("79FF78B02DB9B09800735F3A", package: "79FF78AF2DB9B09800735F3A", "Kingfisher"),
             Self.product("AA0000000000000000000011", package: "AA0000000000000000000001", "OrderedCollections"),
             Self.product("AA0000000000000000000012", package: "AA0000000000000000000002", "BranchKit"),
             Self.product("AA0000000000000000000013", package: "AA0000000000000000000002", "\"plugin:LintPlugin\"")].joined(separator: "\n"))
        let packages = RemotePackageReferences.packages(inProject: text)
        #expect(packages.map(\.identity) == ["swift-collections", "branch-only", "kingfisher", "swift-dependencies"])
        let byIdentity = Dictionary(uniqueKeysWithValues: packages.map { ($0.identity, $0) })
        #expect(byIdentity["swift-dependencies"]?.requirement == .upToNextMajor("1.9.1"))
        #expect(byIdentity["swift-dependencies"]?.products == ["Dependencies", "DependenciesMacros"])
        #expect(byIdentity["kingfisher"]?.manifestDependency == #".package(url: "https://github.com/onevcat/Kingfisher.git", exact: "8.1.3")"#)
        #expect(byIdentity["swift-collections"]?.manifestDependency
                == #".package(url: "https://github.com/apple/swift-collections", "1.1.0"..<"2.0.0")"#)
        // A build-tool plugin is not a library; a reference no target uses is not built.
        #expect(byIdentity["branch-only"]?.products == ["BranchKit"])
        #expect(byIdentity["branch-only"]?.requirement == .branch("main"))
        #expect(byIdentity["unused"] == nil)
    }

    @Test func aManifestsRemotePackagesAreReadFromItsDump() throws {
        // What `swift package dump-package` printed for a manifest naming four URLs and a path.
        let dump = #"""
            {"dependencies": [
              {"sourceControl": [{"identity": "swift-tagged", "location": {"remote": [{"urlString": "https://github.com/pointfreeco/swift-tagged"}]},
                "requirement": {"range": [{"lowerBound": "0.10.0", "upperBound": "1.0.0"}]}}]},
              {"sourceControl": [{"identity": "combine-schedulers", "location": {"remote": [{"urlString": "https://github.com/pointfreeco/combine-schedulers.git"}]},
                "requirement": {"exact": ["1.2.2"]}}]},
              {"sourceControl": [{"identity": "b", "location": {"remote": [{"urlString": "https://github.com/a/b"}]}, "requirement": {"branch": ["main"]}}]},
              {"sourceControl": [{"identity": "unused", "location": {"remote": [{"urlString": "https://github.com/a/unused"}]}, "requirement": {"exact": ["1.0.0"]}}]},
              {"fileSystem": [{"identity": "local", "path": "/tmp/Local"}]}],
             "targets": [{"name": "Demo", "dependencies": [{"product": ["Tagged", "swift-tagged", null, null]}, {"byName": ["CombineSchedulers", null]},
                                                           {"product": ["B", "b", null, null]}, {"byName": ["DemoCore", null]}]},
                         {"name": "DemoCore", "dependencies": [{"product": ["Tagged", "swift-tagged", null, null]}]}]}
            """#
        let packages = RemotePackageReferences.packages(inManifestDump: Data(dump.utf8))
        #expect(packages == [
            RemotePackage(url: "https://github.com/pointfreeco/swift-tagged", requirement: .range("0.10.0", "1.0.0"), products: ["Tagged"]),
            RemotePackage(url: "https://github.com/pointfreeco/combine-schedulers.git", requirement: .exact("1.2.2"), products: ["CombineSchedulers"]),
            RemotePackage(url: "https://github.com/a/b", requirement: .branch("main"), products: ["B"]),
        ])
    }

    @Test func theManifestLinksEveryProductIntoOneLibrary() {
        let package = RemotePackage(url: "https://github.com/pointfreeco/combine-schedulers", requirement: .upToNextMinor("1.2.0"),
                                    products: ["CombineSchedulers"])
        let manifest = RemotePackageModules.manifest([package], provided: ["opencombine": "provided/OpenCombine"])
        #expect(manifest.contains(#".package(url: "https://github.com/pointfreeco/combine-schedulers", .upToNextMinor(from: "1.2.0")),"#))
        #expect(manifest.contains(#".package(path: "provided/OpenCombine"),"#))
        #expect(manifest.contains(#".product(name: "CombineSchedulers", package: "combine-schedulers"),"#))
        #expect(manifest.contains(#".library(name: "BackplateAppPackages", type: .dynamic, targets: ["BackplateAppPackages"])"#))
    }

    @Test func backplatesModuleMapsGiveWayToThePackagesOwn() throws {
        let folder = PreviewToolSupport.temporaryFolder("remote-maps")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shims = folder.appendingPathComponent("shims.modulemap").path, helpers = folder.appendingPathComponent("helpers.modulemap").path
        try "module _SwiftSyntaxCShims {\n  header \"a.h\"\n  export *\n}\n".write(toFile: shims, atomically: true, encoding: .utf8)
        try "framework module COpenCombineHelpers {\n  umbrella header \"b.h\"\n}\n".write(toFile: helpers, atomically: true, encoding: .utf8)
        #expect(RemotePackageModules.declaredModules(inMap: helpers) == ["COpenCombineHelpers"])
        let flags = ["-Xcc", "-fmodule-map-file=" + shims, "-I/usr/include/cairo", "-Xcc", "-fmodule-map-file=" + helpers]
        #expect(RemotePackageModules.clangFlags(flags, dropping: ["_SwiftSyntaxCShims"]) == Array(flags.dropFirst(2)))
        #expect(RemotePackageModules.clangFlags(flags, dropping: []) == flags)
    }

    @Test func theLibrarysCompileCommandGivesThePreviewItsFlags() throws {
        let folder = PreviewToolSupport.temporaryFolder("remote-description")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // swift-numerics' header folder comes as `-Xcc -I -Xcc <folder>`: read as one, the next map survives.
        let arguments = ["-j2", "-I", "/bp/Modules", "-Xcc", "-fmodule-map-file=/w/COpenCombineHelpers.build/module.modulemap",
                         "-Xcc", "-I", "-Xcc", "/w/_NumericsShims/include", "-Xcc", "-fmodule-map-file=/bp/CThreadStack/module.modulemap",
                         "-I/usr/include/cairo", "-Xfrontend", "-load-plugin-executable", "-Xfrontend",
                         "/w/DependenciesMacrosPlugin-tool#DependenciesMacrosPlugin", "-swift-version", "6", "-I", "/w/include"]
        let description: [String: Any] = ["swiftCommands": [
            "C.BackplateAppPackages-x86_64-unknown-linux-gnu-debug.module": ["otherArguments": arguments],
            "C.Dependencies-x86_64-unknown-linux-gnu-debug.module": ["otherArguments": ["-I", "/elsewhere"]],
        ]]
        try JSONSerialization.data(withJSONObject: description).write(to: folder.appendingPathComponent("description.json"))
        let flags = try #require(RemotePackageModules.previewFlags(buildFolder: folder.path, backplateModules: "/bp/Modules"))
        #expect(flags.search == ["-I", folder.path + "/Modules", "-load-plugin-executable", "/w/DependenciesMacrosPlugin-tool#DependenciesMacrosPlugin",
                                 "-I", "/w/include"])
        #expect(flags.clang == ["-Xcc", "-fmodule-map-file=/w/COpenCombineHelpers.build/module.modulemap",
                                "-Xcc", "-I/w/_NumericsShims/include", "-Xcc", "-fmodule-map-file=/bp/CThreadStack/module.modulemap",
                                "-I/usr/include/cairo"])
    }

    @Test func aModuleTheGraphReachesIsBuiltWhenTheAppImportsIt() throws {
        // Crypto-ios-2025 imports XCTestDynamicOverlay, which only swift-dependencies depends on.
        let folder = PreviewToolSupport.temporaryFolder("remote-transitive")
        defer { try? FileManager.default.removeItem(at: folder) }
        let checkouts = folder.appendingPathComponent(".build/checkouts")
        for (name, manifest) in [("xctest-dynamic-overlay", "products: [\n    .library(name: \"IssueReporting\", targets: [\"_IssueReporting\"]),\n    .library(\n      name: \"XCTestDynamicOverlay\",\n      targets: [\"XCTestDynamicOverlay\"])]"),
                                 ("OpenCombine", ".library(name: \"OpenCombineShim\", targets: [\"OpenCombineShim\"])")] {
            try FileManager.default.createDirectory(at: checkouts.appendingPathComponent(name), withIntermediateDirectories: true)
            try manifest.write(to: checkouts.appendingPathComponent(name + "/Package.swift"), atomically: true, encoding: .utf8)
        }
        let pin = { (identity: String, url: String, version: String) in
            "{\"identity\": \"\(identity)\", \"kind\": \"remoteSourceControl\", \"location\": \"\(url)\", \"state\": {\"revision\": \"64c39d\", \"version\": \"\(version)\"}}"
        }
        let resolved = "{\"pins\": [\(pin("xctest-dynamic-overlay", "https://github.com/pointfreeco/xctest-dynamic-overlay", "1.13.1")), "
            + "\(pin("opencombine", "https://github.com/OpenCombine/OpenCombine.git", "0.14.0"))], \"version\": 3}"
        try resolved.write(to: folder.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
        let found = RemotePackageModules.transitiveProducts(["XCTestDynamicOverlay", "OpenCombineShim", "FirebaseAuth"],
                                                            folder: folder.path, skipping: ["opencombine"])
        #expect(found == [RemotePackage(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", requirement: .exact("1.13.1"),
                                        products: ["XCTestDynamicOverlay"])])
    }

    @Test func packagesBackplateLinksStandInAsItsOwn() throws {
        let products = try BackplateProducts.locate(in: URL(fileURLWithPath: PreviewToolSupport.backplate).deletingLastPathComponent().path)
        let stubs = ProvidedPackageStubs(products: products)
        // OpenCombine is under Backplate's `Combine`; swift-syntax builds compiler plugins; NIO is the server's only.
        let provided = stubs.provided(among: ["opencombine", "swift-syntax", "swift-nio", "not-a-package"])
        #expect(Set(provided.keys) == ["opencombine"])
        #expect(provided["opencombine"]?.products == ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation", "OpenCombineShim"])
    }

    @Test func aTimedOutSwiftPMRunIsTriedAgainOtherFailuresAreKept() {
        let stopped = RemotePackageModules.firstErrors("Fetching https://github.com/x/y\n", timedOut: true)
        let refused = RemotePackageModules.firstErrors("Fetching\nerror: 'y': package 'y' is required using a revision-based requirement\nerror: x\n",
                                                      timedOut: false)
        #expect(refused == "error: 'y': package 'y' is required using a revision-based requirement; error: x")
        #expect(!RemotePackageModules.Outcome(failures: ["y: " + stopped]).isWorthKeeping)
        #expect(!RemotePackageModules.Outcome(failures: [refused, "y did not build: " + stopped]).isWorthKeeping)
        #expect(RemotePackageModules.Outcome(failures: ["y: " + refused]).isWorthKeeping)
        #expect(RemotePackageModules.Outcome(modules: ["Tagged"]).isWorthKeeping)
        // Packages that resolved alone but not beside Backplate's own are tried again (AmakaFlow's
        // GRDB and OpenAPI packages, unseen49: the same manifest resolved on every later run).
        let traits = "error: Disabled default traits on package 'swift-collections' (swift-collections) that declares no traits."
        #expect(!RemotePackageModules.Outcome(failures: ["y: " + refused, "grdb.swift" + RemotePackageModules.besideOwnPackages + traits]).isWorthKeeping)
    }

    @Test func anAppAndItsLocalPackageBuildTheirRemotePackagesAgainstBackplate() throws {
        // One graph for both: the project names combine-schedulers, which reaches OpenCombine (Backplate's
        // `Combine`: built a second time, its DispatchQueue is no scheduler), and a design-system package
        // beside the app names swift-tagged in its manifest; the app and the package import Tagged.
        let repo = PreviewToolSupport.temporaryFolder("remote-package").appendingPathComponent("Repo")
        let out = PreviewToolSupport.temporaryFolder("remote-package-out")
        let cache = PreviewToolSupport.temporaryFolder("remote-package-cache")
        defer { for f in [repo.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        let project = Self.project(
            Self.reference("C0FFEE000000000000000001", "https://github.com/pointfreeco/combine-schedulers",
                           "\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 1.0.0;\n"),
            Self.product("C0FFEE000000000000000002", package: "C0FFEE000000000000000001", "CombineSchedulers"))
        let files = [
            "App.xcodeproj/project.pbxproj": project,
            "App/TickerCard.swift": """
                import SwiftUI
                import CombineSchedulers

                final class Ticker: ObservableObject {
                    @Published var label = "Waiting"
                    init(scheduler: AnySchedulerOf<DispatchQueue>) {
                        scheduler.schedule { self.label = "Scheduled" }
                    }
                }

                struct TickerCard: View {
                    @StateObject var ticker = Ticker(scheduler: .immediate)
                    var body: some View {
                        Text(ticker.label)
                            .padding(24)
                            .background(ticker.label == "Scheduled" ? Color.orange : Color.gray)
                    }
                }

                #Preview("Ticker", traits: .sizeThatFitsLayout) { TickerCard() }
                """,
            "App/BadgeKit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "BadgeKit",
                    products: [.library(name: "BadgeKit", targets: ["BadgeKit"])],
                    dependencies: [.package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0")],
                    targets: [.target(name: "BadgeKit", dependencies: [.product(name: "Tagged", package: "swift-tagged")])]
                )
                """,
            "App/BadgeKit/Sources/BadgeKit/Badge.swift": """
                import SwiftUI
                import Tagged

                public struct Member {
                    public typealias ID = Tagged<Member, Int>
                    public let id: ID
                    public let name: String
                    public init(id: ID, name: String) { self.id = id; self.name = name }
                }

                public struct Badge: View {
                    let member: Member
                    public init(member: Member) { self.member = member }
                    public var body: some View {
                        Text("\\(member.name) #\\(member.id.rawValue)").padding(20).background(.orange)
                    }
                }
                """,
            "App/Card.swift": """
                import SwiftUI
                import BadgeKit
                import Tagged

                struct Card: View {
                    var body: some View { Badge(member: Member(id: Member.ID(rawValue: 7), name: "Ada")) }
                }

                #Preview("Card", traits: .sizeThatFitsLayout) { Card() }
                """,
        ]
        // Orange twice: the package's immediate scheduler ran the block at once, and "Ada #7" shows
        // Tagged's raw value reached the text through the local package.
        let output = try Self.previewsDrawOrange(files, in: repo, app: "App", previews: ["Ticker", "Card"], out: out, cache: cache)
        let graph = output.split(separator: "\n").first { $0.contains("building the Swift packages ") } ?? ""
        #expect(graph.contains("combine-schedulers") && graph.contains("swift-tagged"), "\(output)")
        #expect(output.contains("compiling the local package module BadgeKit"), "\(output)")
    }

    /// Writes `files` into `repo` (marked as a git repository), previews its folder `app` and
    /// checks that nothing was left out and that each preview named in `previews` rendered on
    /// iOS 26's orange (255, 141, 40) at its top-left corner; returns the tool's output.
    static func previewsDrawOrange(_ files: [String: String], in repo: URL, app: String, previews: [String],
                                   out: URL, cache: URL) throws -> String {
        for (path, text) in files {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let run = ChildProcess.run(PreviewToolSupport.backplate, ["preview", repo.appendingPathComponent(app).path, "-o", out.path,
                                                                 "--cache-path", cache.path, "--color-scheme", "light"], timeout: 1500)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        #expect(report.leftOutFiles.isEmpty, "\(report.leftOutFiles) \(run.output.suffix(2000))")
        for preview in previews {
            let result = try #require(report.results.first { $0.name == preview }, "\(preview) \(run.output.suffix(2000))")
            #expect(result.rendered, "\(preview) \(result.errors)")
            let file = try #require(result.pngs.first?.file)
            let image = try #require(RenderedImage(pngData: try Data(contentsOf: out.appendingPathComponent(file))))
            let corner = image.pixel(x: 4, y: 4)
            #expect(close([Int(corner.red), Int(corner.green), Int(corner.blue)], [255, 141, 40], .pixel), "\(preview) \(corner)")
        }
        return run.output
    }
}
