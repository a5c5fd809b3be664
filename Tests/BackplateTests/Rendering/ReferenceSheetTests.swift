import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

// Reference images for the visual cases. Each PNG is committed beside this file in
// __Snapshots__/ReferenceSheetTests and was checked by eye against what SwiftUI draws.

struct GradientsSheet: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
                LinearGradient(stops: [.init(color: .yellow, location: 0.3), .init(color: .red, location: 0.7)],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
                RadialGradient(colors: [.white, .blue], center: .center, startRadius: 5, endRadius: 50)
                EllipticalGradient(colors: [.yellow, .orange, .red])
            }
            .frame(height: 80)
            HStack(spacing: 16) {
                AngularGradient(colors: colors + [.red], center: .center)
                Circle().fill(.conicGradient(colors: [.blue, .mint, .blue], center: .center, angle: .degrees(-90)))
                AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
                Rectangle().fill(Color.teal.gradient)
            }
            .frame(height: 80)
            HStack(spacing: 16) {
                // Seed 002's BoxView shape: a gradient-filled continuous rounded rect with a faint outline.
                ForEach(0..<2) { i in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(LinearGradient(gradient: Gradient(colors: i == 0 ? [.pink, .orange] : [.indigo, .cyan]), startPoint: .leading, endPoint: .trailing))
                        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color.primary.opacity(0.1)))
                }
                Capsule().strokeBorder(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 8)
                Circle().trim(from: 0.1, to: 0.9).stroke(AngularGradient(colors: [.orange, .red], center: .center), style: StrokeStyle(lineWidth: 12, lineCap: .round))
            }
            .frame(height: 80)
        }
        .frame(width: 480)
        .padding(12)
        .background(.background)
    }
}

struct EffectsSheet: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 80, height: 60)
                    .shadow(radius: 8, y: 4)
                RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 80, height: 60)
                    .shadow(color: .blue.opacity(0.6), radius: 12, x: 6, y: 10)
                Circle().fill(.orange).frame(width: 60, height: 60).blur(radius: 6)
                HStack(spacing: -20) { Circle().fill(.red); Circle().fill(.blue) }.frame(width: 90, height: 50).opacity(0.5)
                HStack(spacing: -20) { Circle().fill(.red); Circle().fill(.blue) }.frame(width: 90, height: 50).compositingGroup().opacity(0.5)
            }
            HStack(spacing: 24) {
                LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom).frame(width: 80, height: 60)
                    .clipShape(Capsule())
                LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom).frame(width: 80, height: 60)
                    .mask { Circle() }
                ZStack {
                    Color.yellow
                    Circle().fill(.blue).frame(width: 40).blendMode(.multiply)
                }.frame(width: 80, height: 60)
                ZStack {
                    Color.yellow
                    Circle().fill(.blue).frame(width: 40).blendMode(.screen)
                }.frame(width: 80, height: 60)
                Rectangle().fill(.green).frame(width: 60, height: 30).rotationEffect(.degrees(-20)).scaleEffect(1.2)
                    .frame(width: 80, height: 60)
            }
        }
        .padding(24)
        .background(Color(white: 0.95))
    }
}

// MARK: - Seed 000: .rectangularBackground (UIKit names replaced by the test's RoundedCorner)

private enum UniversalStyle: String { case accent, primary, secondary, transparent }

private enum Colors {
    static let baseLight = makeColor(245, 234, 208)
    static let baseDark = makeColor(0, 0, 0)
    static let secondaryLight = makeColor(220, 207, 188)
    static let secondaryDark = Color(red: 0.1, green: 0.1, blue: 0.1).opacity(0.9)
    static let lightAccent = makeColor(0, 87, 66)
    static let darkAccent = makeColor(0, 87, 66)

    static func makeColor(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255) }

    static func getColor(from style: UniversalStyle, in colorScheme: ColorScheme) -> Color {
        switch style {
        case .primary: return colorScheme == .dark ? baseDark : baseLight
        case .secondary: return colorScheme == .dark ? secondaryDark : secondaryLight
        case .accent: return colorScheme == .dark ? darkAccent : lightAccent
        default: return lightAccent
        }
    }
}

private extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, contentBuilder: (Self) -> Content) -> some View {
        if condition { contentBuilder(self) } else { self }
    }
}

private struct UniversalStyledBackground: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    let style: UniversalStyle
    let color: Color?

    func body(content: Content) -> some View {
        content
            .if(style == .transparent) { view in view.background(.ultraThinMaterial) }
            .if(style != .transparent) { view in view.background(color ?? Colors.getColor(from: style, in: colorScheme)) }
    }
}

private struct RectangularBackground: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    let style: UniversalStyle
    let color: Color?
    let padding: CGFloat?
    let cornerRadius: CGFloat
    var corners: RoundedCorner.Corners
    let stroke: Bool
    let strokeWidth: CGFloat
    let shadow: Bool

    func body(content: Content) -> some View {
        content
            .if(padding == nil) { view in view.padding() }
            .if(padding != nil) { view in view.padding(padding!) }
            .modifier(UniversalStyledBackground(style: style, color: color))
            .if(stroke) { view in
                view.overlay(RoundedCorner(radius: cornerRadius, corners: corners)
                    .stroke(colorScheme == .dark ? .white : .black, lineWidth: strokeWidth))
            }
            .clipShape(RoundedCorner(radius: cornerRadius, corners: corners))
            .if(shadow) { view in view.shadow(color: .black.opacity(0.2), radius: 10, y: 5) }
    }
}

private extension View {
    func rectangularBackground(_ padding: CGFloat? = nil, style: UniversalStyle = .primary, color: Color? = nil, stroke: Bool = false,
                               strokeWidth: CGFloat = 1, cornerRadius: CGFloat = 40, corners: RoundedCorner.Corners = .allCorners,
                               shadow: Bool = false) -> some View {
        modifier(RectangularBackground(style: style, color: color, padding: padding, cornerRadius: cornerRadius, corners: corners,
                                       stroke: stroke, strokeWidth: strokeWidth, shadow: shadow))
    }
}

struct RectangularBackgroundSheet: View {
    private var content: some View {
        HStack(spacing: 10) {
            Circle().fill(.orange).frame(width: 28, height: 28)
            VStack(alignment: .leading, spacing: 6) {
                Capsule().fill(.primary).frame(width: 120, height: 10)
                Capsule().fill(.secondary).frame(width: 80, height: 10)
            }
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            content.rectangularBackground()
            content.rectangularBackground(style: .secondary, stroke: true, cornerRadius: 20, shadow: true)
            content.rectangularBackground(10, style: .accent, cornerRadius: 24, corners: [.topLeft, .bottomRight])
            ZStack {
                HStack(spacing: 0) { ForEach(0..<12) { i in (i % 2 == 0 ? Color.pink : Color.blue).frame(width: 24) } }
                content.rectangularBackground(style: .transparent, cornerRadius: 16)
            }
            .frame(height: 80)
        }
        .padding(24)
        .background(.background)
    }
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ReferenceSheetTests {
    @Test func gradientsSheet() throws {
        assertReference(try renderImage(GradientsSheet(), scale: 2), named: "gradients")
    }

    @Test func effectsSheet() throws {
        assertReference(try renderImage(EffectsSheet(), scale: 2), named: "effects")
    }

    @Test func rectangularBackgroundLightAndDark() throws {
        assertReference(try renderImage(RectangularBackgroundSheet(), scale: 2), named: "rectangularBackground-light")
        assertReference(try renderImage(RectangularBackgroundSheet(), scale: 2, dark: true), named: "rectangularBackground-dark")
    }
}
