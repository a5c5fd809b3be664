import Testing
import Foundation
import UIKit

/// UIKit and CoreGraphics names a reading tracker's helpers stopped on (unseen25): a colour
/// converted to sRGB before reading its components, and background tasks around an import.
@MainActor @Suite struct ColorAndBackgroundTaskGapsTests {
    @Test func aColorConvertsToRGBAndGreySpaces() throws {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).cgColor
        let srgb = try #require(color.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil))
        #expect(srgb.colorSpace?.name == CGColorSpace.sRGB)
        #expect(srgb.components?.map { ($0 * 1000).rounded() / 1000 } == [0.2, 0.4, 0.6, 0.5])
        let linear = try #require(color.converted(to: CGColorSpace(name: CGColorSpace.linearSRGB)!, intent: .perceptual, options: nil))
        // sRGB's curve: 0.4 encoded is 0.1329 in linear light.
        #expect(abs((linear.components?[1] ?? 0) - 0.1329) < 0.0005)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let gray = try #require(red.converted(to: CGColorSpace(name: CGColorSpace.linearGray)!, intent: .defaultIntent, options: nil))
        #expect(gray.numberOfComponents == 2)
        #expect(abs((gray.components?[0] ?? 0) - 0.2126) < 0.0001, "red's luminance")
        let white = CGColor(gray: 1, alpha: 1)
        let whiteRGB = try #require(white.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil))
        #expect(whiteRGB.components == [1, 1, 1, 1])
    }

    @Test func backgroundTasksGetDistinctValidIdentifiers() {
        let app = UIApplication.shared
        let first = app.beginBackgroundTask(withName: "CSV import") {}
        let second = app.beginBackgroundTask(expirationHandler: nil)
        #expect(first != .invalid && second != .invalid)
        #expect(second.rawValue > first.rawValue)
        #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
        // In the foreground, as a render's app always is, iOS answers DBL_MAX.
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
    }
}
