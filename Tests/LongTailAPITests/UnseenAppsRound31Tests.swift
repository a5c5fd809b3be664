import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Tag { var name: String }

/// A style that resolves to a colour by colour scheme, as an app's brand style does.
private struct BrandInk: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.colorScheme == .dark ? Color.Resolved(red: 1, green: 0.8, blue: 0) : Color.Resolved(red: 0.2, green: 0, blue: 0.6)
    }
}

/// unseen31: BookingSense's `@Query(sort: [SortDescriptor<Tag>(\.name, comparator: .localized)])`
/// (Foundation on Linux builds only the lexical `String.StandardComparator`, so the localized
/// ones compile, sort lexically and say so); the iOS 18 Tour's `Color(colorOne.mix(with:by:))`
/// (`Color.init` from a shape style); Caffeine Pal's `MeasurementFormatter`.
@MainActor
@Suite(.tags(.appFiles)) struct UnseenAppsRound31Tests {
    @Test func localizedStandardComparatorsCompileSortLexicallyAndWarn() {
        let tags = [Tag(name: "banana"), Tag(name: "Cherry"), Tag(name: "apple")]
        let (sorted, warnings) = RuntimeWarning.collecting {
            (tags.sorted(using: SortDescriptor(\Tag.name, comparator: .localizedStandard)).map(\.name),
             tags.sorted(using: SortDescriptor(\Tag.name, comparator: .localized, order: .reverse)).map(\.name))
        }
        #expect(sorted.0 == ["Cherry", "apple", "banana"])
        #expect(sorted.1 == ["banana", "apple", "Cherry"])
        #expect(warnings.filter { $0.contains("StandardComparator.localizedStandard sorts as .lexical") }.count == 1)
        #expect(warnings.filter { $0.contains("StandardComparator.localized sorts as .lexical") }.count == 1)
    }

    @Test func aColorMadeFromAStyleResolvesItWhereItIsDrawn() throws {
        let mixed = Color(Color.blue.mix(with: .purple, by: 0.5))
        #expect(mixed == Color.blue.mix(with: .purple, by: 0.5))
        var light = EnvironmentValues(), dark = EnvironmentValues()
        dark.colorScheme = .dark
        light.colorScheme = .light
        let brand = Color(BrandInk())
        #expect(brand.resolve(in: light) == BrandInk().resolve(in: light))
        #expect(brand.resolve(in: dark) == Color.Resolved(red: 1, green: 0.8, blue: 0))
        #expect(brand == Color(BrandInk()) && brand != Color.blue)
        // Drawn: a 10-point square of it is the style's dark colour in a dark render.
        let renderer = ImageRenderer(content: brand.frame(width: 10, height: 10))
        renderer.environment.colorScheme = .dark
        let pixel = try renderer.render().pixel(x: 5, y: 5)
        #expect([pixel.red, pixel.green, pixel.blue] == [255, 204, 0])
    }

    @Test func measurementFormatterWritesUnitsAsFoundationDoes() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 2
        let caffeine = Measurement(value: 95.456, unit: UnitMass.milligrams)
        #expect(formatter.string(from: caffeine) == "95.46 mg")
        formatter.unitStyle = .long
        #expect(formatter.string(from: caffeine) == "95.46 milligrams")
        formatter.unitStyle = .short
        #expect(formatter.string(from: caffeine) == "95.46mg")
        #expect(formatter.string(from: UnitMass.milligrams) == "mg")
        #expect(formatter.string(for: caffeine) == "95.46mg" && formatter.string(for: 3) == nil)
        // Without `.providedUnit`, a US locale's preferred unit.
        let us = MeasurementFormatter()
        us.locale = Locale(identifier: "en_US")
        #expect(us.string(from: Measurement(value: 10, unit: UnitLength.kilometers)) == "6.214 mi")
        us.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(us.string(from: Measurement(value: 21.5, unit: UnitTemperature.celsius)) == "21.5°")
    }
}
