import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Combine
import Charts
import StoreKit
import SwiftData
import AVFoundation
import WidgetKit

/// The conformances the iOS SDK's interfaces list and Backplate lacked
/// (docs/api/conformances-missing.tsv), each used as iOS code uses it.
@MainActor @Suite struct ModuleConformanceTests {
    private func isSendableType<T: Sendable>(_ type: T.Type) -> Bool { true }
    private func describe<T: CustomDebugStringConvertible>(_ value: T) -> String { value.debugDescription }
    private func isDebugDescribed<T: CustomDebugStringConvertible>(_ type: T.Type) -> Bool { true }
    private func isHashableAndIdentified<T: Hashable & Identifiable>(_ type: T.Type) -> Bool { true }
    private func identity<T: Identifiable>(_ value: T) -> T.ID { value.id }
    private func isScaleRange<R: ScaleRange>(_ range: R) -> Bool where R.VisualValue == Color { true }

    @Test func storeKitValuesDescribeThemselves() {
        // The App Store's values (none in a render) print their signed JSON, as on iOS.
        #expect(isDebugDescribed(Product.self) && isDebugDescribed(StoreKit.Transaction.self) && isDebugDescribed(AppTransaction.self))
        #expect(isDebugDescribed(Product.SubscriptionInfo.RenewalInfo.self) && isDebugDescribed(Product.SubscriptionPeriod.self))
        #expect(isDebugDescribed(VerificationResult<StoreKit.Transaction>.self))
        #expect(isHashableAndIdentified(PaymentMethodBinding.self))
        #expect(describe(Product.PurchaseOption.quantity(2)) == "quantity: 2")
        #expect(describe(Product.SubscriptionPeriod.Unit.month) == "month")
        let relationship: Product.SubscriptionRelationship = [.upgrade, .current]
        #expect(relationship.contains(.current) && !relationship.contains(.downgrade))
        #expect(Product.SubscriptionRelationship.all.isSuperset(of: [.upgrade, .downgrade, .crossgrade, .current]))
    }

    @Test func swiftDataSchemaDescribesAndEncodesItsOptions() throws {
        let schema = Schema(Schema.Entity("Trip", properties: Schema.Attribute(name: "title", options: [.unique], valueType: String.self)))
        #expect(describe(schema) == "Schema(1.0.0: Trip)")
        #expect(describe(schema.entities[0]) == "Entity(Trip: title: String [unique])")
        let options: [Schema.Attribute.Option] = [.unique, .externalStorage]
        let data = try JSONEncoder().encode(options)
        #expect(String(decoding: data, as: UTF8.self) == "[\"unique\",\"externalStorage\"]")
        #expect(try JSONDecoder().decode([Schema.Attribute.Option].self, from: data) == options)
        #expect(try JSONDecoder().decode([Schema.Relationship.Option].self, from: Data("[\"unique\"]".utf8)) == [.unique])
        #expect(describe(ModelConfiguration(isStoredInMemoryOnly: true)).contains("inMemory: true"))
    }

    @Test func combineZipsCompareByTheirUpstreams() {
        let a = Just(1), b = Just("one")
        #expect(Publishers.Zip(a, b) == Publishers.Zip(a, b))
        #expect(Publishers.Zip(a, b) != Publishers.Zip(Just(2), b))
        #expect(Publishers.Zip3(a, b, a) == Publishers.Zip3(a, b, a))
        #expect(Publishers.Zip4(a, b, a, b) != Publishers.Zip4(a, b, a, Just("two")))
    }

    @Test func chartBinsCompareAndGradientsAreRanges() {
        #expect(NumberBins(thresholds: [0, 10, 20]) == NumberBins(thresholds: [20, 0, 10]))
        #expect(NumberBins(thresholds: [0, 10]) != NumberBins(thresholds: [0, 20]))
        let start = Date(timeIntervalSince1970: 0)
        #expect(DateBins(thresholds: [start, start + 60]) == DateBins(timeInterval: 60, range: start...(start + 60)))
        #expect(isScaleRange(Color.blue.gradient) && isScaleRange(AnyGradient(Gradient(colors: [.red, .blue]))))
        #expect(AnyGradient(Gradient(colors: [.red, .blue])).stopColors == [.red, .blue])
        #expect(Color.teal.gradient.stopColors == [.teal])
    }

    @Test func swiftUIValuesConformAsOnIOS() throws {
        // A restored navigation path compares with the one it was encoded from.
        var path = NavigationPath()
        path.append(3)
        path.append("detail")
        let representation = try #require(path.codable)
        let restored = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: JSONEncoder().encode(representation))
        #expect(restored == representation)
        path.removeLast()
        #expect(try #require(path.codable) != representation)
        // A customizable toolbar item is identified by its id.
        #expect(identity(ToolbarItem(id: "share", placement: .primaryAction) { Text("Share") }) == "share")
        // Focused values compare by what they hold.
        var values = FocusedValues(), others = FocusedValues()
        #expect(values == others)
        values[NoteKey.self] = "draft"
        #expect(values != others)
        others[NoteKey.self] = "draft"
        #expect(values == others)
        // Animations reflect their curve; a shader is a shape style; empty widget configurations are Sendable.
        #expect(Mirror(reflecting: Animation.easeIn(duration: 0.2)).children.first?.value as? String == "easeIn(duration: 0.2)")
        #expect(isSendableType(EmptyWidgetConfiguration.self))
        let status = AVAsyncProperty<AVAsset, Double>.Status.loaded(2)
        #expect(status == .loaded(2) && status != .loading)
    }

    struct NoteKey: FocusedValueKey { typealias Value = String }

    @Test func aShaderFillIsNotDrawnAndWarns() throws {
        let shader = Shader(function: ShaderFunction(library: .default, name: "stripes"), arguments: [.float(8)])
        let (image, warnings) = RuntimeWarning.collecting {
            try? renderImage(ZStack { Color.white; Rectangle().fill(shader) }.frame(width: 20, height: 20))
        }
        #expect(rgba(try #require(image), 10, 10) == [255, 255, 255, 255])
        #expect(warnings.contains { $0.contains("'stripes'") && $0.contains("not drawn") })
    }
}
