import Foundation
import BackplateCore
import BackplateCairo

/// UIKit's screen object, for SwiftUI code that sizes views from the screen
/// (`(UIScreen.main.bounds.width - 5 * 12) / 4`, `UIScreen.main.scale`).
///
/// Backplate renders without a screen, so `main` describes the default preview device,
/// an iPhone 15 Pro in portrait: 393 × 852 points at 3x (1179 × 2556 pixels), the canvas
/// Backplate's phone previews use (`PreviewDevice.defaultScreenSize`). A render proposed
/// another size still reads these values, as an app laid out for one phone would.
public final class UIScreen: NSObject, Sendable {
    /// The screen of the default preview device (an iPhone 15 Pro).
    public static let main = UIScreen(bounds: CGRect(origin: .zero, size: PreviewDevice.defaultScreenSize), scale: 3)

    /// The screen's bounds in points, portrait, origin at zero.
    public let bounds: CGRect
    /// Points to pixels (3 on an iPhone 15 Pro).
    public let scale: CGFloat
    /// The physical screen's scale (equal to `scale`).
    public var nativeScale: CGFloat { scale }
    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The maximum frame rate: 120, an iPhone 15 Pro's ProMotion display.
    public var maximumFramesPerSecond: Int { 120 }
    /// The screen's traits (phone, 3x).
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: scale)])
    }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
