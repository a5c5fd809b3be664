import Foundation
import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
@testable import BackplateCore

private struct BorderWidthKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }

extension EnvironmentValues {
    fileprivate var borderWidth: CGFloat {
        get { self[BorderWidthKey.self] }
        set { self[BorderWidthKey.self] = newValue }
    }
}

/// A custom view reading the environment.
private struct Bordered: View {
    @Environment(\.borderWidth) var width
    @Environment(\.colorScheme) var scheme
    var body: some View {
        Color.red.frame(width: 10, height: 10).padding(width).id(scheme == .dark ? "dark" : "light")
    }
}

/// A custom modifier reading the environment where it is applied.
private struct Inset: ViewModifier {
    @Environment(\.borderWidth) var width
    func body(content: Content) -> some View { content.padding(width * 2) }
}

/// Seed 001's RainbowBackground: six padding/background pairs.
private struct Rainbow: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding().background(Color.purple)
            .padding().background(Color.blue)
            .padding().background(Color.green)
            .padding().background(Color.yellow)
            .padding().background(Color.orange)
            .padding().background(Color.red)
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout)) struct EnvironmentAndModifierTests {
    @Test func environmentKeyDefaultAndOverride() {
        expectSize(layout(Bordered()).size, 16, 16)
        expectSize(layout(Bordered().environment(\.borderWidth, 10)).size, 30, 30)
    }

    @Test func nearestEnvironmentValueWins() {
        let t = layout(VStack { Bordered().environment(\.borderWidth, 1) }.environment(\.borderWidth, 20))
        expectSize(t.size, 12, 12)
    }

    @Test func colorSchemeReachesCustomViews() {
        let t = layout(Bordered().environment(\.colorScheme, .dark))
        #expect(t.frame(of: "dark") != nil)
        #expect(t.frame(of: "light") == nil)
    }

    @Test func namedColorsResolvePerColorScheme() {
        var env = EnvironmentValues()
        #expect(Color.red.resolve(in: env).rgba.description == "#FF3B30")
        env.colorScheme = .dark
        #expect(Color.red.resolve(in: env).rgba.description == "#FF453A")
        let fills = layout(Color.blue.frame(width: 1, height: 1).environment(\.colorScheme, .dark)).displayList().description
        #expect(fills.contains("#0A84FF"))
    }

    @Test func customModifierReadsTheEnvironment() {
        expectSize(layout(Color.red.frame(width: 10, height: 10).modifier(Inset())).size, 22, 22)
        expectSize(layout(Color.red.frame(width: 10, height: 10).modifier(Inset()).environment(\.borderWidth, 1)).size, 14, 14)
    }

    @Test func rainbowNestsSixPaddedBackgrounds() {
        let t = layout(Color.black.frame(width: 10, height: 10).modifier(Rainbow()))
        expectSize(t.size, 10 + 6 * 32, 10 + 6 * 32)
        let paints = t.displayList().flattenedLeaves.compactMap { item -> String? in
            if case .shape(let s) = item { return s.paint.description } else { return nil }
        }
        // Outermost (red) is drawn first, the content last.
        #expect(paints == ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#007AFF", "#AF52DE", "#000000"])
    }

    @Test func modifierContentAppliedTwiceAndConcatenated() {
        expectSize(layout(Color.red.frame(width: 10, height: 10).modifier(Inset()).modifier(Inset())).size, 34, 34)
        expectSize(layout(Color.red.frame(width: 10, height: 10).modifier(Inset().concat(Inset()))).size, 34, 34)
    }

    @Test func foregroundStyleFillsShapesAndHierarchyFollows() {
        let t = layout(VStack {
            Rectangle().frame(width: 1, height: 1)
            Rectangle().fill(.secondary).frame(width: 1, height: 1)
        }.foregroundStyle(.red))
        let paints = t.displayList().flattenedLeaves.compactMap { item -> String? in
            if case .shape(let s) = item { return s.paint.description } else { return nil }
        }
        #expect(paints == ["#FF3B30", "#FF3B3080"])
        let plain = layout(Rectangle().frame(width: 1, height: 1)).displayList().description
        #expect(plain.contains("#000000"))
    }

    @Test func accentColorFlowsDownAndIsOverriddenDeeper() {
        let t = layout(VStack {
            Color.accentColor.frame(width: 1, height: 1).accentColor(.blue)
            Color.accentColor.frame(width: 1, height: 1)
        }.accentColor(.red))
        let paints = t.displayList().flattenedLeaves.compactMap { item -> String? in
            if case .shape(let s) = item { return s.paint.description } else { return nil }
        }
        #expect(paints == ["#007AFF", "#FF3B30"])
        #expect(layout(Color.accentColor.frame(width: 1, height: 1)).displayList().description.contains("#007AFF"))
    }

    @Test func stateAndBindingHoldValues() {
        struct Toggle2: View {
            @State var wide = true
            var body: some View { Child(wide: $wide) }
        }
        struct Child: View {
            @Binding var wide: Bool
            var body: some View { Color.red.frame(width: wide ? 40 : 10, height: 10) }
        }
        expectSize(layout(Toggle2()).size, 40, 10)
    }
}
