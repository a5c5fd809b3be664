import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// iOS 26's Liquid Glass API in a still render: `glassEffect(_:in:)` draws a translucent,
/// blurred, lightly tinted fill of its shape (a capsule by default, as Apple documents) with a
/// 1-point light rim behind the view, without changing layout; the glass button styles draw
/// the label on glass (`.glass`) or on the opaque tint (`.glassProminent`) in a capsule; the
/// modifiers that only animate, morph or follow scrolling draw exactly as without them.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct LiquidGlassTests {
    /// A 100 × 40 glass frame centred on a red 140 × 80 backdrop, rendered at 1x.
    private func glassOnRed(_ glass: Glass, dark: Bool = false) throws -> RenderedImage {
        try renderImage(ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect(glass)
        }.frame(width: 140, height: 80), dark: dark)
    }

    @Test func glassDoesNotChangeLayout() throws {
        let plain = try renderImage(Text("Glass").padding())
        let glass = try renderImage(Text("Glass").padding().glassEffect())
        #expect(plain.width == glass.width && plain.height == glass.height)
    }

    @Test func regularGlassIsAFrostedCapsuleWithALightRim() throws {
        let light = try glassOnRed(.regular)
        // systemRed (255, 59, 48) outside the glass and in the capsule's cut-off corners.
        #expect(close(rgba(light, 5, 5), [255, 59, 48, 255]))
        #expect(close(rgba(light, 21, 21), [255, 59, 48, 255]), "\(rgba(light, 21, 21))")
        // Inside: the red under a white veil at 45 %: green and blue lifted to about
        // 59 + (255 − 59) × 0.45 ≈ 147 (saturation boost aside), red stays the strongest.
        let centre = rgba(light, 70, 40)
        #expect(centre[0] > 240 && (110...175).contains(centre[1]) && (100...175).contains(centre[2]), "\(centre)")
        // The rim: white at 60 % over the glass, 1 point inside the top edge.
        let rim = rgba(light, 70, 20)
        #expect(rim[1] > centre[1] + 40, "rim \(rim) vs centre \(centre)")
        // Dark mode: a dark grey veil (44, 44, 46) at 55 % darkens the red.
        let dark = try glassOnRed(.regular, dark: true)
        let darkCentre = rgba(dark, 70, 40)
        #expect(darkCentre[0] < 190 && darkCentre[0] > 100 && darkCentre[1] < 70, "\(darkCentre)")
    }

    @Test func clearGlassIsLighterThanRegularAndIdentityDrawsNothing() throws {
        let regular = rgba(try glassOnRed(.regular), 70, 40)
        let clear = rgba(try glassOnRed(.clear), 70, 40)
        // Clear glass: a white veil at 12 %, far less than regular's 45 %.
        #expect(clear[1] < regular[1] - 40, "\(clear) vs \(regular)")
        #expect(!close(clear, [255, 59, 48, 255], 3), "\(clear)")
        #expect(close(rgba(try glassOnRed(.identity), 70, 40), [255, 59, 48, 255]))
        // Interactive glass looks like the glass itself in a still frame.
        #expect(rgba(try glassOnRed(.regular.interactive()), 70, 40) == regular)
    }

    @Test func tintedGlassTakesTheTint() throws {
        let tinted = rgba(try glassOnRed(.regular.tint(.blue)), 70, 40)
        // systemBlue (0, 122, 255) at 70 % over the frosted red: blue clearly dominates.
        #expect(tinted[2] > 200 && tinted[0] < 140, "\(tinted)")
        #expect(rgba(try glassOnRed(.regular.tint(nil)), 70, 40) == rgba(try glassOnRed(.regular), 70, 40))
    }

    @Test func glassInAShapeFillsThatShape() throws {
        let image = try renderImage(ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect(.regular, in: .rect)
        }.frame(width: 140, height: 80))
        // A rectangle reaches the frame's corners, where the default capsule does not.
        #expect(!close(rgba(image, 21, 21), [255, 59, 48, 255]), "\(rgba(image, 21, 21))")
    }

    @Test func glassProminentButtonFillsACapsuleWithTheTint() throws {
        let button = Button("Go") {}.buttonStyle(.glassProminent).tint(.blue)
        let bordered = try renderImage(Button("Go") {}.buttonStyle(.borderedProminent))
        let image = try renderImage(button.padding(10), scale: 2)
        // Same padding as a bordered prominent button (12 × 7 around the body label).
        #expect(abs(image.width - (bordered.width + 20) * 2) <= 2 && abs(image.height - (bordered.height + 20) * 2) <= 2,
                "\(image.width)×\(image.height) vs \(bordered.width)×\(bordered.height)")
        // The tint fills the capsule's middle; its left end is round (the corner is empty).
        let h = image.height / 2
        #expect(close(rgba(image, 20 + 16, h), [0, 122, 255, 255], 3), "\(rgba(image, 36, h))")
        #expect(rgba(image, 21, 21)[3] == 0, "\(rgba(image, 21, 21))")
        // The label is white.
        var whitest = 0
        for x in 20..<(image.width - 20) { whitest = max(whitest, rgba(image, x, h)[0]) }
        #expect(whitest > 240)
    }

    @Test func glassButtonDrawsTheTintedLabelOnGlass() throws {
        let image = try renderImage(ZStack {
            Color.black
            Button("Shuffle") {}.buttonStyle(.glass).tint(.orange)
        }.frame(width: 160, height: 60), scale: 2)
        // Regular glass over black: the white veil at 45 % gives a neutral grey of about 115,
        // read at the capsule's middle in the padding above the label (y = 30 − 13 points).
        let fill = rgba(image, 160, 34)
        #expect((95...140).contains(fill[0]) && abs(fill[0] - fill[2]) < 6, "\(fill)")
        // Orange (255, 149, 0) ink in the label.
        var orangest = [0, 0, 0, 0]
        for x in 0..<image.width {
            let p = rgba(image, x, 60)
            if p[0] - p[2] > orangest[0] - orangest[2] { orangest = p }
        }
        #expect(orangest[0] > 200 && orangest[2] < 90, "\(orangest)")
        // Outside the capsule, the black backdrop.
        #expect(close(rgba(image, 2, 2), [0, 0, 0, 255]))
    }

    /// Two 80-point glass circles 20 points apart over black, in a container, the second joining
    /// the first's union when `joined`.
    private func pair(joined: Bool, spacing: CGFloat = 20, gap: CGFloat = 20) throws -> (RenderedImage, [String]) {
        @Namespace var ns
        let view = ZStack {
            Color.black
            GlassEffectContainer(spacing: spacing) {
                HStack(spacing: gap) {
                    ForEach(0..<2, id: \.self) { item in
                        Color.clear.frame(width: 80, height: 80)
                            .glassEffect()
                            .glassEffectUnion(id: joined ? "pair" : "\(item)", namespace: ns)
                    }
                }
            }
        }.frame(width: 200, height: 100)
        let (image, warnings) = RuntimeWarning.collecting { try? renderImage(view) }
        return (try #require(image), warnings)
    }

    @Test func aUnionIsOneGlassShapeSpanningItsViews() throws {
        // Joined: one capsule 180 × 80 (x 10 to 190); the gap between the circles (x 100) is glass.
        let (joined, _) = try pair(joined: true)
        #expect(rgba(joined, 100, 50)[0] > 60, "\(rgba(joined, 100, 50))")
        // Its ends are round: the capsule's corner (x 12, y 12) is the black backdrop.
        #expect(rgba(joined, 12, 12)[0] < 10, "\(rgba(joined, 12, 12))")
        // Apart: two circles, black between them.
        let (apart, warnings) = try pair(joined: false)
        #expect(rgba(apart, 100, 50)[0] < 10, "\(rgba(apart, 100, 50))")
        #expect(rgba(apart, 50, 50)[0] > 60, "\(rgba(apart, 50, 50))")
        #expect(!warnings.contains { $0.contains("GlassEffectContainer") }, "\(warnings)")
    }

    @Test func shapesCloserThanTheSpacingAreNamed() throws {
        // iOS blends glass shapes closer than the container's spacing; Backplate draws them apart.
        let (_, warnings) = try pair(joined: false, spacing: 40, gap: 20)
        #expect(warnings.contains { $0.contains("GlassEffectContainer(spacing: 40.0): two glass shapes are 20.0 pt apart") }, "\(warnings)")
    }

    @Test func stillRenderModifiersDrawAsWithoutThem() {
        @Namespace var ns
        func list<V: View>(_ view: V) -> DisplayList {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 393, height: 300)
            return r.displayList()
        }
        let base = Text("Harbour").padding().glassEffect()
        let reference = list(base)
        #expect(list(base.glassEffectID("a", in: ns)) == reference)
        // Outside a container a union has nothing to join; a container with one shape draws it.
        #expect(list(base.glassEffectUnion(id: 1, namespace: ns)) == reference)
        #expect(list(base.glassEffectTransition(.materialize)) == reference)
        #expect(list(GlassEffectContainer(spacing: 20) { base }) == reference)
        #expect(list(base.tabBarMinimizeBehavior(.onScrollDown)) == reference)
        #expect(list(base.scrollEdgeEffectStyle(.hard, for: .top)) == reference)
        #expect(list(base.scrollEdgeEffectHidden()) == reference)
        #expect(list(base.backgroundExtensionEffect()) == reference)
        #expect(list(base.sectionIndexLabel("H")) == reference)
        #expect(list(base.listSectionIndexVisibility(.visible)) == reference)
        // Outside a navigation stack a subtitle has no bar to go to.
        #expect(list(base.navigationSubtitle("Evening")) == reference)
    }

    @Test func flexibleToolbarSpacerPushesBottomItemsApart() {
        let view = NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Filters") {} }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("Done") {} }
            }
        }
        let drawn = phoneTexts(view, safeArea: EdgeInsets())
        let filters = drawn.first { $0.0 == "Filters" }?.1
        let done = drawn.first { $0.0 == "Done" }?.1
        // At the margins of the 393-point bar (16 points).
        #expect(filters.map { abs($0.minX - 16) < 1 } == true, "\(String(describing: filters))")
        #expect(done.map { abs($0.maxX - 377) < 1 } == true, "\(String(describing: done))")
    }

    @Test func bottomAccessorySitsOnGlassAboveTheTabBar() throws {
        struct Probe: View {
            @Environment(\.tabViewBottomAccessoryPlacement) var placement
            var body: some View { Text(placement == .expanded ? "expanded" : "none") }
        }
        let view = TabView {
            Tab("Home", systemImage: "house") { Probe() }
        }
        .tabViewBottomAccessory { Text("Now Playing") }
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        var drawn: [(String, CGRect)] = []
        for case .text(let t) in r.displayList().flattenedLeaves {
            drawn.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
        }
        // The tab bar's top is 852 − 34 − 49 = 769; the 48-point accessory ends 8 points above
        // it, so it spans 713…761 and its text is centred at 737.
        let label = try #require(drawn.first { $0.0 == "Now Playing" }?.1, "\(drawn.map(\.0))")
        #expect(abs(label.midY - 737) < 1, "\(label)")
        #expect(abs(label.midX - 196.5) < 1, "\(label)")
        // Outside the accessory the placement is nil; the tab's content does not see it.
        #expect(drawn.contains { $0.0 == "none" })
        // Without the accessory nothing is drawn above the bar.
        let plain = ImageRenderer(content: TabView { Tab("Home", systemImage: "house") { Probe() } })
        plain.proposedSize = ProposedViewSize(width: 393, height: 852)
        var plainTexts: [String] = []
        for case .text(let t) in plain.displayList().flattenedLeaves { plainTexts.append(t.runs.isEmpty ? t.string : t.runs.map(\.string).joined()) }
        #expect(!plainTexts.contains("Now Playing"))
    }

    @Test func accessoryContentReadsExpandedPlacement() throws {
        struct Probe: View {
            @Environment(\.tabViewBottomAccessoryPlacement) var placement
            var body: some View { Text(placement == .expanded ? "expanded" : "none") }
        }
        let view = TabView { Tab("Home", systemImage: "house") { Color.clear } }
            .tabViewBottomAccessory { Probe() }
        let names = phoneTexts(view, safeArea: EdgeInsets()).map(\.0)
        #expect(names.contains("expanded"), "\(names)")
        // The isEnabled: false form shows no accessory.
        let off = TabView { Tab("Home", systemImage: "house") { Color.clear } }
            .tabViewBottomAccessory(isEnabled: false) { Probe() }
        #expect(!phoneTexts(off, safeArea: EdgeInsets()).map(\.0).contains("expanded"))
    }

    @Test func navigationSubtitleIsDrawnWithTheTitle() throws {
        let inline = phoneTexts(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationSubtitle("Updated just now")
                .navigationBarTitleDisplayMode(.inline)
        }, safeArea: EdgeInsets())
        let title = try #require(inline.first { $0.0 == "Inbox" }?.1)
        let subtitle = try #require(inline.first { $0.0 == "Updated just now" }?.1)
        // Inline: title over subtitle, both centred on the 393-point bar, inside its 44-point row.
        #expect(abs(title.midX - 196.5) < 1 && abs(subtitle.midX - 196.5) < 1, "\(title) \(subtitle)")
        #expect(subtitle.minY >= title.maxY - 0.5 && subtitle.maxY <= 44.5 && title.minY >= -0.5, "\(title) \(subtitle)")
        // Smaller than the 17-point headline.
        #expect(subtitle.height < title.height, "\(title) \(subtitle)")
        let large = phoneTexts(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationSubtitle("Updated just now")
        }, safeArea: EdgeInsets())
        let largeTitle = try #require(large.first { $0.0 == "Inbox" }?.1)
        let largeSubtitle = try #require(large.first { $0.0 == "Updated just now" }?.1)
        // Large: the subtitle's 20-point line under the title at the bar's 16-point margin, ending
        // 8 points above the bar's bottom (44 + 52 + 20 = 116), its 18-point text at the line's top.
        #expect(abs(largeSubtitle.minX - 16) < 1 && largeSubtitle.minY >= largeTitle.maxY - 1, "\(largeTitle) \(largeSubtitle)")
        #expect(abs(largeSubtitle.minY - 88) < 1 && abs(largeSubtitle.maxY - 106) < 1.5, "\(largeSubtitle)")
        // Without a subtitle the large title keeps its place (bottom 8 points above 44 + 52).
        let plain = phoneTexts(NavigationStack { Color.clear.navigationTitle("Inbox") }, safeArea: EdgeInsets())
        let plainTitle = try #require(plain.first { $0.0 == "Inbox" }?.1)
        #expect(abs(plainTitle.maxY - 88) < 1.5, "\(plainTitle)")
        // iOS 26: the large title sits 10 lower (bottom 98) with or without a subtitle, whose line
        // ends 8 above the grown bar, so the content below starts under it (bar 44 + 82).
        let page = VStack(spacing: 0) { Text("Content"); Spacer() }.navigationTitle("Inbox")
        let titled = phoneTexts(NavigationStack { page.navigationSubtitle("Updated just now") }
            .environment(\.backplateLook, .iOS26), safeArea: EdgeInsets())
        let title26 = try #require(titled.first { $0.0 == "Inbox" }?.1)
        let subtitle26 = try #require(titled.first { $0.0 == "Updated just now" }?.1)
        let content26 = try #require(titled.first { $0.0 == "Content" }?.1)
        #expect(abs(title26.maxY - 98) < 1 && abs(subtitle26.minY - 98) < 1, "\(title26) \(subtitle26)")
        #expect(content26.minY >= 126 - 0.5 && content26.minY > subtitle26.maxY, "\(content26) \(subtitle26)")
        let plain26 = phoneTexts(NavigationStack { page }.environment(\.backplateLook, .iOS26), safeArea: EdgeInsets())
        let untitled26 = try #require(plain26.first { $0.0 == "Inbox" }?.1)
        #expect(abs(untitled26.maxY - 98) < 1.5, "\(untitled26)")
    }

    @Test func visibleSectionIndexStacksTheLabelsAtTheTrailingEdge() {
        func list(_ visibility: Visibility) -> some View {
            List {
                Section("Apples") { Text("Braeburn") }.sectionIndexLabel("A")
                Section("Berries") { Text("Gooseberry") }.sectionIndexLabel(Text("B"))
                Section("Other") { Text("Quince") }.sectionIndexLabel(nil)
                Section("Citrus") { Text("Yuzu") }.sectionIndexLabel("C")
            }
            .listSectionIndexVisibility(visibility)
        }
        let drawn = phoneTexts(list(.visible), safeArea: EdgeInsets())
        let index = drawn.filter { ["A", "B", "C"].contains($0.0) }
        // Three labels (the nil one is skipped), centred on the 852-point list: rows of 14
        // points from 426 − 21 to 426 + 21, in a 16-point column at the trailing edge.
        #expect(index.map(\.0) == ["A", "B", "C"], "\(drawn)")
        if index.count == 3 {
            #expect(abs(index[1].1.midY - 426) < 1, "\(index)")
            #expect(abs(index[2].1.midY - index[0].1.midY - 28) < 0.5, "\(index)")
            #expect(abs(index[0].1.midX - 385) < 1, "\(index)")
        }
        // .automatic and .hidden draw no index.
        for visibility in [Visibility.automatic, .hidden] {
            #expect(!phoneTexts(list(visibility), safeArea: EdgeInsets()).contains { $0.0 == "B" }, "\(visibility)")
        }
    }
}
