import SwiftUI

struct Tile: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 60, height: 30).padding(10)
            Image("missing-asset")
        }
    }
}

#Preview("Tile", traits: .sizeThatFitsLayout) {
    Tile()
}

#Preview("Wide") {
    Color.green
}
