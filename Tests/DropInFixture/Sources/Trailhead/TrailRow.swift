import SwiftUI

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: trail.symbol)
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(trail.difficulty.tint.gradient, in: RoundedRectangle(cornerRadius: 10, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(trail.name)
                        .font(.headline)
                    if trail.isFavorite {
                        Image(systemName: "star.fill")
                            .font(.caption)
                            .foregroundStyle(.yellow)
                    }
                }
                Text(trail.region)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            VStack(alignment: .trailing, spacing: 2) {
                Text(trail.distanceKm, format: .number.precision(.fractionLength(1)))
                    .font(.body.monospacedDigit().weight(.semibold))
                + Text(" km")
                    .font(.caption)
                    .foregroundColor(.secondary)
                DifficultyBadge(difficulty: trail.difficulty)
            }
        }
        .padding(.vertical, 4)
    }
}

struct DifficultyBadge: View {
    let difficulty: Trail.Difficulty

    var body: some View {
        Text(difficulty.rawValue.uppercased())
            .font(.caption2.bold())
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .foregroundStyle(difficulty.tint)
            .background(difficulty.tint.opacity(0.15), in: Capsule())
    }
}

#Preview {
    List {
        TrailRow(trail: Trail.samples[0])
        TrailRow(trail: Trail.samples[2])
    }
}
