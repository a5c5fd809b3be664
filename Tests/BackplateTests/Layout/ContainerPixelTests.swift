import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ContainerPixelTests {
    @Test func canvasFillsTranslatedAndClippedPaths() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            context.translateBy(x: 50, y: 0)
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
            context.stroke(Path(CGRect(x: 0, y: 30, width: 40, height: 10)), with: .color(.black), lineWidth: 2)
            var layer = context
            layer.clip(to: Path(CGRect(x: -50, y: 0, width: 5, height: 50)))
            layer.fill(Path(CGRect(x: -50, y: 0, width: 40, height: 50)), with: .color(.green))
        }
        .frame(width: 100, height: 50)
        let image = try renderContainer(canvas, width: 100, height: 50, name: "canvas")
        #expect(close(rgba(image, 20, 20), [255, 59, 48, 255]))      // system red square
        #expect(close(rgba(image, 60, 10), [0, 0, 255, 255]))        // translated circle centre
        #expect(close(rgba(image, 50, 30), [0, 0, 0, 255]))          // stroke corner
        #expect(close(rgba(image, 70, 35), [255, 255, 255, 255]))    // inside the stroked rectangle
        #expect(close(rgba(image, 2, 40), [52, 199, 89, 255]))       // clipped layer, inside the clip
        #expect(close(rgba(image, 8, 40), [255, 255, 255, 255]))     // outside the clip
    }

    @Test func tabBarTintsTheSelectedItem() throws {
        let tabs = TabView(selection: .constant(1)) {
            Color.white.tabItem { Label("Notes", systemImage: "note.text") }.tag(0)
            Color.white.tabItem { Label("Tags", systemImage: "tag") }.tag(1)
        }
        let image = try renderContainer(tabs, width: 393, height: 300, scale: 1, name: "tabs")
        // No scroll view runs under the bar: it is transparent (iOS 15+ scroll-edge
        // appearance), the white content shows through.
        #expect(close(rgba(image, 5, 300 - 25), [255, 255, 255, 255]))
        // Some ink of each label's colour in its item: tint in the selected (second) item,
        // grey 153 in the first.
        func inks(_ x0: Int, _ x1: Int) -> [[Int]] {
            var out: [[Int]] = []
            for y in (300 - 49)..<300 { for x in x0..<x1 { out.append(rgba(image, x, y)) } }
            return out
        }
        #expect(inks(200, 390).contains { close($0, [0, 122, 255, 255], 3) })
        #expect(inks(2, 195).contains { close($0, [153, 153, 153, 255], 3) })
        #expect(!inks(2, 195).contains { close($0, [0, 122, 255, 255], 3) })
    }

    @Test func groupedBackgroundShowsThroughTheNavigationBar() throws {
        let image = try renderContainer(ContainerSettingsScreen(), scale: 1)
        #expect(close(rgba(image, 5, 5), [242, 242, 247, 255]))       // bar area
        #expect(close(rgba(image, 30, 96 + 35 + 22), [255, 255, 255, 255]))  // first card
        #expect(close(rgba(image, 10, 96 + 35 + 22), [242, 242, 247, 255]))  // beside the card
        let dark = try renderContainer(ContainerSettingsScreen(), scale: 1, dark: true)
        #expect(close(rgba(dark, 5, 5), [0, 0, 0, 255]))
        #expect(close(rgba(dark, 30, 96 + 35 + 22), [28, 28, 30, 255]))
    }
}

/// The built-in list styles, side by side in their own renders.
struct ContainerListStyleSample<S: ListStyle>: View {
    let style: S
    var body: some View {
        List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Section { Text("Plum") } footer: { Text("Seasonal.") }
        }
        .listStyle(style)
    }
}

