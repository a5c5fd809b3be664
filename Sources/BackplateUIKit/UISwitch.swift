import Foundation
import BackplateCore

/// UIKit's switch, drawn as the SwiftUI `Toggle` iOS draws with it: on or off, in `onTintColor`
/// (system green by default), dimmed when disabled, at the toggle's size. `thumbTintColor`
/// is kept and not drawn, with a runtime warning.
open class UISwitch: UIControl, UIKitDrawnView {
    /// Whether the switch is on (`false`).
    open var isOn = false
    /// The track's colour when on (`nil`: system green).
    open var onTintColor: UIColor?
    /// The thumb's colour (`nil`: white). Kept; the thumb is drawn white, with a warning.
    open var thumbTintColor: UIColor?
    /// The look of the switch (`.automatic`: a switch on iPhone).
    open var preferredStyle = Style.automatic

    /// A switch's looks (iOS 14; an iPhone always draws a switch).
    public enum Style: Int, Sendable {
        /// The platform's look.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }

    /// A switch (its size is the toggle's whatever `frame` says, as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.frame.size = sizeThatFits(.zero)
    }
    /// A switch from an archive (no storyboard on Linux): off.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets `isOn` (nothing animates in a render).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The toggle's size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIHostingController(rootView: toggle).sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    }
    /// The toggle's size.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    private var toggle: some View {
        Toggle("", isOn: .constant(isOn)).labelsHidden()
            .tint(Color(uiColor: onTintColor ?? .systemGreen))
            .disabled(!isEnabled)
    }

    @MainActor package func swiftUIDrawing() -> AnyView {
        if thumbTintColor != nil { RuntimeWarning.emit("UISwitch.thumbTintColor is not drawn: the thumb is white, as iOS's default") }
        return AnyView(toggle)
    }
}
