import Backplate

// Prism: a photo editor's adjust screen. The "photo" is drawn from gradients (no asset), a
// duotone made with blend modes inside a compositing group, a vignette mask, a custom
// insettable frame shape, filter presets in a palette picker, a ControlGroup of tools and a
// material panel; the shutter hint uses PhaseAnimator and KeyframeAnimator views.

enum PrismFilter: String, CaseIterable, Identifiable {
    case natural, dusk, mono
    var id: Self { self }

    var symbol: String {
        switch self {
        case .natural: "sun.max"
        case .dusk: "sunset"
        case .mono: "circle.lefthalf.filled"
        }
    }

    var hue: Angle {
        switch self {
        case .natural: .zero
        case .dusk: .degrees(-30)
        case .mono: .zero
        }
    }
}

/// A frame with clipped corners, like a film slide mount; insettable so it can be stroked
/// inside its bounds with `strokeBorder`.
struct PrismSlideFrame: InsettableShape {
    var cut: CGFloat = 14
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let c = min(cut, r.width / 2, r.height / 2)
        var path = Path()
        path.move(to: CGPoint(x: r.minX + c, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - c, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY + c))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - c))
        path.addLine(to: CGPoint(x: r.maxX - c, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + c, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY - c))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + c))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> PrismSlideFrame {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The picture being edited: a sky, a sun and a hill, drawn with gradients.
struct PrismPicture: View {
    var filter: PrismFilter

    var body: some View {
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
            .overlay {
                EllipticalGradient(colors: [.yellow, .yellow.opacity(0)], center: .init(x: 0.7, y: 0.35),
                                   startRadiusFraction: 0, endRadiusFraction: 0.35)
            }
            .overlay(alignment: .bottom) {
                // The hill: a large circle whose top shows above the picture's bottom edge.
                Circle()
                    .fill(AngularGradient(colors: [.green, .teal, .green], center: .center))
                    .frame(width: 520, height: 520)
                    .offset(y: 380)
            }
            .clipped()
        .hueRotation(filter.hue)
        .grayscale(filter == .mono ? 1 : 0)
    }
}

struct PrismEditorView: View {
    @State private var filter = PrismFilter.natural
    @State private var intensity = 0.6
    @State private var showsGrid = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                PrismPicture(filter: filter)
                    .frame(height: 360)
                    .overlay {
                        // A duotone wash: the multiply and screen layers are flattened
                        // together before they meet the picture.
                        ZStack {
                            Color.indigo.blendMode(.multiply)
                            Color.mint.opacity(0.3).blendMode(.screen)
                        }
                        .compositingGroup()
                        .opacity(intensity * 0.5)
                    }
                    .overlay {
                        if showsGrid { PrismThirdsGrid() }
                    }
                    .overlay {
                        PrismFocusMarkers(points: PrismFilter.focusPoints)
                    }
                    .mask {
                        RadialGradient(colors: [.black, .black, .black.opacity(0.55)], center: .center,
                                       startRadius: 0, endRadius: 260)
                    }
                    .clipShape(PrismSlideFrame())
                    .overlay {
                        PrismSlideFrame().strokeBorder(.white.opacity(0.8), lineWidth: 3)
                    }
                    .drawingGroup()
                    .padding(.horizontal)

                Picker("Filter", selection: $filter) {
                    ForEach(PrismFilter.allCases) { filter in
                        Label(filter.rawValue.capitalized, systemImage: filter.symbol).tag(filter)
                    }
                }
                .pickerStyle(.palette)
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text("Intensity")
                        Spacer()
                        Text(intensity, format: .percent.precision(.fractionLength(0)))
                            .foregroundStyle(.secondary)
                            .contentTransition(.numericText(value: intensity))
                    }
                    Slider(value: $intensity)
                }
                .padding()
                .background(.ultraThinMaterial, in: .rect(cornerRadius: 16))
                .padding(.horizontal)

                Spacer(minLength: 0)
            }
            .navigationTitle("Adjust")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ControlGroup {
                        Button("Undo", systemImage: "arrow.uturn.backward") {}
                        Button("Redo", systemImage: "arrow.uturn.forward") {}
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    PrismShutterHint()
                }
            }
        }
    }
}

extension PrismFilter {
    /// Where the camera focused, as fractions of the picture.
    static let focusPoints = [UnitPoint(x: 0.3, y: 0.4), UnitPoint(x: 0.7, y: 0.6)]
}

/// Focus rings drawn by a canvas from one symbol view.
struct PrismFocusMarkers: View {
    let points: [UnitPoint]

    var body: some View {
        Canvas { context, size in
            guard let ring = context.resolveSymbol(id: "ring") else { return }
            for point in points {
                context.draw(ring, at: CGPoint(x: point.x * size.width, y: point.y * size.height))
            }
        } symbols: {
            Circle()
                .strokeBorder(.yellow, lineWidth: 2)
                .frame(width: 24, height: 24)
                .tag("ring")
        }
        .allowsHitTesting(false)
    }
}

/// Rule-of-thirds lines over the picture.
struct PrismThirdsGrid: View {
    var body: some View {
        GeometryReader { proxy in
            Path { path in
                for i in 1...2 {
                    let x = proxy.size.width * CGFloat(i) / 3
                    let y = proxy.size.height * CGFloat(i) / 3
                    path.move(to: CGPoint(x: x, y: 0))
                    path.addLine(to: CGPoint(x: x, y: proxy.size.height))
                    path.move(to: CGPoint(x: 0, y: y))
                    path.addLine(to: CGPoint(x: proxy.size.width, y: y))
                }
            }
            .stroke(.white.opacity(0.5), lineWidth: 1)
        }
    }
}

/// A pulsing "Export" hint: a phase animator for the glow, a keyframe animator for the bounce.
struct PrismShutterHint: View {
    var body: some View {
        HStack(spacing: 8) {
            PhaseAnimator([0.4, 1.0]) { glow in
                Circle()
                    .fill(.orange)
                    .frame(width: 10, height: 10)
                    .opacity(glow)
            } animation: { _ in .easeInOut(duration: 0.8) }
            KeyframeAnimator(initialValue: 1.0, repeating: true) { scale in
                Text("Export")
                    .font(.subheadline.weight(.semibold))
                    .scaleEffect(scale)
            } keyframes: { _ in
                SpringKeyframe(1.15, duration: 0.2)
                SpringKeyframe(1.0, duration: 0.3)
            }
        }
    }
}

#Preview {
    PrismEditorView()
}
