import Foundation
import Testing
@testable import BackplatePreviewTool

/// `backplate preview` compiles a module in its project's language mode: an Xcode target's
/// `SWIFT_VERSION` (Debug), or Package.swift's mode; Swift 5 when no project says.
@Suite struct ProjectLanguageModeTests {
    /// A trimmed project: an app target in Swift 6, its widget in Swift 5, the project at 5.
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tobjects = {
        /* Begin PBXNativeTarget section */
        \t\tAA0000000000000000000001 /* Habit Tracker */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = AA0000000000000000000010 /* Build configuration list for PBXNativeTarget "Habit Tracker" */;
        \t\t\tname = "Habit Tracker";
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000002 /* StreakWidget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = AA0000000000000000000020;
        \t\t\tname = StreakWidget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tAA0000000000000000000003 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = AA0000000000000000000030;
        \t\t};
        \t\tAA0000000000000000000011 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSWIFT_VERSION = 6.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAA0000000000000000000012 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tAA0000000000000000000021 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAA0000000000000000000031 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAA0000000000000000000010 /* Build configuration list */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tAA0000000000000000000012 /* Release */,
        \t\t\t\tAA0000000000000000000011 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tAA0000000000000000000020 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000021 /* Debug */, ); };
        \t\tAA0000000000000000000030 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000031 /* Debug */, ); };
        \t};
        }
        """

    @Test func anXcodeTargetsDebugSwiftVersionIsItsModulesMode() {
        #expect(ProjectLanguageMode.xcodeMode(Self.pbxproj, module: "Habit_Tracker") == "6")
        // A target without the setting takes the project's.
        #expect(ProjectLanguageMode.xcodeMode(Self.pbxproj, module: "StreakWidget") == "5")
        // A folder named like no target: the application target's.
        #expect(ProjectLanguageMode.xcodeMode(Self.pbxproj, module: "Sources") == "6")
    }

    @Test func aManifestsToolsVersionAndLanguageModesGiveTheMode() {
        let six = "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\")])\n"
        #expect(ProjectLanguageMode.manifestMode(six, target: "A") == "6")
        let packageFive = six.replacingOccurrences(of: "targets:", with: "swiftLanguageModes: [.v5], targets:")
        #expect(ProjectLanguageMode.manifestMode(packageFive, target: "A") == "5")
        let targetFive = """
            // swift-tools-version:6.1
            let package = Package(name: "A", targets: [
                .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "Modern"),
            ])
            """
        #expect(ProjectLanguageMode.manifestMode(targetFive, target: "Legacy") == "5")
        #expect(ProjectLanguageMode.manifestMode(targetFive, target: "Modern") == "6")
        #expect(ProjectLanguageMode.manifestMode("// swift-tools-version:5.9\n", target: "A") == "5")
    }

    @Test func aFolderBelowAnXcodeProjectIsFoundAndAFolderWithoutOneHasNoMode() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("langmode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("Habit Tracker.xcodeproj")
        let sources = root.appendingPathComponent("Habit Tracker/Features/Today")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let module = PreviewModule(name: "Habit_Tracker", files: [], previewFiles: [], folders: [sources.path])
        #expect(ProjectLanguageMode.swiftVersion(for: module) == "6")
        // Another project beside it, sorted first, whose app target is Swift 5: the named target wins.
        let other = root.appendingPathComponent("A Widget Lab.xcodeproj")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Self.pbxproj.replacingOccurrences(of: "Habit Tracker", with: "Widget Lab").replacingOccurrences(of: "SWIFT_VERSION = 6.0", with: "SWIFT_VERSION = 5.0")
            .write(to: other.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(ProjectLanguageMode.swiftVersion(for: module) == "6")
        let unnamed = PreviewModule(name: "Scratch", files: [], previewFiles: [], folders: [sources.path])
        #expect(ProjectLanguageMode.swiftVersion(for: unnamed) == "5")
        let alone = PreviewModule(name: "Loose", files: [], previewFiles: [], folders: [FileManager.default.temporaryDirectory.path + "/no-project-\(UUID().uuidString)"])
        #expect(ProjectLanguageMode.swiftVersion(for: alone) == nil)
    }

    @Test func theEnglishStringTablesAreChosenOverOtherLanguagesAndBase() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for language in ["de", "Base", "en"] {
            let folder = root.appendingPathComponent("Resources/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"k\" = \"\(language)\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        // Plural tables are not copied: Linux's Foundation crashes on their keys.
        try "<plist version=\"1.0\"><dict/></plist>\n".write(to: root.appendingPathComponent("Resources/en.lproj/Localizable.stringsdict"),
                                                          atomically: true, encoding: .utf8)
        let files = PreviewStringTables.files(in: [root.path])
        #expect(files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent } == ["en.lproj"])
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Localizable.strings"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Resources/en.lproj"))
        #expect(PreviewStringTables.files(in: [root.path]).map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent } == ["Base.lproj"])
    }

    /// An app and its widget extension each keep an `en.lproj/Localizable.strings`; the
    /// widget's (sorted first, 39 keys in RPG-Habit-Tracker-Swift) replaced the app's 1,769,
    /// and every other string showed as its key.
    @Test func sameNamedTablesOfAnAppAndItsExtensionAreMerged() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let tables = ["ActiveWidget": "\"done\" = \"OK\";\n", "QuestApp": "\"done\" = \"Done\";\n\"select_tags\" = \"Select Tags\";\n\"cancel\" = \"Cancel\";\n"]
        for (target, text) in tables {
            let folder = root.appendingPathComponent("\(target)/en.lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let program = root.appendingPathComponent("program")
        PreviewStringTables.install(PreviewStringTables.files(in: [root.path]), besideProgramIn: program.path)
        let bundle = try #require(Bundle(path: program.path))
        #expect(bundle.localizedString(forKey: "select_tags", value: nil, table: nil) == "Select Tags")
        #expect(bundle.localizedString(forKey: "done", value: nil, table: nil) == "Done")
        // The `.lproj` folder opened as a bundle of its own, as in-app language switchers do.
        let english = try #require(Bundle(path: program.appendingPathComponent("en.lproj").path))
        #expect(english.localizedString(forKey: "cancel", value: "cancel", table: nil) == "Cancel")
    }

    @Test func aStringCatalogsEnglishValuesBecomeTheProgramsTable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        // Xcode's String Catalog: an English value, a plural (left out) and a Polish-only key.
        try """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "save": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Save"}},
                                         "pl": {"stringUnit": {"state": "translated", "value": "Zapisz"}}}},
              "%lld items": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}}}}}}},
              "only_polish": {"localizations": {"pl": {"stringUnit": {"state": "translated", "value": "Tylko"}}}}
            }}
            """.write(to: root.appendingPathComponent("Resources/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let tables = PreviewStringTables.catalogTables(in: [root.path])
        #expect(tables == ["Localizable": ["save": "Save"]])
        let program = root.appendingPathComponent("program")
        PreviewStringTables.installCatalogs(tables, besideProgramIn: program.path)
        let written = try Data(contentsOf: program.appendingPathComponent("en.lproj/Localizable.strings"))
        let values = try PropertyListSerialization.propertyList(from: written, format: nil) as? [String: String]
        #expect(values == ["save": "Save"])
        let bundle = try #require(Bundle(path: program.path))
        #expect(bundle.localizedString(forKey: "save", value: nil, table: nil) == "Save")
    }

    @Test func theTargetsBundleIdentifierIsTheProgramsMainBundleIdentifier() throws {
        #expect(PreviewBundleIdentifier.identifier(settings: ["PRODUCT_BUNDLE_IDENTIFIER": "\"com.example.meals\""]) == "com.example.meals")
        #expect(PreviewBundleIdentifier.identifier(settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME)"]) == nil)
        #expect(PreviewBundleIdentifier.identifier(settings: [:]) == nil)
        let program = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: program) }
        PreviewBundleIdentifier.install("com.example.meals", besideProgramIn: program.path)
        #expect(try #require(Bundle(path: program.path)).bundleIdentifier == "com.example.meals")
    }
}
