import Foundation
import BackplateCore
import BackplateCairo

/// The options a `UIHostingController` uses to keep UIKit sizes in step with its SwiftUI
/// content's ideal size (iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Keeps the controller's `preferredContentSize` at the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// Keeps the controller's view's `intrinsicContentSize` at the content's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A UIKit view controller that hosts a SwiftUI view, as a stand-in: code that puts SwiftUI
/// views into UIKit compiles, and `sizeThatFits(in:)` answers with the SwiftUI layout's size,
/// text measured with Backplate's fonts. The controller's `view` is a UIKit view, which
/// Backplate never draws: render `rootView` itself.
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller hosts.
    public var rootView: Content
    /// Which UIKit sizes follow the content's ideal size (recorded: there is no Auto Layout
    /// pass in a render; `sizeThatFits(in:)` gives that size).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe-area regions the content respects (recorded).
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The size the content takes when offered `size`: each dimension of `size` is a
    /// proposal, infinite or `greatestFiniteMagnitude` ones included (a flexible view takes
    /// them, text takes what it needs), as SwiftUI answers for a hosting controller.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func proposal(_ length: CGFloat) -> CGFloat? {
            guard length.isFinite, length < .greatestFiniteMagnitude else { return .infinity }
            return max(0, length)
        }
        let proposed = ProposedViewSize(width: proposal(size.width), height: proposal(size.height))
        let content = rootView
        return PangoTextEngine.withPooledEngine { engine in
            LayoutTree.make(content, proposal: proposed, environment: EnvironmentValues(), textEngine: engine).size
        }
    }
}
