import SwiftUI
import Charts

// A 2025-2026 operations dashboard: KPI tiles in an adaptive LazyVGrid, a donut of
// SectorMarks with a centred total, a latency chart of PointMarks over a threshold RuleMark,
// a service list whose status pills come from an enum, onGeometryChange for the layout
// switch, ViewThatFits for the header, an inline-large toolbar title and refreshable.

enum GantryStatus: String, CaseIterable {
    case healthy = "Healthy", degraded = "Degraded", down = "Down"

    var color: Color {
        switch self {
        case .healthy: .green
        case .degraded: .orange
        case .down: .red
        }
    }
}

struct GantryService: Identifiable {
    let id: String
    var region: String
    var status: GantryStatus
    var uptime: Double
}

struct GantryLatency: Identifiable {
    var id: Int { minute }
    var minute: Int
    var milliseconds: Double
}

struct GantryMetric: Identifiable {
    var id: String { title }
    var title: String
    var value: String
    var symbol: String
    var tint: Color
}

enum GantrySamples {
    static let services: [GantryService] = [
        GantryService(id: "api-gateway", region: "eu-west-1", status: .healthy, uptime: 0.9998),
        GantryService(id: "payments", region: "us-east-1", status: .degraded, uptime: 0.9921),
        GantryService(id: "search", region: "ap-south-1", status: .healthy, uptime: 0.9995),
        GantryService(id: "media-cdn", region: "global", status: .down, uptime: 0.9710),
    ]
    static let latency: [GantryLatency] = [120, 135, 128, 190, 240, 210, 160, 150, 142, 138, 260, 170]
        .enumerated().map { GantryLatency(minute: $0.offset * 5, milliseconds: $0.element) }
    static let metrics: [GantryMetric] = [
        GantryMetric(title: "Requests", value: "1.2M", symbol: "arrow.left.arrow.right", tint: .blue),
        GantryMetric(title: "Errors", value: "0.4%", symbol: "exclamationmark.triangle.fill", tint: .orange),
        GantryMetric(title: "P95", value: "212 ms", symbol: "speedometer", tint: .purple),
        GantryMetric(title: "Deploys", value: "7", symbol: "shippingbox.fill", tint: .teal),
    ]
}

struct GantryDashboardView: View {
    @State private var width: CGFloat = 0
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Text("All systems")
                            Text("·")
                            Text("2 incidents open").foregroundStyle(.orange)
                        }
                        Text("2 incidents open").foregroundStyle(.orange)
                    }
                    .font(.subheadline.weight(.medium))
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(GantrySamples.metrics) { metric in
                            GantryMetricTile(metric: metric)
                        }
                    }
                    GantryStatusDonut()
                    GantryLatencyChart()
                    GantryServiceList()
                }
                .padding()
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newWidth in
                    width = newWidth
                }
            }
            .background(Color(.systemGroupedBackground))
            .refreshable {}
            .navigationTitle("Gantry")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                        Button("Production") {}
                        Button("Staging") {}
                    }
                }
            }
        }
    }
}

struct GantryMetricTile: View {
    var metric: GantryMetric

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Image(systemName: metric.symbol)
                .font(.headline)
                .foregroundStyle(metric.tint)
            Text(metric.value)
                .font(.title.bold())
                .fontDesign(.rounded)
            Text(metric.title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.background, in: .rect(cornerRadius: 16))
    }
}

struct GantryStatusDonut: View {
    var body: some View {
        HStack(spacing: 20) {
            Chart(GantryStatus.allCases, id: \.self) { status in
                SectorMark(
                    angle: .value("Services", GantrySamples.services.filter { $0.status == status }.count),
                    innerRadius: .ratio(0.65),
                    angularInset: 2
                )
                .foregroundStyle(status.color)
                .cornerRadius(4)
            }
            .chartBackground { _ in
                VStack(spacing: 0) {
                    Text("\(GantrySamples.services.count)")
                        .font(.title2.bold())
                    Text("services")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 130, height: 130)
            VStack(alignment: .leading, spacing: 8) {
                ForEach(GantryStatus.allCases, id: \.self) { status in
                    Label {
                        Text(status.rawValue)
                    } icon: {
                        Circle().fill(status.color).frame(width: 10, height: 10)
                    }
                    .font(.subheadline)
                }
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 16))
    }
}

struct GantryLatencyChart: View {
    private let threshold = 200.0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Latency (ms)")
                .font(.headline)
            Chart {
                ForEach(GantrySamples.latency) { sample in
                    PointMark(
                        x: .value("Minute", sample.minute),
                        y: .value("Latency", sample.milliseconds)
                    )
                    .foregroundStyle(sample.milliseconds > threshold ? .red : .blue)
                    .symbolSize(40)
                }
                RuleMark(y: .value("Threshold", threshold))
                    .foregroundStyle(.red.opacity(0.6))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 4]))
                    .annotation(position: .top, alignment: .trailing) {
                        Text("SLO")
                            .font(.caption2.bold())
                            .foregroundStyle(.red)
                    }
            }
            .chartXScale(domain: 0...55)
            .chartYScale(domain: 100...280)
            .frame(height: 150)
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 16))
    }
}

struct GantryServiceList: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(GantrySamples.services) { service in
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(service.id)
                            .font(.body.monospaced())
                        Text(service.region)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(service.uptime, format: .percent.precision(.fractionLength(2)))
                        .font(.subheadline.monospacedDigit())
                        .foregroundStyle(.secondary)
                    Text(service.status.rawValue)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(service.status.color)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(service.status.color.opacity(0.15), in: .capsule)
                }
                .padding(.vertical, 10)
                if service.id != GantrySamples.services.last?.id {
                    Divider()
                }
            }
        }
        .padding(.horizontal)
        .background(.background, in: .rect(cornerRadius: 16))
    }
}

#Preview {
    GantryDashboardView()
}
