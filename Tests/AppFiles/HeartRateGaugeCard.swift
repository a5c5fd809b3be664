import Backplate

// A summary card with gauges and labeled values.
struct HeartRateGaugeCard: View {
    var bpm: Double = 128
    var zone = "Cardio"

    var body: some View {
        GroupBox {
            HStack(spacing: 20) {
                Gauge(value: bpm, in: 40...200) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("\(Int(bpm))")
                } minimumValueLabel: {
                    Text("40")
                } maximumValueLabel: {
                    Text("200")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.red)

                VStack(alignment: .leading, spacing: 8) {
                    LabeledContent("Zone", value: zone)
                    LabeledContent("Duration") {
                        Text("42 min")
                    }
                    Gauge(value: 0.7) {
                        Text("Effort")
                    }
                    .tint(.orange)
                }
            }
        } label: {
            Label("Heart Rate", systemImage: "heart.fill")
                .foregroundColor(.red)
        }
        .padding()
    }
}
