import Testing
import Foundation
import UIKit

/// A notes app sizes its input field from `UIFont.preferredFont(forTextStyle: .body).lineHeight`
/// (unseen26): the metrics are those `Text` lays the face out with.
@Suite struct UIFontLineMetricsTests {
    @Test func theSystemFontHasSFProsVerticalMetrics() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        // iOS: 20.287109375 for body text, SF Pro's 2444/2048 em.
        #expect(abs(body.lineHeight - 20.287109375) < 1e-9)
        #expect(abs(body.ascender - 17 * 1950 / 2048) < 1e-9)
        #expect(abs(body.descender + 17 * 494 / 2048) < 1e-9)
        #expect(body.leading == 0)
        #expect(abs(body.capHeight - 17 * 1443 / 2048) < 1e-9)
        let field = body.lineHeight + 24
        #expect(abs(field - 44.287) < 0.001, "the app's base text height")
        #expect(abs(UIFont.boldSystemFont(ofSize: 34).lineHeight - 34 * 2444 / 2048) < 1e-9)
    }

    @Test func aNamedFaceHasItsOwnMetrics() throws {
        let montserrat = try #require(UIFont(name: "Montserrat", size: 20))
        // Montserrat's hhea: ascender 968, descender -251, no line gap, per 1000 units.
        #expect(abs(montserrat.ascender - 19.36) < 0.05)
        #expect(abs(montserrat.descender + 5.02) < 0.05)
        #expect(abs(montserrat.lineHeight - 24.38) < 0.05)
        #expect(abs(montserrat.capHeight - 14) < 0.2)
        #expect(abs(montserrat.lineHeight - (montserrat.ascender - montserrat.descender + montserrat.leading)) < 1e-9)
    }

    @Test func measuredStringsAreLinesOfTheFontsLineHeight() throws {
        // UIKit measures a string's lines at the font's lineHeight, unrounded: Montserrat at 20
        // is 24.38 a line (Text's pixel-rounded 25 before), SF Pro at 17 20.29.
        let montserrat = try #require(UIFont(name: "Montserrat", size: 20))
        let one = "Trail notes".size(withAttributes: [.font: montserrat])
        #expect(abs(one.height - montserrat.lineHeight) < 1e-9 && abs(one.height - 24.38) < 0.05)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bodyHeight: CGFloat = "Trail notes".size(withAttributes: [.font: body]).height
        #expect(abs(bodyHeight - 20.287109375) < 1e-9)
        let wrapped = "Trail notes kept for every ridge walk".boundingRect(
            with: CGSize(width: 90, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: montserrat], context: nil)
        let lines = (wrapped.height / montserrat.lineHeight).rounded()
        #expect(lines >= 3 && abs(wrapped.height - lines * montserrat.lineHeight) < 1e-9)
    }
}
