import Foundation
import SnapshotTesting
import Testing
import Backplate
import BackplateSnapshotTesting

/// Pure sRGB primaries (SwiftUI's `.red` is the system red, 255/59/48).
let pureRed = Color(red: 1, green: 0, blue: 0)
let pureGreen = Color(red: 0, green: 1, blue: 0)
let pureBlue = Color(red: 0, green: 0, blue: 1)

/// Runs a strategy on a value and returns the image it produces.
func snapshotImage<V: View>(_ view: V, _ strategy: Snapshotting<V, UIImage>) -> UIImage {
    var result: UIImage?
    strategy.snapshot(view).run { result = $0 }
    return result!
}

func snapshotText<V: View>(_ view: V, _ strategy: Snapshotting<V, String>) -> String {
    var result: String?
    strategy.snapshot(view).run { result = $0 }
    return result!
}

func temporarySnapshotDirectory(_ name: String) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-snapshot-\(name)-\(UUID().uuidString)")
    return url.path
}

@Suite("Snapshot strategies: record, verify, fail")
struct SnapshotRecordVerifyTests {
    @Test func recordsThenPassesThenFailsWithMessageAndDifferenceImage() throws {
        let directory = temporarySnapshotDirectory("record")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strategy = Snapshotting<ProfileCard, UIImage>.image(layout: .fixed(width: 320, height: 120))

        // Missing reference: recorded, reported as a failure, named <test>.<name>.png.
        let first = verifySnapshot(of: ProfileCard(user: .sample), as: strategy, named: "card",
                                   record: .missing, snapshotDirectory: directory)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let reference = URL(fileURLWithPath: directory)
            .appendingPathComponent("recordsThenPassesThenFailsWithMessageAndDifferenceImage.card.png")
        let recorded = try #require(UIImage(data: try Data(contentsOf: reference), scale: 2))
        #expect(recorded.size == CGSize(width: 320, height: 120))
        #expect(recorded.scale == 2)

        // Unchanged view: passes.
        #expect(verifySnapshot(of: ProfileCard(user: .sample), as: strategy, named: "card", record: .never,
                               snapshotDirectory: directory) == nil)

        // Changed view: fails with the share of matching pixels, the worst ΔE and a difference image.
        var changed = ProfileCardUser.sample
        changed.followers = 2024
        let message = try #require(verifySnapshot(of: ProfileCard(user: changed), as: strategy, named: "card",
                                                  record: .never, snapshotDirectory: directory))
        #expect(message.contains("Snapshot \"card\" does not match reference."))
        #expect(message.contains("The percentage of pixels that match"))
        #expect(message.contains("is less than required 1"))
        #expect(message.contains("worst ΔE94"))
        let differenceLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("Difference image: ") })
        let differencePath = String(differenceLine.dropFirst("Difference image: ".count))
        let difference = try #require(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: differencePath)), scale: 2))
        #expect(difference.size == CGSize(width: 320, height: 120))
        // The follower count changed: the difference image is bright somewhere, black at a corner.
        let pixels = difference.renderedImage
        #expect(pixels.pixel(x: 0, y: 0) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(stride(from: 0, to: pixels.rgba.count, by: 4).contains { pixels.rgba[$0] == 255 })

        // Record mode .all rewrites the reference, and the changed view then passes.
        _ = withSnapshotTesting(record: .all) {
            verifySnapshot(of: ProfileCard(user: changed), as: strategy, named: "card", snapshotDirectory: directory)
        }
        #expect(verifySnapshot(of: ProfileCard(user: changed), as: strategy, named: "card", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() throws {
        let directory = temporarySnapshotDirectory("numbered")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strategy = Snapshotting<Color, UIImage>.image(layout: .fixed(width: 4, height: 4), traits: .init(displayScale: 1))
        _ = verifySnapshot(of: pureRed, as: strategy, record: .all, snapshotDirectory: directory)
        _ = verifySnapshot(of: pureBlue, as: strategy, record: .all, snapshotDirectory: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["unnamedSnapshotsAreNumberedPerTest.1.png", "unnamedSnapshotsAreNumberedPerTest.2.png"])
    }

    @Test func layoutTreeIsRecordedAsTextAndDiffsAsNumbers() throws {
        let directory = temporarySnapshotDirectory("tree")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strategy = Snapshotting<AnyView, String>.layoutTree(layout: .fixed(width: 200, height: 100))
        _ = verifySnapshot(of: AnyView(pureRed.frame(width: 50, height: 20)), as: strategy, named: "tree",
                           record: .all, snapshotDirectory: directory)
        let stored = try String(contentsOfFile: directory + "/layoutTreeIsRecordedAsTextAndDiffsAsNumbers.tree.txt", encoding: .utf8)
        #expect(stored.contains("frame=(75, 40, 50, 20)"), "\(stored)")
        let message = try #require(verifySnapshot(of: AnyView(pureRed.frame(width: 60, height: 20)), as: strategy, named: "tree",
                                                  record: .never, snapshotDirectory: directory))
        #expect(message.contains("frame=(75, 40, 50, 20)") && message.contains("frame=(70, 40, 60, 20)"), "\(message)")
    }

    @Test func platformSuffixSeparatesReferencesOnlyWhenAsked() {
        #expect(ReferenceNaming.pathExtension("png", environment: [:]) == "png")
        #expect(ReferenceNaming.pathExtension("png", environment: [ReferenceNaming.suffixVariable: "linux"]) == "linux.png")
        #expect(ReferenceNaming.pathExtension("txt", environment: [ReferenceNaming.suffixVariable: "../evil"]) == "evil.txt")
    }

    @Test func sizeMismatchIsReported() throws {
        let directory = temporarySnapshotDirectory("size")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: pureRed, as: .image(layout: .fixed(width: 10, height: 10)), named: "c", record: .all, snapshotDirectory: directory)
        let message = try #require(verifySnapshot(of: pureRed, as: .image(layout: .fixed(width: 12, height: 10)), named: "c",
                                                  record: .never, snapshotDirectory: directory))
        #expect(message.contains("Newly-taken snapshot@(12, 10) does not match reference@(10, 10)"))
    }
}

