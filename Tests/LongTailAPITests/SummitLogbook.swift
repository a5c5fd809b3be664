import SwiftUI
import SwiftData

@Model
final class SummitClimb {
    var peak: String
    var feet: Int

    init(peak: String, feet: Int) {
        self.peak = peak
        self.feet = feet
    }
}

struct SummitLogbookList: View {
    @Query(sort: \SummitClimb.feet, order: .reverse) private var climbs: [SummitClimb]
    var title: String
    var showsFeet: Bool = true

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            ForEach(climbs) { climb in
                HStack {
                    Text(climb.peak)
                    if showsFeet {
                        Spacer()
                        Text("\(climb.feet) ft")
                    }
                }
            }
        }
        .padding()
    }
}
