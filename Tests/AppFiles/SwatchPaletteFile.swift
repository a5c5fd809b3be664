import SwiftUI

// Swatch: a palette studio in the style of 2025 apps. An @Observable store, a paged carousel of
// palettes sized with containerRelativeFrame, an adaptive grid of swatches whose hex codes come
// from Color.resolve(in:), and a mixer built on Color.mix(with:by:).

struct PaletteSwatch: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var hue: Double
    var saturation: Double
    var brightness: Double

    var color: Color { Color(hue: hue, saturation: saturation, brightness: brightness) }
}

struct ColorPalette: Identifiable, Hashable {
    let id: String
    var title: String
    var swatches: [PaletteSwatch]
    var isFavorite = false
}

extension ColorPalette {
    static let samples: [ColorPalette] = [
        ColorPalette(id: "dune", title: "Dune", swatches: [
            PaletteSwatch(name: "Sand", hue: 0.10, saturation: 0.35, brightness: 0.93),
            PaletteSwatch(name: "Clay", hue: 0.05, saturation: 0.55, brightness: 0.78),
            PaletteSwatch(name: "Rust", hue: 0.03, saturation: 0.75, brightness: 0.60),
            PaletteSwatch(name: "Night", hue: 0.62, saturation: 0.45, brightness: 0.25),
        ], isFavorite: true),
        ColorPalette(id: "lagoon", title: "Lagoon", swatches: [
            PaletteSwatch(name: "Foam", hue: 0.47, saturation: 0.15, brightness: 0.96),
            PaletteSwatch(name: "Reef", hue: 0.48, saturation: 0.60, brightness: 0.75),
            PaletteSwatch(name: "Deep", hue: 0.57, saturation: 0.80, brightness: 0.45),
        ]),
        ColorPalette(id: "orchard", title: "Orchard", swatches: [
            PaletteSwatch(name: "Blossom", hue: 0.95, saturation: 0.25, brightness: 0.98),
            PaletteSwatch(name: "Leaf", hue: 0.30, saturation: 0.55, brightness: 0.65),
            PaletteSwatch(name: "Bark", hue: 0.08, saturation: 0.50, brightness: 0.35),
        ]),
    ]
}

@Observable
final class PaletteStudio {
    var palettes: [ColorPalette] = ColorPalette.samples
    var selectedID: ColorPalette.ID? = "dune"
    var mixAmount = 0.5

    var selected: ColorPalette? { palettes.first { $0.id == selectedID } }
}

struct PaletteStudioView: View {
    @State private var studio = PaletteStudio()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    carousel
                    if let palette = studio.selected {
                        SwatchGrid(palette: palette)
                        PaletteMixer(palette: palette, amount: $studio.mixAmount)
                    }
                }
                .padding(.bottom, 24)
            }
            .navigationTitle("Palettes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Palette", systemImage: "plus") {}
                }
            }
        }
    }

    private var carousel: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(studio.palettes) { palette in
                    PaletteCard(palette: palette, isSelected: palette.id == studio.selectedID)
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                        .onTapGesture { studio.selectedID = palette.id }
                }
            }
            .scrollTargetLayout()
            .padding(.horizontal, 16)
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

struct PaletteCard: View {
    let palette: ColorPalette
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 0) {
            ForEach(palette.swatches) { swatch in
                swatch.color
            }
        }
        .frame(height: 120)
        .overlay(alignment: .bottomLeading) {
            HStack {
                Text(palette.title)
                    .font(.headline)
                if palette.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.pink)
                }
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(.regularMaterial, in: .capsule)
            .padding(10)
        }
        .clipShape(.rect(cornerRadius: 20, style: .continuous))
        .overlay {
            if isSelected {
                RoundedRectangle(cornerRadius: 20, style: .continuous)
                    .strokeBorder(.tint, lineWidth: 3)
            }
        }
    }
}

struct SwatchGrid: View {
    let palette: ColorPalette
    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Swatches")
                .font(.title3.bold())
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(palette.swatches) { swatch in
                    SwatchChip(swatch: swatch)
                }
            }
        }
        .padding(.horizontal, 16)
    }
}

struct SwatchChip: View {
    let swatch: PaletteSwatch
    @Environment(\.self) private var environment

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(swatch.color)
                .frame(height: 72)
                .overlay(alignment: .bottomLeading) {
                    Text(hexCode)
                        .font(.caption2.monospaced())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(.ultraThinMaterial, in: .capsule)
                        .padding(6)
                }
            Text(swatch.name)
                .font(.subheadline.weight(.semibold))
        }
    }

    private var hexCode: String {
        let resolved = swatch.color.resolve(in: environment)
        let channels = [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }
}

struct PaletteMixer: View {
    let palette: ColorPalette
    @Binding var amount: Double

    private var first: Color { palette.swatches.first?.color ?? .white }
    private var last: Color { palette.swatches.last?.color ?? .black }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Mix", systemImage: "drop.halffull")
                .font(.headline)
            HStack(spacing: 0) {
                ForEach(0..<5) { step in
                    Rectangle()
                        .fill(first.mix(with: last, by: Double(step) / 4))
                }
            }
            .frame(height: 44)
            .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 4, bottomTrailing: 12, topTrailing: 4)))
            Slider(value: $amount) {
                Text("Amount")
            } minimumValueLabel: {
                Circle().fill(first).frame(width: 16, height: 16)
            } maximumValueLabel: {
                Circle().fill(last).frame(width: 16, height: 16)
            }
            Text("\(Int(amount * 100))% \(palette.swatches.last?.name ?? "")")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 20))
        .padding(.horizontal, 16)
    }
}

#Preview("Palettes") {
    PaletteStudioView()
}

#Preview("Mixer", traits: .sizeThatFitsLayout) {
    PaletteMixer(palette: ColorPalette.samples[1], amount: .constant(0.25))
        .padding(.vertical)
}
