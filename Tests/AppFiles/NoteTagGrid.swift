import Backplate
import Foundation

/// Tags as chips in an adaptive grid.
struct NoteTagGrid: View {
    var tags: [String] = NotesSampleData.tags
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    Section {
                        ForEach(tags, id: \.self) { tag in
                            NoteTagChip(name: tag)
                        }
                    } header: {
                        Text("Your tags")
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(.horizontal)
                .scrollTargetLayout()
            }
            .scrollIndicators(.hidden)
            .scrollBounceBehavior(.basedOnSize)
            .navigationTitle("Tags")
        }
    }
}

struct NoteTagChip: View {
    let name: String

    var body: some View {
        Text("#\(name)")
            .font(.subheadline.weight(.medium))
            .frame(maxWidth: .infinity, minHeight: 44)
            .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.yellow.opacity(0.25)))
    }
}
