import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// Lays out `view` on an iPhone 15 screen (393 × 852) with the bar at y = 0 (no status bar).
func phoneLayout<V: View>(_ view: V, width: CGFloat = 393, height: CGFloat = 852, dark: Bool = false) -> LayoutTree {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    if dark { r.environment.colorScheme = .dark }
    return r.layout()
}

/// The ink bounds (in points) of pixels within `region` (points) that pass `test`.
func inkBounds(_ image: RenderedImage, scale: Int, in region: CGRect, where test: ([Int]) -> Bool) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    let s = CGFloat(scale)
    for y in Int(region.minY * s)..<Int(region.maxY * s) {
        for x in Int(region.minX * s)..<Int(region.maxX * s) where test(rgba(image, x, y)) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: CGFloat(minX) / s, y: CGFloat(minY) / s, width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s)
}

/// Dark ink (label colour on a light background).
func isDarkInk(_ p: [Int]) -> Bool { p[0] < 100 && p[1] < 100 && p[2] < 100 }

/// SF's ascender (1950/2048 em): a text frame's baseline lies this far below its top.
func ascender(_ size: CGFloat) -> CGFloat { size * 1950 / 2048 }

/// Geometry and colours of the navigation bar against controls.md §1 and the worked example
/// of §11 (iPhone 15, 393 × 852; here with the bar at y = 0, as no status bar is modelled).
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct NavigationBarTests {
    /// §11: `NavigationStack { List { Section { A; B } }.navigationTitle("T") }`.
    struct WorkedExample: View {
        var inline = false
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        Text("A").id("A")
                        Text("B").id("B")
                    }
                }
                .navigationTitle("T")
                .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
            }
        }
    }

    @Test func largeTitleSitsBelowTheFortyFourPointRow() throws {
        let tree = phoneLayout(WorkedExample())
        // 34-pt bold title: its ink ('T' has no descender) ends on the baseline 80 below the
        // bar top; its cap height (0.705 em ≈ 24) rises above; it starts at the bar's 16-pt
        // margin on a 393-wide phone (plus the glyph's side bearing, under 2 pt).
        let image = try renderContainer(WorkedExample(), scale: 3)
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 44, width: 200, height: 52), where: isDarkInk))
        #expect(near(ink.maxY, 80, 0.67))
        #expect(near(ink.height, 34 * 1443 / 2048, 1))
        #expect(ink.minX >= 16 && ink.minX <= 18)
        // The expanded bar is 96 tall; the first card starts 35 below it; rows are 44 tall and
        // their text starts 20 inside the card (x = 40), baseline 28 below the row top.
        let a = tree.frame(of: "A")!, b = tree.frame(of: "B")!
        #expect(near(a.minX, 40))
        #expect(near(a.minY + ascender(17), 96 + 35 + 28))
        #expect(near(b.minY - a.minY, 44))
    }

    @Test func inlineTitleIsCentredOnTheBar() throws {
        let tree = phoneLayout(WorkedExample(inline: true))
        // 17-pt semibold, centred on the screen's x-centre, baseline 28 below the bar top.
        let image = try renderContainer(WorkedExample(inline: true), scale: 3)
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 0, width: 393, height: 44), where: isDarkInk))
        #expect(near(ink.midX, 393 / 2, 1))
        #expect(near(ink.maxY, 28, 0.67))
        #expect(near(ink.height, 17 * 1443 / 2048, 1))
        // The bar is 44 tall: the card starts at 44 + 35.
        #expect(near(tree.frame(of: "A")!.minY + ascender(17), 44 + 35 + 28))
    }

    @Test func barIsTransparentAtTheScrollEdgeAndCardsAreDrawn() throws {
        let light = try renderContainer(WorkedExample(), scale: 3, name: "nav-worked")
        // Bar area shows the grouped background (242,242,247), no hairline at its bottom.
        #expect(close(rgba(light, 600, 60), [242, 242, 247, 255]))
        #expect(close(rgba(light, 600, 96 * 3 - 1), [242, 242, 247, 255]))
        // Card x 20…373 from y 131 (white), grouped grey outside.
        #expect(close(rgba(light, 20 * 3 + 3, 140 * 3), [255, 255, 255, 255]))
        #expect(close(rgba(light, 20 * 3 - 3, 140 * 3), [242, 242, 247, 255]))
        #expect(close(rgba(light, 373 * 3 + 3, 140 * 3), [242, 242, 247, 255]))
        #expect(close(rgba(light, 200 * 3, 131 * 3 - 3), [242, 242, 247, 255]))
        #expect(close(rgba(light, 200 * 3, 131 * 3 + 3), [255, 255, 255, 255]))
        // Separator: one device pixel at y 174.67–175, from x = 40 to the card's edge, 198,198,200.
        #expect(close(rgba(light, 41 * 3, 524), [198, 198, 200, 255], 3))
        #expect(close(rgba(light, 372 * 3, 524), [198, 198, 200, 255], 3))
        #expect(close(rgba(light, 39 * 3, 524), [255, 255, 255, 255]))
        #expect(close(rgba(light, 200 * 3, 523), [255, 255, 255, 255]))
        #expect(close(rgba(light, 200 * 3, 525), [255, 255, 255, 255]))
        // Nothing below the last row (row B ends at 219).
        #expect(close(rgba(light, 200 * 3, 219 * 3 - 2), [255, 255, 255, 255]))

        let dark = try renderContainer(WorkedExample(), scale: 3, dark: true, name: "nav-worked")
        #expect(close(rgba(dark, 600, 60), [0, 0, 0, 255]))
        #expect(close(rgba(dark, 20 * 3 + 3, 140 * 3), [28, 28, 30, 255]))
        #expect(close(rgba(dark, 20 * 3 - 3, 140 * 3), [0, 0, 0, 255]))
        // Dark separator 84,84,88 @0.6 over 28,28,30 ≈ 62,62,65.
        #expect(close(rgba(dark, 100 * 3, 524), [62, 62, 65, 255], 3))
    }

    /// Toolbar items in their placements (controls.md §1.3, §8.2).
    struct ToolbarScreen: View {
        var body: some View {
            NavigationStack {
                Color.clear
                    .navigationTitle("Plants")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Text("Edit").id("leading") }
                        ToolbarItem(placement: .topBarTrailing) { Text("Add").id("trailing") }
                        ToolbarItem(placement: .bottomBar) { Text("Left").id("bottom1") }
                        ToolbarItem(placement: .bottomBar) { Text("Right").id("bottom2") }
                    }
            }
        }
    }

    @Test func toolbarItemsSitAtTheMargins() {
        let tree = phoneLayout(ToolbarScreen())
        let leading = tree.frame(of: "leading")!, trailing = tree.frame(of: "trailing")!
        // The bar's 16-point margins on a 393-wide phone (RSSReader's iOS 18 `plus`).
        #expect(near(leading.minX, 16))
        #expect(near(trailing.maxX, 377))
        #expect(near(leading.midY, 22) && near(trailing.midY, 22))
        // Bottom toolbar: 44 tall at the bottom, items at the margins, centred vertically.
        let left = tree.frame(of: "bottom1")!, right = tree.frame(of: "bottom2")!
        #expect(near(left.minX, 16))
        #expect(near(right.maxX, 377))
        #expect(near(left.midY, 852 - 22))
    }

    @Test func principalItemReplacesTheTitle() {
        let view = NavigationStack {
            Color.clear
                .navigationTitle("Hidden")
                .toolbar { ToolbarItem(placement: .principal) { Text("Centre").id("principal") } }
        }
        let tree = phoneLayout(view)
        let principal = tree.frame(of: "principal")!
        #expect(near(principal.midX, 393 / 2, 1))
        #expect(near(principal.midY, 22))
    }

    @Test func toolbarItemsAreTinted() throws {
        let view = NavigationStack {
            Color.clear.navigationTitle("Plants").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
        }.tint(.green)
        let image = try renderContainer(view, scale: 2, name: "nav-tinted")
        var found = false
        for y in 10..<78 { for x in 600..<760 where close(rgba(image, x, y), [52, 199, 89, 255], 10) { found = true } }
        #expect(found)
    }

    /// iOS 18: a sheet's disabled "Save" is grey text at the trailing margin, no capsule, and
    /// "Cancel" is tint-coloured text at the leading margin (the glass look leaves these alone).
    @Test func disabledConfirmationActionIsGreyTextWithoutACapsule() throws {
        let view = NavigationStack {
            Form { Text("Name") }.navigationTitle("New").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {}.disabled(true) }
                }
        }
        let image = try renderContainer(view, scale: 2, name: "nav-disabled-save")
        let bar = CGRect(x: 300, y: 0, width: 93, height: 44)
        #expect(inkBounds(image, scale: 2, in: bar, where: { $0[2] > $0[0] + 60 }) == nil)
        let save = try #require(inkBounds(image, scale: 2, in: bar, where: { (p: [Int]) -> Bool in p[0] < 215 && abs(p[0] - p[2]) < 16 }))
        #expect(near(save.maxX, 377, 1.5) && save.width > 30 && save.width < 45, "\(save)")
        let cancel = try #require(inkBounds(image, scale: 2, in: CGRect(x: 0, y: 0, width: 120, height: 44),
                                            where: { close($0, [0, 122, 255, 255], 30) }))
        #expect(near(cancel.minX, 16, 1.5), "\(cancel)")
    }

    /// A pushed screen shows the back button: chevron ink from x ≈ 9.33, the previous title
    /// in the tint colour (controls.md §1.3).
    @Test func pushedScreenShowsTheBackButton() throws {
        let view = NavigationStack(path: .constant(["beds"])) {
            Text("Root").navigationTitle("Garden")
                .navigationDestination(for: String.self) { _ in
                    Text("Detail").navigationTitle("Beds").navigationBarTitleDisplayMode(.inline)
                }
        }
        let image = try renderContainer(view, scale: 3, name: "nav-back")
        // Chevron ink: the leftmost tinted column lies at 9.33 pt ± 1 pt.
        var minX = Int.max
        for y in 0..<132 { for x in 0..<200 where close(rgba(image, x, y), [0, 122, 255, 255], 40) { minX = min(minX, x) } }
        #expect(abs(CGFloat(minX) / 3 - 9.33) <= 1)
        // Chevron ink ≈ 11 × 19, centred on the 44-pt bar; the previous title ("Garden") in
        // the tint 11.3 pt (iOS 18.5) after the chevron's ink.
        let tinted = { (p: [Int]) in close(p, [0, 122, 255, 255], 40) }
        let chevron = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 0, width: 24, height: 44), where: tinted))
        // iOS's ink is 11 × 19; Material's chevron glyph (the open stand-in for SF's) is squatter
        // (aspect 0.67 against 0.58), so at the symbol's frame its ink is 2 pt shorter
        // (docs/pixel-differences.md).
        #expect(near(chevron.width, 11, 1) && near(chevron.height, 19, 2.5), "chevron ink \(chevron)")
        #expect(near(chevron.midY, 22))
        let back = try #require(inkBounds(image, scale: 3, in: CGRect(x: 24, y: 0, width: 150, height: 44), where: tinted))
        #expect(near(back.minX - chevron.maxX, 11.3, 0.5))
        // The pushed screen's inline title "Beds" is centred in the label colour.
        let title = try #require(inkBounds(image, scale: 3, in: CGRect(x: 120, y: 0, width: 150, height: 44), where: isDarkInk))
        #expect(near(title.midX, 393 / 2, 1))
    }

    @Test func visibleToolbarBackgroundDrawsTheMaterialAndHairline() throws {
        let view = NavigationStack {
            Color.clear.navigationTitle("Plants").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try renderContainer(view, scale: 3, name: "nav-material")
        // Bar material (opaque approximation 249) down to y = 44, then a one-device-pixel
        // hairline just below the bar, black @0.3 over the white content: 178 (controls.md §1.4).
        #expect(close(rgba(image, 30, 60), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 30, 44 * 3 - 1), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 30, 44 * 3), [178, 178, 178, 255], 3))
        #expect(close(rgba(image, 30, 44 * 3 + 1), [255, 255, 255, 255]))
    }

    /// NavigationSplitView on iPhone shows its sidebar column as a navigation stack's root.
    @Test func splitViewShowsTheSidebarList() throws {
        let view = NavigationSplitView {
            List { Text("Vegetables").id("row") }.navigationTitle("Beds")
        } detail: {
            Text("Detail").id("detail")
        }
        let tree = phoneLayout(view)
        #expect(tree.frame(of: "detail") == nil)
        let image = try renderContainer(view, scale: 3)
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 44, width: 200, height: 52), where: isDarkInk))
        #expect(near(ink.maxY, 80, 0.67))
        #expect(near(tree.frame(of: "row")!.minY + ascender(17), 96 + 35 + 28))
    }

    @Test func navigationLinkRowsCarryTheChevron() throws {
        let view = List { NavigationLink("Tomatoes") { Text("x") } }.frame(width: 393, height: 120)
        let image = try renderContainer(view, width: 393, height: 120, scale: 3, name: "nav-chevron")
        // The chevron: tertiary label (≈196,196,199 on white), ink ending ≈ 20 pt before the
        // card's trailing edge (373), vertically centred on the 44-pt row (35…79).
        var ink: [(Int, Int)] = []
        for y in (35 * 3)..<(79 * 3) { for x in (330 * 3)..<(373 * 3) where rgba(image, x, y)[0] < 225 { ink.append((x, y)) } }
        #expect(!ink.isEmpty)
        let maxX = CGFloat(ink.map(\.0).max() ?? 0) / 3
        let midY = CGFloat((ink.map(\.1).min() ?? 0) + (ink.map(\.1).max() ?? 0)) / 6
        #expect(abs(maxX - (373 - 20)) <= 1.5)
        #expect(abs(midY - 57) <= 1)
        let darkest = ink.map { rgba(image, $0.0, $0.1) }.min { $0[0] < $1[0] }!
        #expect(close(darkest, [196, 196, 199, 255], 12))
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct NavigationBarCollapseTests {
    /// A large title wider than the bar collapses to the 44-pt inline bar (controls.md §1.2,
    /// observed in a 300-pt-wide render): the content then starts 44 below the top.
    @Test func tooLongLargeTitleCollapsesToInline() {
        let long = NavigationStack {
            List { Text("Row").id("row") }
                .navigationTitle("A Very Long Garden Planning Title")
        }
        let tree = phoneLayout(long, width: 300, height: 600)
        #expect(near(tree.frame(of: "row")!.minY, 44 + 35 + 11.83))
        let short = NavigationStack {
            List { Text("Row").id("row") }.navigationTitle("Beds")
        }
        #expect(near(phoneLayout(short, width: 300, height: 600).frame(of: "row")!.minY, 96 + 35 + 11.83))
    }
}
