import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// UIKit's string measurement and drawing (Spawn's map pins measure an emoji with
/// `NSString.size(withAttributes:)` and draw it centred), and `UIAccessibility.post`.
@MainActor @Suite(.tags(.layout, .pixels)) struct StringDrawingTests {
    static let sample = "Hamburgefonstiv 2026"

    func textWidth(_ font: Font) throws -> CGFloat {
        try #require(frame(phoneTexts(Text(Self.sample).font(font).fixedSize()), Self.sample)).width
    }

    @Test func aStringIsMeasuredAsTextIsLaidOut() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.white]
        let size = NSString(string: Self.sample).size(withAttributes: attributes)
        // Text's width in the same font; UIFont.lineHeight's height (SF Pro: 2444/2048 em).
        #expect(abs(size.width - (try textWidth(.system(size: 20)))) < 0.01)
        #expect(abs(size.height - 20 * 2444 / 2048) < 0.001)
        #expect(Self.sample.size(withAttributes: attributes) == size)
        #expect(NSAttributedString(string: Self.sample, attributes: attributes).size() == size)
        let bold = Self.sample.size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        #expect(abs(bold.width - (try textWidth(.system(size: 20, weight: .bold)))) < 0.01)
        #expect(bold.width > size.width)
        // Without a font: 12-point system.
        #expect(abs(Self.sample.size(withAttributes: nil).width - (try textWidth(.system(size: 12)))) < 0.01)
    }

    @Test func aBoundingRectWrapsOnlyWithLineFragmentOrigin() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let line = 20 * 2444.0 / 2048
        let oneLine = Self.sample.boundingRect(with: CGSize(width: 100, height: 1000), options: [], attributes: attributes, context: nil)
        #expect(oneLine.size == Self.sample.size(withAttributes: attributes))
        let context = NSStringDrawingContext()
        let wrapped = Self.sample.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                               attributes: attributes, context: context)
        #expect(wrapped.width <= 100 && wrapped.width > 50)
        #expect(abs(wrapped.height - 3 * line) < 0.001 || abs(wrapped.height - 2 * line) < 0.001)
        #expect(context.totalBounds == wrapped)
        let attributed = NSAttributedString(string: Self.sample, attributes: attributes)
        #expect(attributed.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, context: nil) == wrapped)
    }

    @Test func aStringDrawnInAnImageContextIsDrawnInItsColour() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 40))
            ("WWWW" as NSString).draw(in: CGRect(x: 10, y: 5, width: 100, height: 30),
                                      withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.white])
        }
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data)?.cgImage)
        let pixels = stride(from: 0, to: decoded.rgba.count, by: 4).map { decoded.rgba[$0] }
        // White ink inside the rectangle, none left of it.
        #expect(pixels.filter { $0 > 200 }.count > 200)
        #expect((0..<40).allSatisfy { y in (0..<8).allSatisfy { x in pixels[y * 120 + x] < 30 } })
    }

    @Test func anAttributedStringOfSeveralRunsWarns() {
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        text.append(NSAttributedString(string: " plain", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let (size, warnings) = RuntimeWarning.collecting { text.size() }
        #expect(size == "Bold plain".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        #expect(warnings.contains { $0.contains("first run's attributes") })
        let (_, none) = RuntimeWarning.collecting { NSAttributedString(string: "One run", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size() }
        #expect(!none.contains { $0.contains("first run's attributes") })
    }

    @Test func postingAnAccessibilityNotificationDoesNothing() {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        #expect(UIAccessibility.isVoiceOverRunning == false)
        #expect(UIAccessibility.isReduceMotionEnabled == false)
    }
}
