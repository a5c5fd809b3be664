import Foundation
import SnapshotTesting
import Testing
import Backplate
import BackplateUIKit
@testable import BackplateSnapshotTesting

/// The frame of the view marked `id` when hosted on `layout`.
private func hostedFrame<V: View>(_ view: V, _ layout: SwiftUISnapshotLayout, id: String = "v") -> CGRect? {
    SnapshotHost(layout: layout, traits: .init(displayScale: 1)).renderer(for: view).layout().frame(of: id)
}

@Suite("Snapshot host: devices lay the view out as swift-snapshot-testing's host does")
struct SnapshotDeviceHostTests {
    /// Presets with swift-snapshot-testing 1.19.7's canvas and safe area, and where a 100 × 60
    /// view lands: proposed the canvas less the insets, centred in the safe rectangle
    /// (x = left + (width − left − right − 100) / 2, y = top + (height − top − bottom − 60) / 2).
    static let cases: [(String, ViewImageConfig, CGRect)] = [
        ("iPhoneSe portrait (320×568, top 20)", .iPhoneSe(.portrait), CGRect(x: 110, y: 264, width: 100, height: 60)),
        ("iPhoneSe landscape (568×320, none)", .iPhoneSe(.landscape), CGRect(x: 234, y: 130, width: 100, height: 60)),
        ("iPhoneX portrait (375×812, 44/34)", .iPhoneX(.portrait), CGRect(x: 137.5, y: 381, width: 100, height: 60)),
        ("iPhoneX landscape (812×375, 0/44/24/44)", .iPhoneX(.landscape), CGRect(x: 356, y: 145.5, width: 100, height: 60)),
        ("iPhone13 portrait (390×844, 47/34)", .iPhone13(.portrait), CGRect(x: 145, y: 398.5, width: 100, height: 60)),
        ("iPhone13Mini portrait (375×812, 50/34)", .iPhone13Mini(.portrait), CGRect(x: 137.5, y: 384, width: 100, height: 60)),
        ("iPadPro11 portrait (834×1194, 24/20)", .iPadPro11(.portrait), CGRect(x: 367, y: 569, width: 100, height: 60)),
    ]

    @Test(arguments: cases.map { $0.0 })
    func viewIsCentredInTheSafeArea(_ name: String) throws {
        let (_, config, expected) = try #require(Self.cases.first { $0.0 == name })
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 60).id("v")
        #expect(hostedFrame(view, .device(config: config)) == expected)
        // The canvas is the whole screen.
        let tree = SnapshotHost(layout: .device(config: config), traits: .init()).renderer(for: view).layout()
        #expect(tree.size == config.size)
    }

    @Test func flexibleViewFillsTheSafeAreaAndIgnoringViewsTheScreen() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(hostedFrame(red.id("v"), .device(config: .iPhone13)) == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(hostedFrame(red.id("v").ignoresSafeArea(), .device(config: .iPhone13)) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(hostedFrame(red.id("v").ignoresSafeArea(), .device(config: .iPhoneX(.landscape)))
                == CGRect(x: 0, y: 0, width: 812, height: 375))
    }

    @Test func backgroundsFillTheInsetsInTheSnapshot() {
        let image = snapshotImage(Color.clear.background(Color(red: 0, green: 0, blue: 1)),
                                  .image(layout: .device(config: .iPhone13), traits: .init(displayScale: 1))).renderedImage
        let blue = RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(image.pixel(x: 195, y: 0) == blue)
        #expect(image.pixel(x: 195, y: 843) == blue)
    }

    @Test func fixedLayoutHasNoSafeArea() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(hostedFrame(red.id("v").ignoresSafeArea(), .fixed(width: 300, height: 200)) == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(hostedFrame(red.frame(width: 100, height: 60).id("v"), .fixed(width: 300, height: 200))
                == CGRect(x: 100, y: 70, width: 100, height: 60))
    }
}

/// A trail card that loads on appear: red before, green after.
struct TrailLoadingBadge: View {
    @State var loaded = false
    var body: some View {
        (loaded ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 20, height: 20)
            .onAppear { loaded = true }
    }
}

