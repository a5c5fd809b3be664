import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit
import ActivityKit

/// `CourierLiveActivity.swift`: a Live Activity drawn for its first state, on the Lock Screen
/// and in the Dynamic Island (sizes are Backplate's estimates, see `ActivityPreview`), and app
/// code that starts one, which a render refuses as a device with Live Activities off does.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct CourierLiveActivityTests {
    private let attributes = DeliveryAttributes(orderNumber: "A17", restaurant: "Noodle Bar")
    private let cooking = DeliveryAttributes.ContentState(stage: "Cooking", minutesLeft: 25)

    private func render(_ kind: ActivityPreviewViewKind) throws -> (RenderedImage, [String]) {
        let renderer = ImageRenderer(content: ActivityPreview(DeliveryLiveActivity(), kind: kind, attributes: attributes, states: [cooking]))
        renderer.scale = 2
        return (try renderer.render(), renderer.displayList().drawnTexts.map(\.0))
    }

    @Test func theLockScreenBannerIsTheContentOnItsTint() throws {
        let (image, texts) = try render(.content)
        #expect(texts == ["Noodle Bar", "Cooking", "25 min"], "\(texts)")
        #expect(image.width == 722, "361 points at 2x: \(image.width)")
        // The content's own padding (16) around a headline over a subheadline: 16 + 22 + 2 + 20 + 16.
        #expect(image.height >= 2 * 70 && image.height <= 2 * 80, "\(image.height)")
        let tint = Color.indigo.resolve(in: EnvironmentValues())
        let inside = image.pixel(x: 361, y: 8)
        #expect(abs(Int(inside.red) - Int((tint.red * 255).rounded())) <= 1, "\(inside) against \(tint)")
        #expect(abs(Int(inside.blue) - Int((tint.blue * 255).rounded())) <= 1, "\(inside) against \(tint)")
        #expect(image.pixel(x: 0, y: 0).alpha == 0, "rounded corner")
    }

    @Test func theIslandPresentationsAreBlackAndSizedAsTheIsland() throws {
        let (compact, compactTexts) = try render(.dynamicIsland(.compact))
        #expect(compactTexts == ["symbol bag.fill", "25m"], "\(compactTexts)")
        #expect(abs(Double(compact.height) - 2 * 36.67) <= 1, "\(compact.height)")
        let middle = compact.pixel(x: compact.width / 2, y: compact.height / 2)
        #expect(middle.red == 0 && middle.green == 0 && middle.blue == 0 && middle.alpha == 255, "the camera area: \(middle)")
        #expect(compact.pixel(x: 0, y: 0).alpha == 0, "capsule ends")

        let (minimal, minimalTexts) = try render(.dynamicIsland(.minimal))
        #expect(minimalTexts == ["25"])
        #expect(abs(Double(minimal.width) - 2 * 36.67) <= 1 && abs(Double(minimal.height) - 2 * 36.67) <= 1)

        let (expanded, expandedTexts) = try render(.dynamicIsland(.expanded))
        #expect(expandedTexts == ["symbol bag.fill", "25 min", "Cooking"], "\(expandedTexts)")
        #expect(expanded.width == 742, "371 points at 2x: \(expanded.width)")
        #expect(expanded.height >= 2 * 84 && expanded.height <= 2 * 160, "\(expanded.height)")
    }

    @Test func previewContextFindsTheWidgetForTheAttributes() {
        // As a PreviewProvider writes it: the attributes find `DeliveryLiveActivity` among the
        // program's widgets, and its banner draws this state.
        let view = attributes.previewContext(cooking, viewKind: .content)
        #expect(ImageRenderer(content: view).displayList().drawnTexts.map(\.0) == ["Noodle Bar", "Cooking", "25 min"])
        struct Unused: ActivityAttributes {
            struct ContentState: Codable, Hashable {}
        }
        let (texts, warnings) = RuntimeWarning.collecting {
            ImageRenderer(content: Unused().previewContext(.init(), viewKind: .content)).displayList().drawnTexts
        }
        #expect(texts.isEmpty)
        #expect(warnings.contains { $0.contains("no widget has an ActivityConfiguration") }, "\(warnings)")
    }

    @Test func thePreviewsDrawTheFirstState() throws {
        let previews = PreviewCatalog.previews(inFile: "LongTailAPITests/CourierLiveActivity.swift")
        #expect(previews.count == 2)
        let banner = try #require(previews.first).render(colorScheme: .light, scale: 2)
        #expect(banner.width == 722)
    }

    @Test func startingAnActivityIsRefusedAsOnADeviceWithoutThem() throws {
        #expect(throws: ActivityAuthorizationError.unsupported) {
            try Activity.request(attributes: attributes, content: ActivityContent(state: cooking, staleDate: nil))
        }
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
        let renderer = ImageRenderer(content: TrackOrderButton())
        let texts = renderer.displayList().drawnTexts.map(\.0)
        #expect(texts == ["Track order", "Not tracking"], "\(texts)")
    }
}
