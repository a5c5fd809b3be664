import BackplateCore
import Foundation

/// TipKit's default tip view style, as `MiniTipViewStyle`: the card every `TipView` draws
/// without `.tipViewStyle(_:)` (image, headline title, secondary message, actions below a
/// divider, on the secondary background), so `.tipViewStyle(.miniTip)` draws the same card.
@MainActor @preconcurrency
public struct MiniTipViewStyle: TipViewStyle {
    /// The default style (made on any thread: a UIKit tip view's default `viewStyle`).
    public nonisolated init() {}

    /// The default tip card for `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultTipViewCard(configuration: configuration)
    }
}

extension TipViewStyle where Self == MiniTipViewStyle {
    /// The default style for a tip view.
    public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}
