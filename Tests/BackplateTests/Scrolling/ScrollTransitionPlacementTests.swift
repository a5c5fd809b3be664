import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// `scrollTransition` at rest: a view cut by an edge of its scroll view draws that edge's phase
/// (unseen30's carousel drew its neighbour at full size and opacity). Apple documents the
/// interactive form as interpolating by a timing curve from just hidden (0) to the threshold (1).
@Suite(.tags(.layout, .pixels)) struct ScrollTransitionPlacementTests {
    private let red: [Int] = [255, 0, 0, 255], white: [Int] = [255, 255, 255, 255]

    /// Three 150-point red tiles in a 200-point horizontal scroll view: the first shows whole,
    /// the second shows 50 of its 150 points past the trailing edge.
    private func carousel(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in
                    Color(red: 1, green: 0, blue: 0).frame(width: 150, height: 60)
                        .scrollTransition(configuration) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .frame(width: 200, height: 60)
    }

    private func render<V: View>(_ view: V) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 60)
        renderer.isOpaque = true
        return try renderer.render()
    }

    @Test func aViewPastTheTrailingEdgeDrawsTheBottomTrailingPhase() throws {
        let image = try render(carousel(.animated))
        #expect(close(rgba(image, 75, 30), red))
        #expect(close(rgba(image, 175, 30), white))
    }

    @Test func aThresholdTheShownPartReachesKeepsTheIdentityPhase() throws {
        // A third of the second tile shows: over a 0.3 threshold, under the default (whole view).
        let image = try render(carousel(.animated.threshold(.visible(0.3))))
        #expect(close(rgba(image, 175, 30), red))
    }

    @Test func anInteractiveTransitionIsEasedByHowMuchShows() throws {
        let image = try render(carousel(.interactive))
        // easeInOut is cubic-bezier(0.42, 0, 0.58, 1); a third of the way to the threshold.
        let eased = Self.cubicBezierY(x: 1.0 / 3.0, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        let expectedGreen = Int((255 * (1 - eased)).rounded())
        let pixel = rgba(image, 175, 30)
        #expect(pixel[0] == 255 && abs(pixel[1] - expectedGreen) <= 2, "\(pixel) against \(expectedGreen)")
        #expect(close(rgba(image, 75, 30), red))
        let identity = try render(carousel(.identity))
        #expect(close(rgba(identity, 175, 30), red))
    }

    @Test func theEdgeAndProgressComeFromTheVisibleRegion() {
        let placement = ScrollTransitionPlacement(topLeading: .animated, bottomTrailing: .animated, axis: nil)
        // A 100-point view with its first 40 points above the region (region in its own space).
        let above = placement.phase(size: CGSize(width: 50, height: 100), visible: CGRect(x: 0, y: 40, width: 50, height: 300))
        #expect(above.phase == .topLeading && abs(above.progress - 0.6) < 1e-9)
        let inside = placement.phase(size: CGSize(width: 50, height: 100), visible: CGRect(x: 0, y: -10, width: 50, height: 300))
        #expect(inside.phase == .identity)
        let below = placement.phase(size: CGSize(width: 50, height: 100), visible: CGRect(x: 0, y: -500, width: 50, height: 300))
        #expect(below.phase == .bottomTrailing && below.progress == 0)
        let tall = placement.phase(size: CGSize(width: 50, height: 900), visible: CGRect(x: 0, y: 100, width: 50, height: 300))
        #expect(tall.phase == .identity)
    }

    /// y of a CSS cubic Bézier at `x`, by bisection on its parameter.
    static func cubicBezierY(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
