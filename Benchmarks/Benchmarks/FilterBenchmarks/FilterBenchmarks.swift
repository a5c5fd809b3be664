import Backplate
import Benchmark
import CoreImage

/// A 1,000 × 1,000 photo-like input: a gradient with a disc, so every filter has edges and colours.
func filterInput() throws -> CIImage {
    let view = ZStack {
        LinearGradient(colors: [.orange, .purple, .teal], startPoint: .topLeading, endPoint: .bottomTrailing)
        Circle().fill(.yellow).frame(width: 400, height: 400)
    }
    .frame(width: 1000, height: 1000)
    let renderer = ImageRenderer(content: view)
    guard let image = renderer.cgImage else { throw CocoaError(.fileReadCorruptFile) }
    return CIImage(cgImage: image)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(5), maxIterations: 30)
    let filters: [(String, [String: Any])] = [
        ("CISepiaTone", [:]), ("CIColorControls", [kCIInputSaturationKey: 0.2]),
        ("CIGaussianBlur", [kCIInputRadiusKey: 10]), ("CIUnsharpMask", [:]), ("CIEdges", [:]),
        ("CIPixellate", [kCIInputScaleKey: 20]), ("CICrystallize", [:]), ("CITwirlDistortion", [kCIInputCenterKey: CIVector(x: 500, y: 500)]),
    ]
    for (name, parameters) in filters {
        // The filter and the render of its output, as an app's createCGImage(_:from:) runs them.
        Benchmark("\(name) 1000x1000") { benchmark in
            let input = try filterInput()
            let context = CIContext()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let output = input.applyingFilter(name, parameters: parameters)
                blackHole(context.createCGImage(output, from: input.extent))
            }
            benchmark.stopMeasurement()
        }
    }
}
