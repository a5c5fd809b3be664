import SwiftUI

/// The whole menu, one row per pastry.
struct BakeryMenuView: View {
    var pastries: [BakeryPastry] = BakeryPastry.menu

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Bakery").font(.largeTitle).bold()
            ForEach(pastries) { pastry in
                BakeryPastryRow(pastry: pastry)
            }
        }
        .padding()
    }
}

#Preview("Menu landscape", traits: .landscapeLeft) {
    BakeryMenuView()
}

#if DEBUG   // as Xcode's app template keeps previews: `backplate preview` defines DEBUG
struct BakeryMenuView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BakeryMenuView()
                .previewDisplayName("Menu")
            BakeryMenuView(pastries: [.macaron])
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
                .previewDisplayName("Menu dark")
        }
    }
}
#endif
