import Foundation
import Testing
@testable import BackplatePreviewTool

/// A folder inside an Xcode project builds the files the app target compiles: a stale copy left
/// in the folder (MyAzan's second `PerformanceLogger.swift`, unseen27: "filename used twice")
/// and a second data model the target does not list (Planzo's old `CoreDataNotesModel`) stay out.
@Suite struct XcodeTargetSourcesTests {
    /// An Xcode 15 project (explicit file references) whose app target `Azan` compiles
    /// `Services/Logger.swift`, `Views/Home.swift` and `Model.xcdatamodeld`.
    static let explicitProject = """
        // !$*UTF8*$!
        {
        \tobjectVersion = 56;
        \tobjects = {
        \t\tAAAAAAAAAAAAAAAAAAAAAA01 /* Logger.swift in Sources */ = {isa = PBXBuildFile; fileRef = AAAAAAAAAAAAAAAAAAAAAA11 /* Logger.swift */; };
        \t\tAAAAAAAAAAAAAAAAAAAAAA02 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = AAAAAAAAAAAAAAAAAAAAAA12 /* Home.swift */; };
        \t\tAAAAAAAAAAAAAAAAAAAAAA03 /* Model.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = AAAAAAAAAAAAAAAAAAAAAA13 /* Model.xcdatamodeld */; };
        \t\tAAAAAAAAAAAAAAAAAAAAAA11 /* Logger.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Logger.swift; sourceTree = "<group>"; };
        \t\tAAAAAAAAAAAAAAAAAAAAAA12 /* Home.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = "<group>"; };
        \t\tAAAAAAAAAAAAAAAAAAAAAA21 /* Root */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA22 /* Azan */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAAAAAAAAAAAAAAAAAAAAAA22 /* Azan */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA23 /* Services */,
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA24 /* Views */,
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA13 /* Model.xcdatamodeld */,
        \t\t\t);
        \t\t\tpath = Azan;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAAAAAAAAAAAAAAAAAAAAAA23 /* Services */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA11 /* Logger.swift */,
        \t\t\t);
        \t\t\tpath = Services;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAAAAAAAAAAAAAAAAAAAAAA24 /* Views */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA12 /* Home.swift */,
        \t\t\t);
        \t\t\tname = Views;
        \t\t\tpath = Views;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAAAAAAAAAAAAAAAAAAAAAA31 /* Azan */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA41 /* Sources */,
        \t\t\t);
        \t\t\tname = Azan;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAAAAAAAAAAAAAAAAAAAAAA41 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* Logger.swift in Sources */,
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA02 /* Home.swift in Sources */,
        \t\t\t\tAAAAAAAAAAAAAAAAAAAAAA03 /* Model.xcdatamodeld in Sources */,
        \t\t\t);
        \t\t};
        \t\tAAAAAAAAAAAAAAAAAAAAAA13 /* Model.xcdatamodeld */ = {
        \t\t\tisa = XCVersionGroup;
        \t\t\tpath = Model.xcdatamodeld;
        \t\t\tsourceTree = "<group>";
        \t\t\tversionGroupType = wrapper.xcdatamodel;
        \t\t};
        \t};
        }
        """

    /// An Xcode 16 project: the target's synchronized folder `Azan`, less one exception.
    static let synchronizedProject = """
        // !$*UTF8*$!
        {
        \tobjectVersion = 77;
        \tobjects = {
        \t\tBBBBBBBBBBBBBBBBBBBBBB01 /* Exceptions for "Azan" folder in "Azan" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tUtilities/Logger.swift,
        \t\t\t\t"Old Files/Home copy.swift",
        \t\t\t);
        \t\t\ttarget = BBBBBBBBBBBBBBBBBBBBBB31 /* Azan */;
        \t\t};
        \t\tBBBBBBBBBBBBBBBBBBBBBB11 /* Azan */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\tBBBBBBBBBBBBBBBBBBBBBB01 /* Exceptions for "Azan" folder in "Azan" target */,
        \t\t\t);
        \t\t\tpath = Azan;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tBBBBBBBBBBBBBBBBBBBBBB31 /* Azan */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tBBBBBBBBBBBBBBBBBBBBBB11 /* Azan */,
        \t\t\t);
        \t\t\tname = Azan;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t};
        }
        """

