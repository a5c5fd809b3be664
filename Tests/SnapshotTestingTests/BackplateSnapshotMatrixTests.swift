import Foundation
import SnapshotTesting
import Testing
import Backplate
import BackplateUIKit
@testable import BackplateSnapshotTesting

/// The image a strategy makes of a view (the strategies here are synchronous).
private func snapshotImage<V: View>(_ view: V, _ strategy: Snapshotting<V, UIImage>) -> RenderedImage? {
    var result: RenderedImage?
    strategy.snapshot(view).run { result = $0.renderedImage }
    return result
}

@Suite("Variant matrices: every combination, named, each drawn as its traits say")
struct BackplateSnapshotMatrixTests {
    @Test func variantsAreEveryCombinationWithPredictableNames() {
        let matrix = BackplateSnapshotMatrix(colorSchemes: [.light, .dark], dynamicTypeSizes: [.large, .accessibility3],
                                             layoutDirections: [.leftToRight, .rightToLeft])
        #expect(matrix.variants.map(\.name) == [
            "light-large-ltr", "light-large-rtl", "light-accessibility3-ltr", "light-accessibility3-rtl",
            "dark-large-ltr", "dark-large-rtl", "dark-accessibility3-ltr", "dark-accessibility3-rtl",
        ])
        // Devices vary slowest and locales fastest; names are file-safe.
        let devices = BackplateSnapshotMatrix(devices: [.iPhone13, .iPhoneSE], colorSchemes: [.dark],
                                              locales: [Locale(identifier: "en_US"), Locale(identifier: "ar_EG")])
        #expect(devices.variants.map(\.name) == ["iPhone-13-dark-en_US", "iPhone-13-dark-ar_EG",
                                                 "iPhone-SE-2nd-generation-dark-en_US", "iPhone-SE-2nd-generation-dark-ar_EG"])
        #expect(BackplateSnapshotMatrix(colorSchemes: []).variants.map(\.name) == ["default"])
        // One strategy per variant, keyed by its name, for assertSnapshots(of:as:).
        let images: [String: Snapshotting<Color, UIImage>] = matrix.images()
        #expect(Set(images.keys) == Set(matrix.variants.map(\.name)))
    }

    @Test func eachVariantDrawsWhatItsTraitsAndLocaleSay() throws {
        let matrix = BackplateSnapshotMatrix(colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
        let strategies: [String: Snapshotting<AnyView, UIImage>] = matrix.images(traits: .init(displayScale: 1))
        // Red then blue, 10 pt squares, in 4 pt of padding: RTL puts blue first; dark gives a black background.
        let view = AnyView(HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        }.padding(4))
        let lightStrategy = try #require(strategies["light-ltr"]), darkStrategy = try #require(strategies["dark-rtl"])
        let light = try #require(snapshotImage(view, lightStrategy))
        let darkRTL = try #require(snapshotImage(view, darkStrategy))
        #expect(light.width == 28 && light.height == 18)
        #expect(light.pixel(x: 1, y: 1) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(light.pixel(x: 6, y: 9) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(darkRTL.pixel(x: 1, y: 1) == .init(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(darkRTL.pixel(x: 6, y: 9) == .init(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func dynamicTypeAndLocaleMatchTheSameViewConfiguredByHand() throws {
        let matrix = BackplateSnapshotMatrix(colorSchemes: [], dynamicTypeSizes: [.accessibility3], locales: [Locale(identifier: "de_DE")])
        let strategy: Snapshotting<AnyView, UIImage> = try #require(matrix.images(traits: .init(displayScale: 2))["accessibility3-de_DE"])
        // The locale reaches Text's number formatting: 1234.5 is written "1.234,5" in German.
        let variant = try #require(snapshotImage(AnyView(Text(1234.5, format: .number)), strategy))
        let plain: Snapshotting<AnyView, UIImage> = .image(traits: .init(displayScale: 2))
        let byHand = try #require(snapshotImage(AnyView(Text("1.234,5").dynamicTypeSize(.accessibility3)), plain))
        let english = try #require(snapshotImage(AnyView(Text("1,234.5").dynamicTypeSize(.accessibility3)), plain))
        #expect(variant.width == byHand.width && variant.height == byHand.height)
        #expect(variant.rgba == byHand.rgba)
        #expect(variant.rgba != english.rgba)
        // accessibility3 body text is 40 pt (Apple's Dynamic Type table); SF's line is 1.193 em,
        // 47.7 pt: 96 px at 2x.
        #expect(variant.height == 96)
    }

    @Test func matrixReferencesMatch() {
        let matrix = BackplateSnapshotMatrix(colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        }.padding(4)
        assertSnapshots(of: view, as: matrix.images(traits: .init(displayScale: 1)))
    }
}
