import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 26's label spacing, button sizing, `safeAreaBar`, search toolbar behaviour and
/// `DefaultToolbarItem`: the sizes they give (label spacing per Apple's documentation: the
/// spacing replaces the 8 points between a symbol and a text; the reserved width is the icon's
/// column), the environment values they set, and the runtime warnings where Backplate draws
/// less than iOS 26.
@MainActor
@Suite(.tags(.layout)) struct IOS26LayoutAPITests {
    private func size<V: View>(_ view: V) -> CGSize {
        let r = ImageRenderer(content: view)
        return r.layout().size
    }

    @Test func labelIconToTitleSpacingReplacesTheStackSpacing() {
        let plain = size(Label("Inbox", systemImage: "tray").fixedSize())
        let spaced = size(Label("Inbox", systemImage: "tray").labelIconToTitleSpacing(20).fixedSize())
        // 8 points between the symbol and the title by default, 20 with the modifier.
        #expect(abs(spaced.width - plain.width - 12) < 0.01)
        #expect(abs(spaced.height - plain.height) < 0.01)
    }

    @Test func labelReservedIconWidthGivesEveryIconTheSameColumn() {
        let icon = size(Image(systemName: "tray").fixedSize())
        let plain = size(Label("Inbox", systemImage: "tray").fixedSize())
        let reserved = size(Label("Inbox", systemImage: "tray").labelReservedIconWidth(40).fixedSize())
        #expect(icon.width > 10 && icon.width < 40)
        // The icon's own width is replaced by the 40-point column.
        #expect(abs(reserved.width - plain.width - (40 - icon.width)) < 0.01)
        // Two labels whose icons differ in width start their titles at the same x.
        let narrow = size(Label("Inbox", systemImage: "info.circle").labelReservedIconWidth(40).fixedSize())
        #expect(abs(narrow.width - reserved.width) < 0.01)
    }

    /// A 1-point square, 2 points wide when the environment's button sizing is `.fitted`, 3 when
    /// it is `.flexible`.
    private struct SizingReader: View {
        @Environment(\.buttonSizing) var sizing
        var body: some View {
            Color.clear.frame(width: sizing == .fitted ? 2 : sizing == .flexible ? 3 : 1, height: 1)
        }
    }

    @Test func buttonSizingIsAnEnvironmentValue() throws {
        #expect(size(SizingReader()).width == 1)
        #expect(size(SizingReader().buttonSizing(.fitted)).width == 2)
        #expect(size(SizingReader().buttonSizing(.flexible)).width == 3)
    }

    /// `.flexible` (iOS 26): bordered and glass buttons take the width offered, their label
    /// centred; fitted ones hug the label and its 12-point side padding.
    @Test func flexibleBorderedAndGlassButtonsFillTheWidthOffered() throws {
        func layout<V: View>(_ view: V) -> LayoutTree {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 300, height: 200)
            return r.layout()
        }
        func frames<S: PrimitiveButtonStyle>(_ style: S, _ sizing: ButtonSizing) throws -> (button: CGRect, title: CGRect) {
            let tree = layout(Button { } label: { Text("Save").id("title") }.buttonStyle(style).id("button").buttonSizing(sizing))
            return (try #require(tree.frame(of: "button")), try #require(tree.frame(of: "title")))
        }
        for (name, flexible, fitted) in [("bordered", try frames(.bordered, .flexible), try frames(.bordered, .fitted)),
                                         ("borderedProminent", try frames(.borderedProminent, .flexible), try frames(.borderedProminent, .automatic)),
                                         ("glass", try frames(.glass, .flexible), try frames(.glass, .fitted)),
                                         ("glassProminent", try frames(.glassProminent, .flexible), try frames(.glassProminent, .fitted))] {
            #expect(abs(flexible.button.width - 300) < 0.01, "\(name) \(flexible.button)")
            #expect(abs(flexible.title.midX - flexible.button.midX) < 0.5, "\(name) \(flexible.title)")
            #expect(abs(fitted.button.width - (fitted.title.width + 24)) < 0.5, "\(name) \(fitted.button)")
        }
        // Two flexible buttons share a row as equals.
        let row = layout(HStack(spacing: 12) {
            Button("Extend") {}.buttonStyle(.glass).id("a")
            Button("Stop") {}.buttonStyle(.glassProminent).id("b")
        }.buttonSizing(.flexible))
        #expect(abs((row.frame(of: "a")?.width ?? 0) - 144) < 0.01 && abs((row.frame(of: "b")?.width ?? 0) - 144) < 0.01)
    }

    @Test func flexibleSizingWarnsWhereAControlKeepsItsFittedWidth() throws {
        let (_, buttons) = RuntimeWarning.collecting { size(Button("Save") {}.buttonStyle(.bordered).buttonSizing(.flexible)) }
        #expect(!buttons.contains { $0.contains("buttonSizing") }, "\(buttons)")
        let (_, picker) = RuntimeWarning.collecting {
            size(Picker("Size", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.menu).buttonSizing(.flexible))
        }
        #expect(picker.contains { $0.contains("buttonSizing(.flexible)") && $0.contains("menu pickers") }, "\(picker)")
    }

    @Test func safeAreaBarIsLaidOutAsASafeAreaInsetAndSaysItsEdgeEffectIsNotDrawn() throws {
        func layout<V: View>(_ view: V) -> LayoutTree {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 200, height: 300)
            return r.layout()
        }
        let content = Color.blue.id("content")
        let bar = Color.red.frame(height: 44).id("bar")
        let (barTree, warnings) = RuntimeWarning.collecting {
            layout(content.safeAreaBar(edge: .bottom, spacing: 0) { bar })
        }
        let insetTree = layout(content.safeAreaInset(edge: .bottom, spacing: 0) { bar })
        let barFrame = try #require(barTree.frame(of: "bar")), insetFrame = try #require(insetTree.frame(of: "bar"))
        #expect(barFrame == insetFrame)
        #expect(abs(barFrame.minY - 256) < 0.01)
        #expect(barTree.frame(of: "content") == insetTree.frame(of: "content"))
        #expect(warnings.contains { $0.contains("safeAreaBar") })
    }

    @Test func aMinimizedSearchToolbarIsNamedInAWarning() throws {
        let list = NavigationStack { List { Text("Row") }.navigationTitle("Mail") }
            .searchable(text: .constant(""))
        let (_, minimized) = RuntimeWarning.collecting { size(list.searchToolbarBehavior(.minimize)) }
        #expect(minimized.contains { $0.contains("searchToolbarBehavior(.minimize)") })
        let (_, automatic) = RuntimeWarning.collecting { size(list.searchToolbarBehavior(.automatic)) }
        #expect(!automatic.contains { $0.contains("searchToolbarBehavior") })
    }

    @Test func aDefaultToolbarItemDrawsNothingAndSaysSo() throws {
        func render<V: View>(_ view: V) throws -> RenderedImage {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 393, height: 400)
            return try r.render()
        }
        let base = NavigationStack { Text("Body").navigationTitle("Title") }
        let (moved, warnings) = try RuntimeWarning.collecting {
            try render(NavigationStack {
                Text("Body").navigationTitle("Title")
                    .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
            })
        }
        let plain = try render(base)
        #expect(try moved.pngData() == plain.pngData())
        #expect(warnings.contains { $0.contains("DefaultToolbarItem(kind: .search)") })
    }
}