    static func makeProject(_ text: String) throws -> (root: URL, folder: URL, files: [String]) {
        let root = PreviewToolSupport.temporaryFolder("xcode-target")
        let folder = root.appendingPathComponent("Azan")
        for path in ["Services/Logger.swift", "Utilities/Logger.swift", "Views/Home.swift", "Old Files/Home copy.swift"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "struct X {}\n".write(to: url, atomically: true, encoding: .utf8)
        }
        for model in ["Model", "Old"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(model).xcdatamodeld/\(model).xcdatamodel"),
                                                    withIntermediateDirectories: true)
        }
        let project = root.appendingPathComponent("Azan.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try text.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        return (root, folder, PreviewSources.swiftFiles(in: folder.path))
    }

    @Test func anExplicitTargetCompilesTheFilesItLists() throws {
        let (root, folder, files) = try Self.makeProject(Self.explicitProject)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(files.count == 4)
        let kept = XcodeTargetSources.compiled(in: folder.path, module: "Azan")
        #expect(kept.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Services/Logger.swift", "Views/Home.swift"])
        let members = try #require(XcodeTargetSources.members(folder: folder.path, module: "Azan", files: files))
        #expect(members.contains(folder.appendingPathComponent("Model.xcdatamodeld").path))
        #expect(!members.contains(folder.appendingPathComponent("Old.xcdatamodeld").path))
        #expect(kept.dataModels == [folder.appendingPathComponent("Model.xcdatamodeld").path])
        // The modules `backplate preview` makes of the folder follow the target.
        let module = try #require(PreviewSources.modules(for: [folder.path]).first)
        #expect(module.files.count == 2 && module.dataModels == kept.dataModels)
    }

    /// An XcodeGen project (a `project.yml` beside it) is regenerated after files are added, so
    /// the checked-in one may miss the newest (unseen48's velocity trainer): its target compiles
    /// every file of the folders its listed files are in, and nothing from other folders.
    @Test func anXcodeGenTargetCompilesItsFoldersWhole() throws {
        let (root, folder, _) = try Self.makeProject(Self.explicitProject)
        defer { try? FileManager.default.removeItem(at: root) }
        let widget = root.appendingPathComponent("Widget/Extra.swift")
        try FileManager.default.createDirectory(at: widget.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "struct W {}\n".write(to: widget, atomically: true, encoding: .utf8)
        #expect(XcodeTargetSources.compiled(in: root.path, module: "Azan").files.count == 2)
        try "name: Azan\ntargets:\n  Azan:\n    sources: [Azan]\n".write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let kept = XcodeTargetSources.compiled(in: root.path, module: "Azan")
        #expect(kept.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
                == ["Old Files/Home copy.swift", "Services/Logger.swift", "Utilities/Logger.swift", "Views/Home.swift"], "\(kept.files)")
        #expect(kept.dataModels.count == 2)
    }

