import Foundation
import Backplate
import BackplateUIKit
import SnapshotTesting

extension Snapshotting where Value: View, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality, at the view's ideal
    /// size.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views based on pixel equality (swift-snapshot-testing's
    /// SwiftUI strategy, with its labels and defaults).
    ///
    /// The view is rendered as a hosted view sees it, opaque over the system background
    /// (white, or black with `userInterfaceStyle: .dark`), at the traits' display scale (2 when
    /// unset): its `onAppear`, `task` (up to its first suspension), `onChange` and
    /// `onPreferenceChange` actions run and the state they set is drawn, the view being laid
    /// out again until no new action runs, at most 8 passes (`ImageRenderer` keeps SwiftUI's
    /// single pass). On a device the
    /// view is centred in the safe area, which backgrounds and `ignoresSafeArea` views fill.
    ///
    /// References are named as swift-snapshot-testing names them; see `ReferenceNaming` for
    /// keeping Linux references apart from the Apple platforms' ones. The snapshot fails when
    /// the process's fonts are not Backplate's pinned set (`SnapshotFontCheck`).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; a Linux host has no key
    ///     window, so it changes nothing.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match: ΔE94 at most
    ///     `(1 - perceptualPrecision) × 100`; 0.98 to 0.99 mimics the eye.
    ///   - layout: The canvas: a device (centred in its safe area), a fixed size, or the ideal size.
    ///   - traits: Traits that override the device's (appearance, display scale, ...).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(precision: precision, perceptualPrecision: perceptualPrecision, host: SnapshotHost(layout: layout, traits: traits))
    }

    /// The image strategy of a host (a canvas, traits and locale).
    static func image(precision: Float, perceptualPrecision: Float, host: SnapshotHost) -> Snapshotting {
        var strategy = Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: host.traits.resolvedScale)
            .pullback { (view: Value) -> UIImage in
                SnapshotFontCheck.verify()
                return host.image(of: view)
            }
        strategy.pathExtension = ReferenceNaming.pathExtension("png")
        return strategy
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A text snapshot of the laid-out view at its ideal size: one line per node with its
    /// proposal, size and frame, so a layout change shows as a diff of numbers.
    public static var layoutTree: Snapshotting { .layoutTree() }

    /// A text snapshot of the laid-out view on a canvas (see `image(layout:traits:)`): one line
    /// per node, indented by depth, with the proposal it was given, the size it chose and its
    /// frame in canvas coordinates. With a device layout the outer node is the safe-area host
    /// (the canvas), with a fixed layout the centring frame. The view is hosted as for `image`
    /// (its `onAppear` and `task` actions run).
    public static func layoutTree(layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        layoutTree(host: SnapshotHost(layout: layout, traits: traits))
    }

    /// The layout-tree strategy of a host (a canvas, traits and locale).
    static func layoutTree(host: SnapshotHost) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (view: Value) in
            host.renderer(for: view).layout().description + "\n"
        }
        strategy.pathExtension = ReferenceNaming.pathExtension("txt")
        return strategy
    }
}
