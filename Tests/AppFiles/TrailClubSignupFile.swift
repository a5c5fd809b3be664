import SwiftUI
import UIKit

// A 2021-style sign-up screen: SwiftUI layout around UIKit text fields wrapped for their
// keyboard and content types, a search bar for finding a club, an attributed terms label,
// a pop-up button for the region and a spinner while the request runs.

final class SignupModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var clubQuery = ""
    @Published var region = "Europe"
    @Published var isSubmitting = false

    static let regions = ["Americas", "Europe", "Asia Pacific"]

    var canSubmit: Bool { email.contains("@") && password.count >= 8 }
}

struct SignupTextField: UIViewRepresentable {
    let placeholder: String
    @Binding var text: String
    var symbol: String
    var isSecure = false
    var contentType: UITextContentType? = nil
    var keyboard: UIKeyboardType = .default

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = isSecure
        field.textContentType = contentType
        field.keyboardType = keyboard
        field.autocapitalizationType = .none
        field.clearButtonMode = .whileEditing
        let icon = UIImageView(image: UIImage(systemName: symbol))
        icon.tintColor = .secondaryLabel
        icon.contentMode = .center
        icon.frame = CGRect(x: 0, y: 0, width: 36, height: 20)
        field.leftView = icon
        field.leftViewMode = .always
        field.delegate = context.coordinator
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
    }
}

struct ClubSearchBar: UIViewRepresentable {
    @Binding var query: String

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.searchBarStyle = .minimal
        bar.placeholder = "Find a trail club"
        bar.autocapitalizationType = .none
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) { uiView.text = query }
}

struct TermsLabel: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        let text = NSMutableAttributedString(string: "By joining you agree to the ", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .footnote), .foregroundColor: UIColor.secondaryLabel,
        ])
        text.append(NSAttributedString(string: "Club Rules", attributes: [
            .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.systemGreen,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
        label.attributedText = text
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}
}

struct RegionButton: UIViewRepresentable {
    @Binding var region: String

    func makeUIView(context: Context) -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        return button
    }

    func updateUIView(_ uiView: UIButton, context: Context) {
        uiView.menu = UIMenu(children: SignupModel.regions.map { name in
            UIAction(title: name, state: name == region ? .on : .off) { _ in region = name }
        })
    }
}

struct SubmittingSpinner: UIViewRepresentable {
    var isAnimating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.color = .white
        return spinner
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

struct TrailClubSignupView: View {
    @StateObject var model = SignupModel()

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 14) {
                    SignupTextField(placeholder: "Email", text: $model.email, symbol: "envelope",
                                    contentType: .emailAddress, keyboard: .emailAddress)
                        .frame(height: 44)
                    SignupTextField(placeholder: "Password", text: $model.password, symbol: "lock",
                                    isSecure: true, contentType: .newPassword)
                        .frame(height: 44)
                    HStack {
                        Text("Region")
                            .font(.subheadline.weight(.medium))
                        Spacer()
                        RegionButton(region: $model.region)
                            .fixedSize()
                    }
                    ClubSearchBar(query: $model.clubQuery)
                        .frame(height: 56)
                        .padding(.horizontal, -8)
                    TermsLabel()
                        .frame(height: 36)
                    Button {
                        model.isSubmitting = true
                    } label: {
                        HStack(spacing: 8) {
                            SubmittingSpinner(isAnimating: model.isSubmitting)
                                .frame(width: 20, height: 20)
                            Text(model.isSubmitting ? "Joining…" : "Join the club")
                                .fontWeight(.semibold)
                        }
                        .frame(maxWidth: .infinity, minHeight: 30)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(.green)
                    .disabled(!model.canSubmit && !model.isSubmitting)
                }
                .padding()
            }
            .navigationTitle("Join")
        }
        .navigationViewStyle(.stack)
    }
}

struct TrailClubSignupView_Previews: PreviewProvider {
    static var previews: some View {
        let filled = SignupModel()
        filled.email = "sam@trails.example"
        filled.password = "switchback"
        filled.clubQuery = "ridge"
        filled.isSubmitting = true
        return Group {
            TrailClubSignupView()
                .previewDisplayName("Empty")
            TrailClubSignupView(model: filled)
                .previewDisplayName("Submitting")
        }
    }
}