@MainActor @Suite(.tags(.layout, .pixels)) struct ContainerListStyleTests {
    @Test func groupedRowsSpanTheFullWidth() throws {
        let image = try renderContainer(ContainerListStyleSample(style: .grouped), width: 393, height: 400, name: "list-grouped")
        #expect(close(rgba(image, 5, 17 + 20 + 6 + 22), [255, 255, 255, 255], 40) || close(rgba(image, 5, 70), [255, 255, 255, 255]))
        #expect(close(rgba(image, 5, 5), [242, 242, 247, 255]))
    }

    @Test func plainListsUseTheSystemBackground() throws {
        let image = try renderContainer(ContainerListStyleSample(style: .plain), width: 393, height: 400, name: "list-plain")
        #expect(close(rgba(image, 5, 390), [255, 255, 255, 255]))
        let dark = try renderContainer(ContainerListStyleSample(style: .plain), width: 393, height: 400, dark: true, name: "list-plain")
        #expect(close(rgba(dark, 5, 390), [0, 0, 0, 255]))
    }

    @Test func insetAndSidebarStylesInsetTheirCards() throws {
        let inset = try renderContainer(ContainerListStyleSample(style: .inset), width: 393, height: 400, name: "list-inset")
        #expect(close(rgba(inset, 5, 390), [255, 255, 255, 255]))
        let sidebar = try renderContainer(ContainerListStyleSample(style: .sidebar), width: 393, height: 400, name: "list-sidebar")
        #expect(close(rgba(sidebar, 5, 390), [242, 242, 247, 255]))
    }

    @Test func hiddenScrollContentBackgroundIsClear() throws {
        let view = ContainerListStyleSample(style: .insetGrouped).scrollContentBackground(.hidden).background(Color.yellow)
        let image = try renderContainer(view, width: 393, height: 400, name: "list-clear")
        #expect(close(rgba(image, 5, 390), [255, 204, 0, 255]))
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ContainerChevronTests {
    func symbols(_ view: some View) -> [String: CGRect] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 300)
        var out: [String: CGRect] = [:]
        for case .text(let t) in r.displayList().flattenedLeaves { out[t.string] = t.frame }
        return out
    }

    @Test func disclosureChevronIsSevenByTwelveTwentyPointsFromTheCardEdge() {
        let s = symbols(List { NavigationLink("A") { Text("x") } })
        let chevron = s["symbol chevron.right"]
        #expect(chevron.map { abs($0.width - 7) < 0.6 && abs($0.height - 12) < 0.6 } == true)
        #expect(chevron.map { abs((373 - $0.maxX) - 20) < 0.6 } == true)
    }

    @Test func navigationLinkIndicatorVisibilityHidesTheChevronAndKeepsTheRow() {
        // Hidden on the list: no link draws its chevron; the rows keep their places (44 pt).
        let hidden = symbols(List {
            NavigationLink("A") { Text("x") }
            NavigationLink("B") { Text("y") }
        }.navigationLinkIndicatorVisibility(.hidden))
        #expect(hidden["symbol chevron.right"] == nil)
        #expect(hidden["B"].map { abs(($0.midY - (hidden["A"]?.midY ?? 0)) - 44) < 0.5 } == true)
        // On one link: only that one loses it.
        let r = ImageRenderer(content: List {
            NavigationLink("A") { Text("x") }.navigationLinkIndicatorVisibility(.hidden)
            NavigationLink("B") { Text("y") }
        })
        r.proposedSize = ProposedViewSize(width: 393, height: 300)
        let chevrons = r.displayList().flattenedLeaves.compactMap { leaf -> CGRect? in
            guard case .text(let t) = leaf, t.string == "symbol chevron.right" else { return nil }
            return t.frame
        }
        #expect(chevrons.count == 1)
        let b = symbols(List { NavigationLink("B") { Text("y") } })["B"]
        #expect(chevrons.first.map { abs($0.midY - (hidden["B"]?.midY ?? 0)) < 1 } == true && b != nil)
    }

    @Test func backChevronIsElevenByNineteen() {
        let s = symbols(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Prev").navigationDestination(for: Int.self) { _ in Color.clear }
        })
        let chevron = s["symbol chevron.left"]
        #expect(chevron.map { abs($0.width - 11) < 1 && abs($0.height - 19) < 1 && abs($0.minX - 9.33) < 0.7 } == true)
        #expect(s["Prev"].map { abs($0.minX - 31) < 1.5 } == true)
    }
}
