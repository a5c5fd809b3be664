import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

/// CoreText's run-time font registration as apps call it with only `import SwiftUI` (Spawn's
/// `Font.registerFonts()`): `CGDataProvider` → `CGFont` → `CTFontManagerRegisterGraphicsFont`,
/// then `Font.custom` draws with the registered face. The faces are copies of Backplate's pinned
/// Montserrat with its names changed, so no installed font answers to them before registration.
@MainActor @Suite(.tags(.fonts, .layout)) struct RuntimeFontRegistrationTests {
    static let sample = "Hamburgefonstiv 2026"

    /// Montserrat[wght].ttf from the font folder the tests use, with "Montserrat" renamed.
    static func renamedMontserrat(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let original = try Data(contentsOf: folder.appendingPathComponent(".fonts/Montserrat[wght].ttf"))
        var bytes = [UInt8](original)
        func replace(_ old: [UInt8], _ new: [UInt8]) {
            var i = 0
            while i + old.count <= bytes.count {
                if bytes[i] == old[0], Array(bytes[i..<i + old.count]) == old {
                    bytes.replaceSubrange(i..<i + old.count, with: new); i += old.count
                } else { i += 1 }
            }
        }
        let utf16 = { (s: String) in s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        replace(utf16("Montserrat"), utf16(name))
        replace(Array("Montserrat".utf8), Array(name.utf8))
        return Data(bytes)
    }

    func width(_ font: Font) -> CGFloat? {
        frame(phoneTexts(Text(Self.sample).font(font).fixedSize()), Self.sample)?.width
    }

    @Test func aGraphicsFontRegisteredAtRunTimeDrawsWithItsOwnFace() throws {
        let data = try Self.renamedMontserrat("Zontserrat")
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        // The default instance's names, from the file's name table.
        #expect(font.postScriptName == "Zontserrat-Thin")
        #expect(font.fullName == "Zontserrat Thin")
        #expect(font.unitsPerEm == 1000)
        let montserrat = try #require(width(.custom("Montserrat-Thin", size: 30)))
        let system = try #require(width(.system(size: 30)))
        #expect(abs(montserrat - system) > 20)

        // Before registration: the system font, with the warning naming the face.
        let (before, warnings) = RuntimeWarning.collecting { width(.custom("Zontserrat-Thin", size: 30)) }
        #expect(before == system)
        #expect(warnings.contains { $0.contains("\"Zontserrat-Thin\" is not installed") })

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        // Drawn with the registered face: Montserrat Thin's advances, by PostScript and family name.
        #expect(width(.custom("Zontserrat-Thin", size: 30)) == montserrat)
        #expect(width(.custom("Zontserrat", size: 30).weight(.bold)) == width(.custom("Montserrat", size: 30).weight(.bold)))
        #expect(UIFont(name: "Zontserrat-Thin", size: 30) != nil)
        // The same glyphs as Montserrat Thin, pixel for pixel, and not the system font's.
        let drawn = try renderImage(Text(Self.sample).font(.custom("Zontserrat-Thin", size: 30)).fixedSize(), scale: 2)
        #expect(samePixels(drawn.rgba, try renderImage(Text(Self.sample).font(.custom("Montserrat-Thin", size: 30)).fixedSize(), scale: 2).rgba))
        #expect(!samePixels(drawn.rgba, try renderImage(Text(Self.sample).font(.system(size: 30)).fixedSize(), scale: 2).rgba))
        #expect(drawn.rgba.count > 0)

        // A second registration of the same name fails as iOS's does (duplicated name, 305).
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let duplicate = try #require(error?.takeRetainedValue())
        #expect(CFErrorGetCode(duplicate) == 305)
        #expect(CFErrorGetDomain(duplicate) == kCTFontManagerErrorDomain)

        // Unregistered, the name falls back to the system font again.
        error = nil
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(width(.custom("Zontserrat-Thin", size: 30)) == system)
        #expect(!CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.notRegistered.rawValue)
    }

    @Test func aFontFileRegisteredByURLAnswersToItsNamesAndItsErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Xontserrat.ttf")
        try Self.renamedMontserrat("Xontserrat").write(to: file)
        let font = try #require(CGDataProvider(url: file as CFURL).flatMap { CGFont($0) })
        #expect(font.postScriptName == "Xontserrat-Thin")

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error))
        #expect(width(.custom("Xontserrat Light", size: 30)) == width(.custom("Montserrat Light", size: 30)))
        #expect(width(.custom("Xontserrat Light", size: 30)) != width(.system(size: 30, weight: .light)))
        // Already registered (105), missing (101), not a font (103), no scope (307).
        let notAFont = folder.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: notAFont)
        let attempts: [(CFURL, CTFontManagerScope)] = [(file, .process), (folder.appendingPathComponent("none.ttf"), .process),
                                                         (notAFont, .process), (file, .none)]
        var answers: [Int] = []
        for (url, scope) in attempts {
            error = nil
            #expect(!CTFontManagerRegisterFontsForURL(url, scope, &error))
            answers.append(error.map { CFErrorGetCode($0.takeRetainedValue()) } ?? 0)
        }
        #expect(answers == [105, 101, 103, 307])
        #expect(CTFontManagerUnregisterFontsForURL(file as CFURL, .process, &error))
        #expect(width(.custom("Xontserrat Light", size: 30)) == width(.system(size: 30)))
    }
}
