import BackplateCore
import BackplateUIKit
import Foundation

/// TipKit's tip view for UIKit layouts (iOS 17). Backplate never draws a `UIView`, so making one
/// warns at runtime, naming it and the tip: render the tip with a SwiftUI `TipView` instead.
@available(iOS 17.0, macOS 14.0, *)
public final class TipUIView: UIView {
    let content: TipUIKitContent

    /// A tip view for `tip`, with an optional arrow on `arrowEdge` and a handler for its actions
    /// (never called: nothing is tapped in a render). Warns that the view is not drawn.
    @preconcurrency
    public init(_ tip: some Tip, arrowEdge: Edge? = nil, actionHandler: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        content = TipUIKitContent(tip: tip, arrowEdge: arrowEdge, actionHandler: actionHandler)
        super.init(frame: .zero)
        content.warnNotDrawn("TipUIView")
    }

    /// Unavailable, as in TipKit: a tip view is made with its tip.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { return nil }

    /// The card's background colour (`nil`: the secondary system background).
    public override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue }
    }
    /// The card's corner radius (13, as a SwiftUI `TipView`'s).
    public var cornerRadius: CGFloat = TipUIKitContent.cornerRadius
    /// The size the tip's image fits in (35 × 35).
    public var imageSize: CGSize = TipUIKitContent.imageSize
    /// The style the card is made with (`MiniTipViewStyle`, the default card).
    public var viewStyle: any TipViewStyle = MiniTipViewStyle()
}
