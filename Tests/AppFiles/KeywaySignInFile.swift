import Backplate

// Keyway, a password-manager sign-in screen: e-mail and password fields with
// `.textContentType`, `.keyboardType`, `.textInputAutocapitalization(.never)`,
// `.autocorrectionDisabled()`, `.submitLabel`, `.onSubmit` moving a `@FocusState` enum, a
// SecureField that can be revealed, inline validation, a large bordered-prominent button that
// is disabled until the form is valid, a `ProgressView` overlay while signing in, markdown
// links in the legal footnote, a `Link`, and `.privacySensitive()` on the vault preview.

enum KeywayField: Hashable {
    case email, password
}

@Observable
final class KeywaySession {
    var email: String
    var password: String
    var isSigningIn = false
    var errorMessage: String?

    init(email: String = "", password: String = "", isSigningIn: Bool = false, errorMessage: String? = nil) {
        self.email = email
        self.password = password
        self.isSigningIn = isSigningIn
        self.errorMessage = errorMessage
    }

    var emailLooksValid: Bool {
        let parts = email.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    var canSubmit: Bool { emailLooksValid && password.count >= 8 && !isSigningIn }

    func signIn() {
        isSigningIn = true
    }
}

struct KeywayFieldBackground: ViewModifier {
    var isFocused: Bool
    var isInvalid: Bool

    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 14)
            .frame(height: 50)
            .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .strokeBorder(isInvalid ? Color.red : (isFocused ? Color.accentColor : .clear), lineWidth: 1.5)
            }
    }
}

extension View {
    func keywayField(focused: Bool, invalid: Bool = false) -> some View {
        modifier(KeywayFieldBackground(isFocused: focused, isInvalid: invalid))
    }
}

struct KeywaySignInScreen: View {
    @State var session = KeywaySession()
    @FocusState private var focusedField: KeywayField?
    @State private var revealsPassword = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Image(systemName: "key.fill")
                .font(.system(size: 34, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 64, height: 64)
                .background(Color.accentColor.gradient, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                .padding(.top, 24)

            VStack(alignment: .leading, spacing: 6) {
                Text("Welcome back")
                    .font(.largeTitle.bold())
                Text("Sign in to unlock your vault.")
                    .foregroundStyle(.secondary)
            }

            VStack(alignment: .leading, spacing: 6) {
                TextField("Email", text: $session.email, prompt: Text("you@example.com"))
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                    .focused($focusedField, equals: .email)
                    .onSubmit { focusedField = .password }
                    .keywayField(focused: focusedField == .email,
                                 invalid: !session.email.isEmpty && !session.emailLooksValid)
                if !session.email.isEmpty && !session.emailLooksValid {
                    Label("Enter a valid email address", systemImage: "exclamationmark.circle")
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }

            HStack {
                Group {
                    if revealsPassword {
                        TextField("Master password", text: $session.password)
                    } else {
                        SecureField("Master password", text: $session.password)
                    }
                }
                .textContentType(.password)
                .submitLabel(.go)
                .focused($focusedField, equals: .password)
                .onSubmit {
                    if session.canSubmit { session.signIn() }
                }
                Button {
                    revealsPassword.toggle()
                } label: {
                    Image(systemName: revealsPassword ? "eye.slash" : "eye")
                        .foregroundStyle(.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(revealsPassword ? "Hide password" : "Show password")
            }
            .keywayField(focused: focusedField == .password)

            Button {
                session.signIn()
            } label: {
                Text("Sign In")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!session.canSubmit)
            .overlay {
                if session.isSigningIn {
                    ProgressView()
                        .tint(.white)
                }
            }

            HStack {
                Link("Forgot password?", destination: URL(string: "https://example.com/reset")!)
                Spacer()
                Button("Use passkey") {}
            }
            .font(.subheadline)

            Spacer()

            Text("By signing in you agree to the [Terms of Service](https://example.com/terms) and the [Privacy Policy](https://example.com/privacy).")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
        }
        .padding(.horizontal, 24)
        .tint(.indigo)
        .onAppear { focusedField = .email }
    }
}

struct KeywayVaultPreviewCard: View {
    var isLocked: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Bank of Example", systemImage: "building.columns")
                .font(.headline)
            Text("Card ending 4421")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text("PIN 7719")
                .font(.title3.monospacedDigit())
                .privacySensitive()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
        .redacted(reason: isLocked ? .privacy : [])
    }
}

#Preview("Empty") {
    KeywaySignInScreen()
}

#Preview("Signing in") {
    KeywaySignInScreen(session: KeywaySession(email: "ana@example.com", password: "correct horse", isSigningIn: true))
}

#Preview("Invalid", traits: .sizeThatFitsLayout) {
    KeywaySignInScreen(session: KeywaySession(email: "ana@example", password: "short"))
}

#Preview("Vault card") {
    VStack {
        KeywayVaultPreviewCard(isLocked: false)
        KeywayVaultPreviewCard(isLocked: true)
    }
    .padding()
}
