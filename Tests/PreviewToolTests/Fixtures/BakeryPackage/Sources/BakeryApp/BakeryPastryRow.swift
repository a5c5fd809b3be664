import SwiftUI

/// One line of the menu: a coloured dot, the name and the price.
struct BakeryPastryRow: View {
    let pastry: BakeryPastry

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(pastry.tint).frame(width: 24, height: 24)
            Text(pastry.name).font(.headline)
            Spacer()
            Text(String(format: "€%.2f", pastry.price))
        }
        .frame(width: 260)
    }
}

/// The shop's sign: a rounded badge (its colour named as design-token files do, module first),
/// lit once a task started on appear has loaded the hours, and widened by a block sent to the
/// main queue on appear.
struct BakeryBadge: View {
    @State private var hours = BakeryHours()
    @State private var width: CGFloat = 60

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(hours.isOpen ? SwiftUI.Color.orange : .gray)
            .frame(width: width, height: 60)
            .onAppear {
                Task { await hours.load() }
                DispatchQueue.main.async { width = 120 }
            }
    }
}

#Preview("Pastry row", traits: .sizeThatFitsLayout) {
    BakeryPastryRow(pastry: .croissant)
        .padding()
}

#Preview("Badge", traits: .fixedLayout(width: 200, height: 100)) {
    BakeryBadge()
}
