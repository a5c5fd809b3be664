import SwiftUI
import Charts

struct SummitSample: Identifiable {
    let id = UUID()
    var mile: Int
    var elevation: Double
}

extension SummitSample {
    static let profile: [SummitSample] = [
        SummitSample(mile: 0, elevation: 4000),
        SummitSample(mile: 2, elevation: 5200),
        SummitSample(mile: 4, elevation: 6100),
        SummitSample(mile: 6, elevation: 7400),
        SummitSample(mile: 8, elevation: 8800),
    ]
}

struct SummitElevationChart: View {
    var samples: [SummitSample]
    var interpolation: InterpolationMethod = .catmullRom

    var body: some View {
        Chart {
            Plot {
                ForEach(samples) { sample in
                    LineMark(x: .value("Mile", sample.mile), y: .value("Elevation", sample.elevation))
                        .interpolationMethod(interpolation)
                        .symbol(Circle().strokeBorder(lineWidth: 2))
                        .symbolSize(100)
                }
            }
            RuleMark(y: .value("Tree line", 6000))
                .accessibilityHidden(true)
        }
        .chartYScale(domain: 3000...9000)
        .accessibilityChartDescriptor(self)
        .frame(height: 200)
        .accessibilityLabel("Elevation, \(interpolation.description) interpolation")
    }
}

extension SummitElevationChart: AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Mile", categoryOrder: samples.map { "\($0.mile)" })
        let yAxis = AXNumericDataAxisDescriptor(title: "Elevation", range: 3000...9000, gridlinePositions: []) { value in
            "\(Int(value)) feet"
        }
        let series = AXDataSeriesDescriptor(name: "Profile", isContinuous: true, dataPoints: samples.map {
            AXDataPoint(x: "\($0.mile)", y: $0.elevation)
        })
        return AXChartDescriptor(title: "Elevation profile", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}

struct SummitWeeklyBars: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Miles", 4))
                .clipShape(Capsule())
            BarMark(x: .value("Day", "Tue"), y: .value("Miles", 8))
                .clipShape(Capsule())
        }
        .chartYScale(domain: 0...8)
        .frame(width: 200, height: 160)
    }
}

#Preview {
    SummitElevationChart(samples: SummitSample.profile)
        .padding()
}
