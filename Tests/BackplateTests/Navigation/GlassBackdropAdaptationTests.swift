import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@_spi(Backend) import BackplateCore

/// iOS 26's small glass elements flip between their light and dark appearance with the
/// brightness of what lies under them (WWDC25, "Meet Liquid Glass"): a light-scheme tab bar
/// over dark content is drawn dark, with white items, and a dark-scheme one over white
/// content light, with black items. The mid-grey threshold is an estimate.
@MainActor var toolbarItemAppearances = 0

#Preview("Toolbar item appearing") {
    NavigationStack {
        Color.white.ignoresSafeArea()
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "gearshape") }
                        .onAppear { toolbarItemAppearances += 1 }
                }
            }
    }
}

@MainActor @Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct GlassBackdropAdaptationTests {
    struct Tabs: View {
        let screen: Color
        var body: some View {
            TabView {
                screen.ignoresSafeArea().tabItem { Label("Home", systemImage: "house.fill") }
                screen.tabItem { Label("Calendar", systemImage: "calendar") }
                screen.tabItem { Label("More", systemImage: "ellipsis") }
            }
        }
    }

    private func render(_ screen: Color, dark: Bool) throws -> RenderedImage {
        let r = ImageRenderer(content: Tabs(screen: screen))
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        r.scale = 3
        r.isOpaque = true
        if dark { r.environment.colorScheme = .dark }
        return try r.render()
    }

    /// The unselected "Calendar" item's ink (x 140...254, y 773...827 at 3x) and the glass beside it.
    private func inkAndGlass(_ image: RenderedImage, inkIsLight: Bool) -> (ink: CGRect?, glass: [Int]) {
        let ink = inkBounds(image, scale: 3, in: CGRect(x: 140, y: 773, width: 114, height: 54), where: { p in
            inkIsLight ? p[0] > 225 && p[1] > 225 && p[2] > 225 : p[0] < 40 && p[1] < 40 && p[2] < 40
        })
        return (ink, rgba(image, 145 * 3, 800 * 3))
    }

    @Test func aLightSchemeBarOverDarkContentIsDrawnDark() throws {
        let image = try render(Color(red: 0.08, green: 0.08, blue: 0.12), dark: false)
        let (ink, glass) = inkAndGlass(image, inkIsLight: true)
        #expect(ink != nil, "no white item ink")
        #expect(glass[0] < 90 && glass[1] < 90 && glass[2] < 100, "\(glass)")
    }

    @Test func aLightSchemeBarOverWhiteContentStaysLight() throws {
        let image = try render(.white, dark: false)
        let (ink, glass) = inkAndGlass(image, inkIsLight: false)
        #expect(ink != nil, "no black item ink")
        #expect(glass[0] >= 240, "\(glass)")
    }

    @Test func aDarkSchemeBarOverWhiteContentIsDrawnLight() throws {
        let image = try render(.white, dark: true)
        let (ink, glass) = inkAndGlass(image, inkIsLight: false)
        #expect(ink != nil, "no black item ink")
        #expect(glass[0] >= 200, "\(glass)")
        // Over the scheme's own black screen it stays dark.
        let plain = try render(.black, dark: true)
        #expect(inkAndGlass(plain, inkIsLight: true).ink != nil)
    }

    @Test func theBarCarriesBothAppearancesInTheDisplayList() {
        let r = ImageRenderer(content: Tabs(screen: .white))
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        var adaptive: [(Bool, Int)] = []
        func walk(_ items: [DisplayList.Item]) {
            for case .group(let g) in items {
                if case .backdropAdaptive(let isDark, let other) = g.effect { adaptive.append((isDark, other.items.count)) }
                walk(g.items)
            }
        }
        walk(r.displayList().items)
        #expect(adaptive.count == 1 && adaptive.first?.0 == false && (adaptive.first?.1 ?? 0) > 0, "\(adaptive)")
    }

    @Test func voiceOverReadsEachTabOnce() {
        let r = ImageRenderer(content: Tabs(screen: .white))
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        let tabs = r.layout().accessibilityElements.filter { $0.traits.contains(.tabBarItem) }
        #expect(tabs.map(\.label) == ["Home", "Calendar", "More"])
    }

    @Test func aToolbarCircleOverADarkScreenIsDrawnDark() throws {
        func screen(_ color: Color) -> some View {
            NavigationStack {
                color.ignoresSafeArea()
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { } label: { Image(systemName: "gearshape") }
                        }
                    }
            }
        }
        func render(_ color: Color) throws -> RenderedImage {
            let r = ImageRenderer(content: screen(color))
            r.proposedSize = ProposedViewSize(width: 393, height: 852)
            r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
            r.scale = 3
            r.isOpaque = true
            return try r.render()
        }
        // The 44-point circle 16 from the trailing edge (333...377) on the bar's row (59...103).
        let circle = CGRect(x: 335, y: 61, width: 40, height: 40)
        let white = { (p: [Int]) -> Bool in p[0] > 225 && p[1] > 225 && p[2] > 225 }
        let black = { (p: [Int]) -> Bool in p[0] < 40 && p[1] < 40 && p[2] < 40 }
        let overDark = try render(Color(red: 0.05, green: 0.05, blue: 0.08))
        #expect(inkBounds(overDark, scale: 3, in: circle, where: white) != nil, "no white gear over the dark screen")
        let overWhite = try render(.white)
        #expect(inkBounds(overWhite, scale: 3, in: circle, where: black) != nil, "no black gear over the white screen")
    }

    @Test func aToolbarItemAppearsOnceThoughItsCapsuleIsDrawnInBothSchemes() throws {
        // A preview is live, as Xcode's canvas: its onAppear runs (a bare ImageRenderer runs none).
        let preview = try #require(PreviewCatalog.preview(named: "Toolbar item appearing"))
        toolbarItemAppearances = 0
        _ = try preview.render(scale: 1)
        #expect(toolbarItemAppearances == 1)
    }
}
