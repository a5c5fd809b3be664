import SwiftUI

/// A pastry on the bakery's menu.
struct BakeryPastry: Identifiable {
    let id: String
    let name: String
    let price: Double
    let tint: Color

    static let croissant = BakeryPastry(id: "croissant", name: "Croissant", price: 2.5, tint: .orange)
    static let eclair = BakeryPastry(id: "eclair", name: "Éclair", price: 3.2, tint: .brown)
    static let macaron = BakeryPastry(id: "macaron", name: "Macaron", price: 1.8, tint: .pink)
    static let menu = [croissant, eclair, macaron]
}

/// Whether the shop is open, loaded when the sign appears.
@MainActor @Observable
final class BakeryHours {
    var isOpen = false

    func load() async {
        isOpen = true
    }
}
