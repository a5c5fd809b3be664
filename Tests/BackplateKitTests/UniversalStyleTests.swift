import Testing
import BackplateTestSupport
import Foundation
import BackplateKit

/// Seed 000's `UniversalStyle`, its `Colors` palette per colour scheme, and
/// `universalStyledBackground(_:color:onForeground:)`.
@Suite(.tags(.pixels)) struct UniversalStyleTests {
    /// The palette's colours as the seed gives them (0–255 components, alpha 0–255).
    static let expected: [(UniversalStyle, ColorScheme, [Int])] = [
        (.primary, .light, [245, 234, 208, 255]),
        (.primary, .dark, [0, 0, 0, 255]),
        (.secondary, .light, [220, 207, 188, 255]),
        (.secondary, .dark, [26, 26, 26, 230]),      // 0.1 white at 0.9 opacity
        (.accent, .light, [0, 87, 66, 255]),
        (.accent, .dark, [0, 87, 66, 255]),
        (.transparent, .light, [0, 87, 66, 255]),    // getColor's default: the light accent
        (.transparent, .dark, [0, 87, 66, 255]),
    ]

    @Test func styleCasesAndIdentifiers() {
        #expect(UniversalStyle.allCases.map(\.id) == ["accent", "primary", "secondary", "transparent"])
        #expect(UniversalStyle(rawValue: "secondary") == .secondary)
    }

    @Test func makeColorDividesBy255() throws {
        let image = try renderImage(Rectangle().fill(Colors.makeColor(51, 102, 204)).frame(width: 4, height: 4))
        #expect(rgba(image, 2, 2) == [51, 102, 204, 255])
    }

    @Test(arguments: expected.indices)
    func getColorResolvesThePalettePerScheme(_ i: Int) throws {
        let (style, scheme, rgb) = Self.expected[i]
        let color = Colors.getColor(from: style, in: scheme)
        let image = try renderImage(Rectangle().fill(color).frame(width: 4, height: 4))
        #expect(close(rgba(image, 2, 2), rgb, 1), "\(style) \(scheme): \(rgba(image, 2, 2))")
    }

    @Test(arguments: expected.indices.filter { expected[$0].0 != .transparent })
    func backgroundFollowsTheEnvironmentColorScheme(_ i: Int) throws {
        let (style, scheme, rgb) = Self.expected[i]
        let image = try renderImage(Color.clear.frame(width: 10, height: 10).universalStyledBackground(style), dark: scheme == .dark)
        #expect(image.width == 10 && image.height == 10)
        #expect(close(rgba(image, 5, 5), rgb, 1), "\(style) \(scheme): \(rgba(image, 5, 5))")
    }

    @Test func explicitColorOverridesThePalette() throws {
        let image = try renderImage(Color.clear.frame(width: 10, height: 10).universalStyledBackground(.primary, color: Color(red: 0, green: 0, blue: 1)))
        #expect(rgba(image, 5, 5) == [0, 0, 255, 255])
    }

    @Test func onForegroundFillsShapesInsteadOfTheBackground() throws {
        let view = Circle().frame(width: 20, height: 20).universalStyledBackground(.accent, onForeground: true)
        let image = try renderImage(view)
        #expect(rgba(image, 10, 10) == [0, 87, 66, 255])
        #expect(rgba(image, 0, 0)[3] == 0)   // outside the circle: no background
    }

    @Test func transparentStyleIsAMaterialNotTheAccent() throws {
        // A material tints what is behind it: in light mode a whitish veil over black, in dark
        // mode a darkish veil over white; greys either way, never the accent green.
        func sample(_ behind: Color, dark: Bool) throws -> [Int] {
            let view = ZStack {
                behind
                Color.clear.frame(width: 20, height: 20).universalStyledBackground(.transparent)
            }.frame(width: 40, height: 40)
            return rgba(try renderImage(view, dark: dark), 20, 20)
        }
        let light = try sample(.black, dark: false)
        #expect(light[0] > 30 && light[0] < 225, "\(light)")
        #expect(abs(light[0] - light[1]) <= 6 && abs(light[1] - light[2]) <= 6, "\(light)")
        let dark = try sample(.white, dark: true)
        #expect(dark[0] < 225 && dark[0] > 30, "\(dark)")
        #expect(abs(dark[0] - dark[1]) <= 6 && abs(dark[1] - dark[2]) <= 6, "\(dark)")
    }

    @Test func seedSpellingIsTheSameModifier() throws {
        let a = try renderImage(Color.clear.frame(width: 6, height: 6).universalStyledBackgrond(.secondary))
        #expect(rgba(a, 3, 3) == [220, 207, 188, 255])
    }
}
