import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting
@testable import BackplateCore

private struct NoteSelectionKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    /// A test key declared the long way.
    fileprivate var selectedNote: String? {
        get { self[NoteSelectionKey.self] }
        set { self[NoteSelectionKey.self] = newValue }
    }
    /// A test key declared with `@Entry`.
    @Entry var draftText: Binding<String>?
}

/// Tab bar symbol variants (Apple's `SymbolVariants` documentation: SwiftUI applies `.fill` to
/// tab bar items), `ContainerRelativeShape` with and without `containerShape(_:)`, focused
/// values (nil: nothing has focus in a still render), text scale, typesetting language and
/// `PasteButton`.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct SymbolVariantContainerTests {
    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Mail").tabItem { Label("Inbox", systemImage: "tray") }
                Text("Shelf").tabItem { Label("Library", systemImage: "books.vertical") }
                Text("Days").tabItem { Label("Calendar", systemImage: "calendar") }
                Text("Notes").tabItem { Label("Keep", systemImage: "book").environment(\.symbolVariants, .none) }
                Text("Me").tabItem { Image(systemName: "person.crop.circle"); Text("Profile") }
            }
        }
    }

    @Test func tabBarItemsDrawTheFillVariant() throws {
        // A hollowed outline (`book`: its glyph less a smaller copy) is two items of one name.
        let symbols = controlTexts(Tabs(), width: 393, height: 852).filter { $0.string.hasPrefix("symbol ") }
            .reduce(into: [DisplayList.TextItem]()) { kept, item in if kept.last?.string != item.string { kept.append(item) } }
        #expect(symbols.map(\.string) == ["symbol tray.fill", "symbol books.vertical.fill", "symbol calendar",
                                          "symbol book", "symbol person.crop.circle.fill"])
        // books.vertical.fill's own frame from its SF Symbols 5 template, at the bar's 23-point
        // icon size: ink 94.04 pt + margins 9.76 + 9.76 at 100 pt small over the circle's 78.857
        // → 1.4402 circle diameters × 0.9961 × 23 = 33.0 points (books.vertical: 34.1).
        let books = try #require(symbols.first { $0.string == "symbol books.vertical.fill" })
        #expect(abs(books.frame.width - 33.0) <= 0.34, "\(books.frame)")
        // Outside a tab bar the same label keeps the outline.
        let plain = controlTexts(Label("Library", systemImage: "books.vertical"))
        #expect(plain.contains { $0.string == "symbol books.vertical" })
    }

    @Test func containerRelativeShapeIsTheViewsRectangleWithoutAContainerShape() throws {
        let shapes = controlShapes(ContainerRelativeShape().fill(Color.blue).frame(width: 120, height: 60), width: 120, height: 60)
        let shape = try #require(shapes.first)
        #expect(shape.path == Path(CGRect(x: 0, y: 0, width: 120, height: 60)))
    }

    @Test func containerRelativeShapeIsConcentricWithTheContainerShape() throws {
        // A view padded by 8 inside a container shaped RoundedRectangle(cornerRadius: 20):
        // a rounded rectangle of radius 20 − 8 = 12 in the view's frame.
        let view = ContainerRelativeShape().fill(Color.blue)
            .padding(8)
            .frame(width: 200, height: 100)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let shape = try #require(controlShapes(view, width: 200, height: 100).first)
        let expected = RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 0, y: 0, width: 184, height: 84)).offsetBy(dx: 8, dy: 8)
        #expect(shape.path == expected)
        // In pixels: the corner of the view's frame stays clear, a point 12 in along the top is blue.
        let image = try controlImage(view, width: 200, height: 100, scale: 1)
        #expect(close(rgba(image, 9, 9), [255, 255, 255, 255], 8))
        #expect(close(rgba(image, 20, 9), [0, 122, 255, 255], 8))
        // A circle container gives the circle inscribed in the padded view.
        let circle = ContainerRelativeShape().fill(Color.blue).padding(10).frame(width: 100, height: 100).containerShape(Circle())
        let disc = try #require(controlShapes(circle, width: 100, height: 100).first)
        #expect(disc.path.boundingRect.insetBy(dx: -0.01, dy: -0.01).contains(CGRect(x: 10, y: 10, width: 80, height: 80)))
        #expect(disc.path == Circle().path(in: CGRect(x: 0, y: 0, width: 80, height: 80)).offsetBy(dx: 10, dy: 10))
    }

    @Test func clipShapeWithContainerRelativeShapeClipsConcentrically() throws {
        // A blue view padded by 8 inside a RoundedRectangle(cornerRadius: 20) container,
        // clipped to ContainerRelativeShape: its corners are cut on a radius of 12.
        let view = Color.blue.clipShape(ContainerRelativeShape())
            .padding(8)
            .frame(width: 200, height: 100)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 200, height: 100)
        func clips(_ items: [DisplayList.Item]) -> [Path] {
            items.flatMap { item -> [Path] in
                guard case .group(let g) = item else { return [] }
                if case .clip(let path, _) = g.effect { return [path] + clips(g.items) }
                return clips(g.items)
            }
        }
        let found = clips(r.displayList().items)
        #expect(found.count == 1)
        let path = try #require(found.first)
        #expect(path == RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 0, y: 0, width: 184, height: 84)).offsetBy(dx: 8, dy: 8))
        let image = try controlImage(view, width: 200, height: 100, scale: 1)
        #expect(close(rgba(image, 9, 9), [255, 255, 255, 255], 8) && close(rgba(image, 20, 9), [0, 122, 255, 255], 8))
        // Without a container shape it clips to the view's rectangle: the corner is blue.
        let plain = try controlImage(Color.blue.clipShape(ContainerRelativeShape()).padding(8).frame(width: 200, height: 100),
                                     width: 200, height: 100, scale: 1)
        #expect(close(rgba(plain, 8, 8), [0, 122, 255, 255], 8))
    }

    struct NoteEditor: View {
        @FocusedValue(\.selectedNote) var note
        @FocusedBinding(\.draftText) var draft
        var body: some View {
            Text(note ?? draft ?? "Nothing focused")
                .focusedValue(\.selectedNote, "Groceries")
                .focusedSceneValue(\.selectedNote, "Scene")
        }
    }

    @Test func focusedValuesReadNilInAStillRender() {
        let drawn = controlTexts(NoteEditor())
        #expect(drawn.map(\.string) == ["Nothing focused"])
        #expect(controlSize(NoteEditor()) == controlSize(Text("Nothing focused")))
        var values = FocusedValues()
        #expect(values.selectedNote == nil)
        values.selectedNote = "Groceries"
        #expect(values.selectedNote == "Groceries")
    }

    @Test func textScaleAndTypesettingLanguageKeepLatinLayout() {
        let plain = controlSize(Text("12 kg"))
        #expect(controlSize(Text("12 kg").textScale(.secondary)) == plain)
        #expect(controlSize(Text("12 kg").typesettingLanguage(.init(identifier: "en"))) == plain)
        // The Text forms keep a Text, so they concatenate.
        let joined: Text = Text("12").textScale(.secondary) + Text(" kg").typesettingLanguage(.automatic)
        #expect(controlSize(joined) == plain)
        struct Probe: View {
            @Environment(\.textScale) var scale
            @Environment(\.typesettingLanguage) var language
            var body: some View { Text(scale == .secondary ? "secondary" : "default") + Text(language == .automatic ? " auto" : " explicit") }
        }
        #expect(controlTexts(Probe().textScale(.secondary).typesettingLanguage(.explicit(.init(identifier: "th")))).map(\.string) == ["secondary explicit"])
        #expect(controlTexts(Probe().textScale(.secondary, isEnabled: false).typesettingLanguage(.automatic)).map(\.string) == ["default auto"])
    }

    @Test func pasteButtonIsAProminentCapsuleWithTheClipboardSymbol() throws {
        let paste = PasteButton(payloadType: String.self) { _ in }
        let drawn = controlTexts(paste)
        #expect(drawn.map(\.string) == ["symbol doc.on.clipboard", "Paste"])
        // White on the tint, the size of the same bordered-prominent capsule button.
        #expect(drawn.allSatisfy { "\($0.paints[0])" == "#FFFFFF" }, "\(drawn.map(\.paints))")
        let button = Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
        #expect(controlSize(paste) == controlSize(button))
    }

    struct Chat: View {
        let count: Int
        let anchor: UnitPoint?
        var barBackground: Visibility = .automatic
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { i in Text("Message \(i)").frame(maxWidth: .infinity, minHeight: 60) }
                    }
                }
                .defaultScrollAnchor(anchor)
                .navigationTitle("Crew")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(barBackground, for: .navigationBar)
            }
        }
    }

    /// The inline bar's scroll-edge appearance (controls.md §1.4): transparent with no hairline
    /// while the scroll view rests at its top edge; the bar material (opaque approximation
    /// 249) and a black @0.30 hairline (249 → 178 on white) once content starts scrolled away
    /// from the top, as a chat anchored at the bottom does.
    @Test func navigationBarShowsItsMaterialOverContentScrolledBeneathIt() throws {
        func render(_ view: some View) throws -> RenderedImage {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 393, height: 852)
            r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
            r.isOpaque = true
            return try r.render()
        }
        let white = [255, 255, 255, 255]
        // Tall content anchored at the bottom: material from the top of the screen to the
        // bar's bottom (59 + 44 = 103), hairline in the row below.
        let chat = try render(Chat(count: 40, anchor: .bottom))
        #expect(close(rgba(chat, 6, 30), [249, 249, 249, 255], 2) && close(rgba(chat, 6, 100), [249, 249, 249, 255], 2))
        #expect(close(rgba(chat, 6, 103), [178, 178, 178, 255], 3), "\(rgba(chat, 6, 103))")
        // The same content at its top edge, and short content anchored at the bottom (it
        // fits, so the scroll view is at both edges): a transparent bar, no hairline.
        for view in [AnyView(Chat(count: 40, anchor: nil)), AnyView(Chat(count: 3, anchor: .bottom))] {
            let image = try render(view)
            #expect(close(rgba(image, 6, 30), white, 1) && close(rgba(image, 6, 103), white, 1), "\(rgba(image, 6, 103))")
        }
        // toolbarBackground(.hidden) keeps it transparent even over scrolled content.
        let hidden = try render(Chat(count: 40, anchor: .bottom, barBackground: .hidden))
        #expect(close(rgba(hidden, 6, 30), white, 1) && close(rgba(hidden, 6, 103), white, 1), "\(rgba(hidden, 6, 103))")
        // .visible draws it at the top edge too.
        let visible = try render(Chat(count: 40, anchor: nil, barBackground: .visible))
        #expect(close(rgba(visible, 6, 30), [249, 249, 249, 255], 2) && close(rgba(visible, 6, 103), [178, 178, 178, 255], 3))
    }
}
