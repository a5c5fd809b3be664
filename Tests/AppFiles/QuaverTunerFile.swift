import SwiftUI

// A guitar tuner (2025): a custom GaugeStyle drawn as a trimmed arc with an AngularGradient and
// a rotating needle, a note name in a custom font, a listening symbol with
// .symbolEffect(.variableColor.iterative), string buttons in a palette-like row, a tuning
// Picker in a toolbar Menu and a cents readout with contentTransition(.numericText).

enum QuaverTuning: String, CaseIterable, Identifiable {
    case standard = "Standard"
    case dropD = "Drop D"
    case openG = "Open G"

    var id: String { rawValue }

    var strings: [String] {
        switch self {
        case .standard: return ["E2", "A2", "D3", "G3", "B3", "E4"]
        case .dropD: return ["D2", "A2", "D3", "G3", "B3", "E4"]
        case .openG: return ["D2", "G2", "D3", "G3", "B3", "D4"]
        }
    }
}

struct QuaverReading {
    var note = "A"
    var octave = 2
    var frequency = 109.2
    var cents = -13.0

    var isInTune: Bool { abs(cents) <= 5 }
}

/// A half-circle tuner dial: the arc runs from -50 to +50 cents; the needle points at the value.
struct QuaverDialGaugeStyle: GaugeStyle {
    var inTune: Bool

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .trim(from: 0.5, to: 1)
                .stroke(
                    AngularGradient(colors: [.red, .orange, .green, .orange, .red],
                                    center: .center, startAngle: .degrees(180), endAngle: .degrees(360)),
                    style: StrokeStyle(lineWidth: 14, lineCap: .round)
                )
            Capsule()
                .fill(inTune ? Color.green : Color.primary)
                .frame(width: 4, height: 96)
                .offset(y: -48)
                .rotationEffect(.degrees((configuration.value - 0.5) * 180))
            Circle()
                .fill(.background)
                .stroke(.primary, lineWidth: 3)
                .frame(width: 16, height: 16)
            configuration.currentValueLabel
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
                .offset(y: 30)
        }
        .frame(width: 240, height: 240)
        .offset(y: 40)
        .frame(height: 160, alignment: .top)
        .clipped()
    }
}

struct QuaverTunerView: View {
    @State private var tuning: QuaverTuning = .standard
    @State private var reading = QuaverReading()
    @State private var selectedString = "A2"
    @State private var isListening = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 28) {
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text(reading.note)
                        .font(.custom("Avenir Next", size: 96, relativeTo: .largeTitle).weight(.heavy))
                    Text("\(reading.octave)")
                        .font(.title.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
                Gauge(value: (reading.cents + 50) / 100) {
                    Text("Cents")
                } currentValueLabel: {
                    Text("\(Int(reading.cents)) ct")
                        .contentTransition(.numericText(value: reading.cents))
                }
                .gaugeStyle(QuaverDialGaugeStyle(inTune: reading.isInTune))
                Text(reading.frequency, format: .number.precision(.fractionLength(1)))
                    .font(.title3.monospacedDigit())
                    + Text(" Hz").font(.title3).foregroundColor(.secondary)
                Label(isListening ? "Listening" : "Paused", systemImage: "waveform")
                    .symbolEffect(.variableColor.iterative, isActive: isListening)
                    .foregroundStyle(.tint)
                HStack(spacing: 8) {
                    ForEach(tuning.strings, id: \.self) { name in
                        Button {
                            selectedString = name
                        } label: {
                            Text(name)
                                .font(.subheadline.bold())
                                .frame(maxWidth: .infinity, minHeight: 44)
                        }
                        .buttonStyle(.bordered)
                        .tint(name == selectedString ? .accentColor : .gray)
                    }
                }
                .padding(.horizontal)
                Spacer()
            }
            .padding(.top, 12)
            .navigationTitle("Tuner")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Tuning", selection: $tuning) {
                            ForEach(QuaverTuning.allCases) { Text($0.rawValue).tag($0) }
                        }
                    } label: {
                        Label(tuning.rawValue, systemImage: "tuningfork")
                            .labelStyle(.titleAndIcon)
                    }
                }
            }
        }
    }
}

#Preview("Tuner") {
    QuaverTunerView()
}
