import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

/// `TeamDirectoryFile.swift`: `PersonNameComponentsFormatter()` (which Foundation on Linux
/// declares but cannot make) writes names as iOS does in en_US, and `URLCache`'s iOS 13
/// initializer takes a directory URL.
@MainActor @Suite(.tags(.appFiles)) struct TeamDirectoryTests {
    @Test func rowsShowInitialsAndShortNames() throws {
        let texts = phoneTexts(TeamDirectoryView(members: Directory.sample))
        let initials = try #require(frame(texts, "AO"), "\(texts.map(\.0))")
        let name = try #require(frame(texts, "Amara"))
        #expect(frame(texts, "Ben") != nil && frame(texts, "CM") != nil && frame(texts, "BL") != nil)
        // The 40-point avatar holds the initials at its centre, 12 points before the name column.
        #expect(name.minX - initials.midX > 20 + 12 - 1 && name.minX - initials.midX < 20 + 12 + 1)
        let images = try renderPhoneLightAndDark(TeamDirectoryView(members: Directory.sample), name: "TeamDirectory")
        // The avatar circle is systemTeal: (0, 195, 208) light, (0, 210, 224) dark, beside the initials.
        let probe = (x: initials.midX, y: initials.midY - 15)
        #expect(close(images.light.pixel(x: Int(probe.x * 2), y: Int(probe.y * 2)), 0, 195, 208, 4), "\(rgba(images.light, Int(probe.x * 2), Int(probe.y * 2)))")
        #expect(close(images.dark.pixel(x: Int(probe.x * 2), y: Int(probe.y * 2)), 0, 210, 224, 4), "\(rgba(images.dark, Int(probe.x * 2), Int(probe.y * 2)))")
    }

    @Test func everyStyleWritesWhatIOSWrites() {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "Johnny"
        name.middleName = "Jacob"
        name.familyName = "Appleseed"
        name.nameSuffix = "Esq."
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.style == .default && formatter.string(from: name) == "Johnny Appleseed")
        formatter.style = .short
        #expect(formatter.string(from: name) == "Johnny")
        formatter.style = .medium
        #expect(formatter.string(from: name) == "Johnny Appleseed")
        formatter.style = .long
        #expect(formatter.string(from: name) == "Dr. Johnny Jacob Appleseed Esq.")
        formatter.style = .abbreviated
        #expect(formatter.string(from: name) == "JA" && formatter.string(for: "not a name") == nil)
        let parsed = formatter.personNameComponents(from: "Anna Maria Smith")
        #expect(parsed?.givenName == "Anna" && parsed?.middleName == "Maria" && parsed?.familyName == "Smith")
    }

    @Test func theCacheKeepsItsCapacities() {
        let cache = Directory.imageCache
        #expect(cache.memoryCapacity == 20 * 1024 * 1024 && cache.diskCapacity == 100 * 1024 * 1024)
        let defaultDirectory = URLCache(memoryCapacity: 512, diskCapacity: 0)
        #expect(defaultDirectory.memoryCapacity == 512 && defaultDirectory.currentMemoryUsage == 0)
    }
}
