import Foundation
import Testing
import Backplate
import SwiftData
import StoreKit
import TipKit

/// Conformances SwiftUI's types have on iOS and Backplate lacked, found by comparing the iOS
/// 17.4 SDK's interfaces with Backplate's symbol graphs (docs/api/conformances-missing.tsv):
/// a model holding a `Text` or an `Image` synthesizes `==`, layouts and spacers cross into
/// `@Sendable` closures, and edges round-trip through `Codable`.
@Suite struct SwiftUIConformanceTests {
    struct Row: Equatable {
        let title: Text
        let icon: Image
    }

    @Test func textAndImageAreEquatableByWhatTheyShow() {
        let row = Row(title: Text("Inbox"), icon: Image(systemName: "tray"))
        #expect(row == Row(title: Text("Inbox"), icon: Image(systemName: "tray")))
        #expect(row != Row(title: Text("Outbox"), icon: Image(systemName: "tray")))
        #expect(row != Row(title: Text("Inbox"), icon: Image(systemName: "tray.fill")))
        #expect(Text("Inbox").bold() != Text("Inbox"))
        #expect(Text("Inbox").font(.title) == Text("Inbox").font(.title))
        #expect(Image(systemName: "tray").resizable() != Image(systemName: "tray"))
    }

    private func isSendable<T: Sendable>(_ value: T) -> Bool { true }

    @Test func layoutsAndPlainViewsAreSendable() {
        #expect(isSendable(Spacer(minLength: 4)))
        #expect(isSendable(EmptyView()))
        #expect(isSendable(HStackLayout(spacing: 2)))
        #expect(isSendable(VStackLayout()))
        #expect(isSendable(ZStackLayout(alignment: .top)))
        #expect(isSendable(GridLayout()))
    }

    @Test func edgesRoundTripThroughCodable() throws {
        let data = try JSONEncoder().encode([HorizontalEdge.trailing])
        #expect(try JSONDecoder().decode([HorizontalEdge].self, from: data) == [.trailing])
        let vertical = try JSONEncoder().encode(VerticalEdge.bottom)
        #expect(try JSONDecoder().decode(VerticalEdge.self, from: vertical) == .bottom)
    }

    @Observable final class Shelf: Identifiable {
        let id = "shelf-1"
        var title = "Reading"
    }

    @Test func valuesRoundTripAndCompareAsOnIOS() throws {
        let colour = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        #expect(try JSONDecoder().decode(Color.Resolved.self, from: JSONEncoder().encode(colour)) == colour)
        let style = try JSONEncoder().encode([Text.DateStyle.relative, .timer])
        #expect(try JSONDecoder().decode([Text.DateStyle].self, from: style) == [.relative, .timer])
        #expect(Schema.Version(1, 2, 0) < Schema.Version(1, 10, 0))
        #expect(Schema.Version(2, 0, 0) > Schema.Version(1, 9, 9))
        #expect(Set([Tips.Status.available, .pending, .available]).count == 2)
        #expect(Bindable(Shelf()).id == "shelf-1")
        #expect(isSendable(AnimatablePair(1.0, 2.0)))
    }

    @Test func storeAndDataValuesCompareAndIdentifyAsOnIOS() throws {
        // Subscription units order from the day to the year (StoreKit, iOS 17).
        #expect([Product.SubscriptionPeriod.Unit.year, .day, .month, .week].sorted() == [.day, .week, .month, .year])
        // A donation window is hashable and round-trips through Codable (TipKit).
        let window = Tips.DonationTimeRange.week
        #expect(try JSONDecoder().decode(Tips.DonationTimeRange.self, from: JSONEncoder().encode(window)) == window)
        #expect(Set([window, .week, .day]).count == 2)
        // A configuration is identified by its store's URL; a model's identifier by its storage.
        let configuration = ModelConfiguration("Trips", url: URL(fileURLWithPath: "/tmp/trips.store"))
        #expect(configuration.id == URL(fileURLWithPath: "/tmp/trips.store"))
        let first = ShelfTag(name: "Poetry"), second = ShelfTag(name: "Maps")
        #expect(first.persistentModelID.id == first.persistentModelID.id)
        #expect(first.persistentModelID.id != second.persistentModelID.id)
    }

    private func isSendableType<T: Sendable>(_ type: T.Type) -> Bool { true }
    private func isHashableType<T: Hashable>(_ type: T.Type) -> Bool { true }
    private func isCodableType<T: Codable>(_ type: T.Type) -> Bool { true }
    private func isCodableKey<K: CodableAttributedStringKey>(_ key: K.Type) -> Bool { true }
    private func isObservable<T: ObservableObject>(_ object: T) -> Bool { true }
    private func isObservationObservable<T: Observable>(_ object: T) -> Bool { true }
    private func identity<T: Identifiable>(_ value: T) -> T.ID { value.id }

    struct Shade: ViewModifier, Equatable {
        var level: Int
        func body(content: Content) -> some View { content.opacity(Double(level) / 10) }
    }

    @Test func gestureValuesModifiedContentAndGradientsConformAsOnIOS() {
        // Combined gestures' values are Sendable (and hashable) when both gestures' values are.
        typealias Presses = SimultaneousGesture<LongPressGesture, LongPressGesture>
        #expect(isSendableType(Presses.Value.self) && isHashableType(Presses.Value.self))
        #expect(isSendableType(SequenceGesture<LongPressGesture, DragGesture>.Value.self))
        #expect(isSendableType(ExclusiveGesture<TapGesture, LongPressGesture>.Value.self))
        // Modified values compare by their content and modifier.
        let shaded = ModifiedContent(content: Text("Tide"), modifier: Shade(level: 3))
        #expect(shaded == ModifiedContent(content: Text("Tide"), modifier: Shade(level: 3)))
        #expect(shaded != ModifiedContent(content: Text("Tide"), modifier: Shade(level: 4)))
        #expect(shaded != ModifiedContent(content: Text("Tides"), modifier: Shade(level: 3)))
        // A colour's gradient is hashable, equal for the same colour.
        #expect(Color.red.gradient == Color.red.gradient && Color.red.gradient != Color.blue.gradient)
        #expect(Set([Color.red.gradient, Color.red.gradient, Color.blue.gradient]).count == 2)
        #expect(Animation.easeInOut(duration: 0.3).debugDescription.contains("easeInOut"))
        #expect(KeyPress.Phases([.down, .up]).debugDescription.contains("down"))
    }

    @Test func attributeKeysTipsAndRenderersConformAsOnIOS() {
        // SwiftUI's attribute keys are Sendable; the numeric ones encode with AttributedString.
        #expect(isSendableType(AttributeScopes.SwiftUIAttributes.FontAttribute.self))
        #expect(isSendableType(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self))
        #expect(isCodableKey(AttributeScopes.SwiftUIAttributes.KerningAttribute.self))
        #expect(isCodableKey(AttributeScopes.SwiftUIAttributes.TrackingAttribute.self))
        #expect(isCodableKey(AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self))
        // A tip parameter is identified by its datastore key; a donation is Codable.
        let parameter = Tips.Parameter(Shelf.self, "hasReadToday", false)
        #expect(identity(parameter) == parameter.id && parameter.id.hasSuffix(".hasReadToday"))
        #expect(isCodableType(Tips.Event<Tips.EmptyDonation>.Donation.self))
        // A view can observe a renderer, as on iOS 16, and through Observation, as on iOS 17.1.
        #expect(isObservable(ImageRenderer(content: Text("Snapshot"))))
        #expect(isObservationObservable(ImageRenderer(content: Text("Snapshot"))))
    }
}
