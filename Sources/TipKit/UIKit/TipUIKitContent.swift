import BackplateCore
import BackplateUIKit
import Foundation

/// What a UIKit tip view or controller was given: the tip, its arrow and action handler. A
/// UIKit view is never drawn by Backplate, so showing one warns, naming the kind and the tip.
struct TipUIKitContent {
    let tip: any Tip
    let arrowEdge: Edge?
    let actionHandler: @MainActor @Sendable (Tips.Action) -> Void

    /// The card's defaults, the same as a SwiftUI `TipView`'s (estimated, see `TipView`).
    static let cornerRadius: CGFloat = 13
    static let imageSize = CGSize(width: 35, height: 35)

    /// Warns that `kind` (a UIKit tip class) shows this tip where Backplate draws nothing.
    func warnNotDrawn(_ kind: String) {
        RuntimeWarning.emit("\(kind): Backplate draws no UIKit views; the tip \"\(tip.id)\" is not drawn (a SwiftUI TipView draws it)")
    }
}
