import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// `RideSheetFile.swift`: a UIKit sheet moved by its transform. Its frame, hit-testing,
/// coordinate conversion and accessibility frame follow the transform as UIKit's do; a spring
/// property animator settles it at its end in a still render; a rotated sublayer and the
/// translated sheet are drawn where iOS draws them.
@MainActor @Suite(.tags(.appFiles)) struct RideSheetTests {
    /// iOS 26's system orange, light.
    static let orange = (255, 141, 40)

    /// The controller's view laid out on a 393 × 852 screen.
    func laidOutSheet(expanded: Bool = false) -> RideSheetController {
        let controller = RideSheetController(collapsedHeight: 180, expandedHeight: 420, startsExpanded: expanded)
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        controller.viewDidLayoutSubviews()
        return controller
    }

    @Test func aTransformMovesTheFrameButNotTheCentreOrBounds() {
        let sheet = laidOutSheet().surface
        #expect(sheet.center == CGPoint(x: 196.5, y: 642))
        #expect(sheet.bounds == CGRect(x: 0, y: 0, width: 393, height: 420))
        #expect(sheet.transform == CGAffineTransform(translationX: 0, y: 240))
        #expect(sheet.frame == CGRect(x: 0, y: 672, width: 393, height: 420))
        // A quarter turn: the frame is the box around the turned bounds, about the centre.
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(card.center == CGPoint(x: 60, y: 45))
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(card.frame.minX - 35) < 1e-9 && abs(card.frame.minY + 5) < 1e-9)
        #expect(abs(card.frame.width - 50) < 1e-9 && abs(card.frame.height - 100) < 1e-9)
        #expect(card.bounds.size == CGSize(width: 100, height: 50))
        card.transform = .identity
        #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        card.center = CGPoint(x: 0, y: 0)
        #expect(card.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func hitTestingFollowsTheTransformAndTheSurfacesGrabMargin() {
        let controller = laidOutSheet()
        let root = controller.view!
        // Above the grab margin: the map's (the passthrough root answers nil).
        #expect(root.hitTest(CGPoint(x: 196, y: 600), with: nil) == nil)
        // Within 44 pt above the lowered sheet's top edge (672): the sheet.
        #expect(root.hitTest(CGPoint(x: 196, y: 640), with: nil) === controller.surface)
        // On the sheet's list (60 pt below its top).
        #expect(root.hitTest(CGPoint(x: 196, y: 760), with: nil) is UIScrollView)
        // Where the sheet would be without its transform: nothing.
        #expect(root.hitTest(CGPoint(x: 196, y: 500), with: nil) == nil)
        // Hidden and nearly transparent views do not take touches.
        controller.surface.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 196, y: 760), with: nil) == nil)
        controller.surface.alpha = 1
        controller.surface.isHidden = true
        #expect(root.hitTest(CGPoint(x: 196, y: 760), with: nil) == nil)
    }

    @Test func pointsAndRectsConvertThroughCentresBoundsAndTransforms() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        child.transform = CGAffineTransform(translationX: 0, y: 30)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 50, y: 80))
        #expect(child.convert(CGPoint(x: 100, y: 130), from: parent) == CGPoint(x: 50, y: 50))
        // Doubled about its centre (100, 100): its top-left corner lands on the parent's origin.
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent) == CGRect(x: 0, y: 0, width: 20, height: 20))
        // A scrolled bounds origin shifts the content the other way.
        child.transform = .identity
        parent.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 10))
        #expect(parent.convert(CGPoint(x: 0, y: 40), to: nil) == CGPoint(x: 0, y: 0))
        let sibling = UIView(frame: CGRect(x: 200, y: 10, width: 50, height: 50))
        parent.addSubview(sibling)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: sibling) == CGPoint(x: -145, y: 45))
    }

    @Test func theAccessibilityFrameIsTheSurfaceOnTheScreen() {
        let controller = laidOutSheet()
        #expect(controller.surface.accessibilityFrame == CGRect(x: 0, y: 672, width: 393, height: 420))
        #expect(controller.surface.accessibilityActivationPoint == CGPoint(x: 196.5, y: 882))
        controller.settle(to: 420)
        #expect(controller.surface.accessibilityFrame == CGRect(x: 0, y: 432, width: 393, height: 420))
        let plain = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        plain.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(plain.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func theSpringAnimatorSettlesAtItsEndAndCallsItsCompletion() {
        let controller = laidOutSheet()
        controller.beginDrag()
        #expect(controller.visibleHeight == 180)
        controller.settle(to: 420)
        #expect(controller.settledHeights == [420])
        #expect(controller.surface.frame.minY == 432)
        // SwiftUI's response 0.42 and damping fraction 0.86, through mass, stiffness and damping.
        let spring = RideSheetSpring.timing(initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(abs(spring.dampingRatio - 0.86) < 1e-12 && spring.initialVelocity == CGVector(dx: 2, dy: 0))
        #expect(spring.timingCurveType == .spring && spring.cubicTimingParameters == nil)
        #expect(UISpringTimingParameters().dampingRatio == 4.56)
        #expect(abs(UISpringTimingParameters(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        let scroll = UIScrollView()
        let scrollPan = scroll.panGestureRecognizer
        #expect(scrollPan.view === scroll && scroll.gestureRecognizers?.first === scrollPan && scroll.panGestureRecognizer === scrollPan)
    }

    @Test func aPropertyAnimatorsStatesAndPositionsAsUIKitDefinesThem() throws {
        let view = UIView()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.2 }
        animator.addCompletion { ends.append($0) }
        #expect(animator.state == .inactive && view.alpha == 1)
        let cubic = try #require(animator.timingParameters?.cubicTimingParameters)
        #expect(cubic.controlPoint1 == CGPoint(x: 0, y: 0) && cubic.controlPoint2 == CGPoint(x: 0.58, y: 1))
        animator.startAnimation()
        #expect(view.alpha == 0.2 && ends == [.end] && animator.state == .inactive && animator.fractionComplete == 1)

        // Reversed: it runs back to its start; the change is not made.
        view.alpha = 1
        ends = []
        let back = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { view.alpha = 0.5 }
        back.addCompletion { ends.append($0) }
        back.isReversed = true
        back.startAnimation()
        #expect(view.alpha == 1 && ends == [.start])

        // Paused and scrubbed: the start is drawn, with a warning naming the fraction.
        let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        scrubbed.addCompletion { ends.append($0) }
        let warnings = RuntimeWarning.collecting {
            scrubbed.pauseAnimation()
            scrubbed.fractionComplete = 0.5
        }.warnings
        #expect(scrubbed.state == .active && !scrubbed.isRunning && view.alpha == 1)
        #expect(warnings.contains { $0.contains("fractionComplete 0.5") && $0.contains("drawn at its start") })
        scrubbed.stopAnimation(false)
        #expect(scrubbed.state == .stopped)
        scrubbed.finishAnimation(at: .end)
        #expect(view.alpha == 0 && ends == [.start, .end] && scrubbed.state == .inactive)

        // Stopped without finishing: no completion.
        let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear)
        dropped.addCompletion { ends.append($0) }
        dropped.pauseAnimation()
        dropped.stopAnimation(true)
        #expect(dropped.state == .inactive && ends == [.start, .end])

        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [.curveLinear],
                                                                     animations: { view.alpha = 0.8 }) { ends.append($0) }
        #expect(view.alpha == 0.8 && ends.last == .end && running.delay == 0.1)
        #expect(running.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 1, y: 1))
    }

    @Test func coreAnimationTransformsComposeAsQuartzCoreDefinesThem() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        let flat = CATransform3DGetAffineTransform(quarter)
        #expect([flat.a - affine.a, flat.b - affine.b, flat.c - affine.c, flat.d - affine.d].allSatisfy { abs($0) < 1e-12 })
        #expect(CATransform3DIsAffine(quarter) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        // `a` then `b`: scale then move, against move then scale.
        let scaleThenMove = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(scaleThenMove.m41 == 10 && scaleThenMove.m11 == 2)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41 == 20)
        let mixed = CATransform3DRotate(CATransform3DScale(CATransform3DMakeTranslation(3, 4, 5), 2, 3, 4), 0.7, 1, 2, 3)
        let roundTrip = CATransform3DConcat(mixed, CATransform3DInvert(mixed))
        let identity = CATransform3DIdentity
        #expect(zip(roundTrip.entries, identity.entries).allSatisfy { abs($0 - $1) < 1e-12 })
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(singular), singular))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        // Perspective after a turn about y reaches the flat projection as m13: sin 30° / 500.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let projection = ProjectionTransform(CATransform3DRotate(perspective, .pi / 6, 0, 1, 0))
        #expect(abs(abs(projection.m13) - 0.001) < 1e-12 && projection.m23 == 0 && projection.m33 == 1)
    }

    @Test func theLoweredSheetAndTheTurnedBadgeAreDrawnWhereIOSDrawsThem() throws {
        let (light, dark) = try renderPhoneLightAndDark(RideHomeView(), name: "RideSheet")
        let (expanded, _) = try renderPhoneLightAndDark(RideHomeView(startsExpanded: true), name: "RideSheetExpanded")
        // The sheet's top edge at 852 - 180 = 672 pt collapsed, 432 pt expanded.
        #expect(close(light.pixel(x: 400, y: 1_400), 255, 255, 255, .pixel), "\(light.pixel(x: 400, y: 1_400))")
        #expect(close(dark.pixel(x: 400, y: 1_400), 0, 0, 0, .pixel), "\(dark.pixel(x: 400, y: 1_400))")
        #expect(!close(light.pixel(x: 400, y: 1_330), 255, 255, 255, .pixel), "\(light.pixel(x: 400, y: 1_330))")
        #expect(close(expanded.pixel(x: 400, y: 920), 255, 255, 255, .pixel), "\(expanded.pixel(x: 400, y: 920))")
        #expect(close(expanded.pixel(x: 393, y: 885), 199, 199, 204, .pixel), "\(expanded.pixel(x: 393, y: 885))")
        #expect(!close(expanded.pixel(x: 400, y: 850), 255, 255, 255, .pixel), "\(expanded.pixel(x: 400, y: 850))")
        // The grabber, centred 10.5 pt below the top edge, in system gray 3.
        #expect(close(light.pixel(x: 393, y: 1_365), 199, 199, 204, .pixel), "\(light.pixel(x: 393, y: 1_365))")
        // The badge, a 28 pt square turned 45° about (353, 712): a diamond 19.8 pt from centre to tip.
        #expect(drawsColor(light, CGRect(x: 352, y: 711, width: 2, height: 2), Self.orange))
        #expect(drawsColor(light, CGRect(x: 369, y: 711.5, width: 1, height: 1), Self.orange))
        #expect(close(light.pixel(x: 2 * 365, y: 2 * 724), 255, 255, 255, .pixel), "\(light.pixel(x: 730, y: 1_448))")
    }

    @Test func perspectiveIsNamedInAWarning() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemRed
        var tilt = CATransform3DIdentity
        tilt.m34 = -1 / 400
        view.transform3D = CATransform3DRotate(tilt, .pi / 5, 0, 1, 0)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        host.addSubview(view)
        let warnings = try RuntimeWarning.collecting { try renderImage(UIViewTreeHost(view: host).frame(width: 80, height: 80)) }.warnings
        #expect(warnings.contains { $0.contains("perspective is not drawn") })
    }

    @Test func aViewOrLayerCannotContainItsOwnAncestor() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        let warnings = RuntimeWarning.collecting { inner.addSubview(outer) }.warnings
        #expect(outer.superview == nil && inner.superview === outer && inner.subviews.isEmpty)
        #expect(warnings.contains { $0.contains("cannot become a subview of its own subview") })
        #expect(inner.isDescendant(of: outer) && inner.isDescendant(of: inner) && !outer.isDescendant(of: inner))
        let top = CALayer(), bottom = CALayer()
        top.addSublayer(bottom)
        bottom.addSublayer(top)
        #expect(top.superlayer == nil && bottom.superlayer === top && bottom.sublayers == nil)
        // A group holding itself ends: it is kept, and not followed for ever.
        let group = CAAnimationGroup()
        group.animations = [group]
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        top.add(group, forKey: "loop")
        #expect(top.animationKeys() == ["loop"])
        group.animations = nil
    }
}
