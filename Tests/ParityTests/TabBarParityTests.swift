import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// A tab view with an inline navigation title, a toolbar button and a spinner against RSSReader's
// iOS 18 renders (rssreader-tabview-navbar-ios18, -dark, -ax5; see ListParityTests for the method).

@Suite("Parity: tab bar and inline navigation bar (RSSReader, iOS 18)", .backplateLook(.iOS18), .tags(.pixels))
struct TabBarParityTests {
    enum Tab: String, CaseIterable { case feeds, favorites, explore, debug }

    /// Four tabs, each a navigation stack labelled with its raw localisation key and symbol;
    /// the selected feeds tab shows a spinner under an inline title with a `plus` button as
    /// its primary action.
    static var tabs: some View {
        let symbols: [Tab: String] = [.feeds: "newspaper", .favorites: "star", .explore: "globe", .debug: "ladybug"]
        return TabView(selection: .constant(Tab.feeds)) {
            ForEach(Tab.allCases, id: \.self) { tab in
                NavigationStack {
                    VStack { ProgressView() }
                        .navigationTitle(Text(verbatim: "feed_list_rss_feeds"))
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button {} label: { Label("feed_list_add_feed", systemImage: "plus") }
                            }
                        }
                }
                .tabItem { Label(LocalizedStringKey("tab_" + tab.rawValue), systemImage: symbols[tab]!) }
                .tag(tab)
            }
        }
    }

    enum Variant: String, CaseIterable { case light = "navbar", dark = "navbar-dark", ax5 = "ax5" }

    @Test(arguments: Variant.allCases) func tabView(_ variant: Variant) throws {
        // RSSReader's own configuration: 393 × 852, safe area 59 / 34, empty traits (content
        // size large); dark and AX5 only through the SwiftUI environment.
        let config = ViewImageConfig(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                     size: CGSize(width: 393, height: 852))
        let view = Self.tabs
            .environment(\.colorScheme, variant == .dark ? .dark : .light)
            .environment(\.sizeCategory, variant == .ax5 ? .accessibilityExtraExtraExtraLarge : .large)
        let image = Parity.render("rssreader-tabview-\(variant.rawValue)-ios18", view, layout: .device(config: config))
        let page = variant == .dark ? [0, 0, 0] : [255, 255, 255]
        #expect(image.colour(10, 300) == page)
        let ax5 = variant == .ax5
        // The selected tab's label in the accent colour; the tab bar keeps its size at AX5.
        let label = try #require(image.box((0, 803, 100, 820), .near(0, 122, 255, tolerance: 90)))
        #expect(label.distance(to: Box(24.33, 806.67, 72.67, 815.33)) <= 1, "feeds label \(label)")
        let title = try #require(image.box((60, 50, 330, 100), .differs(page[0], page[1], page[2], threshold: 60)))
        let plus = try #require(image.box((330, 50, 393, 100), .differs(page[0], page[1], page[2], threshold: 60)))
        let spinner = try #require(image.box((0, 300, 393, 600), .differs(page[0], page[1], page[2], threshold: 10)))
        if !ax5 {
            // The inline title (17-point semibold) centred on the bar, its ink within 0.7
            // point vertically; the spinner exact.
            #expect(abs(title.minY - 74) <= 0.5 && abs(title.maxY - 89.67) <= 0.7, "title \(title)")
            #expect(abs((title.minX + title.maxX) / 2 - 196.67) <= 1, "title \(title)")
            #expect(spinner.distance(to: Box(186.67, 426, 206.67, 446)) <= 0.34, "spinner \(spinner)")
            // The plus at the bar's 16-point margin (its ink 18.67 points from the edge).
            #expect(plus.distance(to: Box(356.67, 72, 374.33, 89.67)) <= 0.5, "plus \(plus)")
            // Its three underscores at SF's width (ink 150.67 wide with Inter's, SF's 156.67).
            #expect(abs((title.maxX - title.minX) - 156.67) <= 1, "title \(title)")
        } else {
            // The bar stops growing at `.xxLarge`: the plus 21.67 points square as on iOS (its
            // 53-point AX5 size would not fit the bar), the title at 21 points.
            #expect(abs((plus.maxX - plus.minX) - 21.67) <= 0.5 && abs((plus.maxY - plus.minY) - 21.67) <= 0.5, "plus \(plus)")
            #expect(abs((title.maxX - title.minX) - 188.33) <= 1, "title \(title)")
            // iOS 18 grows the spinner to 56.33 points at AX5 (20 × 62 / 22, `.body`'s leading).
            #expect(spinner.distance(to: Box(168.33, 408, 224.67, 464.33)) <= 0.34, "spinner \(spinner)")
            // At the bar's 16-point margin horizontally, as at the default size.
            #expect(abs(plus.minX - 352) <= 0.5 && abs(plus.maxX - 373.67) <= 0.5, "plus \(plus)")
            #expect(abs(title.minX - 102.33) <= 1 && abs(title.maxX - 290.67) <= 1, "title \(title)")
            withKnownIssue("the 21-point title's ink starts 1.33 lower than iOS's; the plus sits 1.67 points lower (70.33 against 68.67)") {
                #expect(abs(title.minY - 71.33) <= 1 && abs(title.maxY - 90.33) <= 1, "title \(title)")
                #expect(abs(plus.minY - 68.67) <= 0.5, "plus \(plus)")
            }
        }
    }
}
