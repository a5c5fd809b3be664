import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 18's interaction values: directions, spatial events, pencil, hover and hand-gesture
/// declarations. On an iPhone these change nothing drawn; their values are SwiftUI's.
@MainActor @Suite(.tags(.layout, .pixels)) struct IOS18InteractionTests {
    func image<V: View>(_ view: V) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try renderer.render()
    }

    @Test func directionSetsAreOptionSetsOfTheirRawValues() {
        #expect(HorizontalDirection.leading.rawValue == 0 && HorizontalDirection.trailing.rawValue == 1)
        #expect(HorizontalDirection(rawValue: 1) == .trailing && HorizontalDirection(rawValue: 2) == nil)
        #expect(HorizontalDirection.Set.all == [.leading, .trailing])
        #expect(HorizontalDirection.Set(.trailing).rawValue == 2)
        #expect(VerticalDirection.Set.all.rawValue == 3)
        #expect(VerticalDirection.Set(.up) == .up && !VerticalDirection.Set.down.contains(.up))
        #expect(VerticalDirection.allCases == [.up, .down])
    }

    @Test func spatialEventsIterateAndFindByID() {
        let touch = SpatialEventCollection.Event(id: .init(value: 7), timestamp: 1, kind: .touch, location: CGPoint(x: 3, y: 4),
                                                 phase: .active, modifierKeys: [], inputDevicePose: nil)
        let pencil = SpatialEventCollection.Event(id: .init(value: 8), timestamp: 1, kind: .pencil, location: .zero, phase: .ended,
                                                  modifierKeys: [.shift],
                                                  inputDevicePose: .init(altitude: .degrees(60), azimuth: .degrees(10)))
        let events = SpatialEventCollection(events: [touch, pencil])
        #expect(events.count == 2)
        let kinds: [SpatialEventCollection.Event.Kind] = events.map(\.kind)
        #expect(kinds == [.touch, .pencil])
        #expect(events[touch.id]?.location == CGPoint(x: 3, y: 4))
        #expect(events[SpatialEventCollection.Event.ID(value: 9)] == nil)
        #expect(events[events.index(after: events.startIndex)].inputDevicePose?.altitude == .degrees(60))
        #expect(SpatialEventGesture().coordinateSpace == .local)
        #expect(SpatialEventGesture(coordinateSpace: .global).coordinateSpace == .global)
    }

    @Test func pencilHoverAndHandGesturesDrawTheViewAsWithoutThem() throws {
        let plain = try image(Color.orange.frame(width: 40, height: 30))
        let modified = try image(Color.orange.frame(width: 40, height: 30)
            .onPencilDoubleTap { _ in }
            .onPencilSqueeze { _ in }
            .hoverEffect(.lift)
            .hoverEffect(HighlightHoverEffect().hoverEffectDisabled(), isEnabled: true)
            .defaultHoverEffect(.automatic)
            .handGestureShortcut(.primaryAction)
            .automationElement()
            .allowsWindowActivationEvents()
            .scrollInputBehavior(.disabled, for: ScrollInputKind(name: "look")))
        #expect(modified.width == plain.width && modified.height == plain.height)
        #expect(modified.rgba == plain.rgba)
        #expect(EnvironmentValues().preferredPencilDoubleTapAction == .switchEraser)
        #expect(PencilPreferredAction.ignore != .runSystemShortcut)
        #expect(EnvironmentValues().materialActiveAppearance == .automatic)
        #expect(EnvironmentValues().isUserAuthenticationEnabled)
        #expect(EnvironmentValues().toolbarLabelStyle == nil)
    }

    @Test func anyScrollTargetBehaviorChangesTargetsAsItsBase() {
        var target = ScrollTarget(rect: CGRect(x: 0, y: 230, width: 100, height: 100))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: .zero, contentSize: CGSize(width: 100, height: 1000),
                                                  containerSize: CGSize(width: 100, height: 100), axes: .vertical,
                                                  environment: EnvironmentValues())
        AnyScrollTargetBehavior(PagingScrollTargetBehavior()).updateTarget(&target, context: context)
        #expect(target.rect.origin.y == 200)
        #expect(AnyScrollTargetBehavior(.paging).base is PagingScrollTargetBehavior)
        var transaction = Transaction()
        #expect(transaction.scrollContentOffsetAdjustmentBehavior == .automatic)
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        #expect(transaction.scrollContentOffsetAdjustmentBehavior == .disabled)
    }

    @Test func aShapeSizedAtAnAnchorDrawsThereWithoutChangingLayout() throws {
        let centred = try image(Rectangle().size(CGSize(width: 10, height: 10), anchor: .center).fill(.black).frame(width: 30, height: 30))
        #expect(centred.width == 30 && centred.height == 30)
        #expect(centred.pixel(x: 15, y: 15).alpha == 255)
        #expect(centred.pixel(x: 5, y: 5).alpha == 0)
        let corner = try image(Rectangle().size(width: 10, height: 10, anchor: .bottomTrailing).fill(.black).frame(width: 30, height: 30))
        #expect(corner.pixel(x: 25, y: 25).alpha == 255)
        #expect(corner.pixel(x: 15, y: 15).alpha == 0)
        // The iOS 13 form keeps the frame's origin.
        let origin = try image(Rectangle().size(width: 10, height: 10).fill(.black).frame(width: 30, height: 30))
        #expect(origin.pixel(x: 5, y: 5).alpha == 255)
    }

    @Test func aVisualEffectBlendModeMultipliesWithWhatIsBehind() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).visualEffect { content, _ in content.blendMode(.multiply) }
        }.frame(width: 10, height: 10)
        // Yellow × cyan = green.
        let pixel = try image(view).pixel(x: 5, y: 5)
        #expect(pixel == .init(red: 0, green: 255, blue: 0, alpha: 255))
        let normal = try image(ZStack { Color(red: 1, green: 1, blue: 0); Color(red: 0, green: 1, blue: 1) }.frame(width: 10, height: 10))
        #expect(normal.pixel(x: 5, y: 5) == .init(red: 0, green: 255, blue: 255, alpha: 255))
    }

    @Test func shadersCompileToNothingAndColorNamesInterpolate() async throws {
        try await ShaderLibrary.default.ripple(.float(1)).compile(as: .colorEffect)
        let key: LocalizedStringKey = "Color: \(accessibilityName: Color(red: 1, green: 0, blue: 0))"
        #expect(ImageRenderer(content: Text(key)).layout().size == ImageRenderer(content: Text(verbatim: "Color: red")).layout().size)
    }
}
