import SwiftUI

// A 2026-style audio mixer file, with its own `import SwiftUI` and iOS 26 API: sliders with a
// neutral value (gain around 0 dB) and tick marks (playback speeds), a ticks closure built from
// a ForEach, a stepped slider asking for a tick per step, a glass badge, ToolbarSpacer, and a
// #Preview. Names share the AppFiles module, so each starts with "Fader".

struct FaderBand: Identifiable, Hashable {
    let id: String
    var gain: Double
}

@Observable
final class FaderMixer {
    var bands: [FaderBand] = [
        FaderBand(id: "Bass", gain: -6),
        FaderBand(id: "Mid", gain: 0),
        FaderBand(id: "Treble", gain: 9),
    ]
    var speed = 1.5
    var crossfade = 4.0
    static let speeds: [Double] = [0.5, 1, 1.5, 2]
}

struct FaderMixerView: View {
    @State private var mixer = FaderMixer()

    var body: some View {
        NavigationStack {
            List {
                Section("Equaliser") {
                    ForEach($mixer.bands) { $band in
                        FaderBandRow(band: $band)
                    }
                }
                Section {
                    Slider(value: $mixer.speed, in: 0.5...2) {
                        Text("Speed")
                    } ticks: {
                        SliderTickContentForEach(FaderMixer.speeds, id: \.self) { speed in
                            SliderTick(speed) {
                                Text(speed.formatted(.number.precision(.fractionLength(0...1))) + "×")
                            }
                        }
                    }
                    Slider(value: $mixer.crossfade, in: 0...12, step: 1) {
                        Text("Crossfade")
                    } tick: { seconds in
                        seconds.truncatingRemainder(dividingBy: 4) == 0 ? SliderTick(seconds) : nil
                    }
                } header: {
                    Text("Playback")
                } footer: {
                    Text("Speed \(mixer.speed.formatted())×, crossfade \(Int(mixer.crossfade)) s")
                }
            }
            .navigationTitle("Mixer")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Reset", systemImage: "arrow.counterclockwise") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Presets", systemImage: "slider.horizontal.3") {}
                }
            }
        }
    }
}

struct FaderBandRow: View {
    @Binding var band: FaderBand

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(band.id)
                Spacer()
                Text(band.gain, format: .number.sign(strategy: .always(includingZero: false)))
                    .monospacedDigit()
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .glassEffect(.regular.tint(band.gain > 0 ? .orange.opacity(0.3) : .clear), in: .capsule)
            }
            Slider(value: $band.gain, in: -12...12, neutralValue: 0) {
                Text(band.id)
            } minimumValueLabel: {
                Image(systemName: "minus")
            } maximumValueLabel: {
                Image(systemName: "plus")
            }
        }
    }
}

#Preview("Mixer") {
    FaderMixerView()
}