@Suite("Snapshot strategies: layouts and traits", .backplateLook(.iOS18))
struct SnapshotLayoutTests {
    static let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let black = RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
    static let red = RenderedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    /// Every phone preset, both orientations, with the size and insets swift-snapshot-testing gives it.
    static let phones: [(String, ViewImageConfig, CGSize, UIEdgeInsets)] = [
        ("iPhoneSe", .iPhoneSe, CGSize(width: 320, height: 568), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iPhoneSe landscape", .iPhoneSe(.landscape), CGSize(width: 568, height: 320), .zero),
        ("iPhone8", .iPhone8, CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iPhone8Plus landscape", .iPhone8Plus(.landscape), CGSize(width: 736, height: 414), .zero),
        ("iPhoneX", .iPhoneX, CGSize(width: 375, height: 812), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        ("iPhoneX landscape", .iPhoneX(.landscape), CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)),
        ("iPhoneXsMax", .iPhoneXsMax, CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        ("iPhoneXr", .iPhoneXr, CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        ("iPhone12", .iPhone12, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iPhone12Pro", .iPhone12Pro, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iPhone12ProMax", .iPhone12ProMax, CGSize(width: 428, height: 926), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iPhone13", .iPhone13, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iPhone13 landscape", .iPhone13(.landscape), CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        ("iPhone13Mini", .iPhone13Mini, CGSize(width: 375, height: 812), UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0)),
        ("iPhone13Mini landscape", .iPhone13Mini(.landscape), CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50)),
        ("iPhone13Pro", .iPhone13Pro, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iPhone13ProMax", .iPhone13ProMax, CGSize(width: 428, height: 926), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iPadMini", .iPadMini, CGSize(width: 1024, height: 768), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iPadMini portrait 1/3", .iPadMini(.portrait(splitView: .oneThird)), CGSize(width: 320, height: 1024), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iPad10_2 landscape 1/2", .iPad10_2(.landscape(splitView: .oneHalf)), CGSize(width: 535, height: 810), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iPadPro11 portrait", .iPadPro11(.portrait), CGSize(width: 834, height: 1194), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ("iPadPro12_9", .iPadPro12_9, CGSize(width: 1366, height: 1024), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    ]

    @Test(arguments: phones.map { $0.0 })
    func deviceFillsExactlyItsSafeArea(_ name: String) throws {
        let (_, config, size, insets) = try #require(Self.phones.first { $0.0 == name })
        #expect(config.size == size)
        #expect(config.safeArea == insets)
        // A flexible view fills the safe area; the insets show the system background.
        let image = snapshotImage(pureRed, .image(layout: .device(config: config), traits: .init(displayScale: 1))).renderedImage
        #expect(image.width == Int(size.width) && image.height == Int(size.height))
        let midX = Int(insets.left + (size.width - insets.left - insets.right) / 2)
        let midY = Int(insets.top + (size.height - insets.top - insets.bottom) / 2)
        #expect(image.pixel(x: midX, y: Int(insets.top)) == Self.red)
        #expect(image.pixel(x: midX, y: Int(size.height - insets.bottom) - 1) == Self.red)
        #expect(image.pixel(x: Int(insets.left), y: midY) == Self.red)
        #expect(image.pixel(x: Int(size.width - insets.right) - 1, y: midY) == Self.red)
        if insets.top > 0 { #expect(image.pixel(x: midX, y: Int(insets.top) - 1) == Self.white) }
        if insets.bottom > 0 { #expect(image.pixel(x: midX, y: Int(size.height - insets.bottom)) == Self.white) }
        if insets.left > 0 { #expect(image.pixel(x: Int(insets.left) - 1, y: midY) == Self.white) }
        if insets.right > 0 { #expect(image.pixel(x: Int(size.width - insets.right), y: midY) == Self.white) }
    }

    @Test func iPhone13CentresTheViewInTheSafeAreaNotTheScreen() {
        // Safe area of iPhone 13 portrait: y 47...810 (844 - 34), so its centre is y 428.5,
        // not the screen's 422; x centre 195.
        let text = snapshotText(pureRed.frame(width: 100, height: 100).id("card"), .layoutTree(layout: .device(config: .iPhone13)))
        let card = text.split(separator: "\n").first { $0.contains("id=card") }
        #expect(card?.contains("frame=(145, 378.5, 100, 100)") == true, "\(text)")
        let image = snapshotImage(pureRed.frame(width: 100, height: 100), .image(layout: .device(config: .iPhone13), traits: .init(displayScale: 1))).renderedImage
        #expect(image.pixel(x: 145, y: 379) == Self.red)
        #expect(image.pixel(x: 244, y: 478) == Self.red)
        #expect(image.pixel(x: 144, y: 428) == Self.white)
        #expect(image.pixel(x: 195, y: 377) == Self.white)
        #expect(image.pixel(x: 195, y: 479) == Self.white)
    }

    @Test func layoutTreeShowsProposalsFromTheSafeArea() {
        let text = snapshotText(pureRed, .layoutTree(layout: .device(config: .iPhone13)))
        // The root is the full screen; the view is proposed the safe area's 390 x 763.
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(text)")
        #expect(lines.first == "safeAreaHost proposal=390×844 size=390×844 frame=(0, 0, 390, 844)", "\(text)")
        #expect(lines.last == "  Color proposal=390×763 size=390×763 frame=(0, 47, 390, 763)", "\(text)")
    }

    @Test func fixedLayoutProposesTheSizeAndCentres() {
        let image = snapshotImage(pureRed.frame(width: 10, height: 10), .image(layout: .fixed(width: 30, height: 20), traits: .init(displayScale: 1))).renderedImage
        #expect(image.width == 30 && image.height == 20)
        #expect(image.pixel(x: 10, y: 5) == Self.red)
        #expect(image.pixel(x: 19, y: 14) == Self.red)
        #expect(image.pixel(x: 9, y: 5) == Self.white)
        #expect(image.pixel(x: 20, y: 14) == Self.white)
        // A flexible view fills the fixed container.
        let filled = snapshotImage(pureRed, .image(layout: .fixed(width: 30, height: 20), traits: .init(displayScale: 1))).renderedImage
        #expect(filled.pixel(x: 0, y: 0) == Self.red && filled.pixel(x: 29, y: 19) == Self.red)
    }

    @Test func sizeThatFitsUsesTheIdealSizeAtTheTraitScale() {
        let image = snapshotImage(pureRed.frame(width: 40, height: 30), .image).renderedImage
        // Unset display scale: 2x.
        #expect(image.width == 80 && image.height == 60)
        let third = snapshotImage(pureRed.frame(width: 40, height: 30), .image(traits: .init(displayScale: 3)))
        #expect(third.size == CGSize(width: 40, height: 30))
        #expect(third.scale == 3)
        #expect(third.renderedImage.width == 120)
    }

    @Test func zeroSizedViewGivesTheRedPlaceholder() {
        let image = snapshotImage(Color.clear.frame(width: 0, height: 0), .image(traits: .init(displayScale: 1)))
        #expect(image.size == CGSize(width: 400, height: 80))
        #expect(image.renderedImage.pixel(x: 2, y: 2) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func uiImageRoundTripsThroughPNGAndDrawsAtItsScale() throws {
        let card = snapshotImage(pureRed.frame(width: 30, height: 20), .image(traits: .init(displayScale: 2)))
        let png = try #require(card.pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == CGSize(width: 30, height: 20) && decoded.renderedImage.width == 60)
        let shown = snapshotImage(Image(uiImage: decoded), .image(traits: .init(displayScale: 1))).renderedImage
        #expect(shown.width == 30 && shown.height == 20)
        #expect(shown.pixel(x: 15, y: 10) == Self.red)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }

    @Test func darkTraitGivesTheDarkColourSchemeAndBlackBackground() {
        struct SchemeProbe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View {
                (scheme == .dark ? pureGreen : pureRed).frame(width: 10, height: 10).padding(5)
            }
        }
        let dark = snapshotImage(SchemeProbe(), .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark))).renderedImage
        #expect(dark.pixel(x: 0, y: 0) == Self.black)
        #expect(dark.pixel(x: 20, y: 20).green > 100 && dark.pixel(x: 20, y: 20).red == 0)
        let light = snapshotImage(SchemeProbe(), .image(layout: .sizeThatFits)).renderedImage
        #expect(light.pixel(x: 0, y: 0) == Self.white)
        #expect(light.pixel(x: 20, y: 20) == Self.red)
    }

    @Test func traitArgumentOverridesThePresetAndPresetsCarryTheirTraits() {
        let t = UITraitCollection.iPhone13(.portrait)
        #expect(t.horizontalSizeClass == .compact && t.verticalSizeClass == .regular)
        #expect(t.preferredContentSizeCategory == .medium && t.userInterfaceIdiom == .phone && t.layoutDirection == .leftToRight)
        #expect(UITraitCollection.iPhone8Plus(.landscape).horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPhone13(.landscape).horizontalSizeClass == .compact)
        #expect(UITraitCollection.iPhoneXr(.portrait).forceTouchCapability == .unavailable)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadMini.traits.userInterfaceIdiom == .pad)
        let merged = UITraitCollection(traitsFrom: [t, .init(userInterfaceStyle: .dark), .init(horizontalSizeClass: .regular)])
        #expect(merged.userInterfaceStyle == .dark && merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .regular)
        // Right-to-left traits reach the environment.
        struct DirectionProbe: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { (direction == .rightToLeft ? pureGreen : pureRed).frame(width: 4, height: 4) }
        }
        let rtl = snapshotImage(DirectionProbe(), .image(traits: .init(layoutDirection: .rightToLeft))).renderedImage
        #expect(rtl.pixel(x: 1, y: 1).green > 100)
    }
}

@Suite("Snapshot strategies: precision and perceptual precision")
struct SnapshotPrecisionTests {
    static func solid(_ grey: UInt8, width: Int = 10, height: Int = 10, changed: Int = 0, to other: UInt8 = 0) -> UIImage {
        var rgba: [UInt8] = []
        for i in 0..<(width * height) {
            let v = i < changed ? other : grey
            rgba += [v, v, v, 255]
        }
        return UIImage(renderedImage: RenderedImage(width: width, height: height, scale: 1, rgba: rgba))
    }

    /// CIE L* of an sRGB grey (independent of the strategy's code path: Y from the sRGB curve).
    static func lightness(_ v: UInt8) -> Double {
        let c = Double(v) / 255
        let y = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return y > 216.0 / 24389.0 ? 116 * cbrt(y) - 16 : 24389.0 / 27.0 * y
    }

    @Test func greyLightnessMatchesThePublishedValue() {
        // sRGB 119 is CIE L* 50 (middle grey), within rounding.
        #expect(abs(Self.lightness(119) - 50.0) < 0.1)
        // For neutral greys ΔE94 is the lightness difference.
        let dE = ColorDifference.deltaE94(ColorDifference.lab(red: 119, green: 119, blue: 119),
                                          ColorDifference.lab(red: 128, green: 128, blue: 128))
        #expect(abs(dE - (Self.lightness(128) - Self.lightness(119))) < 0.01)
    }

    @Test func perceptualPrecisionThresholdsAroundAKnownDeltaE() {
        // Every pixel differs by ΔE94 = L*(128) - L*(119) ≈ 3.55.
        let dE = Self.lightness(128) - Self.lightness(119)
        let reference = Self.solid(119), actual = Self.solid(128)
        let looser = Float(1 - (dE + 0.1) / 100), stricter = Float(1 - (dE - 0.1) / 100)
        #expect(Diffing<UIImage>.image(precision: 1, perceptualPrecision: looser).diffV2(reference, actual) == nil)
        let failure = Diffing<UIImage>.image(precision: 1, perceptualPrecision: stricter).diffV2(reference, actual)
        #expect(failure != nil)
        #expect(failure?.0.contains("100 of 100 pixels") == true, "\(failure?.0 ?? "")")
        #expect(failure?.0.contains("worst ΔE94 3.5") == true, "\(failure?.0 ?? "")")
        #expect(failure?.1.count == 3)
        // Exact comparison fails on any change.
        #expect(Diffing<UIImage>.image.diffV2(reference, actual) != nil)
        #expect(Diffing<UIImage>.image.diffV2(reference, Self.solid(119)) == nil)
    }

    @Test func precisionIsTheShareOfPixelsThatMustMatch() {
        // 5 of 100 pixels go from grey to black.
        let reference = Self.solid(128), actual = Self.solid(128, changed: 5, to: 0)
        #expect(Diffing<UIImage>.image(precision: 0.95).diffV2(reference, actual) == nil)
        let failure = Diffing<UIImage>.image(precision: 0.96).diffV2(reference, actual)
        #expect(failure?.0.contains("The percentage of pixels that match 0.95 is less than required 0.96") == true, "\(failure?.0 ?? "")")
        // Both thresholds together: the 5 pixels differ by ΔE ≈ 53.6, so a 0.4 perceptual precision
        // (ΔE up to 60) accepts them even with precision 1.
        #expect(Diffing<UIImage>.image(precision: 1, perceptualPrecision: 0.4).diffV2(reference, actual) == nil)
        #expect(Diffing<UIImage>.image(precision: 1, perceptualPrecision: 0.5).diffV2(reference, actual) != nil)
    }

    @Test func transparencyCountsAsADifference() {
        let opaque = UIImage(renderedImage: RenderedImage(width: 1, height: 1, scale: 1, rgba: [255, 0, 0, 255]))
        let clear = UIImage(renderedImage: RenderedImage(width: 1, height: 1, scale: 1, rgba: [255, 0, 0, 0]))
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.9).diffV2(opaque, clear) != nil)
    }
}
