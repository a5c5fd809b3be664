import Testing
import Foundation
import UIKit
import WatchConnectivity

/// An expense tracker tags its enhanced receipt images through `accessibilityHint` and truncates
/// its labels; a controller app rebuilds Watch Connectivity errors from `NSError`s (unseen41's
/// SpendSmart and LumiFur).
@MainActor @Suite struct ReceiptAndWatchGapsTests {
    @Test func anImageKeepsItsAccessibilityTextsAndALabelItsTruncation() throws {
        let image = try #require(UIImage(systemName: "doc.text.viewfinder"))
        #expect(image.accessibilityHint == nil)
        image.accessibilityHint = "enhanced_receipt"
        image.accessibilityLabel = "Receipt"
        #expect(image.accessibilityHint == "enhanced_receipt" && image.accessibilityLabel == "Receipt")

        let label = UILabel(frame: .zero)
        #expect(label.lineBreakMode == .byTruncatingTail && !label.allowsDefaultTighteningForTruncation)
        label.lineBreakMode = .byClipping
        label.allowsDefaultTighteningForTruncation = true
        #expect(label.lineBreakMode == .byClipping && label.allowsDefaultTighteningForTruncation)
    }

    @Test func aWatchErrorRoundTripsThroughNSError() {
        let error = WCError(.notReachable, userInfo: [NSLocalizedDescriptionKey: "Watch asleep"])
        #expect(WCError.errorDomain == "WCErrorDomain" && error.errorCode == 7007)
        let bridged = NSError(domain: WCError.errorDomain, code: WCError.Code.deviceNotPaired.rawValue, userInfo: [:])
        #expect(WCError(_nsError: bridged).code == .deviceNotPaired)
        #expect(WCError(_nsError: NSError(domain: WCError.errorDomain, code: 1, userInfo: [:])).code == .genericError)
        #expect(error.errorUserInfo[NSLocalizedDescriptionKey] as? String == "Watch asleep")
        #expect(WCError(.notReachable) == WCError(.notReachable))
    }
}
