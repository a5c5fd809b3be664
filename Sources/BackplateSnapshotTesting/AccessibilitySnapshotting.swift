import Foundation
import Backplate
import BackplateUIKit
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// A text snapshot of what VoiceOver reads, at the view's ideal size: one line per
    /// accessibility element in reading order, with its label, value, traits, hint and frame.
    public static var accessibilityTree: Snapshotting { .accessibilityTree() }

    /// A text snapshot of what VoiceOver reads on a canvas (see `image(layout:traits:)`): one
    /// numbered line per accessibility element in VoiceOver's order (rows top to bottom, each
    /// leading to trailing; higher sort priorities first), with its label, value, traits, hint,
    /// identifier and frame in canvas coordinates. The view is hosted as for `image`.
    public static func accessibilityTree(layout: SwiftUISnapshotLayout = .sizeThatFits,
                                         traits: UITraitCollection = .init()) -> Snapshotting {
        let host = SnapshotHost(layout: layout, traits: traits)
        var strategy = SimplySnapshotting<String>.lines.pullback { (view: Value) in
            host.renderer(for: view).layout().accessibilityDescription
        }
        strategy.pathExtension = ReferenceNaming.pathExtension("txt")
        return strategy
    }
}

extension Snapshotting where Value: View, Format == UIImage {
    /// An image snapshot of what VoiceOver reads, at the view's ideal size: the view with each
    /// accessibility element's frame tinted and outlined in its own colour, and under it a
    /// legend of what VoiceOver says for each colour, as AccessibilitySnapshot draws on iOS.
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    /// An image snapshot of what VoiceOver reads on a canvas (see `image(layout:traits:)`).
    ///
    /// The view is drawn as `image` draws it; each element in reading order gets a colour
    /// (eight, repeated): its frame is tinted with the colour at 30% opacity and outlined with
    /// a 2-point border inside the frame. The legend below lists, per colour, the spoken
    /// description (label, value, traits) and the hint in grey. The legend is at least 320
    /// points wide, so the image is wider than a narrow view.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (as for `image`).
    ///   - layout: The canvas: a device, a fixed size, or the ideal size.
    ///   - traits: Traits that override the device's (appearance, display scale, ...).
    public static func accessibilityImage(precision: Float = 1, perceptualPrecision: Float = 1,
                                          layout: SwiftUISnapshotLayout = .sizeThatFits,
                                          traits: UITraitCollection = .init()) -> Snapshotting {
        let host = SnapshotHost(layout: layout, traits: traits)
        var strategy = Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: host.traits.resolvedScale)
            .pullback { (view: Value) in AccessibilityOverlay.image(of: view, host: host) }
        strategy.pathExtension = ReferenceNaming.pathExtension("png")
        return strategy
    }
}
