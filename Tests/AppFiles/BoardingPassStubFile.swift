import Backplate

// A boarding pass whose seat badge is sized from the measured seat text and whose
// perforation notches sit where the perforation row is laid out, measured in the pass's
// named coordinate space.

struct BoardingPassSeatSizeKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        let next = nextValue()
        value = CGSize(width: max(value.width, next.width), height: max(value.height, next.height))
    }
}

struct BoardingPassPerforationKey: PreferenceKey {
    static var defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}

struct BoardingPassSeatBadge: View {
    var seat: String

    var body: some View {
        Text(seat)
            .font(.title3.bold())
            .foregroundColor(.white)
            .fixedSize()
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: BoardingPassSeatSizeKey.self, value: proxy.size)
                }
            )
            .backgroundPreferenceValue(BoardingPassSeatSizeKey.self) { size in
                Circle()
                    .fill(Color.indigo)
                    .frame(width: max(size.width, size.height) + 16, height: max(size.width, size.height) + 16)
                    .id("BoardingPassSeatBadge.circle")
            }
            .id("BoardingPassSeatBadge.text")
    }
}

struct BoardingPassStub: View {
    @Environment(\.colorScheme) private var colorScheme
    var passenger = "Ana Duarte"
    var seat = "14C"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("LIS → NRT").font(.title2.bold())
                    Text(passenger).font(.subheadline).foregroundColor(.secondary)
                }
                Spacer()
                BoardingPassSeatBadge(seat: seat)
            }
            .padding(20)

            GeometryReader { proxy in
                Color.clear.preference(key: BoardingPassPerforationKey.self,
                                       value: proxy.frame(in: .named("BoardingPass")).midY)
            }
            .frame(height: 1)
            .id("BoardingPassStub.perforation")

            HStack {
                Text("Gate B12")
                Spacer()
                Text("Boards 09:40")
            }
            .font(.callout)
            .padding(20)
        }
        .frame(width: 320)
        .background(Color.yellow.opacity(0.35), in: RoundedRectangle(cornerRadius: 16))
        .overlayPreferenceValue(BoardingPassPerforationKey.self, alignment: .topLeading) { perforationY in
            if let y = perforationY {
                HStack {
                    Circle().frame(width: 18, height: 18).offset(x: -9).id("BoardingPassStub.leftNotch")
                    Spacer()
                    Circle().frame(width: 18, height: 18).offset(x: 9)
                }
                .foregroundColor(colorScheme == .dark ? Color.black : Color.white)
                .offset(y: y - 9)
            }
        }
        .coordinateSpace(.named("BoardingPass"))
        .padding(30)
    }
}
