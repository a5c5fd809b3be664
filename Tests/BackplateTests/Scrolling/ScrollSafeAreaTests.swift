import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

// Scroll views in a safe area, as iOS lays them out (docs/layout-rules.md §12; controls.md §3.1): on an
// iPhone 15 Pro canvas (393 × 852 pt, insets 59 top and 34 bottom) a List, a Form or a
// ScrollView filling the safe area keeps its frame (0, 59, 393, 759), its content starts at
// the safe area's top, but the content draws on into the insets: a list's grouped grey and a
// content background under the status bar, rows taller than the screen under the home
// indicator.

private let phoneInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
private let grouped: [Int] = [242, 242, 247, 255]
private let white: [Int] = [255, 255, 255, 255]
private let red: [Int] = [255, 0, 0, 255]
private let blue: [Int] = [0, 0, 255, 255]
private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// Renders `view` on the phone canvas, opaque, at `scale`.
private func renderPhone<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false, name: String? = nil) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.safeAreaInsets = phoneInsets
    r.scale = scale
    r.isOpaque = true
    if dark { r.environment.colorScheme = .dark }
    let image = try r.render()
    if let name, let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("scroll-safe-area-\(name)\(dark ? "-dark" : "").png"))
    }
    return image
}

/// Lays `view` out on the phone canvas.
private func layoutPhone<V: View>(_ view: V) -> LayoutTree {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.safeAreaInsets = phoneInsets
    return r.layout()
}

/// A list of `count` plant rows in one section (44 points each, so 20 rows are 880 tall).
private struct GreenhouseList: View {
    var count = 20
    var body: some View {
        List {
            ForEach(0..<count, id: \.self) { Text("Seedling tray \($0)") }
        }
    }
}

/// Twenty alternating 50-point red and blue bands (1000 points of content).
private struct GreenhouseBands: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { i in (i % 2 == 0 ? pureRed : pureBlue).frame(height: 50) }
        }
    }
}

@Suite("Scroll views in the safe area: frames stay, content draws into the insets", .backplateLook(.iOS18), .tags(.layout, .pixels))
struct ScrollSafeAreaTests {
    @Test func listFrameStaysInTheSafeAreaAndItsFirstCardStartsBelowIt() throws {
        let tree = layoutPhone(GreenhouseList().id("list"))
        #expect(tree.frame(of: "list") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let image = try renderPhone(GreenhouseList(), scale: 3, name: "list")
        // The grouped grey fills the status bar; the first card (white) starts 35 points
        // below the safe area's top, at y = 94 (controls.md §3.1).
        #expect(close(rgba(image, 200 * 3, 20 * 3), grouped))
        #expect(close(rgba(image, 200 * 3, 94 * 3 - 2), grouped))
        #expect(close(rgba(image, 200 * 3, 94 * 3 + 2), white))
        // Twenty rows (880 points from y 94) run past the safe area's bottom (818) and on
        // under the home indicator to the screen's edge, as a scrolled list does on iOS.
        #expect(close(rgba(image, 200 * 3, 830 * 3), white))
        #expect(close(rgba(image, 200 * 3, 851 * 3), white))
        // The card's side margins keep the grouped grey (20-point inset on a 393 screen).
        #expect(close(rgba(image, 10 * 3, 840 * 3), grouped))
    }

    @Test func shortListLeavesTheHomeIndicatorGrey() throws {
        let image = try renderPhone(GreenhouseList(count: 2), name: "short-list")
        // Two rows end at 94 + 88 = 182; below them, and under the home indicator, the
        // list's grouped background reaches the bottom edge of the screen.
        #expect(close(rgba(image, 200, 190), grouped))
        #expect(close(rgba(image, 200, 840), grouped))
        #expect(close(rgba(image, 200, 10), grouped))
    }

    @Test func formDrawsUnderTheStatusBarAndHomeIndicator() throws {
        let form = Form {
            Section("Beds") {
                ForEach(0..<18, id: \.self) { Toggle("Bed \($0)", isOn: .constant($0 % 2 == 0)) }
            }
        }
        let tree = layoutPhone(form.id("form"))
        #expect(tree.frame(of: "form") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let light = try renderPhone(form, scale: 3, name: "form")
        #expect(close(rgba(light, 200 * 3, 10 * 3), grouped))
        // 18 toggle rows of 44 below a header: the card continues under the home indicator.
        #expect(close(rgba(light, 200 * 3, 845 * 3), white))
        let dark = try renderPhone(form, scale: 3, dark: true, name: "form")
        // Dark: black grouped background under the status bar, 28,28,30 cards below.
        #expect(close(rgba(dark, 200 * 3, 10 * 3), [0, 0, 0, 255]))
        #expect(close(rgba(dark, 200 * 3, 845 * 3), [28, 28, 30, 255]))
    }

