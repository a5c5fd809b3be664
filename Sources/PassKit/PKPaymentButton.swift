import BackplateUIKit
import Foundation

/// UIKit's Apple Pay button: keeps its type, style and corner radius. Like Backplate's other
/// UIKit views it is not drawn (in a representable it warns); SwiftUI code draws
/// `PayWithApplePayButton`, which Backplate draws as iOS does. A render is never tapped, so it
/// never sends `.touchUpInside`.
open class PKPaymentButton: UIButton {
    /// The call to action.
    let paymentButtonType: PKPaymentButtonType
    /// The colours.
    let paymentButtonStyle: PKPaymentButtonStyle
    /// The radius of the button's corners (4 pt unless set: an estimate of iOS's default).
    open var cornerRadius: CGFloat = 4

    /// A button of `type` and `style`.
    public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
        paymentButtonType = type
        paymentButtonStyle = style
        super.init(frame: .zero)
    }

    /// A button of `buttonType` and `buttonStyle`.
    public convenience init(type buttonType: PKPaymentButtonType, style buttonStyle: PKPaymentButtonStyle) {
        self.init(paymentButtonType: buttonType, paymentButtonStyle: buttonStyle)
    }

    /// A button from an archive: there is no storyboard on Linux, so a black plain button.
    public required init?(coder: NSCoder) {
        paymentButtonType = .plain
        paymentButtonStyle = .black
        super.init(coder: coder)
    }
}

/// The colours of a `PKAddPassButton`.
public enum PKAddPassButtonStyle: Int, Sendable {
    /// Black, for light backgrounds.
    case black = 0
    /// Black with a light outline, for dark backgrounds.
    case blackOutline = 1
}

/// UIKit's Add to Apple Wallet button: keeps its style. Like Backplate's other UIKit views it is
/// not drawn; SwiftUI code draws `AddPassToWalletButton`. A render is never tapped.
open class PKAddPassButton: UIButton {
    /// The button's colours.
    open var addPassButtonStyle: PKAddPassButtonStyle

    /// A button of `style`.
    public init(addPassButtonStyle style: PKAddPassButtonStyle) {
        addPassButtonStyle = style
        super.init(frame: .zero)
    }

    /// A button from an archive: there is no storyboard on Linux, so a black button.
    public required init?(coder: NSCoder) {
        addPassButtonStyle = .black
        super.init(coder: coder)
    }
}
