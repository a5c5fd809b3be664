import SwiftUI

/// The card above the trail list. Its colour, picture and strings come from the target's asset
/// catalog and String Catalog through the symbols Xcode generates for them.
struct TrailHeader: View {
    let trailCount: Int

    var body: some View {
        HStack(spacing: 12) {
            Image(.trailMap)
                .resizable()
                .frame(width: 44, height: 44)
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(.trailheadWelcome)
                    .font(.headline)
                Text(.trailsCount(trailCount))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()
        }
        .padding(12)
        .background(Color.trailMoss.opacity(0.15), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .overlay(alignment: .leading) {
            UnevenRoundedRectangle(topLeadingRadius: 16, bottomLeadingRadius: 16, style: .continuous)
                .fill(.trailMoss)
                .frame(width: 6)
        }
    }
}

#Preview {
    TrailHeader(trailCount: Trail.samples.count)
        .padding()
}

#Preview("One trail") {
    TrailHeader(trailCount: 1)
        .padding()
        .preferredColorScheme(.dark)
}
