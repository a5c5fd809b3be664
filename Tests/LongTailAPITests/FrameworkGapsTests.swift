import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import CoreImage

/// The smaller framework gaps real apps stopped on (issue 29): Foundation's date formatters,
/// `UIScrollView.delegate`, `UIViewController.init()` as UIKit declares it, CoreImage's
/// `CIVector` and `CIColor.gray`, and `NSDataDetector`'s warning.
@MainActor @Suite(.tags(.layout)) struct FrameworkGapsTests {
    static let now = Date(timeIntervalSinceReferenceDate: 0)

    @Test func aDateComponentsFormatterWritesEachStyleInEnglish() throws {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.referenceDate = Self.now
        // Apple's examples for 9 h 41 min 30 s, in each style.
        let expected: [(DateComponentsFormatter.UnitsStyle, String)] = [
            (.positional, "9:41:30"), (.abbreviated, "9h 41m 30s"), (.short, "9 hr, 41 min, 30 sec"),
            (.full, "9 hours, 41 minutes, 30 seconds"), (.spellOut, "nine hours, forty-one minutes, thirty seconds"),
            (.brief, "9hr 41min 30sec")]
        for (style, text) in expected {
            formatter.unitsStyle = style
            #expect(formatter.string(from: 9 * 3600 + 41 * 60 + 30) == text)
        }
        // Zero units: dropped by default, padded positionally on request.
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3605) == "1 hour, 5 seconds")
        formatter.unitsStyle = .positional
        #expect(formatter.string(from: 65) == "1:05")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 65) == "00:01:05")
        formatter.zeroFormattingBehavior = .default
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 3 * 3600 + 5 * 60) == "3 hr")
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 120) == "2 min remaining")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .abbreviated) == "2h 5m")
    }

    @Test func textDateStylesAgreeWithTheFormatters() throws {
        let date = Self.now.addingTimeInterval(2 * 3600 + 23 * 60 + 10)
        func drawn(_ style: Text.DateStyle) throws -> String {
            try #require(phoneTexts(Text(date, style: style).environment(\.renderDate, Self.now)).first?.0)
        }
        let formatter = DateComponentsFormatter()
        formatter.referenceDate = Self.now
        formatter.allowedUnits = [.year, .month, .day, .hour, .minute, .second]
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 2
        #expect(try drawn(.relative) == formatter.string(from: Self.now, to: date))
        #expect(try drawn(.relative) == "2 hr, 23 min")
        formatter.unitsStyle = .full
        formatter.maximumUnitCount = 1
        #expect(try drawn(.offset) == "+" + (formatter.string(from: Self.now, to: date) ?? ""))
        formatter.unitsStyle = .positional
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.maximumUnitCount = 0
        #expect(try drawn(.timer) == formatter.string(from: Self.now, to: date))

        let relative = RelativeDateTimeFormatter()
        relative.locale = Locale(identifier: "en_US")
        #expect(relative.localizedString(for: Self.now.addingTimeInterval(-86_400), relativeTo: Self.now) == "1 day ago")
        #expect(relative.localizedString(for: Self.now.addingTimeInterval(7_200), relativeTo: Self.now) == "in 2 hours")
        relative.dateTimeStyle = .named
        #expect(relative.localizedString(for: Self.now.addingTimeInterval(-86_400), relativeTo: Self.now) == "yesterday")
        relative.dateTimeStyle = .numeric
        relative.unitsStyle = .spellOut
        #expect(relative.localizedString(for: Self.now.addingTimeInterval(-2 * 86_400 * 30), relativeTo: Self.now) == "two months ago")
        relative.unitsStyle = .short
        #expect(relative.localizedString(from: DateComponents(month: -2)) == "2 mo. ago")
    }

    @Test func aScrollViewsDelegateIsItsSubclassesDelegate() {
        final class Listener: NSObject, UITableViewDelegate, UITextViewDelegate {}
        let listener = Listener()
        let scroll = UIScrollView(), table = UITableView(frame: .zero, style: .plain), text = UITextView()
        scroll.delegate = listener
        table.delegate = listener
        text.delegate = listener
        #expect(scroll.delegate === listener && table.delegate === listener && text.delegate === listener)
    }

    @Test func aViewControllersInitIsAConvenienceInitializer() {
        // UIKit's pattern: `init()` without `override`, calling the nib initializer.
        final class Detail: UIViewController {
            let name: String
            init() {
                name = "detail"
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
        }
        #expect(Detail().name == "detail")
        #expect(UIViewController().children.isEmpty)
        #expect(UINavigationController().viewControllers.isEmpty)
    }

    @Test func coreImageVectorsAndGrey() {
        let neutral = CIVector(x: 6500, y: 0)
        #expect(neutral.count == 2 && neutral.x == 6500 && neutral.y == 0 && neutral.z == 0)
        #expect(neutral.stringRepresentation == "[6500 0]")
        #expect(CIVector(string: "[1 2 3 4]").cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CIVector(cgPoint: CGPoint(x: 3, y: 4)) == CIVector(x: 3, y: 4))
        #expect(CIColor.gray.red == 0.5 && CIColor.gray.green == 0.5 && CIColor.gray.blue == 0.5 && CIColor.gray.alpha == 1)
        let mono = CIFilter(name: "CIColorMonochrome")
        mono?.setValue(CIColor.gray, forKey: kCIInputColorKey)
        mono?.setValue(CIVector(x: 6500, y: 0), forKey: "inputNeutral")
        #expect(mono?.value(forKey: kCIInputColorKey) as? CIColor == CIColor.gray)
    }

    @Test func anImageRebuiltWithItsOrientationStaysUpright() throws {
        // A 2 × 1 image, red then blue, made turned right: upright it is 1 × 2.
        let raw = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        raw.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1)); raw.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        raw.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1)); raw.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let turned = UIImage(cgImage: try #require(raw.makeImage()), scale: 1, orientation: .right)
        #expect(turned.imageOrientation == .up)
        let rebuilt = UIImage(cgImage: try #require(turned.cgImage), scale: turned.scale, orientation: turned.imageOrientation)
        #expect(rebuilt.size == CGSize(width: 1, height: 2) && rebuilt.size == turned.size)
        #expect(rebuilt.cgImage?.rgba == turned.cgImage?.rgba)
    }

    @Test func aDataDetectorsUnsupportedKindsWarnThroughRuntimeWarnings() throws {
        let (detector, warnings) = try RuntimeWarning.collecting {
            // Links and phone numbers (`CheckingType` raw values, deprecated on Linux).
            try NSDataDetector(types: 1 << 5 | 1 << 11)
        }
        #expect(warnings.contains { $0.contains("NSDataDetector finds links only") })
        #expect(detector.matches(in: "see apple.com", range: NSRange(location: 0, length: 13)).count == 1)
    }
}
