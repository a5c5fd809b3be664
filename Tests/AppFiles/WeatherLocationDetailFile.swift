import Backplate

// A location detail row that stacks vertically at accessibility text sizes and hides the
// user's home location when the app is in the app switcher (privacy redaction).

struct WeatherLocationDetail: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.redactionReasons) private var redactionReasons
    var place = "Home"
    var address = "Rua Augusta 24, Lisbon"
    var humidity = 64

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
                                                         : AnyLayout(HStackLayout(spacing: 12))
        layout {
            Image(systemName: "house.fill")
                .font(.title2)
                .foregroundStyle(.blue)
                .unredacted()
            VStack(alignment: .leading, spacing: 2) {
                Text(place).font(.headline)
                Text(address)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .privacySensitive()
            }
            if !dynamicTypeSize.isAccessibilitySize {
                Spacer()
            }
            Text(redactionReasons.contains(.privacy) ? "—" : "\(humidity)%")
                .font(.body.monospacedDigit())
        }
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}