    @Test func scrollViewContentContinuesUnderTheHomeIndicator() throws {
        let tree = layoutPhone(ScrollView { GreenhouseBands().id("bands") }.id("scroll"))
        #expect(tree.frame(of: "scroll") == CGRect(x: 0, y: 59, width: 393, height: 759))
        // The content starts at the safe area's top (the scroll view is at rest at the top).
        #expect(tree.frame(of: "bands") == CGRect(x: 0, y: 59, width: 393, height: 1000))
        let image = try renderPhone(ScrollView { GreenhouseBands() }, name: "bands")
        // Nothing is drawn in the status bar: the content does not start above 59.
        #expect(close(rgba(image, 200, 30), white))
        #expect(close(rgba(image, 200, 60), red))
        // Band 15 (blue) spans 809–859: it continues past the safe bottom (818) to 852.
        #expect(close(rgba(image, 200, 815), blue))
        #expect(close(rgba(image, 200, 830), blue))
        #expect(close(rgba(image, 200, 851), blue))
    }

    @Test func contentBackgroundReachesUnderTheStatusBar() throws {
        let view = ScrollView {
            VStack { Text("Seed catalogue") }
                .frame(maxWidth: .infinity)
                .frame(height: 200)
                .background(Color.yellow)
        }
        let image = try renderPhone(view, name: "content-background")
        // The content (200 tall from y 59) ignores the safe area with its background: the
        // yellow (255,204,0) reaches the top of the screen; below the content, white.
        let yellow: [Int] = [255, 204, 0, 255]
        #expect(close(rgba(image, 200, 5), yellow, 3))
        #expect(close(rgba(image, 200, 250), yellow, 3))
        #expect(close(rgba(image, 200, 265), white))
        #expect(close(rgba(image, 200, 840), white))
    }

    @Test func scrollViewIgnoringTheSafeAreaStartsItsContentAtTheTop() throws {
        let view = ScrollView { GreenhouseBands().id("bands") }.ignoresSafeArea().id("scroll")
        let tree = layoutPhone(view)
        // The scroll view covers the screen and has no safe-area inset left to turn into a
        // content inset: its content starts at y = 0, under the status bar, as on iOS.
        #expect(tree.frame(of: "bands")?.minY == 0)
        let image = try renderPhone(view)
        #expect(close(rgba(image, 200, 30), red))
        #expect(close(rgba(image, 200, 60), blue))
        // 852 = 17 bands of 50 + 2: the 18th band (blue) shows at the bottom.
        #expect(close(rgba(image, 200, 851), blue))
    }

    @Test func withoutASafeAreaTheContentIsClippedToTheFrame() throws {
        // No insets: the scroll view clips its content at its own frame, as before.
        let view = VStack(spacing: 0) {
            ScrollView { GreenhouseBands() }.frame(width: 40, height: 100)
            Color.white.frame(width: 40, height: 100)
        }
        let r = ImageRenderer(content: view)
        r.isOpaque = true
        let image = try r.render()
        #expect(close(rgba(image, 20, 25), red))
        #expect(close(rgba(image, 20, 75), blue))
        #expect(close(rgba(image, 20, 125), white))
    }
}

@Suite("Tab bar at the scroll edge (iOS 15+): transparent unless content lies beneath it", .backplateLook(.iOS18), .tags(.layout, .pixels))
struct TabBarScrollEdgeTests {
    /// The bar spans 769–818 on the phone canvas; its material (249 light) reaches 852.
    static let barTop: CGFloat = 852 - 34 - 49

