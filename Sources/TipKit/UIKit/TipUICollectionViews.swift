import BackplateCore
import BackplateUIKit
import Foundation

/// TipKit's collection view cell that shows a tip (iOS 17). Backplate never draws a UIKit
/// view, so configuring one with a tip warns at runtime, naming it and the tip.
@available(iOS 17.0, *)
public final class TipUICollectionViewCell: UICollectionViewCell {
    var content: TipUIKitContent?

    /// A cell with a frame and no tip yet.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A cell from an archive: no tip yet (the coder is not read on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Called after loading from a nib: never, as Linux has no nibs.
    public override func awakeFromNib() { super.awakeFromNib() }

    /// Shows `tip` in the cell (warns: the cell is never drawn) and returns the cell.
    @preconcurrency @discardableResult
    public func configureTip(_ tip: some Tip, arrowEdge: Edge? = nil, actionHandler: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> Self {
        content = TipUIKitContent(tip: tip, arrowEdge: arrowEdge, actionHandler: actionHandler)
        content?.warnNotDrawn("TipUICollectionViewCell")
        return self
    }

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

/// TipKit's reusable collection view element that shows a tip (iOS 17). Backplate never
/// draws a UIKit view, so configuring one with a tip warns at runtime, naming it and the tip.
@available(iOS 17.0, *)
public final class TipUICollectionReusableView: UICollectionReusableView {
    var content: TipUIKitContent?

    /// A view with a frame and no tip yet.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A view from an archive: no tip yet (the coder is not read on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Called after loading from a nib: never, as Linux has no nibs.
    public override func awakeFromNib() { super.awakeFromNib() }

    /// Shows `tip` in the view (warns: the view is never drawn) and returns the view.
    @preconcurrency @discardableResult
    public func configureTip(_ tip: some Tip, arrowEdge: Edge? = nil, actionHandler: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> Self {
        content = TipUIKitContent(tip: tip, arrowEdge: arrowEdge, actionHandler: actionHandler)
        content?.warnNotDrawn("TipUICollectionReusableView")
        return self
    }

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
