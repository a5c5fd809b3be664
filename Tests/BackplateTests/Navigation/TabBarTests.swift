import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// The tab bar and the page style against controls.md §2 (iPhone 15, 393 × 852, no home
/// indicator modelled: the bar's bottom is the screen's bottom).
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct TabBarTests {
    struct GardenTabs: View {
        var body: some View {
            TabView {
                Text("Beds").tabItem { Label("Home", systemImage: "house.fill") }
                Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
                Text("More").tabItem { Label("More", systemImage: "ellipsis") }
            }
        }
    }

    static let barTop: CGFloat = 852 - 49

    /// Tinted ink (the system blue, light 0,122,255 / dark 10,132,255).
    static func isBlue(_ p: [Int]) -> Bool { p[2] > 200 && p[0] < 60 && p[1] > 90 && p[1] < 160 }

    @Test func barIsFortyNinePointsWithEqualItems() throws {
        let image = try renderContainer(GardenTabs(), scale: 3, name: "tabs-garden")
        // Three items of (393 − 2·2 − 2·4) / 3 = 127 points: centres 65.5, 196.5, 327.5.
        let selected = try #require(inkBounds(image, scale: 3, in: CGRect(x: 2, y: Self.barTop, width: 127, height: 49), where: Self.isBlue))
        #expect(near(selected.midX, 65.5, 1))
        // Label baseline 45 below the bar top ("Home" has no descender): the lowest tinted
        // row; the symbol's centre about 18–20 below the bar top (medium).
        #expect(near(selected.maxY, Self.barTop + 45, 0.67))
        let icon = try #require(inkBounds(image, scale: 3, in: CGRect(x: 2, y: Self.barTop, width: 127, height: 34), where: Self.isBlue))
        #expect(icon.midY >= Self.barTop + 16 && icon.midY <= Self.barTop + 22)
        // Unselected items in grey 153 (light), centred in their items.
        let grey = { (p: [Int]) in close(p, [153, 153, 153, 255], 4) }
        let second = try #require(inkBounds(image, scale: 3, in: CGRect(x: 133, y: Self.barTop, width: 127, height: 49), where: grey))
        #expect(near(second.midX, 196.5, 1.5))
        let third = try #require(inkBounds(image, scale: 3, in: CGRect(x: 264, y: Self.barTop, width: 127, height: 49), where: grey))
        #expect(near(third.midX, 327.5, 1.5))
        #expect(inkBounds(image, scale: 3, in: CGRect(x: 133, y: Self.barTop, width: 258, height: 49), where: Self.isBlue) == nil)
    }

    /// The garden tabs with the bar's background made visible (as over content scrolled
    /// beneath it; without content beneath, iOS 15+ draws the bar transparent).
    struct GardenTabsVisibleBar: View {
        var body: some View {
            TabView {
                Text("Beds").toolbarBackground(.visible, for: .tabBar)
                    .tabItem { Label("Home", systemImage: "house.fill") }
                Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
                Text("More").tabItem { Label("More", systemImage: "ellipsis") }
            }
        }
    }

    @Test func barBackgroundAndHairline() throws {
        // Transparent at the scroll edge: the white screen shows through the bar.
        let edge = try renderContainer(GardenTabs(), scale: 3)
        #expect(close(rgba(edge, 6, Int(Self.barTop * 3) + 6), [255, 255, 255, 255]))
        #expect(close(rgba(edge, 6, Int(Self.barTop * 3) - 1), [255, 255, 255, 255]))
        let light = try renderContainer(GardenTabsVisibleBar(), scale: 3)
        let top = Int(Self.barTop * 3)
        // Material (opaque approximation 249) inside the bar; the hairline one device pixel
        // just above the bar's top edge, black @0.30 on white = 178; white content above it.
        #expect(close(rgba(light, 6, top + 6), [249, 249, 249, 255], 2))
        #expect(close(rgba(light, 6, top - 1), [178, 178, 178, 255], 3))
        #expect(close(rgba(light, 6, top - 3), [255, 255, 255, 255]))
        #expect(close(rgba(light, 6, top), [249, 249, 249, 255], 2))

        let dark = try renderContainer(GardenTabsVisibleBar(), scale: 3, dark: true, name: "tabs-garden")
        #expect(close(rgba(dark, 6, top + 6), [24, 24, 24, 255], 2))
        #expect(close(rgba(dark, 6, top - 3), [0, 0, 0, 255]))
        // Dark hairline white @0.15 over black ≈ 38.
        #expect(close(rgba(dark, 6, top - 1), [38, 38, 38, 255], 3))
        // Selected tint (dark blue 10,132,255) and unselected grey 117.
        #expect(inkBounds(dark, scale: 3, in: CGRect(x: 2, y: Self.barTop, width: 127, height: 49), where: { close($0, [10, 132, 255, 255], 4) }) != nil)
        #expect(inkBounds(dark, scale: 3, in: CGRect(x: 133, y: Self.barTop, width: 127, height: 49), where: { close($0, [117, 117, 117, 255], 4) }) != nil)
    }

    @Test func selectionFollowsTheBindingAndTheTint() throws {
        let view = TabView(selection: .constant("more")) {
            Text("Beds").id("beds").tabItem { Label("Home", systemImage: "house.fill") }.tag("home")
            Text("More").id("more").tabItem { Label("More", systemImage: "ellipsis") }.tag("more")
        }.tint(.green)
        let image = try renderContainer(view, scale: 2)
        let green = { (p: [Int]) in close(p, [52, 199, 89, 255], 6) }
        // Two items of (393 − 4 − 4) / 2 = 192.5: the second (x 198.5…391) is green.
        #expect(inkBounds(image, scale: 2, in: CGRect(x: 199, y: Self.barTop, width: 192, height: 49), where: green) != nil)
        #expect(inkBounds(image, scale: 2, in: CGRect(x: 2, y: Self.barTop, width: 192, height: 49), where: green) == nil)
        // The selected tab's content shows above the bar.
        let tree = phoneLayout(view)
        #expect(tree.frame(of: "beds") == nil)
        #expect(near(tree.frame(of: "more")!.midY, (852 - 49) / 2))
    }

    @Test func pageStyleDrawsIndexDots() throws {
        let view = TabView {
            Color.black.id("page")
            Color.black
            Color.black
        }
        .tabViewStyle(.page)
        let image = try renderContainer(view, width: 393, height: 400, scale: 3, name: "tabs-page")
        // Three 7-pt dots, 17.5 pt apart (centre to centre), centred on the page's x-centre:
        // the current one white, the others white @0.3 (77 on black).
        let dots = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 300, width: 393, height: 100), where: { $0[0] > 40 }))
        #expect(near(dots.width, 2 * 17.5 + 7, 0.67))
        #expect(near(dots.height, 7, 0.67))
        #expect(near(dots.midX, 393 / 2, 0.67))
        let first = CGPoint(x: 393 / 2 - 17.5, y: dots.midY), second = CGPoint(x: 393 / 2, y: dots.midY)
        #expect(close(rgba(image, Int(first.x * 3), Int(first.y * 3)), [255, 255, 255, 255], 3))
        #expect(close(rgba(image, Int(second.x * 3), Int(second.y * 3)), [77, 77, 77, 255], 4))
        // No tab bar in the page style: the page fills the view.
        #expect(phoneLayout(view, height: 400).frame(of: "page") == CGRect(x: 0, y: 0, width: 393, height: 400))
    }

    /// A reference image of a tab-bar app: a navigation stack with a plain list in the first
    /// tab, light and dark.
    @Test func tabAppReference() throws {
        struct GardenTabApp: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        List {
                            ForEach(["Basil", "Mint", "Rosemary", "Thyme"], id: \.self) { Text($0) }
                        }
                        .listStyle(.plain)
                        .navigationTitle("Herbs")
                        .navigationBarTitleDisplayMode(.inline)
                    }
                    .tabItem { Label("Garden", systemImage: "sun.max.fill") }
                    Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
                    Text("Settings").tabItem { Label("Settings", systemImage: "gearshape.fill") }
                }
            }
        }
        assertReference(try renderContainer(GardenTabApp(), scale: 2), named: "tab-app-light")
        assertReference(try renderContainer(GardenTabApp(), scale: 2, dark: true), named: "tab-app-dark")
    }
}

