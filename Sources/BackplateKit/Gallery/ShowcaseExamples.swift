import Foundation
import Backplate

/// Examples beyond the seeds: what a server renders.
enum ShowcaseExamples {
    static var all: [GalleryExample] {
        [
            GalleryExample("social-card", title: "A 1200×630 social card",
                           summary: "A gradient background, a white rounded card with a soft shadow, a bold title and a subtitle.",
                           proposedSize: ProposedViewSize(width: 1200, height: 630)) {
                ZStack {
                    LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    VStack(alignment: .leading, spacing: 16) {
                        Text("Render SwiftUI on Linux").font(.system(size: 64, weight: .bold))
                        Text("Same sizes, positions, colours and drawing order.").font(.system(size: 28)).foregroundStyle(.secondary)
                        HStack(spacing: 12) {
                            ForEach([Color.red, .orange, .yellow, .green, .blue], id: \.self) { c in
                                Circle().fill(c).frame(width: 28, height: 28)
                            }
                        }
                    }
                    .padding(48)
                    .background(.white, in: RoundedRectangle(cornerRadius: 32))
                    .shadow(color: .black.opacity(0.25), radius: 20, y: 10)
                }
            },
            GalleryExample("layout-stacks", title: "Stacks share space by flexibility",
                           summary: "A fixed 60 pt square, a colour capped at 100 pt and two greedy colours share the 368 pt inside the padding (the capped one gets an equal third, under its cap); a Spacer pushes a square to the trailing edge.",
                           proposedSize: ProposedViewSize(width: 400, height: nil)) {
                VStack(spacing: 12) {
                    HStack {
                        Color.red.frame(width: 60)
                        Color.orange.frame(maxWidth: 100)
                        Color.yellow
                        Color.green
                    }
                    .frame(height: 60)
                    HStack {
                        Color.blue.frame(width: 40, height: 40)
                        Spacer()
                        Color.purple.frame(width: 40, height: 40)
                    }
                }
                .padding()
            },
        ]
    }
}
