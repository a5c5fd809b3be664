import Foundation
import TipKit

// A habit tracker's tips, in a file that imports only Foundation and TipKit, as apps write
// them: `Text` and `Image` come from TipKit, which re-exports SwiftUI.

struct AddHabitStreakTip: Tip {
    var title: Text {
        Text("Start a streak")
    }

    var message: Text? {
        Text("Tap + to add the habit you want to build.")
    }

    var image: Image? {
        Image(systemName: "flame.fill")
    }
}

struct HabitMenuTip: Tip {
    var title: Text { Text("Long-press a habit") }
    var message: Text? { Text("Edit, pause or delete it from its menu.") }
}
