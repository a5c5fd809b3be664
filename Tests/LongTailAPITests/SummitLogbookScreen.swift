import SwiftUI
import SwiftData

/// Calls `SummitLogbookList`'s memberwise initializer from another file.
struct SummitLogbookScreen: View {
    var body: some View {
        SummitLogbookList(title: "Climbs", showsFeet: true)
    }
}
