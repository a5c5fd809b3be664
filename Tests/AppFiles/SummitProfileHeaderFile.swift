import Backplate

// An app file that, like most iOS code, reaches UIKit through `import SwiftUI` alone: no
// `import UIKit`. Only the import line differs from the app's file.

struct SummitProfileHeader: View {
    let name: String
    let handle: String
    private let avatarSize = UIScreen.main.bounds.width * 0.3

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(Color(UIColor.systemTeal))
                .frame(width: avatarSize, height: avatarSize)
                .overlay(Text(String(name.prefix(1))).font(.largeTitle.bold()).foregroundColor(.white))
            VStack(spacing: 2) {
                Text(name).font(.title2.weight(.semibold))
                Text("@\(handle)")
                    .font(.subheadline)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 24)
        .background(Color(uiColor: .secondarySystemBackground))
    }
}

struct SummitProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        SummitProfileHeader(name: "Ada Lovelace", handle: "ada")
    }
}
