import Backplate

// A severe-weather banner: coloured by severity, dismissed with an animation, with an alert
// explaining the warning and a confirmation dialog to mute alerts.

enum WeatherAlertSeverity: String, CaseIterable {
    case advisory, watch, warning

    var tint: Color {
        switch self {
        case .advisory: return .yellow
        case .watch: return .orange
        case .warning: return .red
        }
    }
}

struct WeatherAlertBanner: View {
    var title: String
    var severity: WeatherAlertSeverity
    @State private var isVisible = true
    @State private var showsExplanation = false
    @State private var confirmsMute = false
    @State private var dismissCount = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: 0) {
            if isVisible {
                HStack(spacing: 12) {
                    Image(systemName: "exclamationmark.triangle.fill")
                        .font(.title3)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(severity.rawValue.capitalized)
                            .font(.caption.weight(.semibold))
                            .textCase(.uppercase)
                        Text(title)
                            .font(.subheadline.weight(.medium))
                    }
                    Spacer()
                    Button {
                        withAnimation(reduceMotion ? nil : .spring(response: 0.35, dampingFraction: 0.7)) {
                            isVisible = false
                        } completion: {
                            dismissCount += 1
                        }
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                .foregroundColor(.white)
                .padding(14)
                .background(severity.tint, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                .modifier(WeatherShakeEffect(animatableData: CGFloat(dismissCount)))
                .transition(.move(edge: .top).combined(with: .opacity))
                .onTapGesture { showsExplanation = true }
                .onLongPressGesture(minimumDuration: 0.6) { confirmsMute = true }
                .contextMenu {
                    Button("Mute alerts") { confirmsMute = true }
                } preview: {
                    Text(title).padding()
                }
            }
        }
        .animation(.easeOut(duration: 0.2), value: isVisible)
        .sensoryFeedback(.warning, trigger: dismissCount)
        .alert("About this \(severity.rawValue)", isPresented: $showsExplanation) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Issued by the national weather service.")
        }
        .confirmationDialog("Mute weather alerts?", isPresented: $confirmsMute, titleVisibility: .visible) {
            Button("Mute for 1 hour") {}
            Button("Mute until tomorrow", role: .destructive) {}
        }
    }
}

/// Shakes the banner horizontally each time `animatableData` grows by one.
struct WeatherShakeEffect: GeometryEffect {
    var travel: CGFloat = 8
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}
