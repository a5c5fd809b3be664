import Testing
import Foundation
import UIKit

/// Autoresizing masks as UIKit applies them when a superview's size changes: the flexible
/// parts of each axis share the change in proportion to their sizes; `autoresizesSubviews`
/// turns it off; views laid out by constraints keep their frames.
@MainActor @Suite struct UIViewAutoresizingTests {
    private func resized(_ mask: UIView.AutoresizingMask, autoresizes: Bool = true, translates: Bool = true) -> CGRect {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.autoresizesSubviews = autoresizes
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = mask
        child.translatesAutoresizingMaskIntoConstraints = translates
        container.addSubview(child)
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        return child.frame
    }

    @Test func flexiblePartsShareTheChangeInProportion() {
        #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 10, y: 10, width: 180, height: 70))
        // Margins of 10 and 10 share 100 points equally: the view stays centred.
        #expect(resized([.flexibleLeftMargin, .flexibleRightMargin]) == CGRect(x: 60, y: 10, width: 80, height: 20))
        // A 10-point margin and an 80-point width share 100 points as 10 : 80.
        let shared = resized([.flexibleLeftMargin, .flexibleWidth])
        #expect(abs(shared.minX - (10 + 100.0 / 9)) < 1e-9 && abs(shared.width - (80 + 800.0 / 9)) < 1e-9, "\(shared)")
        // Only the bottom margin flexible: the view stays put.
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 10, y: 10, width: 80, height: 20))
    }

    @Test func noResizingWhenTurnedOffOrConstrained() {
        #expect(resized(.flexibleWidth, autoresizes: false) == CGRect(x: 10, y: 10, width: 80, height: 20))
        #expect(resized(.flexibleWidth, translates: false) == CGRect(x: 10, y: 10, width: 80, height: 20))
    }
}