    @Test func ofTwoProjectsTheOneCompilingMoreOfTheFolderIsFollowed() throws {
        // MC3Croissant (unseen45) keeps the project of its old name, whose target lacks a newer
        // file, beside the current one; the old one sorts first.
        let (root, folder, files) = try Self.makeProject(Self.explicitProject)
        defer { try? FileManager.default.removeItem(at: root) }
        let old = Self.explicitProject.replacingOccurrences(of: "\t\t\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* Logger.swift in Sources */,\n", with: "")
        #expect(old != Self.explicitProject)
        let oldProject = root.appendingPathComponent("Alpha.xcodeproj")
        try FileManager.default.createDirectory(at: oldProject, withIntermediateDirectories: true)
        try old.write(to: oldProject.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let kept = XcodeTargetSources.compiled(in: folder.path, module: "Azan").files
        #expect(kept.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Services/Logger.swift", "Views/Home.swift"])
        #expect(XcodeTargetSources.members(folder: folder.path, module: "Azan", files: files)?.count == 3)
    }

    @Test func handEditedObjectIDsAreFollowed() throws {
        // MyAzan's project names its groups `A1234567890ABCDEF014` (20 characters), which Xcode
        // accepts; its explicit target is followed through them all the same.
        let text = Self.explicitProject.replacingOccurrences(of: "AAAAAAAAAAAAAAAAAAAAAA22", with: "A1234567890ABCDEF022")
            .replacingOccurrences(of: "AAAAAAAAAAAAAAAAAAAAAA41", with: "SOURCES1")
        let (root, folder, _) = try Self.makeProject(text)
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = XcodeTargetSources.compiled(in: folder.path, module: "Azan").files
        #expect(kept.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Services/Logger.swift", "Views/Home.swift"])
    }

    @Test func aManifestBesideTheProjectDoesNotHideIt() throws {
        // MyAzan keeps a Package.swift beside MyAzan.xcodeproj; the app folder is the project's.
        let (root, folder, _) = try Self.makeProject(Self.explicitProject)
        defer { try? FileManager.default.removeItem(at: root) }
        try "// swift-tools-version: 5.9\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(XcodeTargetSources.compiled(in: folder.path, module: "Azan").files.count == 2)
    }

    @Test func aSynchronizedFolderCompilesAllButItsExceptions() throws {
        let (root, folder, _) = try Self.makeProject(Self.synchronizedProject)
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = XcodeTargetSources.compiled(in: folder.path, module: "Azan")
        #expect(kept.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Services/Logger.swift", "Views/Home.swift"])
        let members = try #require(XcodeTargetSources.members(folder: folder.path, module: "Azan", files: []))
        #expect(members.contains(folder.appendingPathComponent("Old.xcdatamodeld").path))
        #expect(kept.dataModels.count == 2)
    }

    /// Xcode writes the folder `Café` decomposed (`e` and a combining accent); a clone on Linux
    /// has it composed, and Linux compares file names byte by byte (unseen48's
    /// `FichasAnestésicas`): the target's folder is still found, its UI tests' folder left out.
    @Test func aFolderNamedWithAnAccentIsFoundHoweverItIsComposed() throws {
        let decomposed = "Cafe\u{301}", composed = "Caf\u{e9}"
        let project = Self.synchronizedProject.replacingOccurrences(of: "path = Azan;", with: "path = \"\(decomposed)\";")
            .replacingOccurrences(of: "Exceptions for \"Azan\"", with: "Exceptions")
        let root = PreviewToolSupport.temporaryFolder("xcode-accent")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["\(composed)/Menu.swift", "\(composed)UITests/LaunchTests.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "struct X {}\n".write(to: url, atomically: true, encoding: .utf8)
        }
        let xcodeproj = root.appendingPathComponent("\(composed).xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try project.write(to: xcodeproj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(Array(decomposed.utf8) != Array(composed.utf8))
        let kept = XcodeTargetSources.compiled(in: root.path, module: "Cafe")
        #expect(kept.files.map { $0.replacingOccurrences(of: root.path + "/", with: "") } == ["\(composed)/Menu.swift"], "\(kept.files)")
    }

    /// unseen41's LumiFur compiles its widget folder's `AppIntent.swift` in the app too: an
    /// exception set on a folder the app does not own, naming the app, lends it that file.
    @Test func anotherTargetsFolderLendsTheFilesItsExceptionsName() throws {
        let lending = Self.synchronizedProject.replacingOccurrences(of: "\t};\n}", with: """
            \t\tDDDDDDDDDDDDDDDDDDDDDD01 /* Exceptions for "Widget" folder in "Azan" target */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tAppIntent.swift,
            \t\t\t);
            \t\t\ttarget = BBBBBBBBBBBBBBBBBBBBBB31 /* Azan */;
            \t\t};
            \t\tDDDDDDDDDDDDDDDDDDDDDD11 /* Widget */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\texceptions = (
            \t\t\t\tDDDDDDDDDDDDDDDDDDDDDD01 /* Exceptions for "Widget" folder in "Azan" target */,
            \t\t\t);
            \t\t\tpath = Widget;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t};
            }
            """)
        #expect(lending != Self.synchronizedProject)
        let (root, folder, _) = try Self.makeProject(lending)
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["AppIntent.swift", "WidgetOnly.swift"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
            try "struct X {}\n".write(to: root.appendingPathComponent("Widget/\(file)"), atomically: true, encoding: .utf8)
        }
        let members = try #require(XcodeTargetSources.members(folder: folder.path, module: "Azan", files: []))
        #expect(members.contains(root.appendingPathComponent("Widget/AppIntent.swift").standardizedFileURL.path))
        #expect(!members.contains(root.appendingPathComponent("Widget/WidgetOnly.swift").standardizedFileURL.path))
        #expect(members.contains(folder.appendingPathComponent("Views/Home.swift").path))
    }

    /// unseen41's LumiFur lists `ContentView.swift` by its author's absolute path; in a clone the
    /// same file is found by the longest tail of that path that exists in the project's folder.
    @Test func anAbsoluteReferenceFromAnotherMacIsFoundInTheProject() throws {
        let root = PreviewToolSupport.temporaryFolder("absolute-reference")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("LumiFur/ContentView.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "struct X {}\n".write(to: file, atomically: true, encoding: .utf8)
        let moved = XcodeTargetSources.movedAbsolutePath("/Users/someone/Documents/Xcode/LumiFur/LumiFur/ContentView.swift",
                                                        projectFolder: root.path)
        #expect(moved == file.standardizedFileURL.path)
        #expect(XcodeTargetSources.movedAbsolutePath("/Users/someone/Gone.swift", projectFolder: root.path) == "/Users/someone/Gone.swift")
        #expect(XcodeTargetSources.movedAbsolutePath(file.path, projectFolder: "/nowhere") == file.standardizedFileURL.path)
    }

    /// unseen40's ShipSwift filters a synchronized folder's `+macOS` files to macOS (Xcode 16's
    /// `platformFiltersByRelativePath`): the iOS build leaves them out, and keeps `+iOS` ones.
    @Test func filesFilteredToOtherPlatformsAreLeftOut() throws {
        let filtered = Self.synchronizedProject.replacingOccurrences(of: "\t\t\t);\n\t\t\ttarget = BBBBBBBBBBBBBBBBBBBBBB31", with: """
            \t\t\t);
            \t\t\tplatformFiltersByRelativePath = {
            \t\t\t\t"Services/Logger.swift" = (macos, );
            \t\t\t\t"Views/Home.swift" = (ios, macos, );
            \t\t\t};
            \t\t\ttarget = BBBBBBBBBBBBBBBBBBBBBB31
            """)
        #expect(filtered != Self.synchronizedProject)
        let (root, folder, _) = try Self.makeProject(filtered)
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = XcodeTargetSources.compiled(in: folder.path, module: "Azan")
        #expect(kept.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Views/Home.swift"])
        #expect(XcodeTargetSources.builtForIOS([]) && !XcodeTargetSources.builtForIOS(["macos"]))
    }

    /// unseen41's Incomes has an iPhone app and a watchOS app: a folder whose name matches
    /// neither target builds the iPhone app's files (SDKROOT = iphoneos), not every file.
    @Test func theIPhoneAppIsChosenBesideAWatchApp() throws {
        func configurations(_ id: String, sdk: String) -> String {
            """
            \t\t\(id)51 = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t\(id)61 /* Debug */,
            \t\t\t);
            \t\t};
            \t\t\(id)61 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = \(sdk);
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};

            """
        }
        let watch = "CCCCCCCCCCCCCCCCCCCCCC"
        let text = Self.synchronizedProject
            .replacingOccurrences(of: "\t\t\tbuildPhases = (\n", with: "\t\t\tbuildConfigurationList = DDDDDDDDDDDDDDDDDDDDDD51;\n\t\t\tbuildPhases = (\n")
            .replacingOccurrences(of: "\t};\n}", with: configurations("DDDDDDDDDDDDDDDDDDDDDD", sdk: "iphoneos") + configurations(watch, sdk: "watchos") + """
            \t\t\(watch)31 /* AzanWatch */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = \(watch)51;
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\t\(watch)11 /* Services */,
            \t\t\t);
            \t\t\tname = AzanWatch;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\t\(watch)11 /* Services */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\tpath = Azan/Services;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t};
            }
            """)
        // Xcode 15's multiplatform targets say `SDKROOT = auto` and list their platforms (LumiFur).
        let multiplatform = text.replacingOccurrences(of: "SDKROOT = iphoneos;",
                                                      with: "SDKROOT = auto;\n\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";")
        for project in [text, multiplatform] {
            let (root, folder, _) = try Self.makeProject(project)
            defer { try? FileManager.default.removeItem(at: root) }
            let kept = XcodeTargetSources.compiled(in: folder.path, module: "Repository")
            #expect(kept.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["Services/Logger.swift", "Views/Home.swift"])
            #expect(XcodeTargetSources.compiled(in: folder.path, module: "AzanWatch").files.count == 1)
        }
        #expect(multiplatform != text)
    }

    /// unseen39's LiquidGlass-Handbook keeps its project one folder down, beside its test
    /// targets' folders; given the repository, the preview builds the app target alone.
    @Test func aRepositoryBuildsItsOneProjectInASubfolder() throws {
        let (root, _, _) = try Self.makeProject(Self.synchronizedProject)
        let repository = PreviewToolSupport.temporaryFolder("repository")
        defer { for f in [root, repository] { try? FileManager.default.removeItem(at: f) } }
        let app = repository.appendingPathComponent("AzanApp")
        try FileManager.default.moveItem(at: root, to: app)
        let tests = app.appendingPathComponent("AzanUITests/AzanUITests.swift")
        try FileManager.default.createDirectory(at: tests.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import XCTest\nfinal class AzanUITests: XCTestCase {}\n".write(to: tests, atomically: true, encoding: .utf8)
        let module = try #require(PreviewSources.modules(for: [repository.path]).first)
        #expect(module.name == "Azan" && module.folders == [app.path])
        #expect(module.files.map { $0.replacingOccurrences(of: app.path + "/Azan/", with: "") } == ["Services/Logger.swift", "Views/Home.swift"])
        // unseen47's VideoPlayer keeps a project folder holding only a workspace in its app
        // folder: it is no project, and the real one is still followed.
        let stray = app.appendingPathComponent("Azan/Azan.xcodeproj/project.xcworkspace")
        try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
        #expect(PreviewSources.onlyXcodeProject(below: repository.path) == app.appendingPathComponent("Azan.xcodeproj").path)
        try FileManager.default.removeItem(at: stray.deletingLastPathComponent())
        // Two projects below: nothing is chosen, and every file is built as before.
        let demo = repository.appendingPathComponent("Demo/Demo.xcodeproj")
        try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
        try "// !$*UTF8*$!\n{ objects = { }; }\n".write(to: demo.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(PreviewSources.onlyXcodeProject(below: repository.path) == nil)
        #expect(try PreviewSources.modules(for: [repository.path]).first?.files.count == 5)
        // unseen41's LumiFur and ReciFlowLite keep a copy beside their project (`LumiFur
        // 2.xcodeproj`, `ReciFlowLite_v1_20251224`): the copies are passed over.
        try FileManager.default.removeItem(at: repository.appendingPathComponent("Demo"))
        for copy in ["AzanApp/Azan 2.xcodeproj", "Azan_v1_20251224/Azan_v1_20251224.xcodeproj", "Azan copy/Azan copy.xcodeproj"] {
            try FileManager.default.createDirectory(at: repository.appendingPathComponent(copy), withIntermediateDirectories: true)
            try "// !$*UTF8*$!\n".write(to: repository.appendingPathComponent(copy + "/project.pbxproj"), atomically: true, encoding: .utf8)
        }
        #expect(PreviewSources.onlyXcodeProject(below: repository.path) == app.appendingPathComponent("Azan.xcodeproj").path)
    }

    /// unseen39's Sage keeps its models and intents in a framework target of its project
    /// (`SageKit`, a synchronized folder); the app's `import SageKit` finds it as a local module.
    @Test func aFrameworkTargetIsALocalModule() throws {
        let framework = """
            \t\tCCCCCCCCCCCCCCCCCCCCCC11 /* LedgerKit */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\tpath = LedgerKit;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tCCCCCCCCCCCCCCCCCCCCCC31 /* LedgerKit */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tCCCCCCCCCCCCCCCCCCCCCC11 /* LedgerKit */,
            \t\t\t);
            \t\t\tname = LedgerKit;
            \t\t\tproductType = "com.apple.product-type.framework";
            \t\t};
            \t};
            }
            """
        let text = Self.synchronizedProject.replacingOccurrences(of: "\t};\n}", with: framework)
        let (root, _, _) = try Self.makeProject(text)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(XcodeTargetSources.libraryTargets(text, projectFolder: root.path).map(\.name) == ["LedgerKit"])
        let targets = LocalPackageModules.targets(around: [root.appendingPathComponent("Azan").path])
        #expect(targets["LedgerKit"]?.folder == root.appendingPathComponent("LedgerKit").path)
        #expect(targets["Azan"] == nil)
    }

    @Test func aFolderNoProjectDescribesKeepsAllItsFiles() throws {
        let root = PreviewToolSupport.temporaryFolder("no-project")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("A.swift")
        try "struct A {}\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(XcodeTargetSources.compiled(in: root.path, module: "Other").files == [file.path])
    }
}

/// A target that lists files from beside its project's folder (AmakaFlow's companion app keeps
/// its 4 own files in a synchronized folder and compiles 600 more from `../AmakaFlow`, unseen49).
@Suite struct XcodeTargetOutsideFilesTests {
    @Test func filesTheTargetTakesFromOutsideTheFolderAreCompiled() throws {
        let sharedName = "Shared-\(UUID().uuidString.prefix(8))"
        let shared = """
            \t\tCCCCCCCCCCCCCCCCCCCCCC01 /* Theme.swift in Sources */ = {isa = PBXBuildFile; fileRef = CCCCCCCCCCCCCCCCCCCCCC11 /* Theme.swift */; };
            \t\tCCCCCCCCCCCCCCCCCCCCCC11 /* Theme.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Theme.swift; path = ../\(sharedName)/Theme.swift; sourceTree = SOURCE_ROOT; };
            \t\tCCCCCCCCCCCCCCCCCCCCCC12 /* Gone.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../\(sharedName)/Gone.swift; sourceTree = SOURCE_ROOT; };
            \t\tCCCCCCCCCCCCCCCCCCCCCC02 /* Gone.swift in Sources */ = {isa = PBXBuildFile; fileRef = CCCCCCCCCCCCCCCCCCCCCC12 /* Gone.swift */; };

            """
        let text = XcodeTargetSourcesTests.explicitProject
            .replacingOccurrences(of: "\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* Logger.swift in Sources */ = {", with: shared + "\t\tAAAAAAAAAAAAAAAAAAAAAA01 /* Logger.swift in Sources */ = {")
            .replacingOccurrences(of: "\t\t\t\tAAAAAAAAAAAAAAAAAAAAAA03 /* Model.xcdatamodeld in Sources */,\n",
                                  with: "\t\t\t\tAAAAAAAAAAAAAAAAAAAAAA03 /* Model.xcdatamodeld in Sources */,\n\t\t\t\tCCCCCCCCCCCCCCCCCCCCCC01 /* Theme.swift in Sources */,\n\t\t\t\tCCCCCCCCCCCCCCCCCCCCCC02 /* Gone.swift in Sources */,\n")
        #expect(text != XcodeTargetSourcesTests.explicitProject)
        let (root, folder, _) = try XcodeTargetSourcesTests.makeProject(text)
        defer { try? FileManager.default.removeItem(at: root) }
        // The project sits in `root`; the shared folder is beside `root`; `Gone.swift` is missing.
        let theme = root.deletingLastPathComponent().appendingPathComponent(sharedName + "/Theme.swift")
        try FileManager.default.createDirectory(at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "struct Theme {}\n".write(to: theme, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
        let kept = XcodeTargetSources.compiled(in: root.path, module: "Azan").files
        #expect(kept.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
                == ["Services/Logger.swift", "Views/Home.swift", theme.standardizedFileURL.path], "\(kept)")
        let module = try #require(PreviewSources.modules(for: [root.path]).first)
        #expect(module.files.contains(theme.standardizedFileURL.path) && module.files.count == 3)
    }
}
