import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@_spi(Backend) import BackplateCore

/// A task whose cancellation does not return (as Foundation's `URLSession` on Linux deadlocks
/// when a request completes while its task is cancelled): the render still ends, in about
/// `HostedTaskCancellation.patience`, with a warning naming why.
struct StuckCancellationView: View {
    @State private var started = false
    var body: some View {
        (started ? Color.green : Color.red)
            .frame(width: 20, height: 20)
            .task {
                started = true
                let release = DispatchSemaphore(value: 0)
                await withTaskCancellationHandler {
                    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                        // Resumed only after the stuck handler gives up, well after the render.
                        DispatchQueue.global().asyncAfter(deadline: .now() + 5) { continuation.resume() }
                    }
                } onCancel: {
                    _ = release.wait(timeout: .now() + 4)
                }
            }
    }
}

#Preview("Stuck cancellation", traits: .sizeThatFitsLayout) {
    StuckCancellationView()
}

@MainActor @Suite(.tags(.pixels)) struct StuckCancellationTests {
    @Test func aRenderEndsThoughATasksCancellationIsStuck() throws {
        let preview = try #require(PreviewCatalog.preview(named: "Stuck cancellation"))
        let start = Date()
        let (image, warnings) = try RuntimeWarning.collecting { try preview.render(scale: 1) }
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 3.9, "the render waited \(seconds) s")
        #expect(warnings.contains { $0.contains("cancellation did not return within 2 s") }, "\(warnings)")
        // The task's first job ran in the render: its state is drawn.
        #expect(image.pixel(x: 10, y: 10) == RenderedImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
