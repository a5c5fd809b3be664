import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Faces behind fonts: the SF Pro substitute, custom families through fontconfig (seed 002's
/// Montserrat, installed into `.fonts` by scripts/install-deps.sh), and missing families.
@Suite(.tags(.layout, .fonts)) struct FontFaceTests {
    func size<V: View>(_ view: V, scale: CGFloat = 1) -> CGSize {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.layout().size
    }

    @Test func systemFontUsesTheDocumentedSubstitute() {
        // Inter where installed (scripts/install-fonts.sh installs Inter 4), else DejaVu Sans.
        let engine = PangoTextEngine.shared
        #expect(engine.systemFamily == (engine.hasFamily("Inter") ? "Inter" : "DejaVu Sans"))
        #expect(engine.hasFamily("Inter"))
    }

    @Test func customFamilyByNameUsesItsOwnMetrics() throws {
        let engine = PangoTextEngine.shared
        try #require(engine.hasFamily("Montserrat"), "run scripts/install-deps.sh: it puts Montserrat in .fonts")
        // Montserrat's own vertical metrics (ascender 968, descender 251 per 1000: 1.219 em),
        // not SF Pro's 1.193 em: 12 pt → 14.63 → 14.667 @3x.
        let h = size(Text("TARGET").font(.custom("Montserrat", size: 12)), scale: 3).height
        #expect(abs(h - (12 * 1.219 * 3).rounded(.up) / 3) < 0.34)
        // A different face: other widths than the system font's.
        let w = size(Text("TARGET").font(.custom("Montserrat", size: 12)), scale: 3).width
        let sys = size(Text("TARGET").font(.system(size: 12)), scale: 3).width
        #expect(w != sys)
        // Weights select the family's instances.
        #expect(size(Text("TARGET").font(.custom("Montserrat", size: 12).weight(.bold)), scale: 3).width > w)
    }

    @Test func missingFamilyFallsBackToTheSystemFont() {
        // SwiftUI draws a missing custom font with the system font: same size, SF Pro metrics.
        let missing = size(Text("Fallback").font(.custom("No Such Family 1234", size: 20)), scale: 3)
        let system = size(Text("Fallback").font(.system(size: 20)), scale: 3)
        #expect(missing == system)
        #expect(abs(missing.height - 24) < 1e-9)   // 20 pt SF line: 23.867 → 24.0
        #expect(size(Text("x").font(.custom("", size: 17))) == size(Text("x")))
    }

    @Test func fontsFolderIsRegisteredFromTheEnvironment() {
        // BACKPLATE_FONTS folders and ./.fonts are registered when the engine starts.
        let dirs = PangoTextEngine.defaultFontDirectories().map(\.path)
        let cwdFonts = FileManager.default.currentDirectoryPath + "/.fonts"
        #expect(dirs.contains(cwdFonts) == FileManager.default.fileExists(atPath: cwdFonts))
    }
}
