import Foundation
import BackplateCore

/// UIKit's spinner, drawn as SwiftUI's circular `ProgressView`, the same spinner frozen in one
/// frame: 20 points across, 37 for the large styles, in `color` (the system's grey by default).
/// A stopped spinner that `hidesWhenStopped` is hidden, as UIKit hides it.
open class UIActivityIndicatorView: UIView, UIKitDrawnView {
    /// The spinner's size and, for the styles deprecated in iOS 13, its colour (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A large white spinner (deprecated in iOS 13: `.large` with a white `color`).
        @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorView.Style.large")
        case whiteLarge = 0
        /// A white spinner (deprecated in iOS 13: `.medium` with a white `color`).
        @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorView.Style.medium")
        case white = 1
        /// A grey spinner (deprecated in iOS 13: `.medium`).
        @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorView.Style.medium")
        case gray = 2
        /// The medium spinner (iOS 13).
        case medium = 100
        /// The large spinner (iOS 13).
        case large = 101
    }

    /// The spinner's size (`.medium`).
    open var style: Style = .medium
    /// The spinner's colour (white for the deprecated white styles, else the system's grey).
    open var color: UIColor! {
        get { assignedColor ?? (style.rawValue <= 1 ? .white : nil) }
        set { assignedColor = newValue }
    }
    private var assignedColor: UIColor?
    /// Whether the spinner is hidden while stopped (`true`): it sets `isHidden` as it starts and stops.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the spinner is spinning (a render shows one frame of it).
    open private(set) var isAnimating = false

    /// A spinner of `style`, hidden until it starts.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// A medium spinner, hidden until it starts.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A spinner from an archive (no storyboard on Linux): medium, hidden until it starts.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts spinning, and shows the spinner.
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops spinning, and hides the spinner when it `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    private var isLarge: Bool { style == .large || style.rawValue == 0 }

    /// The spinner's side, whatever is offered: 20, or 37 for the large styles.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    /// The spinner's side: 20, or 37 for the large styles.
    open override var intrinsicContentSize: CGSize { isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    /// The spinner at its side (its hugging keeps it there in SwiftUI); nothing while hidden.
    @MainActor package func swiftUIDrawing() -> AnyView {
        let side = intrinsicContentSize
        guard !isHidden else { return AnyView(Color.clear.frame(width: side.width, height: side.height)) }
        let spinner = ProgressView().progressViewStyle(.circular).controlSize(isLarge ? .large : .regular)
        return AnyView(spinner.tint(color.map { Color(uiColor: $0) }).frame(width: side.width, height: side.height))
    }
}
