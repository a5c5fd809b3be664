import SwiftUI

// An app file of the shape directory screens take: names formatted with
// PersonNameComponentsFormatter (initials in the avatar, the short name in the row), and an
// image cache configured with iOS 13's URLCache initializer.

struct TeamMember: Identifiable {
    let id = UUID()
    let name: PersonNameComponents
    let role: String
}

enum Directory {
    static let initialsFormatter = {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = .abbreviated
        return formatter
    }()

    static let imageCache = URLCache(memoryCapacity: 20 * 1024 * 1024, diskCapacity: 100 * 1024 * 1024,
                                     directory: FileManager.default.temporaryDirectory.appendingPathComponent("Avatars"))

    static func member(_ given: String, _ family: String, nickname: String? = nil, role: String) -> TeamMember {
        var name = PersonNameComponents()
        name.givenName = given
        name.familyName = family
        name.nickname = nickname
        return TeamMember(name: name, role: role)
    }

    static let sample = [
        member("Amara", "Okafor", role: "Design"),
        member("Benjamin", "Lindqvist", nickname: "Ben", role: "Engineering"),
        member("Chloé", "Marchetti", role: "Research"),
    ]
}

struct TeamDirectoryView: View {
    let members: [TeamMember]

    var body: some View {
        NavigationStack {
            List(members) { member in
                HStack(spacing: 12) {
                    Text(Directory.initialsFormatter.string(from: member.name))
                        .font(.subheadline.bold())
                        .foregroundStyle(.white)
                        .frame(width: 40, height: 40)
                        .background(Circle().fill(.teal))
                    VStack(alignment: .leading) {
                        Text(PersonNameComponentsFormatter.localizedString(from: member.name, style: .short))
                            .font(.headline)
                        Text(member.role)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Team")
        }
    }
}

#Preview {
    TeamDirectoryView(members: Directory.sample)
}
