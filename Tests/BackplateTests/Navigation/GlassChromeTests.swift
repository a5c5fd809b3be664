import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// iOS 26's chrome in the iOS 26 look (docs/pixel-differences.md §6): the floating glass tab
/// bar (62 points tall, 21 from the sides, 21 above the bottom with a home indicator: the
/// 34 + 49-point inset measured on iOS 26), the selected tab's pill, toolbar items grouped on
/// 44-point glass capsules, the glass back button and the bottom toolbar's capsules. Frames are
/// read in dark mode, where the glass (a dark veil and a light rim) stands out from the black
/// screen and the shadow does not.
@MainActor @Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct GlassChromeTests {
    struct GardenTabs: View {
        var body: some View {
            TabView {
                Text("Beds").tabItem { Label("Home", systemImage: "house.fill") }
                Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
                Text("More").tabItem { Label("More", systemImage: "ellipsis") }
            }
        }
    }

    /// A phone screen at 3x with the device's safe area (nil: none, a preview canvas).
    private func render<V: View>(_ view: V, width: CGFloat, height: CGFloat, safeArea: EdgeInsets?,
                                 dark: Bool = true) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        r.scale = 3
        r.isOpaque = true
        if let safeArea { r.safeAreaInsets = safeArea }
        if dark { r.environment.colorScheme = .dark }
        let image = try r.render()
        // BACKPLATE_SNAPSHOT_DIR: keep the render to look at (as `renderContainer` does).
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let name = "glass-\(type(of: view))-\(Int(width))\(safeArea == nil ? "" : "-safe")\(dark ? "-dark" : "").png"
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
        }
        return image
    }

    /// Whether a dark-mode pixel is glass (veil or rim) rather than the black screen.
    private static func isGlass(_ p: [Int]) -> Bool { p[0] > 10 || p[1] > 10 || p[2] > 10 }

    /// The first and last point (at 3x) along a row or column where `test` holds.
    private func extent(_ image: RenderedImage, row y: CGFloat? = nil, column x: CGFloat? = nil,
                        from start: CGFloat, to end: CGFloat, where test: ([Int]) -> Bool) -> (CGFloat, CGFloat)? {
        var first: Int?, last: Int?
        for i in Int(start * 3)..<Int(end * 3) {
            let p = y.map { rgba(image, i, Int($0 * 3)) } ?? rgba(image, Int(x! * 3), i)
            if test(p) { if first == nil { first = i }; last = i }
        }
        guard let first, let last else { return nil }
        return (CGFloat(first) / 3, CGFloat(last + 1) / 3)
    }

    @Test func tabBarIsAFloatingCapsuleAt393And402() throws {
        // iPhone 15 (393 × 852, insets 59 / 34): capsule 21...372 × 769...831.
        let phone = try render(GardenTabs(), width: 393, height: 852, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let across = try #require(extent(phone, row: 800, from: 0, to: 393, where: Self.isGlass))
        #expect(near(across.0, 21, 0.34) && near(across.1, 372, 0.34), "\(across)")
        let down = try #require(extent(phone, column: 150, from: 700, to: 852, where: Self.isGlass))
        #expect(near(down.0, 769, 0.34) && near(down.1, 831, 0.34), "\(down)")
        // iPhone 16 Pro (402 × 874, insets 62 / 34): capsule 21...381 × 791...853.
        let pro = try render(GardenTabs(), width: 402, height: 874, safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        let proAcross = try #require(extent(pro, row: 822, from: 0, to: 402, where: Self.isGlass))
        #expect(near(proAcross.0, 21, 0.34) && near(proAcross.1, 381, 0.34), "\(proAcross)")
        let proDown = try #require(extent(pro, column: 150, from: 720, to: 874, where: Self.isGlass))
        #expect(near(proDown.0, 791, 0.34) && near(proDown.1, 853, 0.34), "\(proDown)")
        // A canvas without a safe area: the capsule ends 8 points above its bottom (782...844).
        let canvas = try render(GardenTabs(), width: 393, height: 852, safeArea: nil)
        let canvasDown = try #require(extent(canvas, column: 150, from: 700, to: 852, where: Self.isGlass))
        #expect(near(canvasDown.0, 782, 0.34) && near(canvasDown.1, 844, 0.34), "\(canvasDown)")
    }

    @Test func selectedTabSitsOnAPillInTheTint() throws {
        let safe = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let dark = try render(GardenTabs(), width: 393, height: 852, safeArea: safe)
        // Items share 351 − 2 × 4 points: 114.33 each. The pill of the first: 25...139.33 ×
        // 773...827, white at 12 % over the dark glass: lighter than the glass beside it.
        let pillRow = try #require(extent(dark, row: 800, from: 22.5, to: 160, where: { (p: [Int]) -> Bool in p[0] > 40 && p[0] < 90 && abs(p[0] - p[2]) < 8 }))
        #expect(near(pillRow.0, 25, 0.67) && near(pillRow.1, 139.33, 0.67), "\(pillRow)")
        let glass = rgba(dark, Int(145 * 3), 800 * 3), pill = rgba(dark, Int(28 * 3), 800 * 3)
        #expect(pill[0] > glass[0] + 20, "pill \(pill) vs glass \(glass)")
        // Selected ink in the tint (dark blue 0, 145, 255), the others in white (primary).
        let blue = { (p: [Int]) in p[2] > 200 && p[0] < 60 && p[1] > 100 }
        let selected = try #require(inkBounds(dark, scale: 3, in: CGRect(x: 25, y: 773, width: 114, height: 54), where: blue))
        #expect(near(selected.midX, 82.17, 1.5), "\(selected)")
        #expect(inkBounds(dark, scale: 3, in: CGRect(x: 140, y: 773, width: 228, height: 54), where: blue) == nil)
        #expect(inkBounds(dark, scale: 3, in: CGRect(x: 140, y: 773, width: 114, height: 54), where: { close($0, [255, 255, 255, 255], 8) }) != nil)
        // Light mode: the glass over the white screen is near white (its blur takes in a little
        // of its own shadow), the pill black at 6 % over it (about 15 levels darker); the
        // unselected ink is black.
        let light = try render(GardenTabs(), width: 393, height: 852, safeArea: safe, dark: false)
        let lightGlass = rgba(light, 145 * 3, 800 * 3), lightPill = rgba(light, 28 * 3, 800 * 3)
        #expect(lightGlass[0] >= 240 && abs(lightGlass[0] - lightGlass[2]) <= 2, "\(lightGlass)")
        #expect((8...20).contains(lightGlass[0] - lightPill[0]), "pill \(lightPill) vs glass \(lightGlass)")
        #expect(inkBounds(light, scale: 3, in: CGRect(x: 140, y: 773, width: 114, height: 54), where: { $0[0] < 40 && $0[1] < 40 && $0[2] < 40 }) != nil)
    }

    @Test func tabBarBackgroundStyleFillsTheCapsule() throws {
        let styled = TabView {
            Text("Beds").toolbarBackground(Color.green, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house.fill") }
        }
        let image = try render(styled, width: 393, height: 300, safeArea: nil, dark: false)
        // The capsule (21...372 × 230...292 on this canvas) is green under the selected pill
        // (black at 6 %: 49, 187, 84); outside it the white screen.
        #expect(close(rgba(image, 30 * 3, 261 * 3), [49, 187, 84, 255], 3), "\(rgba(image, 30 * 3, 261 * 3))")
        #expect(close(rgba(image, 5 * 3, 261 * 3), [255, 255, 255, 255], 3), "\(rgba(image, 5 * 3, 261 * 3))")
    }

    struct TrailingItems: View {
        var split = false
        var body: some View {
            NavigationStack {
                Text("Beds").navigationTitle("Garden").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
                        if split { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                        ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "gear") } }
                    }
            }
        }
    }

    @Test func adjacentToolbarItemsShareOneCapsuleAndASpacerSplitsIt() throws {
        // No safe area: the bar's row is 0...44. Two symbols, 44 points each, in one capsule
        // ending at the 16-point margin: 289...377.
        let shared = try render(TrailingItems(), width: 393, height: 852, safeArea: nil)
        let row = try #require(extent(shared, row: 22, from: 240, to: 393, where: Self.isGlass))
        #expect(near(row.0, 289, 0.34) && near(row.1, 377, 0.34), "\(row)")
        let column = try #require(extent(shared, column: 333, from: 0, to: 60, where: Self.isGlass))
        #expect(near(column.0, 0, 0.34) && near(column.1, 44, 0.34), "\(column)")
        // A fixed spacer: two 44-point circles 8 points apart, 281...325 and 333...377.
        let split = try render(TrailingItems(split: true), width: 393, height: 852, safeArea: nil)
        let first = try #require(extent(split, row: 22, from: 240, to: 329, where: Self.isGlass))
        #expect(near(first.0, 281, 0.34) && near(first.1, 325, 0.34), "\(first)")
        let second = try #require(extent(split, row: 22, from: 329, to: 393, where: Self.isGlass))
        #expect(near(second.0, 333, 0.34) && near(second.1, 377, 0.34), "\(second)")
        // The glyphs are white (primary), not the tint.
        #expect(inkBounds(split, scale: 3, in: CGRect(x: 333, y: 0, width: 44, height: 44), where: { close($0, [255, 255, 255, 255], 8) }) != nil)
    }

    @Test func confirmingActionIsATintedCapsuleOfItsOwn() throws {
        let view = NavigationStack {
            Text("Form").navigationTitle("Edit").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
        }
        let image = try render(view, width: 393, height: 852, safeArea: nil, dark: false)
        // "Done": the tint (0, 136, 255) fills its capsule up to the 1-point rim before the
        // trailing margin (377), the label white.
        let blue = try #require(extent(image, row: 22, from: 250, to: 393, where: { close($0, [0, 136, 255, 255], 6) }))
        #expect(near(blue.1, 376, 0.67), "\(blue)")
        // "Cancel" on regular glass at the leading margin, its label black.
        let cancel = try #require(inkBounds(image, scale: 3, in: CGRect(x: 16, y: 0, width: 100, height: 44), where: { (p: [Int]) -> Bool in p[0] < 60 && p[1] < 60 && p[2] < 60 }))
        #expect(cancel.minX >= 16 + 6 - 1, "\(cancel)")
    }

    /// A sheet's form with Cancel and Save, as SubscriptionsTracker writes it.
    struct EditSheet: View {
        var valid: Bool
        var body: some View {
            NavigationStack {
                Form { Section { Text("Name") } }
                    .navigationTitle("New Subscription").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") {}.disabled(!valid) }
                    }
            }
        }
    }

    @Test func textItemsAreCapsulesSizedToTheirLabels() throws {
        let image = try render(EditSheet(valid: true), width: 393, height: 400, safeArea: nil, dark: false)
        // "Save": the tint fills a 44-point capsule ending at the trailing margin, its white
        // label's ink plus 17 points a side (6 + 11) and the glyphs' bearings: a pill, not a circle.
        let blue = try #require(extent(image, row: 22, from: 200, to: 393, where: { close($0, [0, 136, 255, 255], 6) }))
        let label = try #require(inkBounds(image, scale: 3, in: CGRect(x: blue.0, y: 0, width: blue.1 - blue.0, height: 44),
                                           where: { close($0, [255, 255, 255, 255], 12) }))
        #expect(near(blue.1, 376, 0.67) && blue.1 - blue.0 > 60, "\(blue)")
        #expect(near((blue.1 - blue.0) - label.width, 36, 2.5), "\(blue) \(label)")
        #expect(near(label.midX, (blue.0 + blue.1) / 2, 1), "\(label)")
        let down = try #require(extent(image, column: (blue.0 + blue.1) / 2, from: 0, to: 60, where: { close($0, [0, 136, 255, 255], 6) }))
        #expect(near(down.0, 1, 0.67) && near(down.1, 43, 0.67), "\(down)")
        // Dark: "Cancel" on a glass capsule from the leading margin, ink plus about 36.
        let dark = try render(EditSheet(valid: true), width: 393, height: 400, safeArea: nil)
        let cancel = try #require(extent(dark, row: 22, from: 0, to: 110, where: Self.isGlass))
        let ink = try #require(inkBounds(dark, scale: 3, in: CGRect(x: 16, y: 0, width: 94, height: 44), where: { close($0, [255, 255, 255, 255], 12) }))
        #expect(near(cancel.0, 16, 0.34) && near((cancel.1 - cancel.0) - ink.width, 36, 2.5), "\(cancel) \(ink)")
        let darkBlue = try #require(extent(dark, row: 22, from: 200, to: 393, where: { close($0, [0, 145, 255, 255], 12) }))
        #expect(darkBlue.1 - darkBlue.0 > 60, "\(darkBlue)")
    }

    @Test(arguments: [false, true]) func disabledConfirmingActionIsPlainGlassWithAGreyLabel(dark: Bool) throws {
        let image = try render(EditSheet(valid: false), width: 393, height: 400, safeArea: nil, dark: dark)
        // No tint anywhere in the bar: the disabled "Save" loses its prominent fill.
        #expect(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 0, width: 393, height: 44), where: { $0[2] > $0[0] + 60 }) == nil)
        // Its label is grey (neither the primary colour nor white), 17 points inside a glass
        // pill wider than a circle that ends at the trailing margin (read clear of the rim).
        let grey: ([Int]) -> Bool = { p in
            abs(p[0] - p[2]) < 16 && (dark ? p[0] > 60 && p[0] < 150 : p[0] > 150 && p[0] < 215)
        }
        let label = try #require(inkBounds(image, scale: 3, in: CGRect(x: 312, y: 12, width: 60, height: 20), where: grey))
        #expect(label.width > 30 && label.width < 45, "\(label)")
        #expect(near(label.maxX, 377 - 17, 2.5), "\(label)")
        if dark {
            let pill = try #require(extent(image, row: 22, from: 290, to: 393, where: Self.isGlass))
            #expect(near(pill.1, 377, 0.34) && pill.1 - pill.0 > 60 && pill.0 < label.minX - 12, "\(pill) \(label)")
        }
    }

    @Test func imageLabelledConfirmingActionStaysACircle() throws {
        let view = NavigationStack {
            Text("Form").navigationTitle("Edit").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .confirmationAction) { Button {} label: { Image(systemName: "checkmark") } } }
        }
        let image = try render(view, width: 393, height: 400, safeArea: nil, dark: false)
        let blue = try #require(extent(image, row: 22, from: 250, to: 393, where: { close($0, [0, 136, 255, 255], 6) }))
        #expect(near(blue.0, 334, 0.67) && near(blue.1, 376, 0.67), "\(blue)")
    }

    @Test func backButtonIsAGlassCircleAtTheMargin() throws {
        let view = NavigationStack(path: .constant(["beds"])) {
            Text("Root").navigationTitle("Garden")
                .navigationDestination(for: String.self) { _ in
                    Text("Detail").navigationTitle("Beds").navigationBarTitleDisplayMode(.inline)
                }
        }
        let image = try render(view, width: 393, height: 852, safeArea: nil)
        let row = try #require(extent(image, row: 22, from: 0, to: 120, where: Self.isGlass))
        #expect(near(row.0, 16, 0.34) && near(row.1, 60, 0.34), "\(row)")
        // The chevron in white (primary), centred in the circle; no previous title beside it.
        let chevron = try #require(inkBounds(image, scale: 3, in: CGRect(x: 16, y: 0, width: 44, height: 44), where: { close($0, [255, 255, 255, 255], 12) }))
        #expect(near(chevron.midX, 38, 1.5) && near(chevron.midY, 22, 1.5), "\(chevron)")
        #expect(inkBounds(image, scale: 3, in: CGRect(x: 62, y: 0, width: 100, height: 44), where: { $0[2] > 150 }) == nil)
    }

    @Test func bottomToolbarFloatsOnGlassCapsules() throws {
        let view = NavigationStack {
            Text("Beds").toolbar {
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "plus") } }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "gear") } }
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "trash") } }
            }
        }
        let image = try render(view, width: 393, height: 852, safeArea: nil)
        // The 44-point row 808...852: one circle at the leading margin, a two-item capsule
        // ending at the trailing margin, nothing between.
        let left = try #require(extent(image, row: 830, from: 0, to: 196, where: Self.isGlass))
        #expect(near(left.0, 16, 0.34) && near(left.1, 60, 0.34), "\(left)")
        let right = try #require(extent(image, row: 830, from: 196, to: 393, where: Self.isGlass))
        #expect(near(right.0, 289, 0.34) && near(right.1, 377, 0.34), "\(right)")
        let down = try #require(extent(image, column: 333, from: 760, to: 852, where: Self.isGlass))
        #expect(near(down.0, 808, 0.34) && near(down.1, 852, 0.34), "\(down)")
    }

    @Test func glassRimIsBrighterAtTheTop() throws {
        let image = try renderImage(ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect()
        }.frame(width: 140, height: 80), scale: 3)
        // The frame spans y 20...60; the rim lies 1 point inside. Light: 90 % white at the top,
        // 30 % at the bottom over the frosted red.
        let top = rgba(image, 70 * 3, 20 * 3 + 1), bottom = rgba(image, 70 * 3, 60 * 3 - 2)
        #expect(top[1] > bottom[1] + 40, "top \(top) vs bottom \(bottom)")
        let dark = try renderImage(ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect()
        }.frame(width: 140, height: 80), scale: 3, dark: true)
        let darkTop = rgba(dark, 70 * 3, 20 * 3 + 1), darkBottom = rgba(dark, 70 * 3, 60 * 3 - 2)
        #expect(darkTop[1] > darkBottom[1] + 15, "top \(darkTop) vs bottom \(darkBottom)")
    }
}
