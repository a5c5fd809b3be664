import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// iOS 16-18 API that app code uses and that did not compile before: view-level text line
/// modifiers, `TabSection`, `NotificationCenter.publisher(for:)`, `isSearching`, and the
/// modifiers a still render cannot show (inspector, presentation configuration, focus,
/// drag and drop, accessibility actions), which must leave the display list unchanged.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct RecentIdiomAPITests {
    func size<V: View>(_ view: V) -> CGSize {
        let r = ImageRenderer(content: view)
        r.scale = 3
        return r.layout().size
    }

    func texts<V: View>(_ view: V) -> [DisplayList.TextItem] {
        ImageRenderer(content: view).displayList().flattenedLeaves.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    @Test func viewKerningAndTrackingReachTheTextInside() {
        // iOS 16's View.kerning/tracking act as Text's: n characters grow by n × the amount,
        // and a Text's own setting wins over the view's.
        let plain = size(Text("TARGET")).width
        #expect(abs(size(VStack { Text("TARGET") }.kerning(2)).width - (plain + 12)) < 0.34)
        #expect(abs(size(HStack { Text("TARGET") }.tracking(3)).width - (plain + 18)) < 0.34)
        #expect(abs(size(VStack { Text("TARGET").kerning(1) }.kerning(4)).width - (plain + 6)) < 0.34)
        #expect(size(VStack { Text("TARGET") }.kerning(.nan)).width == plain)
    }

    @Test func viewBaselineOffsetUnderlineAndStrikethrough() throws {
        let raised = try #require(texts(VStack { Text("a") }.baselineOffset(6)).first)
        #expect(raised.runs.map(\.baselineOffset) == [6])
        let lined = try #require(texts(VStack { Text("a"); Text("b").underline(false) }.underline(color: .red).strikethrough()).first)
        // systemRed in light mode: 255, 59, 48.
        guard case .color(let red)? = lined.runs.first?.underline else { Issue.record("no underline"); return }
        #expect([red.red, red.green, red.blue].map { Int(($0 * 255).rounded()) } == [255, 59, 48] && red.alpha == 1)
        #expect(lined.runs.first?.strikethrough == .color(.clear))  // clear: the text's own colour
        let own = try #require(texts(VStack { Text("a"); Text("b").underline(false) }.underline(color: .red)).last)
        #expect(own.runs.first?.underline == nil)
        // Patterns are accepted; the line is drawn solid.
        let dashed = try #require(texts(Text("a").underline(pattern: .dash, color: .red)).first)
        #expect(dashed.runs.first?.underline == .color(red))
    }

    @Test func tabSectionTabsJoinTheTabBar() {
        let view = TabView(selection: .constant(2)) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("first") }
            TabSection("Group") {
                Tab("Two", systemImage: "2.circle", value: 2) { Text("second") }
                Tab("Three", systemImage: "3.circle", value: 3) { Text("third") }
            }
        }
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        let strings = r.displayList().drawnTexts.map(\.0)
        // The selected tab (inside the section) is shown, with the three tab labels, and no
        // section header on an iPhone.
        #expect(strings.contains("second") && !strings.contains("first"), "\(strings)")
        #expect(["One", "Two", "Three"].allSatisfy(strings.contains), "\(strings)")
        #expect(!strings.contains("Group"))
    }

    @Test func notificationCenterPublisherDelivers() {
        let center = NotificationCenter()
        let name = Notification.Name("RecentIdiomAPITests")
        final class Box { var values: [Int] = [] }
        let box = Box()
        let owner = NSObject()
        var subscription: AnyCancellable? = center.publisher(for: name, object: owner)
            .compactMap { $0.userInfo?["n"] as? Int }
            .sink { box.values.append($0) }
        center.post(name: name, object: owner, userInfo: ["n": 1])
        center.post(name: name, object: NSObject(), userInfo: ["n": 2])   // another sender
        center.post(name: Notification.Name("Other"), object: owner, userInfo: ["n": 3])
        center.post(name: name, object: owner, userInfo: ["n": 4])
        #expect(box.values == [1, 4])
        subscription?.cancel()
        subscription = nil
        center.post(name: name, object: owner, userInfo: ["n": 5])
        #expect(box.values == [1, 4])
    }

    @Test func searchStateIsAtRest() {
        struct Probe: View {
            @Environment(\.isSearching) var isSearching
            @Environment(\.dismissSearch) var dismissSearch
            var body: some View { Text(isSearching ? "searching" : "idle") }
        }
        let strings = texts(NavigationStack { Probe().searchable(text: .constant("tea")) }).map(\.string)
        #expect(strings.contains("idle") && !strings.contains("searching"), "\(strings)")
    }

    @Test func labeledContentFormatsInTheEnvironmentLocale() {
        let view = LabeledContent("Total", value: 12.5, format: .currency(code: "EUR"))
            .environment(\.locale, Locale(identifier: "de_DE"))
        let strings = texts(view).map { $0.string.replacingOccurrences(of: "\u{00A0}", with: " ") }
        #expect(strings.contains("12,50 €"), "\(strings)")
    }

    @Test @MainActor func stillRenderModifiersLeaveTheDisplayListUnchanged() {
        enum Field: Hashable { case name }
        struct Base: View {
            var body: some View {
                VStack { Text("Name"); Image(systemName: "star") }.padding()
            }
        }
        struct Modified: View {
            @FocusState var focus: Field?
            var body: some View {
                Base()
                    .defaultFocus($focus, .name)
                    .inspector(isPresented: .constant(true)) { Text("inspector") }
                    .inspectorColumnWidth(300)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationCompactAdaptation(.popover)
                    .presentationContentInteraction(.scrolls)
                    .draggable("payload")
                    .dropDestination(for: String.self) { _, _ in true }
                    .accessibilityAction(named: "Archive") {}
                    .accessibilityAdjustableAction { _ in }
                    .accessibilityRepresentation { Text("other") }
                    .geometryGroup()
                    .allowsTightening(true)
                    .searchCompletion("Name")
                    .presentationSizing(.form.fitted(horizontal: false, vertical: true))
                    .dialogIcon(Image(systemName: "trash"))
                    .tabViewSidebarHeader { Text("header") }
                    .onKeyPress(.return) { .handled }
                    .onKeyPress(keys: [.upArrow, .downArrow]) { press in press.phase == .down ? .handled : .ignored }
                    .onKeyPress(characters: .decimalDigits) { _ in .ignored }
            }
        }
        let a = ImageRenderer(content: Base()).displayList()
        let b = ImageRenderer(content: Modified()).displayList()
        #expect(a == b)
        let paging = ScrollView(.horizontal) { HStack { ForEach(0..<6) { Text("\($0)") } } }
        #expect(ImageRenderer(content: paging.scrollTargetBehavior(.viewAligned)).displayList()
                == ImageRenderer(content: paging.scrollTargetBehavior(.viewAligned(limitBehavior: .always))).displayList())
    }

    @Test func colorMixResolvesBothColoursThenMixes() {
        func rgb(_ c: Color, dark: Bool = false) -> [Int] {
            var env = EnvironmentValues()
            env.colorScheme = dark ? .dark : .light
            let r = c.resolve(in: env)
            return [r.red, r.green, r.blue].map { Int((Double($0) * 255).rounded()) }
        }
        // Perceptual (OKLab), the default: systemBlue and systemYellow meet at the grey-blue
        // iOS draws at the middle of a blue-to-yellow gradient (146,173,184 measured;
        // GradientColorSpace.swift), not at the sRGB average (128,163,128).
        let perceptual = rgb(Color.blue.mix(with: .yellow, by: 0.5))
        #expect(zip(perceptual, [148, 174, 181]).allSatisfy { abs($0 - $1) <= 1 }, "\(perceptual)")
        // Device: the gamma-encoded components, a quarter of the way from red to blue.
        #expect(rgb(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.25, in: .device)) == [191, 0, 64])
        // The ends, clamping and NaN.
        #expect(rgb(Color.red.mix(with: .blue, by: 0)) == rgb(.red))
        #expect(rgb(Color.red.mix(with: .blue, by: 7)) == rgb(.blue))
        #expect(rgb(Color.red.mix(with: .blue, by: .nan)) == rgb(.red))
        // System colours mix their dark values in dark mode.
        #expect(rgb(Color.blue.mix(with: .yellow, by: 0.5), dark: true) != perceptual)
    }

    @Test func labelsAndToolbarVisibility() {
        // labelsVisibility(.hidden) acts as labelsHidden(); .visible undoes an outer one.
        let hidden = texts(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden)).map(\.string)
        #expect(!hidden.contains("Wi-Fi"))
        let shown = texts(VStack { Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible) }.labelsHidden()).map(\.string)
        #expect(shown.contains("Wi-Fi"))
        #expect(size(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.automatic)) == size(Toggle("Wi-Fi", isOn: .constant(true))))
        // toolbarVisibility(_:for:) is toolbar(_:for:): the same display list.
        let a = NavigationStack { Text("body").navigationTitle("Title").toolbarVisibility(.hidden, for: .navigationBar) }
        let b = NavigationStack { Text("body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) }
        let c = NavigationStack { Text("body").navigationTitle("Title") }
        let list = { (v: any View) -> DisplayList in
            let r = ImageRenderer(content: AnyView(v))
            r.proposedSize = ProposedViewSize(width: 393, height: 852)
            return r.displayList()
        }
        #expect(list(a) == list(b))
        #expect(list(a) != list(c))
    }

    @Test func scrollPositionAtTheBottomEdgeStartsThere() {
        func rows() -> some View {
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)").frame(height: 40) } } }
                .frame(width: 200, height: 300)
        }
        func list<V: View>(_ v: V) -> DisplayList { ImageRenderer(content: v).displayList() }
        // A position at the bottom edge shows the end of the content, as iOS 18 does for a
        // chat bound to ScrollPosition(edge: .bottom): the last row ends at the bottom.
        let bottom = rows().scrollPosition(.constant(ScrollPosition(edge: .bottom)))
        #expect(list(bottom) == list(rows().defaultScrollAnchor(.bottom)))
        let last = texts(bottom).first { $0.string == "Row 29" }
        #expect(last.map { abs($0.frame.midY - 280) < 1 } == true, "\(String(describing: last?.frame))")
        // A view's identity scrolls that view to the top (ScrollToTargetTests); the top edge
        // shows the content from its start; the role form of defaultScrollAnchor acts for
        // .initialOffset and not for .sizeChanges.
        let twelve = texts(rows().scrollPosition(.constant(ScrollPosition(id: 12)))).first { $0.string == "Row 12" }
        #expect(twelve.map { abs($0.frame.midY - 20) < 1 } == true, "\(String(describing: twelve?.frame))")
        #expect(list(rows().scrollPosition(.constant(ScrollPosition(edge: .top)))) == list(rows()))
        #expect(list(rows().defaultScrollAnchor(.bottom, for: .initialOffset)) == list(bottom))
        #expect(list(rows().defaultScrollAnchor(.bottom, for: .sizeChanges)) == list(rows()))
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && position.edge == nil && !position.isPositionedByUser)
    }

    @Test func containerBackgroundFillsTheNavigationScreen() throws {
        func render<V: View>(_ v: V) throws -> RenderedImage {
            let r = ImageRenderer(content: v)
            r.proposedSize = ProposedViewSize(width: 393, height: 852)
            r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
            r.isOpaque = true
            return try r.render()
        }
        func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
            let p = image.pixel(x: x, y: y)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        let mint = [0, 199, 190]  // systemMint, light
        let tinted = try render(NavigationStack { Text("Hello").navigationTitle("Title").containerBackground(Color.mint, for: .navigation) })
        // Behind the content and under the transparent bar, down to the screen's bottom edge.
        #expect(rgb(tinted, 200, 600) == mint && rgb(tinted, 200, 20) == mint && rgb(tinted, 200, 850) == mint)
        let plain = try render(NavigationStack { Text("Hello").navigationTitle("Title") })
        #expect(rgb(plain, 200, 600) == [255, 255, 255])
        // The widget placement has no container here; the innermost setting wins.
        let widget = try render(NavigationStack { Text("Hello").navigationTitle("Title").containerBackground(Color.mint, for: .widget) })
        #expect(try widget.pngData() == plain.pngData())
        let inner = try render(NavigationStack { VStack { Text("Hello").containerBackground(Color.mint, for: .navigation) }.containerBackground(Color.red, for: .navigation) })
        #expect(rgb(inner, 200, 600) == mint)
        // A grouped list keeps its grey over the container background.
        let list = try render(NavigationStack { List { Text("Row") }.containerBackground(Color.mint, for: .navigation) })
        #expect(rgb(list, 10, 600) == [242, 242, 247])
        let view = try render(NavigationStack { Text("Hello").containerBackground(for: .navigation) { Color.mint } })
        #expect(rgb(view, 200, 600) == mint && rgb(view, 200, 20) == mint)
    }
}