    @Test func barIsTransparentOverContentThatEndsAboveIt() throws {
        let view = TabView {
            Text("Greenhouse").tabItem { Label("Greenhouse", systemImage: "leaf.fill") }
            Text("Journal").tabItem { Label("Journal", systemImage: "book") }
        }
        let image = try renderPhone(view, scale: 3, name: "tab-text")
        // No material, no hairline: white inside the bar and under the home indicator.
        #expect(close(rgba(image, 200 * 3, 800 * 3), white))
        #expect(close(rgba(image, 200 * 3, 845 * 3), white))
        #expect(close(rgba(image, 200 * 3, Int(Self.barTop * 3) - 1), white))
        // The items are still drawn: the selected one tinted, within the bar.
        let tinted = { (p: [Int]) in close(p, [0, 122, 255, 255], 40) }
        let item = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: Self.barTop, width: 196, height: 49), where: tinted))
        #expect(item.minY >= Self.barTop && item.maxY <= 818)
    }

    @Test func barDrawsItsMaterialOverAListThatRunsBeneathIt() throws {
        let view = TabView {
            GreenhouseList().tabItem { Label("Greenhouse", systemImage: "leaf.fill") }
            Text("Journal").tabItem { Label("Journal", systemImage: "book") }
        }
        let light = try renderPhone(view, scale: 3, name: "tab-list")
        // The list's rows run under the bar: the bar draws its material (249) and its
        // hairline (178) one device pixel above its top.
        #expect(close(rgba(light, 200 * 3, 800 * 3), [249, 249, 249, 255], 2))
        #expect(close(rgba(light, 200 * 3, 845 * 3), [249, 249, 249, 255], 2))
        #expect(close(rgba(light, 200 * 3, Int(Self.barTop * 3) - 1), [178, 178, 178, 255], 3))
        // Above the bar the rows are white cards.
        #expect(close(rgba(light, 200 * 3, 760 * 3), white))
        let dark = try renderPhone(view, scale: 3, dark: true, name: "tab-list")
        #expect(close(rgba(dark, 200 * 3, 800 * 3), [24, 24, 24, 255], 2))
    }

    @Test func barIsTransparentOverAShortListWhoseGreyShowsThrough() throws {
        let view = TabView {
            GreenhouseList(count: 3).tabItem { Label("Greenhouse", systemImage: "leaf.fill") }
        }
        let image = try renderPhone(view, scale: 3, name: "tab-short-list")
        // The list's grouped background reaches under the transparent bar to the screen's edge.
        #expect(close(rgba(image, 200 * 3, 800 * 3), grouped))
        #expect(close(rgba(image, 200 * 3, 845 * 3), grouped))
        #expect(close(rgba(image, 200 * 3, Int(Self.barTop * 3) - 1), grouped))
    }

    @Test func visibleBackgroundIsAlwaysDrawn() throws {
        let view = TabView {
            Text("Greenhouse").toolbarBackground(.visible, for: .tabBar)
                .tabItem { Label("Greenhouse", systemImage: "leaf.fill") }
        }
        let image = try renderPhone(view, scale: 3)
        #expect(close(rgba(image, 200 * 3, 800 * 3), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 200 * 3, Int(Self.barTop * 3) - 1), [178, 178, 178, 255], 3))
    }

    @Test func scrollViewUnderANavigationStackInATab() throws {
        // A navigation screen's scroll view reaches the bar too.
        let view = TabView {
            NavigationStack {
                ScrollView { GreenhouseBands() }.navigationTitle("Beds")
            }
            .tabItem { Label("Greenhouse", systemImage: "leaf.fill") }
        }
        let image = try renderPhone(view, scale: 3, name: "tab-navigation-scroll")
        #expect(close(rgba(image, 200 * 3, 845 * 3), [249, 249, 249, 255], 2))
    }

    @Test func bottomToolbarFollowsTheSameRule() throws {
        // A navigation screen's bottom toolbar (44 points, 774–818 on the phone canvas) is
        // transparent over a short list and draws the bar material over a long one.
        func screen(_ rows: Int) -> some View {
            NavigationStack {
                GreenhouseList(count: rows)
                    .navigationTitle("Trays")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Water all") {} } }
            }
        }
        let short = try renderPhone(screen(3), scale: 3, name: "toolbar-short")
        #expect(close(rgba(short, 10 * 3, 780 * 3), grouped))
        #expect(close(rgba(short, 10 * 3, 774 * 3 - 1), grouped))
        let long = try renderPhone(screen(20), scale: 3, name: "toolbar-long")
        #expect(close(rgba(long, 10 * 3, 780 * 3), [249, 249, 249, 255], 2))
        #expect(close(rgba(long, 10 * 3, 845 * 3), [249, 249, 249, 255], 2))
        // The hairline (black @0.30) over the grouped grey beside the card: 169,169,173.
        #expect(close(rgba(long, 10 * 3, 774 * 3 - 1), [169, 169, 173, 255], 3))
    }
}
