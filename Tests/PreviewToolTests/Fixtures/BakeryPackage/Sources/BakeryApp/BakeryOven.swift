import SwiftUI

/// A view that does not compile: `ovenTemperature` is never declared.
struct BakeryOven: View {
    var body: some View {
        Text("Oven at \(ovenTemperature) °C")
    }
}

#Preview("Oven") {
    BakeryOven()
}
