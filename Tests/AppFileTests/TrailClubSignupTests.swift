import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@_spi(PreviewGenerated) @testable import BackplateUIKit
@testable import AppFiles

/// `TrailClubSignupFile.swift`: SwiftUI layout around wrapped UIKit views (rounded text
/// fields with icons, a minimal search bar, an attributed label, a pop-up button, a spinner),
/// each drawn where SwiftUI places it; light and dark.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct TrailClubSignupTests {
    private func filled() -> SignupModel {
        let model = SignupModel()
        model.email = "sam@trails.example"
        model.password = "switchback"
        model.isSubmitting = true
        return model
    }

    @Test func theEmptyFormDrawsItsUIKitFieldsWhereSwiftUIPlacesThem() throws {
        let ((light, dark), warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(TrailClubSignupView(), name: "TrailClubSignup")
        }
        #expect(warnings.isEmpty, "\(warnings)")
        let texts = phoneTexts(TrailClubSignupView())
        let email = try #require(frame(texts, "Email"), "\(texts.map(\.0))")
        let password = try #require(frame(texts, "Password"))
        // Each 44-point field: its 36-point icon at the padding, the placeholder after it,
        // the two 14 points apart.
        #expect(near(email.minX, 16 + 36, 1) && near(password.minY - email.minY, 58, 1), "\(email) \(password)")
        #expect(texts.contains { $0.0 == "Find a trail club" } && texts.contains { $0.0 == "Europe" }, "\(texts.map(\.0))")
        #expect(texts.contains { $0.0 == "Join the club" })
        // The rounded field's fill inside its border: white, and the tertiary system background in dark.
        let inside = (x: Int(email.maxX + 40) * 2, y: Int(email.midY) * 2)
        #expect(close(light.pixel(x: inside.x, y: inside.y), [255, 255, 255], 2), "\(light.pixel(x: inside.x, y: inside.y))")
        #expect(close(dark.pixel(x: inside.x, y: inside.y), [44, 44, 46], 3), "\(dark.pixel(x: inside.x, y: inside.y))")
        // The rules' green underlined run, at the end of the label's one text.
        let rules = try #require(frame(texts, "By joining you agree to the Club Rules"))
        let green = (UIColor.systemGreen.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
        let greens = (Int(rules.minX * 2)..<Int(rules.maxX * 2)).filter { x in
            (Int(rules.minY * 2)..<Int(rules.maxY * 2 + 4)).contains { close(light.pixel(x: x, y: $0), green, 30) }
        }
        #expect(greens.count > 60 && (greens.min() ?? 0) > Int(rules.midX * 2), "\(greens.count) \(greens.min() ?? -1)")
    }

    @Test func submittingShowsDotsTheSpinnerAndTheChosenRegion() throws {
        let ((image, _), warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(TrailClubSignupView(model: filled()), name: "TrailClubSignup-submitting")
        }
        #expect(warnings.isEmpty, "\(warnings)")
        let texts = phoneTexts(TrailClubSignupView(model: filled()))
        #expect(texts.contains { $0.0 == "sam@trails.example" } && texts.contains { $0.0 == String(repeating: "\u{2022}", count: 10) },
                "\(texts.map(\.0))")
        let joining = try #require(frame(texts, "Joining…"), "\(texts.map(\.0))")
        // The white spinner's spokes 8 points before the label, lightening the green button (red ~52).
        let whites = (Int(joining.minX - 28) * 2..<Int(joining.minX - 8) * 2).filter { x in
            (Int(joining.minY) * 2..<Int(joining.maxY) * 2).contains { y in let p = image.pixel(x: x, y: y); return p.red > 110 && p.blue > 110 }
        }
        #expect(whites.count > 4, "spinner ink: \(whites.count)")
        #expect(texts.contains { $0.0 == "Europe" }, "the region the menu has on")
    }
}
