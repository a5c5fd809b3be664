// An app file in the style of a ride-hailing app's home screen (2026): a map with a UIKit
// sheet the rider drags between two detents. The sheet moves by its transform, settles with a
// spring property animator, reads its presentation layer when grabbed mid-settle, and claims
// touches a little above its top edge. Swift 5 mode, as the app's target is.
import SwiftUI
import UIKit

enum RideSheetSpring {
    static let response: CGFloat = 0.42
    static let dampingFraction: CGFloat = 0.86
    static let reducedMotionDuration: TimeInterval = 0.2

    /// The spring SwiftUI's `.spring(response:dampingFraction:)` describes, as UIKit parameters.
    static func timing(initialVelocity: CGVector) -> UISpringTimingParameters {
        let stiffness = pow(2 * .pi / response, 2)
        let damping = 4 * .pi * dampingFraction / response
        return UISpringTimingParameters(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}

struct RideSheet: UIViewControllerRepresentable {
    var collapsedHeight: CGFloat = 180
    var expandedHeight: CGFloat = 420
    var startsExpanded = false

    func makeUIViewController(context: Context) -> RideSheetController {
        RideSheetController(collapsedHeight: collapsedHeight, expandedHeight: expandedHeight, startsExpanded: startsExpanded)
    }

    func updateUIViewController(_ controller: RideSheetController, context: Context) {}
}

final class RideSheetController: UIViewController, UIGestureRecognizerDelegate {
    let collapsedHeight: CGFloat
    let expandedHeight: CGFloat
    private(set) var visibleHeight: CGFloat
    let surface = RideSheetSurface()
    let badge = CALayer()
    private let list = UIScrollView()
    private var settleAnimator: UIViewPropertyAnimator?
    private(set) var settledHeights: [CGFloat] = []

    init(collapsedHeight: CGFloat, expandedHeight: CGFloat, startsExpanded: Bool) {
        self.collapsedHeight = collapsedHeight
        self.expandedHeight = expandedHeight
        visibleHeight = startsExpanded ? expandedHeight : collapsedHeight
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        view = RidePassthroughView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        surface.backgroundColor = .systemBackground
        surface.layer.cornerRadius = 24
        surface.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(surface)

        let grabber = UIView(frame: CGRect(x: 0, y: 8, width: 36, height: 5))
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        grabber.tag = 7
        surface.addSubview(grabber)

        badge.backgroundColor = UIColor.systemOrange.cgColor
        badge.bounds = CGRect(x: 0, y: 0, width: 28, height: 28)
        badge.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        surface.layer.addSublayer(badge)

        surface.addSubview(list)
        // The app passes `#selector(handlePan(_:))` as the target's action, which `backplate
        // preview` rewrites and a SwiftPM target on Linux cannot compile.
        let pan = UIPanGestureRecognizer()
        pan.delegate = self
        surface.addGestureRecognizer(pan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // Untransformed, the sheet sits at its full height on the bottom edge; the transform
        // lowers it to the visible height.
        surface.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: expandedHeight)
        surface.center = CGPoint(x: bounds.width / 2, y: bounds.height - expandedHeight / 2)
        surface.viewWithTag(7)?.center = CGPoint(x: bounds.width / 2, y: 10.5)
        badge.position = CGPoint(x: bounds.width - 40, y: 40)
        list.frame = CGRect(x: 0, y: 60, width: bounds.width, height: expandedHeight - 60)
        applyVisibleHeight(visibleHeight)
    }

    func applyVisibleHeight(_ height: CGFloat) {
        visibleHeight = height
        surface.transform = CGAffineTransform(translationX: 0, y: expandedHeight - height)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginDrag()
        case .changed:
            let translation = recognizer.translation(in: view).y
            applyVisibleHeight(min(max(visibleHeight - translation, collapsedHeight), expandedHeight))
            recognizer.setTranslation(.zero, in: view)
        case .ended, .cancelled:
            settle(to: recognizer.velocity(in: view).y < 0 ? expandedHeight : collapsedHeight,
                   velocity: -recognizer.velocity(in: view).y)
        default:
            break
        }
    }

    func beginDrag() {
        let presented = surface.layer.presentation()?.transform ?? surface.layer.transform
        let height = expandedHeight - CGFloat(presented.m42)
        settleAnimator?.stopAnimation(true)
        settleAnimator = nil
        applyVisibleHeight(height.isFinite ? height : collapsedHeight)
        list.panGestureRecognizer.isEnabled = false
        list.panGestureRecognizer.isEnabled = true
    }

    func settle(to target: CGFloat, velocity: CGFloat = 0) {
        let distance = target - visibleHeight
        let animator: UIViewPropertyAnimator
        if UIAccessibility.isReduceMotionEnabled {
            animator = UIViewPropertyAnimator(duration: RideSheetSpring.reducedMotionDuration, curve: .easeOut)
        } else {
            let normalized = distance != 0 ? velocity / distance : 0
            animator = UIViewPropertyAnimator(duration: RideSheetSpring.response,
                                              timingParameters: RideSheetSpring.timing(initialVelocity: CGVector(dx: normalized, dy: 0)))
        }
        animator.isInterruptible = true
        animator.addAnimations { [weak self] in
            self?.applyVisibleHeight(target)
        }
        animator.addCompletion { [weak self] position in
            guard let self = self else { return }
            if position == .end { self.settledHeights.append(target) }
            self.settleAnimator = nil
        }
        settleAnimator = animator
        animator.startAnimation()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other.view is UIScrollView
    }
}

/// The sheet: its accessibility frame follows its transform, and it takes touches up to 44 pt
/// above its top edge, where the grabber is aimed at.
final class RideSheetSurface: UIView {
    static let grabMargin: CGFloat = 44

    override var accessibilityFrame: CGRect {
        get { UIAccessibility.convertToScreenCoordinates(bounds, in: self) }
        set {}
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.x < bounds.width && point.y >= -Self.grabMargin && point.y < bounds.height
    }
}

/// The controller's root view: touches that miss the sheet fall through to the map.
final class RidePassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

struct RideHomeView: View {
    var startsExpanded = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.80, green: 0.90, blue: 0.82), Color(red: 0.72, green: 0.84, blue: 0.93)],
                           startPoint: .top, endPoint: .bottom)
            RideSheet(startsExpanded: startsExpanded)
        }
        .ignoresSafeArea()
    }
}

#Preview("Collapsed") {
    RideHomeView()
}

#Preview("Expanded") {
    RideHomeView(startsExpanded: true)
}
