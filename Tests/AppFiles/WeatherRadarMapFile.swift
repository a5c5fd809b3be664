import Backplate

// A radar map panned with a drag and zoomed with a pinch; the drag offset lives in
// @GestureState so it snaps back when the finger lifts.

struct WeatherRadarMap: View {
    @GestureState private var dragOffset: CGSize = .zero
    @GestureState private var isPressing = false
    @State private var committedOffset: CGSize = .zero
    @State private var zoom: CGFloat = 1
    @State private var highlightedCell: CGPoint?

    private var pan: some Gesture {
        DragGesture(minimumDistance: 4)
            .updating($dragOffset) { value, state, transaction in
                state = value.translation
                transaction.animation = .interactiveSpring()
            }
            .onEnded { value in
                committedOffset.width += value.predictedEndTranslation.width
                committedOffset.height += value.predictedEndTranslation.height
            }
    }

    private var pinch: some Gesture {
        MagnifyGesture()
            .onChanged { value in zoom = min(max(value.magnification, 0.5), 4) }
            .onEnded { _ in withAnimation(.bouncy) { zoom = 1 } }
    }

    var body: some View {
        ZStack {
            Rectangle()
                .fill(Color(red: 0.13, green: 0.25, blue: 0.2))
            ForEach(0..<3) { ring in
                Circle()
                    .stroke(Color.white.opacity(0.3), lineWidth: 1)
                    .frame(width: CGFloat(60 + ring * 60), height: CGFloat(60 + ring * 60))
            }
            Circle()
                .fill(Color.green.opacity(isPressing ? 1 : 0.8))
                .frame(width: 40, height: 40)
                .offset(x: committedOffset.width + dragOffset.width,
                        y: committedOffset.height + dragOffset.height)
                .scaleEffect(zoom)
        }
        .frame(height: 240)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .contentShape(Rectangle())
        .gesture(pan.simultaneously(with: pinch))
        .simultaneousGesture(
            LongPressGesture(minimumDuration: 0.3)
                .updating($isPressing) { current, state, _ in state = current }
        )
        .onTapGesture(count: 2) {
            withAnimation(.snappy) { committedOffset = .zero; zoom = 1 }
        }
        .onTapGesture(coordinateSpace: .local) { location in
            highlightedCell = location
        }
        .highPriorityGesture(RotateGesture().onEnded { _ in })
        .padding()
    }
}

// A pin dropped with a long press, its preview location held in an optional gesture state
// declared without an initial value (so the view keeps a memberwise `init(title:)`).
struct WeatherPinDropper: View {
    var title: String
    @GestureState private var previewLocation: CGPoint?

    var body: some View {
        Text(previewLocation == nil ? title : "Drop here")
            .padding()
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($previewLocation) { value, state, _ in state = value.location }
            )
    }
}
