import Backplate

// An app's unread badge row, as written in the app (Swift 5 mode).
struct InboxBadgeRow: View {
    var title: String
    var count: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(count)")
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(Capsule().fill(Color.red))
        }
        .padding()
    }
}
