import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// The environment values SwiftUI's scroll and text-input modifiers write (the API coverage list
/// found them missing): defaults as on an iPhone, and each modifier's effect as Apple documents
/// it (`scrollDisabled` is cumulative, `scrollIndicators` and `scrollBounceBehavior` set the axes
/// they name, `autocorrectionDisabled` reads `disableAutocorrection ?? false`).
@Suite struct ScrollAndInputEnvironmentTests {
    struct Probe: View {
        @Environment(\.isScrollEnabled) var scroll
        @Environment(\.verticalScrollIndicatorVisibility) var vertical
        @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
        @Environment(\.verticalScrollBounceBehavior) var verticalBounce
        @Environment(\.horizontalScrollBounceBehavior) var horizontalBounce
        @Environment(\.scrollDismissesKeyboardMode) var keyboard
        @Environment(\.autocorrectionDisabled) var autocorrectionDisabled
        var body: some View {
            Text([String(scroll), vertical.name, horizontal.name, verticalBounce.name, horizontalBounce.name,
                  keyboard.name, String(autocorrectionDisabled)].joined(separator: " "))
        }
    }

    private func read<V: View>(_ view: V) -> String {
        layout(view, proposal(800, nil)).displayList().drawnTexts.first?.0 ?? ""
    }

    @Test func defaultsAreAnIPhonesOwn() {
        #expect(read(Probe()) == "true automatic automatic automatic automatic automatic false")
    }

    @Test func scrollDisabledIsCumulative() {
        #expect(read(Probe().scrollDisabled(true)).hasPrefix("false "))
        #expect(read(Probe().scrollDisabled(false).scrollDisabled(true)).hasPrefix("false "))
        #expect(read(Probe().scrollDisabled(true).scrollDisabled(false)).hasPrefix("false "))
        #expect(read(Probe().scrollDisabled(false)).hasPrefix("true "))
    }

    @Test func indicatorsAndBounceSetTheAxesTheyName() {
        #expect(read(Probe().scrollIndicators(.hidden, axes: .vertical))
            == "true hidden automatic automatic automatic automatic false")
        #expect(read(Probe().scrollIndicators(.never)) == "true never never automatic automatic automatic false")
        #expect(read(Probe().scrollBounceBehavior(.basedOnSize))
            == "true automatic automatic basedOnSize automatic automatic false")
        #expect(read(Probe().scrollBounceBehavior(.always, axes: [.horizontal, .vertical]))
            == "true automatic automatic always always automatic false")
    }

    @Test func keyboardAndAutocorrection() {
        #expect(read(Probe().scrollDismissesKeyboard(.interactively)).hasSuffix(" interactively false"))
        #expect(read(Probe().autocorrectionDisabled()).hasSuffix(" true"))
        #expect(read(Probe().autocorrectionDisabled(false)).hasSuffix(" false"))
        #expect(read(Probe().disableAutocorrection(true)).hasSuffix(" true"))
        #expect(read(Probe().disableAutocorrection(nil)).hasSuffix(" false"))
    }
}
