import BackplateCore
import Foundation

/// The Sign in with Apple button (SwiftUI, with `import AuthenticationServices`).
///
/// Drawn as iOS draws it: a rounded rectangle filling the offered size (at least 140 × 30 pt,
/// the HIG's minimum) in the environment's `SignInWithAppleButton.Style` (black unless set),
/// with the Apple logo and the title centred. Estimates, not measured on iOS: the 6 pt corner
/// radius, the title at 43% of the height (the HIG's custom-button figure), medium weight.
/// VoiceOver reads it as one button named by its title. A still render never performs the
/// request: `onRequest` and `onCompletion` are not called.
nonisolated public struct SignInWithAppleButton: View {
    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button titled by `label` that configures its request with `onRequest` and reports the
    /// outcome to `onCompletion`.
    public init(_ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    /// The filled rounded rectangle with the logo and title.
    public var body: some View {
        GeometryReader { proxy in
            let shape = RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
            ZStack {
                shape.fill(style.fill)
                if style.outlined { shape.strokeBorder(Color.black, lineWidth: 1) }
                HStack(spacing: proxy.size.height * 0.1) {
                    Image(systemName: "apple.logo")
                    Text(verbatim: label.title)
                }
                .font(.system(size: proxy.size.height * Self.titleScale, weight: .medium))
                .foregroundStyle(style.ink)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.horizontal, 8)
            }
        }
        .frame(minWidth: 140, maxWidth: .infinity, minHeight: 30, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: label.title))
        .accessibilityAddTraits(.isButton)
    }

    /// The corner radius (an estimate: iOS's default button looks about 6 pt).
    static let cornerRadius: CGFloat = 6
    /// The title's size as a fraction of the height (the HIG's figure for custom buttons).
    static let titleScale: CGFloat = 0.43

    /// The title a Sign in with Apple button shows.
    public struct Label: Hashable, Sendable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The colours of a Sign in with Apple button (the same in light and dark appearance).
    public struct Style: Hashable, Sendable {
        let fill: Color
        let ink: Color
        let outlined: Bool
        /// A black button with white logo and title.
        public static let black = Style(fill: .black, ink: .white, outlined: false)
        /// A white button with black logo and title.
        public static let white = Style(fill: .white, ink: .black, outlined: false)
        /// A white button with black logo and title and a 1 pt black outline.
        public static let whiteOutline = Style(fill: .white, ink: .black, outlined: true)
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the Sign in with Apple buttons inside this view (`.black` by default).
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