/// A trail summary whose `task` sets its title before any suspension, and whose `onChange`
/// reacts to it.
struct TrailTaskSummary: View {
    @State var title = "loading"
    @State var width: CGFloat = 10
    var body: some View {
        Color(red: 0, green: 0, blue: 1)
            .frame(width: width, height: title == "Ridge loop" ? 30 : 10)
            .id("summary")
            .task { title = "Ridge loop" }
            .onChange(of: title) { _, _ in width = 40 }
    }
}

/// A trail map that shows a cached tile at once, then suspends to fetch the full map.
struct TrailMapTile: View {
    @State var stage = 1
    var body: some View {
        Color(red: 0, green: 1, blue: 0)
            .frame(width: CGFloat(stage) * 10, height: 10)
            .id("tile")
            .task {
                stage = 2
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                stage = 3
            }
    }
}

/// A view that appears anew at every pass (its identity follows the count), to show the bound.
struct TrailEndlessCounter: View {
    @State var count = 0
    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .frame(width: CGFloat(count + 1) * 10, height: 10)
            .onAppear { count += 1 }
            .id(count)
            .id("counter")
    }
}

/// The width of a trail's elevation strip, measured and reported upward.
struct TrailStripWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A trail header that matches a bar's width to a measured strip (the measure-then-use pattern).
struct TrailMeasuredHeader: View {
    @State var stripWidth: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 10)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: TrailStripWidthKey.self, value: proxy.size.width)
                })
            Color(red: 0, green: 0, blue: 1).frame(width: stripWidth, height: 10).id("bar")
        }
        .onPreferenceChange(TrailStripWidthKey.self) { stripWidth = $0 }
    }
}

@Suite("Snapshot host: actions run as in a hosting controller")
struct SnapshotHostedLifecycleTests {
    @Test func onAppearStateIsDrawnInTheSnapshotButNotByImageRenderer() throws {
        let hosted = snapshotImage(TrailLoadingBadge(), .image(traits: .init(displayScale: 1))).renderedImage
        #expect(hosted.pixel(x: 10, y: 10) == RenderedImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        let still = try ImageRenderer(content: TrailLoadingBadge()).render()
        #expect(still.pixel(x: 10, y: 10) == RenderedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func taskPrefixAndOnChangeAreDrawn() {
        let host = SnapshotHost(layout: .sizeThatFits, traits: .init(displayScale: 1))
        let tree = host.renderer(for: TrailTaskSummary()).layout()
        #expect(tree.frame(of: "summary") == CGRect(x: 0, y: 0, width: 40, height: 30))
        let still = ImageRenderer(content: TrailTaskSummary()).layout()
        #expect(still.frame(of: "summary") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func preferenceChangeStateIsDrawnInTheSnapshot() {
        let host = SnapshotHost(layout: .sizeThatFits, traits: .init(displayScale: 1))
        #expect(host.renderer(for: TrailMeasuredHeader()).layout().frame(of: "bar")?.width == 50)
        #expect(ImageRenderer(content: TrailMeasuredHeader()).layout().frame(of: "bar")?.width == 0)
    }

    @Test func taskWorkAfterItsFirstSuspensionIsNotDrawn() {
        // The task runs to its first `await` that suspends (stage 2) and is cancelled when the
        // snapshot is taken: the stage it would set later is never drawn, and nothing waits.
        let host = SnapshotHost(layout: .sizeThatFits, traits: .init(displayScale: 1))
        #expect(host.renderer(for: TrailMapTile()).layout().frame(of: "tile")?.width == 20)
        #expect(ImageRenderer(content: TrailMapTile()).layout().frame(of: "tile")?.width == 10)
    }

    @Test func passesAreBoundedAtEight() {
        // Pass n draws count n − 1 and its appearance schedules count n: the eighth and last
        // pass draws count 7 (width 80); its action runs no further pass.
        let host = SnapshotHost(layout: .sizeThatFits, traits: .init(displayScale: 1))
        #expect(LayoutTree.maximumHostedPasses == 8)
        let tree = host.renderer(for: TrailEndlessCounter()).layout()
        #expect(tree.frame(of: "counter")?.width == 80)
    }
}
