import Foundation
import Backplate
import BackplateUIKit

/// Where a snapshotted view is hosted: the canvas (a device screen, a fixed container or the
/// view's own size), its safe area and the traits, turned into an `ImageRenderer`.
///
/// swift-snapshot-testing (1.19) puts the view in a `UIHostingController` inside a window of
/// the configuration's size whose safe-area insets are the configuration's. The hosting view
/// proposes the window's size minus the insets to its root view and centres the root in the
/// safe area; the window's background (system background: white, or black in dark mode)
/// shows everywhere else, and views that ignore the safe area extend into the insets. The
/// device host reproduces that with `ImageRenderer.safeAreaInsets` and the canvas as the
/// proposal. A fixed layout has no safe area (the library moves the view off screen to avoid
/// it): the view is proposed the size and centred in it. `sizeThatFits` disables the safe
/// area and uses the view's ideal size.
///
/// The render is hosted: `onAppear`, `task` and `onChange` actions run and the view is laid
/// out again until no new action runs, at most `LayoutTree.maximumHostedPasses` (8) passes,
/// with the view's `@State` kept from one pass to the next.
struct SnapshotHost {
    /// The canvas in points; `nil` for the view's ideal size.
    var size: CGSize?
    /// The safe-area insets inside the canvas.
    var safeArea: UIEdgeInsets
    /// The preset's traits merged with the `traits:` argument (the argument wins).
    var traits: SnapshotTraits
    /// The locale text formats in (`nil`: the environment's default).
    var locale: Locale?

    init(layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        switch layout {
        case .device(let config):
            size = config.size
            safeArea = config.safeArea
            self.traits = SnapshotTraits(UITraitCollection(traitsFrom: [config.traits, traits]))
        case .fixed(let width, let height):
            size = CGSize(width: width, height: height)
            safeArea = .zero
            self.traits = SnapshotTraits(traits)
        case .sizeThatFits:
            size = nil
            safeArea = .zero
            self.traits = SnapshotTraits(traits)
        }
    }

    /// The safe area's rectangle in the canvas (empty when the insets exceed the canvas).
    var safeAreaFrame: CGRect? {
        guard let size else { return nil }
        let w = Self.sanitized(size.width - safeArea.left - safeArea.right)
        let h = Self.sanitized(size.height - safeArea.top - safeArea.bottom)
        return CGRect(x: Self.sanitized(safeArea.left), y: Self.sanitized(safeArea.top), width: w, height: h)
    }

    private static func sanitized(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }

    /// The environment the view is resolved in: dates in UTC whatever the machine's time zone
    /// (`TZ`), so a reference recorded in one zone matches in another; `SnapshotLook.current`'s
    /// look when set; then the traits.
    var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.pinTimeZoneToUTC()
        if let look = SnapshotLook.current { env.backplateLook = look }
        traits.apply(to: &env)
        if let locale { env.locale = locale }
        return env
    }

    /// A renderer for `view` hosted on this canvas, opaque over the system background.
    func renderer<V: View>(for view: V) -> ImageRenderer<AnyView> {
        let renderer: ImageRenderer<AnyView>
        if let size, let safe = safeAreaFrame {
            let canvas = CGSize(width: Self.sanitized(size.width), height: Self.sanitized(size.height))
            if safeArea == .zero {
                // A fixed container (or a device without insets): proposed the size, centred.
                renderer = ImageRenderer(content: AnyView(view.frame(width: canvas.width, height: canvas.height)))
            } else {
                renderer = ImageRenderer(content: AnyView(view))
                // The device's insets are physical (left, right); the renderer's are logical.
                let left = safe.minX, right = max(canvas.width - safe.maxX, 0)
                let rtl = environment.layoutDirection == .rightToLeft
                renderer.safeAreaInsets = EdgeInsets(top: safe.minY, leading: rtl ? right : left,
                                                     bottom: max(canvas.height - safe.maxY, 0),
                                                     trailing: rtl ? left : right)
            }
            renderer.proposedSize = ProposedViewSize(canvas)
        } else {
            renderer = ImageRenderer(content: AnyView(view))
            renderer.proposedSize = .unspecified
        }
        renderer.scale = traits.resolvedScale
        renderer.isOpaque = true
        renderer.environment = environment
        renderer.hostedPasses = LayoutTree.maximumHostedPasses
        // A `userInterfaceStyle` trait wins over the view's stated preference, as on iOS.
        renderer.honorsPreferredColorScheme = traits.colorScheme == nil
        return renderer
    }

    /// Renders `view`; a view of zero size (or one that cannot be rendered) gives a red
    /// placeholder that says so, as swift-snapshot-testing does, so the failure is visible.
    func image<V: View>(of view: V) -> UIImage {
        let r = renderer(for: view)
        if let image = try? r.render(), image.width > 0, image.height > 0 {
            return UIImage(renderedImage: image)
        }
        return Self.emptyPlaceholder(scale: traits.resolvedScale)
    }

    /// A 400×80 red image explaining that the view rendered at zero size.
    static func emptyPlaceholder(scale: CGFloat) -> UIImage {
        let message = Text("Error: the view rendered at zero size, so there is no image. Give it a size in the test (for example layout: .fixed(width:height:)).")
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.white)
            .padding(8)
            .frame(width: 400, height: 80)
            .background(Color.red)
        let r = ImageRenderer(content: message)
        r.scale = scale
        if let image = try? r.render() { return UIImage(renderedImage: image) }
        return UIImage(renderedImage: RenderedImage(width: 1, height: 1, scale: 1, rgba: [255, 0, 0, 255]))
    }
}
