import Testing
import Foundation
import SwiftUI
import Combine

private struct Bounce: CustomAnimation {
    var duration: TimeInterval = 1
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        context.state[BounceCount.self] += 1
        return value.scaled(by: time / duration)
    }
}

private struct BounceCount: AnimationStateKey {
    static let defaultValue = 0
}

private extension VectorArithmetic {
    func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

/// Issue 29's motion and shape API: custom animations and their state, scroll targets, shape
/// sizing, projection inverses, subscription views.
@MainActor
@Suite struct APISurfaceMotionAndShapeTests {
    @Test func customAnimationsKeepTheirStateAndStillRenderTheEndState() throws {
        var context = AnimationContext<Double>()
        let bounce = Bounce()
        #expect(bounce.animate(value: 10.0, time: 0.25, context: &context) == 2.5)
        #expect(bounce.animate(value: 10.0, time: 2, context: &context) == nil)
        #expect(context.state[BounceCount.self] == 1)
        #expect(bounce.velocity(value: 1.0, time: 0, context: context) == nil)
        let moved = context.withState(AnimationState<CGFloat>())
        #expect(moved.state[BounceCount.self] == 0 && !moved.isLogicallyComplete)
        let animation = Animation(bounce).logicallyComplete(after: 0.5)
        #expect(animation.description.hasPrefix("custom(") && animation.description.hasSuffix(".logicallyComplete(after: 0.5)"))
        // A view changed inside the custom animation draws its final state.
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).animation(animation, value: 1))
        #expect(renderer.layout().size == CGSize(width: 10, height: 10))
    }

    @Test func pagingSnapsTargetsToWholePages() {
        func context(_ axes: Axis.Set) -> ScrollTargetBehaviorContext {
            ScrollTargetBehaviorContext(originalTarget: ScrollTarget(rect: .zero), velocity: CGVector(dx: 0, dy: 0),
                                        contentSize: CGSize(width: 1000, height: 300), containerSize: CGSize(width: 200, height: 300),
                                        axes: axes, environment: EnvironmentValues())
        }
        var target = ScrollTarget(rect: CGRect(x: 290, y: 40, width: 200, height: 300))
        PagingScrollTargetBehavior().updateTarget(&target, context: context(.horizontal))
        #expect(target.rect.origin == CGPoint(x: 200, y: 40))
        target.rect.origin.x = 950
        PagingScrollTargetBehavior().updateTarget(&target, context: context(.horizontal))
        #expect(target.rect.origin.x == 800)
        var aligned = ScrollTarget(rect: CGRect(x: 33, y: 0, width: 200, height: 300), anchor: .leading)
        ViewAlignedScrollTargetBehavior().updateTarget(&aligned, context: context(.horizontal))
        #expect(aligned.rect.origin.x == 33 && aligned.anchor == .leading)
        #expect(context(.vertical).layoutDirection == .leftToRight)
    }

    @Test func sizedShapesDrawInTheirOwnRectangle() throws {
        let shape = Rectangle().size(width: 10, height: 5)
        #expect(shape.path(in: CGRect(x: 4, y: 4, width: 100, height: 100)).boundingRect == CGRect(x: 4, y: 4, width: 10, height: 5))
        #expect(Circle().size(CGSize(width: 8, height: 8)).path(in: CGRect(x: 0, y: 0, width: 50, height: 50)).boundingRect
                == CGRect(x: 0, y: 0, width: 8, height: 8))
        // Layout is unchanged: the filled shape still takes its frame.
        let renderer = ImageRenderer(content: shape.fill(Color.red).frame(width: 30, height: 20))
        renderer.scale = 1
        let image = try renderer.render()
        #expect(image.pixel(x: 2, y: 2).alpha == 255 && image.pixel(x: 20, y: 10).alpha == 0)
        // The static members compile in shape position (`.clipShape(.containerRelative)`).
        let clipped = Color.red.clipShape(.containerRelative).clipShape(.buttonBorder)
        _ = clipped
        #expect(ButtonBorderShape.buttonBorder == .automatic)
    }

    @Test func projectionTransformsInvert() {
        var t = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -8))
        let inverse = t.inverted()
        #expect(t.concatenating(inverse) == ProjectionTransform())
        #expect(inverse.m11 == 0.5 && inverse.m22 == 0.25 && inverse.m31 == -5 && inverse.m32 == 2)
        var singular = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1))
        let before = singular
        #expect(!singular.invert() && singular == before)
        #expect(t.invert() && t == inverse)
    }

    @Test func subscriptionViewsAndErasedViewsDrawTheirContent() throws {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let view = SubscriptionView(content: Color.blue.frame(width: 12, height: 6), publisher: subject) { received.append($0) }
        let renderer = ImageRenderer(content: AnyView(erasing: view))
        renderer.scale = 1
        let image = try renderer.render()
        #expect(image.width == 12 && image.height == 6 && image.pixel(x: 6, y: 3).blue == 255)
        #expect(received.isEmpty)
    }

    @Test func namedImagesWithVariableValuesWarn() {
        let (_, warnings) = RuntimeWarning.collecting { _ = Image("meter", variableValue: 0.4) }
        #expect(warnings.contains { $0.contains("Image(\"meter\", variableValue: 0.4)") })
        let (_, none) = RuntimeWarning.collecting { _ = Image(decorative: "meter", variableValue: nil) }
        #expect(!none.contains { $0.contains("variableValue") })
    }
}
