#if canImport(SwiftUI)
import SwiftUI
#else
import Backplate
#endif

/// A user of the profile-card example, as an app would model it.
struct ProfileCardUser {
    var name: String
    var handle: String
    var followers: Int

    static let sample = ProfileCardUser(name: "Ada Lovelace", handle: "@ada", followers: 1815)
}

/// A small SwiftUI component of the kind teams snapshot-test.
struct ProfileCard: View {
    var user: ProfileCardUser

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.blue)
                .frame(width: 48, height: 48)
                .overlay(Text(String(user.name.prefix(1))).font(.title2).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(user.name).font(.headline)
                Text(user.handle).font(.subheadline).foregroundStyle(.secondary)
                Text("\(user.followers) followers").font(.caption)
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.4), lineWidth: 1))
    }
}
