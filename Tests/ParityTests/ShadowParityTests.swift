import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// Capsules with shadows against ferrostar's renders (iOS 18.1 and 26.2), light and dark through
// the SwiftUI colour scheme (see ListParityTests for the method).

/// ferrostar's navigation button style, restated: the label padded 16, on the system
/// background, clipped to a capsule at least 52 square, with an 8-point shadow.
private struct CapsuleNavigationStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color(uiColor: .systemBackground))
            .foregroundStyle(.primary)
            .clipShape(Capsule())
            .frame(minWidth: 52, minHeight: 52)
            .shadow(radius: 8)
    }
}

@Suite("Parity: shadowed capsules (ferrostar)", .tags(.pixels))
struct ShadowParityTests {
    /// ferrostar's test host: the view in a 430 × 932 frame on its green page.
    static func page<V: View>(_ content: V, dark: Bool) -> some View {
        content
            .environment(\.colorScheme, dark ? .dark : .light)
            .frame(width: 430, height: 932)
            .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255))
    }

    static let green = (130, 203, 114)

    /// ferrostar-capsule-button-shadow-ios18 (and dark): "Start Navigation" on a white (black)
    /// capsule with a soft shadow.
    @Test(.backplateLook(.iOS18), arguments: [false, true]) func navigationButton(dark: Bool) throws {
        let view = Self.page(Button {} label: { Text("Start Navigation") }.buttonStyle(CapsuleNavigationStyle()), dark: dark)
        let name = dark ? "ferrostar-capsule-button-shadow-dark-ios18" : "ferrostar-capsule-button-shadow-ios18"
        let image = Parity.render(name, view, layout: .sizeThatFits)
        #expect(image.colour(5, 5) == [130, 203, 114])
        let fill = dark ? PixelTest.near(0, 0, 0, tolerance: 0) : PixelTest.near(255, 255, 255, tolerance: 0)
        let capsule = try #require(image.box((0, 0, 430, 932), fill))
        #expect(capsule.distance(to: Box(138.33, 440, 292, 492.33)) <= 1.5, "capsule \(capsule)")
        // The shadow's visible extent (any change of the page colour by more than 2 levels).
        let shadow = try #require(image.box((0, 0, 430, 932), .differs(130, 203, 114, threshold: 2)))
        #expect(shadow.distance(to: Box(126.67, 427.67, 303.67, 504.67)) <= 2, "shadow \(shadow)")
        let ink = try #require(image.box((0, 0, 430, 932), dark ? .near(255, 255, 255, tolerance: 60) : .near(0, 0, 0, tolerance: 60)))
        #expect(ink.distance(to: Box(155, 459.67, 275.33, 475.33)) <= 1.5, "ink \(ink)")
    }

    /// ferrostar-zoom-capsule-ios26 (and dark): plus and minus glyphs 18 points square in a
    /// vertical 52-point capsule split by a divider, with a soft shadow.
    @Test(.backplateLook(.iOS26), arguments: [false, true]) func zoomCapsule(dark: Bool) throws {
        let glyph = { (name: String) in
            Image(systemName: name).resizable().aspectRatio(contentMode: .fit).frame(width: 18, height: 18)
        }
        let zoom = VStack(spacing: 0) {
            Button {} label: { glyph("plus") }.padding()
            Divider().frame(width: 52)
            Button {} label: { glyph("minus") }.padding()
        }
        .foregroundColor(.primary)
        .background(Color(uiColor: .systemBackground))
        .clipShape(Capsule())
        .shadow(radius: 8)
        let name = dark ? "ferrostar-zoom-capsule-dark-ios26" : "ferrostar-zoom-capsule-ios26"
        let image = Parity.render(name, Self.page(zoom, dark: dark), layout: .sizeThatFits)
        let fill = dark ? PixelTest.near(0, 0, 0, tolerance: 0) : PixelTest.near(255, 255, 255, tolerance: 0)
        let capsule = try #require(image.box((0, 0, 430, 932), fill))
        #expect(capsule.distance(to: Box(189, 416.33, 241, 515.67)) <= 1, "capsule \(capsule)")
        let shadow = try #require(image.box((0, 0, 430, 932), .differs(130, 203, 114, threshold: 2)))
        #expect(shadow.distance(to: Box(176.67, 404.67, 253.33, 527.33)) <= 2, "shadow \(shadow)")
    }

    /// ferrostar-sfsymbol-button-ios18: the `location` symbol at body size in the same style,
    /// a white circle about 52 points across; the glyph (Material Design Icons' up-and-right
    /// navigation arrow, chosen by silhouette score) within 1.5 points of SF's ink.
    @Test(.backplateLook(.iOS18)) func symbolButton() throws {
        let view = Self.page(Button {} label: { Image(systemName: "location") }.buttonStyle(CapsuleNavigationStyle()), dark: false)
        let image = Parity.render("ferrostar-sfsymbol-button-ios18", view, layout: .sizeThatFits)
        #expect(image.colour(5, 5) == [130, 203, 114])
        let capsule = try #require(image.box((0, 0, 430, 932), .near(255, 255, 255, tolerance: 3)))
        #expect(capsule.distance(to: Box(189.33, 441, 240.67, 491)) <= 1.5, "capsule \(capsule)")
        let glyph = try #require(image.box((180, 430, 250, 500), .dark(120)))
        #expect(glyph.distance(to: Box(206.33, 458.33, 222.33, 474)) <= 1.5, "glyph \(glyph)")
    }
}