@Suite(.tags(.layout, .pixels)) struct TabBarBackgroundTests {
    /// The iOS 18 bar (iOS 26 draws the style inside its glass capsule: GlassChromeTests).
    @Test(.backplateLook(.iOS18)) func toolbarBackgroundStylesAndHidesTheTabBarFill() throws {
        let styled = TabView {
            Text("Beds").toolbarBackground(Color.green, for: .tabBar)
                .toolbarBackground(.visible, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house.fill") }
        }
        let image = try renderContainer(styled, width: 393, height: 300, scale: 1)
        #expect(close(rgba(image, 5, 300 - 3), [52, 199, 89, 255], 2))
        // Without `.visible`, the style shows only over content scrolled beneath the bar
        // (Apple's documentation of `toolbarBackground(_:for:)`): none here.
        let automatic = TabView {
            Text("Beds").toolbarBackground(Color.green, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house.fill") }
        }
        let clear = try renderContainer(automatic, width: 393, height: 300, scale: 1)
        #expect(close(rgba(clear, 5, 300 - 3), [255, 255, 255, 255]))
        let hidden = TabView {
            Text("Beds").toolbarBackground(.hidden, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house.fill") }
        }
        let plain = try renderContainer(hidden, width: 393, height: 300, scale: 3)
        // No material and no hairline: the screen's white shows through.
        #expect(close(rgba(plain, 15, 300 * 3 - 9), [255, 255, 255, 255]))
        #expect(close(rgba(plain, 15, (300 - 49) * 3 - 1), [255, 255, 255, 255]))
    }
}
