import Backplate
import Combine

// Courier: a parcel-tracking screen whose view model is built with Combine, as in apps that
// predate Observation: @Published inputs, a combineLatest/map pipeline assigned back to a
// @Published output, a debounced search, a PassthroughSubject of refresh requests and an
// every-minute Timer publisher. "Updated 5 min ago" comes from Text(_:style: .relative).

enum CourierStatus: String, CaseIterable {
    case labelCreated = "Label created"
    case inTransit = "In transit"
    case outForDelivery = "Out for delivery"
    case delivered = "Delivered"

    var tint: Color {
        switch self {
        case .labelCreated: return .gray
        case .inTransit: return .blue
        case .outForDelivery: return .orange
        case .delivered: return .green
        }
    }
}

struct CourierParcel: Identifiable, Equatable {
    let id: String
    var sender: String
    var status: CourierStatus
    var updated: Date
    var tags: [String]
}

final class CourierTracker: ObservableObject {
    @Published var parcels: [CourierParcel]
    @Published var showsDelivered = false
    @Published var query = ""
    @Published private(set) var visible: [CourierParcel] = []
    @Published private(set) var searchSuggestion: String?
    @Published private(set) var refreshCount = 0

    let refreshRequests = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(parcels: [CourierParcel], showsDelivered: Bool = false) {
        self.parcels = parcels
        self.showsDelivered = showsDelivered

        $parcels
            .combineLatest($showsDelivered)
            .map { parcels, showsDelivered in
                parcels
                    .filter { showsDelivered || $0.status != .delivered }
                    .sorted { $0.updated > $1.updated }
            }
            .assign(to: &$visible)

        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.isEmpty ? nil : "Search “\($0)”" }
            .assign(to: &$searchSuggestion)

        refreshRequests
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.refreshCount += 1 }
            .store(in: &cancellables)
    }

    func refresh() { refreshRequests.send() }
}

struct CourierFlowLayout: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct CourierChip: ViewModifier {
    var tint: Color
    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .foregroundStyle(tint)
            .background(tint.opacity(0.15), in: Capsule())
    }
}

extension View {
    func courierChip(_ tint: Color) -> some View { modifier(CourierChip(tint: tint)) }
}

struct CourierParcelRow: View {
    let parcel: CourierParcel

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(parcel.sender).font(.headline)
                Spacer()
                Text(parcel.status.rawValue).courierChip(parcel.status.tint)
            }
            Text("Updated \(parcel.updated, style: .relative) ago")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            CourierFlowLayout {
                ForEach(parcel.tags, id: \.self) { tag in
                    Text(tag).courierChip(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct CourierTrackingScreen: View {
    @StateObject private var tracker: CourierTracker
    @State private var lastTick = Date()
    private let ticker = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    init(tracker: CourierTracker) {
        _tracker = StateObject(wrappedValue: tracker)
    }

    var body: some View {
        NavigationStack {
            List {
                if let suggestion = tracker.searchSuggestion {
                    Text(suggestion)
                }
                Section {
                    ForEach(tracker.visible) { parcel in
                        CourierParcelRow(parcel: parcel)
                    }
                } header: {
                    Text("\(tracker.visible.count) parcels")
                } footer: {
                    Text("Refreshed \(tracker.refreshCount) times")
                }
                Toggle("Show delivered", isOn: $tracker.showsDelivered)
            }
            .navigationTitle("Parcels")
            .searchable(text: $tracker.query)
            .toolbar {
                Button("Refresh", systemImage: "arrow.clockwise") { tracker.refresh() }
            }
            .onReceive(ticker) { lastTick = $0 }
        }
    }
}

extension CourierTracker {
    static func sample(now: Date = .now) -> CourierTracker {
        CourierTracker(parcels: [
            CourierParcel(id: "1Z-204", sender: "Paper Goods Co.", status: .inTransit,
                          updated: now.addingTimeInterval(-5 * 60), tags: ["Signature", "Fragile"]),
            CourierParcel(id: "1Z-377", sender: "Orchard Books", status: .outForDelivery,
                          updated: now.addingTimeInterval(-90), tags: ["Doorstep"]),
            CourierParcel(id: "1Z-118", sender: "Kettle & Co", status: .delivered,
                          updated: now.addingTimeInterval(-2 * 86_400), tags: ["Mailroom"]),
            CourierParcel(id: "1Z-512", sender: "Trail Outfitters", status: .labelCreated,
                          updated: now.addingTimeInterval(-3 * 3600 - 20 * 60),
                          tags: ["Oversize", "Weekend delivery", "Signature", "Insured", "Gift"]),
        ])
    }
}

#Preview("Parcels") {
    CourierTrackingScreen(tracker: .sample())
}

#Preview("Parcels, delivered shown") {
    let tracker = CourierTracker.sample()
    tracker.showsDelivered = true
    tracker.query = "kettle"
    tracker.refresh()
    return CourierTrackingScreen(tracker: tracker)
}
