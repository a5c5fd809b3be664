import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Control states drawn as iOS 17/18 draws them (controls.md §7.1–§7.3, swiftui.md §13.1):
/// `controlSize` fonts and heights, `buttonBorderShape`, the disabled appearance, and the rule
/// that a foreground colour on a button overrides the tint for its label in every style.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ControlStateTests {
    @Test(arguments: [(ControlSize.mini, 15.0), (.small, 15.0), (.regular, 17.0), (.large, 17.0), (.extraLarge, 17.0)] as [(ControlSize, Double)])
    func borderlessLabelFontFollowsTheControlSize(size: ControlSize, points: Double) throws {
        // mini/small → subheadline (15), regular and up → body (17) (OSUI BorderlessButtonStyle).
        let text = try #require(controlTexts(Button("Book") {}.controlSize(size), width: nil).first)
        #expect(text.runs.first.map { Double($0.font.size) } == points)
    }

    @Test func borderedButtonsGrowWithTheControlSize() throws {
        // controls.md §7.1 (low confidence, so ordered rather than pinned): each size at least
        // as tall as the one below; regular ≈ 34 (body line + 2 × 7), large ≈ 50.
        let heights = ControlSize.allCases.map { controlSize(Button("Book") {}.buttonStyle(.bordered).controlSize($0), width: nil).height }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(heights[2] - 34.33) <= 0.5)
        #expect(abs(heights[3] - 50.33) <= 0.5)
        // The text of a bordered button is tinted; the fill is the tint at 15 % (26 % dark).
        let shapes = controlShapes(Button("Book") {}.buttonStyle(.bordered), width: nil)
        #expect(shapes.contains { "\($0.paint)" == "#007AFF26" })
        #expect(controlShapes(Button("Book") {}.buttonStyle(.bordered), width: nil, dark: true).contains { "\($0.paint)" == "#0A84FF42" })
    }

    @Test func borderShapesSetTheCornerRadius() throws {
        func fill(_ shape: ButtonBorderShape) throws -> DisplayList.ShapeItem {
            try #require(controlShapes(Button("Book") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape), width: nil).first)
        }
        let capsule = try fill(.capsule)
        let image = try controlImage(Button("Book") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule), width: nil)
        // A capsule's end is a half circle: the point a quarter of the height in from the
        // corner along the diagonal is outside it; the middle of the end edge is inside.
        #expect(controlPixel(image, 2, 2) == [255, 255, 255])
        #expect(close(controlPixel(image, 1, capsule.frame.height / 2), [0, 122, 255], 40))
        let square = try controlImage(Button("Book") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 0)), width: nil)
        #expect(close(controlPixel(square, 0.2, 0.2), [0, 122, 255], 2))
        let circle = try fill(.circle)
        #expect(circle.frame.width == circle.frame.height)
    }

    @Test(arguments: [false, true])
    func disabledButtonsRecolourToTertiaryGrey(dark: Bool) throws {
        let grey = dark ? "#EBEBF54D" : "#3C3C434D"
        for style in [AnyView(Button("Book") {}), AnyView(Button("Book") {}.buttonStyle(.bordered)),
                      AnyView(Button("Book") {}.buttonStyle(.borderedProminent))] {
            let text = try #require(controlTexts(style.disabled(true), width: nil, dark: dark).first)
            #expect("\(text.paints[0])" == grey)
        }
        // Prominent fill turns the tertiary fill.
        #expect(controlShapes(Button("Book") {}.buttonStyle(.borderedProminent).disabled(true), width: nil, dark: dark)
            .contains { "\($0.paint)" == (dark ? "#7676803D" : "#7676801F") })
    }

    @Test func disabledControlsFade() {
        func dimmed<V: View>(_ v: V) -> Bool {
            let r = ImageRenderer(content: v)
            r.proposedSize = ProposedViewSize(width: 300, height: nil)
            return r.displayList().description.contains("opacity(0.5)")
        }
        #expect(dimmed(Toggle("Reminders", isOn: .constant(true)).disabled(true)))
        #expect(dimmed(Slider(value: .constant(0.4)).disabled(true)))
        #expect(dimmed(Stepper("Guests", value: .constant(1), in: 0...3).disabled(true)))
        #expect(dimmed(Picker("S", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented).disabled(true)))
        #expect(!dimmed(Toggle("Reminders", isOn: .constant(true))))
    }

    /// `Button("x"){}.foregroundColor(.black)`: the label is black in every built-in style,
    /// the tint still fills the bordered styles (SwiftUI: the foreground style beats the tint
    /// for the label only).
    @Test(arguments: ["automatic", "borderless", "plain", "bordered", "borderedProminent"])
    func foregroundColourOverridesTheTintForTheLabel(style: String) throws {
        func styled<V: View>(_ v: V) -> AnyView {
            switch style {
            case "borderless": return AnyView(v.buttonStyle(.borderless))
            case "plain": return AnyView(v.buttonStyle(.plain))
            case "bordered": return AnyView(v.buttonStyle(.bordered))
            case "borderedProminent": return AnyView(v.buttonStyle(.borderedProminent))
            default: return AnyView(v)
            }
        }
        for button in [styled(Button("Call") {}.foregroundColor(.black)), styled(Button("Call") {}.foregroundStyle(.black))] {
            let text = try #require(controlTexts(button, width: nil).first)
            #expect("\(text.paints[0])" == "#000000", "\(style)")
        }
        if style == "bordered" || style == "borderedProminent" {
            let shapes = controlShapes(styled(Button("Call") {}.foregroundStyle(.black)), width: nil)
            #expect(shapes.contains { "\($0.paint)".hasPrefix("#007AFF") }, "\(style) keeps its tinted fill")
        }
        // Without a foreground the label is tinted (white on the prominent fill).
        let plainLabel = try #require(controlTexts(styled(Button("Call") {}), width: nil).first)
        let expected = style == "plain" ? "#000000" : style == "borderedProminent" ? "#FFFFFF" : "#007AFF"
        #expect("\(plainLabel.paints[0])" == expected, "\(style)")
    }

    @Test func tintAndAccentColourTintControls() throws {
        #expect("\(try #require(controlTexts(Button("Go") {}.tint(.green), width: nil).first).paints[0])" == "#34C759")
        #expect("\(try #require(controlTexts(Button("Go") {}.accentColor(.orange), width: nil).first).paints[0])" == "#FF9500")
        #expect(controlShapes(ProgressView(value: 0.5).accentColor(.orange), width: 200).contains { "\($0.paint)" == "#FF9500" })
    }
}
