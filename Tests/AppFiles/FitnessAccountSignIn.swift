import Backplate

// The sign-in screen of a fitness app.
struct FitnessAccountSignIn: View {
    @State private var email = ""
    @State private var password = "hunter22"
    @State private var weight = 72.5

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email, prompt: Text("you@example.com"))
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textContentType(.password)
                .submitLabel(.go)
                .textFieldStyle(.roundedBorder)
            TextField("Weight", value: $weight, format: .number)
                .keyboardType(.decimalPad)
            TextField("Notes", text: .constant(""), axis: .vertical)
                .lineLimit(3, reservesSpace: true)
            Button {
            } label: {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(email.isEmpty)
            .keyboardShortcut(.defaultAction)
        }
        .padding()
    }
}
