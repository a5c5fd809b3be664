import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// `Font.custom` and `UIFont(name:size:)` name a face by PostScript or full name as well as by
/// family (Apple: "the fully specified name of the font"); that face's weight and style are drawn.
@Suite(.tags(.pixels, .fonts)) struct FontFaceNameTests {
    static let sample = "Hamburgefonstiv 2026"

    func size<V: View>(_ view: V) -> CGSize {
        let r = ImageRenderer(content: view)
        r.scale = 3
        return r.layout().size
    }

    func dark(_ view: some View) throws -> [Bool] {
        let r = ImageRenderer(content: view.foregroundStyle(Color.black).background(Color.white))
        r.scale = 2
        let image = try r.render()
        var out: [Bool] = []
        for y in 0..<image.height { for x in 0..<image.width { out.append(image.pixel(x: x, y: y).red < 128) } }
        return out
    }

    @Test func aBoldFaceByPostScriptNameDrawsTheFamilysBold() throws {
        try #require(PangoTextEngine.shared.hasFamily("Montserrat"), "run scripts/install-deps.sh")
        // Montserrat[wght].ttf's Bold instance: fontconfig's "Montserrat_700wght", the
        // OpenType-derived "Montserrat-Bold" (what CoreText reports) and the full name.
        let bold = size(Text(Self.sample).font(.custom("Montserrat", size: 20).weight(.bold)))
        let regular = size(Text(Self.sample).font(.custom("Montserrat", size: 20)))
        #expect(bold.width > regular.width + 5)
        for name in ["Montserrat-Bold", "Montserrat_700wght", "Montserrat Bold", "montserrat-bold"] {
            #expect(size(Text(Self.sample).font(.custom(name, size: 20))) == bold, "\(name)")
        }
        #expect(size(Text(Self.sample).font(.custom("Montserrat-Light", size: 20))).width < regular.width - 2)
        // The same pixels as the family asked for in bold.
        let byName = try dark(Text(Self.sample).font(.custom("Montserrat-Bold", size: 20)))
        #expect(byName == (try dark(Text(Self.sample).font(.custom("Montserrat", size: 20).weight(.bold)))))
        #expect(byName != (try dark(Text(Self.sample).font(.custom("Montserrat", size: 20)))))
        #expect(byName.filter { $0 }.count > 800)
    }

    @Test func anItalicFaceByNameIsDrawnItalic() throws {
        try #require(SerifSubstitute.italic != nil, "run scripts/install-deps.sh")
        let italic = size(Text(Self.sample).font(.custom("Source Serif 4", size: 20).italic()))
        #expect(italic != size(Text(Self.sample).font(.custom("Source Serif 4", size: 20))))
        #expect(size(Text(Self.sample).font(.custom("SourceSerif4Italic-Italic", size: 20))) == italic)
        #expect(size(Text(Self.sample).font(.custom("Source Serif 4 Italic", size: 20))) == italic)
        // A weight applied to a named face wins over the face's own, as for a family.
        let semibold = size(Text(Self.sample).font(.custom("Source Serif 4", size: 20).weight(.semibold)))
        #expect(size(Text(Self.sample).font(.custom("SourceSerif4Roman-Regular", size: 20).weight(.semibold))) == semibold)
    }

    @Test func anUnknownNameStillFallsBackWithItsWarning() {
        let (missing, warnings) = RuntimeWarning.collecting { size(Text(Self.sample).font(.custom("RooneySans-Regular", size: 20))) }
        #expect(missing == size(Text(Self.sample).font(.system(size: 20))))
        #expect(warnings.contains { $0.contains("\"RooneySans-Regular\" is not installed") })
    }

    /// A missing face keeps the weight and slant its PostScript name spells: iOS ships Avenir
    /// Next, so `AvenirNext-Bold` draws bold there; here the system font draws it bold too.
    @Test func aMissingFaceKeepsTheWeightItsNameSpells() throws {
        let bold = try dark(Text(Self.sample).font(.system(size: 20, weight: .bold)))
        #expect(try dark(Text(Self.sample).font(.custom("AvenirNext-Bold", size: 20))) == bold)
        #expect(size(Text(Self.sample).font(.custom("AvenirNext-Bold", size: 20))) == size(Text(Self.sample).font(.system(size: 20, weight: .bold))))
        #expect(try dark(Text(Self.sample).font(.custom("AvenirNext-Regular", size: 20))) != bold)
        #expect(size(Text(Self.sample).font(.custom("Helvetica-BoldOblique", size: 20)))
                == size(Text(Self.sample).font(.system(size: 20, weight: .bold).italic())))
        // A weight applied wins over the name's, as for an installed face.
        #expect(size(Text(Self.sample).font(.custom("AvenirNext-Bold", size: 20).weight(.light)))
                == size(Text(Self.sample).font(.system(size: 20, weight: .light))))
        #expect(PostScriptStyle.weight(of: "Montserrat-SemiBoldItalic") == 0.3 && PostScriptStyle.isItalic("Montserrat-SemiBoldItalic"))
        #expect(PostScriptStyle.weight(of: "SFProRounded") == nil && PostScriptStyle.weight(of: "TimesNewRomanPS-BoldMT") == 0.4)
        // A name iOS does not ship falls back to the regular system font, as on iOS.
        #expect(size(Text(Self.sample).font(.custom("Rooney-Bold", size: 20))) == size(Text(Self.sample).font(.system(size: 20))))
    }

    @Test func variableInstancesAnswerToTheSpecificationsName() {
        #expect(FontFaceNames.names(postScript: "Montserrat_700wght", style: "Bold", fullNames: ["Montserrat Bold"])
                == ["Montserrat Bold", "Montserrat_700wght", "Montserrat-Bold"])
        #expect(FontFaceNames.names(postScript: "InterItalic_600wght", style: "SemiBold Italic", fullNames: [])
                == ["InterItalic_600wght", "InterItalic-SemiBoldItalic"])
        // A static face's PostScript name is taken as it is.
        #expect(FontFaceNames.names(postScript: "Montserrat-Thin", style: "Thin", fullNames: []) == ["Montserrat-Thin"])
    }
}
