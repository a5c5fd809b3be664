import Foundation
import BackplateUIKit

/// UIKit's Sign in with Apple button: keeps its type, style and corner radius. Like Backplate's
/// other UIKit views it is not drawn (in a representable it warns); SwiftUI code draws
/// `SignInWithAppleButton`, which Backplate draws as iOS does.
open class ASAuthorizationAppleIDButton: UIControl {
    /// The button's title.
    public enum ButtonType: Int, Sendable {
        /// "Sign in with Apple".
        case signIn = 0
        /// "Continue with Apple".
        case `continue` = 1
        /// "Sign up with Apple".
        case signUp = 2
        /// The default title: "Sign in with Apple".
        public static let `default` = ButtonType.signIn
    }

    /// The button's colours.
    public enum Style: Int, Sendable {
        /// White with black logo and title.
        case white = 0
        /// White with a black outline.
        case whiteOutline = 1
        /// Black with white logo and title.
        case black = 2
    }

    let buttonType: ButtonType
    let buttonStyle: Style
    /// The radius of the button's corners (6 pt unless set: an estimate, as SwiftUI's button's).
    open var cornerRadius: CGFloat = 6

    /// A button of `type` and `style`.
    public init(authorizationButtonType type: ASAuthorizationAppleIDButton.ButtonType,
                authorizationButtonStyle style: ASAuthorizationAppleIDButton.Style) {
        buttonType = type
        buttonStyle = style
        super.init(frame: .zero)
    }

    /// A button of `type` and `style`.
    public convenience init(type: ASAuthorizationAppleIDButton.ButtonType, style: ASAuthorizationAppleIDButton.Style) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }

    /// A button from an archive: there is no storyboard on Linux, so a black "Sign in" button.
    public required init?(coder: NSCoder) {
        buttonType = .signIn
        buttonStyle = .black
        super.init(coder: coder)
    }
}
