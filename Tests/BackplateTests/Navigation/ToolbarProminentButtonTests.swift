import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// iOS 26 bar items draw their glyphs and text in the primary colour, but a button with its own
/// style keeps that style's label colour: `.borderedProminent` in a bottom bar is white on the
/// tint, as on an iPhone (corpus13's Roomkey drew "Reserve" black on blue).
@MainActor @Suite(.backplateLook(.iOS26), .tags(.pixels)) struct ToolbarProminentButtonTests {
    /// The colours drawn inside the frame of the text `label` on the phone canvas at 1x.
    private func colours<V: View>(of label: String, in view: V) throws -> [[Int]] {
        try #require(try coloursInText(label, of: view, size: PhoneCanvas.size, safeArea: PhoneCanvas.safeArea), "no \(label)")
    }

    @Test func aBorderedProminentBottomBarButtonKeepsItsWhiteLabel() throws {
        let view = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Reserve") {}.buttonStyle(.borderedProminent) }
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
        }
        let reserve = try colours(of: "Reserve", in: view)
        #expect(reserve.contains { $0[0] > 240 && $0[1] > 240 && $0[2] > 240 })
        #expect(!reserve.contains { $0[0] < 60 && $0[1] < 60 && $0[2] < 60 })
        // A plain item in the same bar still draws in the primary colour (black in light).
        #expect(try colours(of: "Edit", in: view).contains { $0[0] < 60 && $0[1] < 60 && $0[2] < 60 })
        // An app's own foreground style on the button still wins over white.
        let red = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Reserve") {}.buttonStyle(.borderedProminent).foregroundStyle(.red).tint(.yellow)
                }
            }
        }
        #expect(try colours(of: "Reserve", in: red).contains { $0[0] > 200 && $0[1] < 90 && $0[2] < 90 })
    }

    /// `EditButton` is a text button like the others: in an iOS 26 bar its "Edit" is black on
    /// glass beside a black "Share" (it drew in the tint, the one blue item of the bar), and in
    /// content it keeps the tint (systemBlue 0, 136, 255 in the iOS 26 palette).
    @Test func anEditButtonInABarTakesThePrimaryColourAsTextButtonsDo() throws {
        let view = NavigationStack {
            List { Text("Milk") }.toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
            }
        }
        let edit = try colours(of: "Edit", in: view)
        #expect(edit.contains { $0[0] < 60 && $0[1] < 60 && $0[2] < 60 }, "\(Set(edit.map { $0.description }).prefix(8))")
        #expect(!edit.contains { $0[2] > 200 && $0[0] < 60 })
        let inContent = try colours(of: "Edit", in: List { EditButton() })
        #expect(inContent.contains { $0[0] < 30 && $0[1] > 110 && $0[2] > 240 })
    }
}

