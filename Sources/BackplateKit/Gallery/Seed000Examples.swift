import Foundation
import Backplate

/// Seed 000: `rectangularBackground` in its variants, light and dark.
enum Seed000Examples {
    static var all: [GalleryExample] {
        [ColorScheme.light, .dark].map { scheme in
            GalleryExample("seed000-rectangular-background-\(scheme == .dark ? "dark" : "light")",
                           title: "rectangularBackground (\(scheme == .dark ? "dark" : "light"))",
                           summary: "Padded rounded backgrounds themed per colour scheme: primary, secondary, accent with stroke, a material over stripes, custom corners and a shadow.",
                           colorScheme: scheme) {
                RectangularBackgroundSheet()
            }
        }
    }
}

nonisolated struct RectangularBackgroundSheet: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Primary, default padding").rectangularBackground()
            Text("Secondary, padding 10").rectangularBackground(10, style: .secondary, cornerRadius: 15)
            Text("Accent with a stroke").foregroundStyle(.white)
                .rectangularBackground(style: .accent, stroke: true, strokeWidth: 3, cornerRadius: 20)
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<12, id: \.self) { i in
                        (i % 2 == 0 ? Color.orange : Color.indigo).frame(width: 24)
                    }
                }
                .frame(height: 90)
                Text("Transparent: a material").rectangularBackground(style: .transparent, cornerRadius: 20)
            }
            Text("Top corners only, with a shadow")
                .rectangularBackground(style: .secondary, cornerRadius: 30, corners: [.topLeft, .topRight], shadow: true)
        }
        .padding(30)
        .background(colorScheme == .dark ? Color(white: 0.12) : Color.white)
    }
}
