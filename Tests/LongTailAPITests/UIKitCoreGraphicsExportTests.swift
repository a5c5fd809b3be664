import Testing
import UIKit

// An image cache and a video helper that import only UIKit, as tabsglass's do: on iOS UIKit
// brings CoreGraphics, so its types and members need no import of their own.

private func downsampleOptions(maxPixels: CGFloat) -> CFDictionary {
    ["maxPixelSize": maxPixels] as CFDictionary
}

@Suite struct UIKitCoreGraphicsExportTests {
    @Test func aUIKitFileNamesCoreGraphicsTypesAndMembers() {
        // A portrait video's natural size through its quarter-turn transform.
        let shown = CGSize(width: 1920, height: 1080).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(shown.width + 1080) < 1e-6 && abs(shown.height - 1920) < 1e-6)
        let red: CGColor = UIColor.red.cgColor
        #expect(red.numberOfComponents == 4)
        let context: CGContext? = nil
        #expect(context == nil)
        #expect(downsampleOptions(maxPixels: 600).count == 1)
    }
}
