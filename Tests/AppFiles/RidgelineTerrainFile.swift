import SwiftUI
import Charts

// A 2026 hiking app's route preview: iOS 26's Chart3D with a SurfacePlot of the terrain around
// a summit, coloured by height, the trailhead and summit as point marks, viewed from a pose the
// person drags (a binding), with a summary card beneath.

enum RidgelineTerrain {
    /// Height in km at (x, z) km from the trailhead: a summit at (0.6, -0.4) and a lower shoulder.
    @Sendable static func height(_ x: Double, _ z: Double) -> Double {
        let summit = 1.8 * exp(-((x - 0.6) * (x - 0.6) + (z + 0.4) * (z + 0.4)) / 0.35)
        let shoulder = 0.9 * exp(-((x + 0.7) * (x + 0.7) + (z - 0.5) * (z - 0.5)) / 0.25)
        return 0.4 + summit + shoulder
    }
}

struct RidgelineRouteView: View {
    @State private var pose = Chart3DPose(azimuth: .degrees(30), inclination: .degrees(35))

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Chart3D {
                    SurfacePlot(x: "East (km)", y: "Height (km)", z: "North (km)") { x, z in
                        RidgelineTerrain.height(x, z)
                    }
                    .foregroundStyle(.heightBased(Gradient(colors: [.green, .brown, .white]), yRange: 0...2.4))
                    PointMark(x: .value("East", 0.6), y: .value("Height", 2.25), z: .value("North", -0.4))
                        .foregroundStyle(.red)
                        .symbolSize(0.06)
                }
                .chartXScale(domain: -1.5...1.5)
                .chartZScale(domain: -1.5...1.5)
                .chartYScale(domain: 0...2.4)
                .chart3DPose($pose)
                .frame(height: 320)

                HStack {
                    Label("Summit 2,250 m", systemImage: "mountain.2.fill")
                    Spacer()
                    Text("Ascent 1,850 m")
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
                .padding()
                .background(.regularMaterial, in: .rect(cornerRadius: 16))
            }
            .padding()
            .navigationTitle("Ridgeline")
        }
    }
}

#Preview {
    RidgelineRouteView()
}
