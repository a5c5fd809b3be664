import SwiftUI
import UIKit

struct SummitHeightKey: PreferenceKey {
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = nextValue() ?? value
    }
}

struct SummitTrailCard: View {
    var name: String
    var notes: String
    var showsBadge = true
    @State private var isHovering = false
    @State private var bounceCount = 0
    @Environment(\.sizeCategory) private var sizeCategory

    private var compassHeading: Angle {
        var heading = Angle.degrees(30)
        heading += .degrees(15)
        heading -= .degrees(5)
        return heading * 2
    }

    private var attributedNotes: AttributedString {
        (try? AttributedString(markdown: notes, options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace))) ?? AttributedString(notes)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                if showsBadge {
                    Image(.summitBadge)
                        .transition(.scale(0.5).combined(with: .opacity))
                }
                Text(name)
                    .font(sizeCategory.isAccessibilityCategory ? .title3 : .headline)
                    .accessibility(label: Text("Trail \(name)"))
                    .accessibility(hint: Text("Opens the trail"))
                Spacer()
                Image(systemName: "location.north.fill")
                    .rotationEffect(compassHeading)
                    .symbolEffect(.bounce, options: .speed(3).repeating, value: bounceCount)
                    .accessibility(hidden: true)
            }
            Text(attributedNotes)
                .font(.subheadline)
            Rectangle()
                .fill(Color(.summitTeal))
                .frame(height: 12)
                .preference(key: SummitHeightKey.self, value: 12)
        }
        .padding()
        .onHover { hovering in
            isHovering = hovering
        }
        .toolbar {
        }
        .background(Color(uiColor: .secondarySystemBackground))
    }
}

/// The badge as UIKit code loads it.
enum SummitBadgeImage {
    static var uiImage: UIImage { UIImage(resource: .summitBadge) }
    static var tint: UIColor { UIColor(resource: .summitTeal) }
}

#Preview {
    SummitTrailCard(name: "Half Dome", notes: "**Permit** required, *cables* up May to October")
}
