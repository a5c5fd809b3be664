import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// SwiftUI modifiers that a still render shows nothing of (no status bar, home indicator,
/// pointer, press or open menu), declared so app code compiles: each must leave the display
/// list exactly as without it, and the environment-writing ones must reach the environment
/// with SwiftUI's names and defaults (`menuIndicatorVisibility` `.automatic`, `menuOrder`
/// `.automatic`, `buttonRepeatBehavior` `.automatic`). `toolbarBackgroundVisibility` (iOS 18)
/// is `toolbarBackground(_:for:)` with a visibility under its new name, so both draw alike.
@MainActor @Suite struct SystemAndMenuModifierTests {
    private func list<V: View>(_ view: V) -> DisplayList {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return renderer.displayList()
    }

    private var card: some View {
        VStack {
            Text("Plan")
            Button("Buy") {}
            Menu("More") { Button("Share") {} }
        }
        .padding()
        .background(Color.yellow, in: .rect(cornerRadius: 12))
    }

    @Test func inertModifiersDrawNothing() {
        let plain = list(card)
        #expect(list(card.statusBarHidden()) == plain)
        #expect(list(card.persistentSystemOverlays(.hidden)) == plain)
        #expect(list(card.defersSystemGestures(on: .bottom)) == plain)
        #expect(list(card.hoverEffect(.lift)) == plain)
        #expect(list(card.hoverEffectDisabled()) == plain)
        #expect(list(card.scrollIndicatorsFlash(onAppear: true)) == plain)
        #expect(list(card.scrollIndicatorsFlash(trigger: 1)) == plain)
        #expect(list(card.selectionDisabled()) == plain)
        #expect(list(card.toolbar(removing: .sidebarToggle)) == plain)
        #expect(list(card.menuIndicator(.hidden)) == plain)
        #expect(list(card.menuOrder(.fixed)) == plain)
        #expect(list(card.buttonRepeatBehavior(.enabled)) == plain)
    }

    @Test func recentTransitionsAndWritingToolsDrawTheViewAtRest() {
        let symbol = Image(systemName: "play.circle.fill").font(.title)
        #expect(list(symbol.contentTransition(.symbolEffect(.replace.magic(fallback: .downUp)))) == list(symbol))
        #expect(list(card.transition(.blurReplace)) == list(card))
        #expect(list(card.transition(.blurReplace(.upUp))) == list(card))
        #expect(list(card.writingToolsBehavior(.disabled)) == list(card))
        #expect(list(card.onScrollTargetVisibilityChange(idType: Int.self) { _ in }) == list(card))
        #expect(BlurReplaceTransition.blurReplace.configuration == .downUp)
    }

    struct EnvironmentEcho: View {
        @Environment(\.menuIndicatorVisibility) var indicator
        @Environment(\.menuOrder) var order
        @Environment(\.buttonRepeatBehavior) var repeating
        var body: some View {
            Text(verbatim: "\(indicator == .hidden) \(order == .fixed) \(repeating == .enabled)")
        }
    }

    @Test func environmentWritingModifiersReachTheEnvironment() {
        func string<V: View>(_ view: V) -> String? {
            list(view).drawnTexts.first?.0
        }
        #expect(string(EnvironmentEcho()) == "false false false")
        #expect(string(EnvironmentEcho().menuIndicator(.hidden).menuOrder(.fixed).buttonRepeatBehavior(.enabled)) == "true true true")
        #expect(EnvironmentValues().menuIndicatorVisibility == .automatic)
        #expect(EnvironmentValues().menuOrder == .automatic && EnvironmentValues().buttonRepeatBehavior == .automatic)
    }

    @Test func toolbarBackgroundVisibilityIsToolbarBackground() {
        func screen(_ visible: Bool?) -> some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .modifier(BarVisibility(visible: visible))
            }
        }
        let renamed = list(screen(true))
        let classic = list(NavigationStack {
            List { Text("Row") }
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
        })
        #expect(renamed == classic)
        // And it is not inert: at rest, an inline bar over a list at its top draws no material.
        #expect(renamed != list(screen(nil)))
    }

    struct BarVisibility: ViewModifier {
        let visible: Bool?
        func body(content: Content) -> some View {
            if let visible {
                content.toolbarBackgroundVisibility(visible ? .visible : .hidden, for: .navigationBar)
            } else {
                content
            }
        }
    }
}
