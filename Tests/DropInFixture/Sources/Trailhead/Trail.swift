import Foundation
import SwiftUI

struct Trail: Identifiable, Hashable {
    enum Difficulty: String, CaseIterable {
        case easy = "Easy"
        case moderate = "Moderate"
        case hard = "Hard"

        var tint: Color {
            switch self {
            case .easy: return .green
            case .moderate: return .orange
            case .hard: return .red
            }
        }
    }

    let id = UUID()
    var name: String
    var region: String
    var distanceKm: Double
    var elevationGain: Int
    var difficulty: Difficulty
    var symbol: String
    var isFavorite = false
}

extension Trail {
    static let samples: [Trail] = [
        Trail(name: "Mist Falls", region: "Kings Canyon", distanceKm: 12.9, elevationGain: 290, difficulty: .moderate, symbol: "drop.fill", isFavorite: true),
        Trail(name: "Lakeshore Loop", region: "Tahoe", distanceKm: 4.2, elevationGain: 40, difficulty: .easy, symbol: "water.waves"),
        Trail(name: "Half Dome", region: "Yosemite", distanceKm: 25.7, elevationGain: 1460, difficulty: .hard, symbol: "mountain.2.fill"),
        Trail(name: "Redwood Grove", region: "Muir Woods", distanceKm: 3.1, elevationGain: 60, difficulty: .easy, symbol: "tree.fill"),
    ]
}
