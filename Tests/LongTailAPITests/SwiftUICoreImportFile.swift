import Foundation
import SwiftUICore

// A model extension and a badge in files that import `SwiftUICore` instead of `SwiftUI`, as
// Xcode's fix-its leave them (unseen23's habit app): colours, fonts and views all resolve.

enum HabitCadence: String, CaseIterable {
    case daily, weekly

    var tint: Color { self == .daily ? .orange : .indigo }
}

struct StreakBadge: View {
    let days: Int
    let cadence: HabitCadence

    var body: some View {
        Text("\(days)")
            .font(.system(size: 15, weight: .semibold, design: .rounded))
            .foregroundStyle(.white)
            .frame(width: 36, height: 36)
            .background(cadence.tint, in: Circle())
    }
}
