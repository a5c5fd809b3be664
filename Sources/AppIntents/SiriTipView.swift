import BackplateCore
import Foundation

/// A view showing the phrase that runs an App Shortcut (iOS draws a system card with it).
/// Backplate has no measurements of that card, so a still render draws nothing in its place
/// and takes no space, with a runtime warning naming the intent; hidden by `isVisible`, it
/// draws nothing on iOS either, and no warning is given.
nonisolated public struct SiriTipView: View {
    let intentName: String
    let isVisible: Binding<Bool>

    /// A tip for `intent`'s App Shortcut, shown while `isVisible` is true (the close button
    /// sets it to false).
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
        intentName = String(describing: Intent.self)
        self.isVisible = isVisible
    }

    /// Nothing, with the runtime warning.
    public var body: some View {
        if isVisible.wrappedValue {
            RuntimeWarning.emit("SiriTipView: the Siri tip card for \(intentName) is not drawn by Backplate (its look is unmeasured); it takes no space")
        }
        return EmptyView()
    }
}

/// The colours of a Siri tip card.
public struct SiriTipViewStyle: Hashable, Sendable {
    let name: String

    /// Light or dark with the color scheme.
    public static let automatic = SiriTipViewStyle(name: "automatic")
    /// A dark card.
    public static let dark = SiriTipViewStyle(name: "dark")
    /// A light card.
    public static let light = SiriTipViewStyle(name: "light")
}

extension View {
    /// Sets the style of the Siri tips inside this view: no effect, as a still render draws no tip.
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }
}
