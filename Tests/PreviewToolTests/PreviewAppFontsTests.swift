import Foundation
import Testing
@testable import BackplatePreviewTool

/// An app's bundled fonts (`Resources/Font/RooneySansBold.OTF`) reach the preview program's font
/// search path, after the folders the user named.
@Suite struct PreviewAppFontsTests {
    @Test func foldersHoldingFontFilesOfAnyCaseAreAddedAfterTheUsersFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("appfonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fonts = root.appendingPathComponent("Shared/Resources/Font")
        let images = root.appendingPathComponent("Shared/Resources/Images")
        for folder in [fonts, images] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data([0]).write(to: fonts.appendingPathComponent("RooneySansBold.OTF"))
        try Data([0]).write(to: fonts.appendingPathComponent("RooneySansRegular.ttf"))
        try Data([0]).write(to: images.appendingPathComponent("hero.png"))
        let folders = PreviewAppFonts.folders(in: [root.path])
        #expect(folders == [fonts.standardizedFileURL.path])
        let environment = PreviewAppFonts.adding(folders, to: ["BACKPLATE_FONT_PATH": "/opt/brand-fonts", "HOME": "/root"])
        #expect(environment["BACKPLATE_FONT_PATH"] == "/opt/brand-fonts:" + fonts.standardizedFileURL.path)
        #expect(environment["HOME"] == "/root")
        #expect(PreviewAppFonts.adding([], to: ["HOME": "/root"]) == ["HOME": "/root"])
    }
}
