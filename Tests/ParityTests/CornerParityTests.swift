import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// The continuous corner against iOS's: each pixel row's coverage profile at the top-left corner
// of a filled shape (scripts/parity/corner.py), Backplate's render against the numbers
// recorded from the reference PNGs.

/// How far in (points) the fill starts in each of the first `rows` pixel rows below `top`,
/// measured from the pixels' coverage over 40 points from `left` (flat fill on flat page).
func cornerProfile(_ image: ParityImage, top: Double, left: Double, rows: Int = 30) -> [Double] {
    let s = image.scale, y0 = Int((top * s).rounded()), x0 = Int((left * s).rounded()), span = Int(40 * s)
    let page = Double(image.image.pixel(x: x0 + Int(60 * s), y: y0 - 2).red)
    let fill = Double(image.image.pixel(x: x0 + Int(60 * s), y: y0 + Int(30 * s)).red)
    return (0..<rows).map { d in
        let covered = (0..<span).reduce(0.0) { sum, x in
            let v = Double(image.image.pixel(x: x0 + x, y: y0 + d).red)
            return sum + min(max((page - v) / (page - fill), 0), 1)
        }
        return Double(span) / s - covered / s
    }
}

/// The largest distance, in points normal to the curve, between two profiles: each row's
/// horizontal difference scaled by the reference curve's slope there.
func normalDistance(_ ours: [Double], _ reference: [Double], scale: Double) -> Double {
    reference.indices.map { i in
        let a = reference[max(i - 1, 0)], b = reference[min(i + 1, reference.count - 1)]
        let slope = (a - b) / (Double(min(i + 1, reference.count - 1) - max(i - 1, 0)) / scale)
        return abs(ours[i] - reference[i]) / (1 + slope * slope).squareRoot()
    }.max() ?? 0
}

@Suite("Parity: continuous corners", .backplateLook(.iOS26), .tags(.pixels))
struct CornerParityTests {
    /// spezi-gradient-mask-rounded-rects-ios18: `RoundedRectangle(cornerRadius: 10)` (continuous),
    /// 358 × 100, black on white, at (16, 63).
    static let radius10: [Double] = [
        9.541, 7.260, 6.131, 5.366, 4.756, 4.234, 3.774, 3.378, 3.009, 2.690, 2.390, 2.120, 1.882, 1.650, 1.456,
        1.268, 1.098, 0.954, 0.812, 0.697, 0.605, 0.512, 0.439, 0.370, 0.307, 0.259, 0.212, 0.171, 0.141, 0.111,
    ]
    /// homeassistant-link-row-continuous-corners-ios26: a 390 × 62 clip of radius 12 at (0, 401).
    static let radius12: [Double] = [
        12.530, 9.424, 8.015, 7.076, 6.348, 5.742, 5.212, 4.773, 4.333, 3.955, 3.576, 3.273, 2.985, 2.697, 2.439,
        2.212, 1.970, 1.773, 1.621, 1.394, 1.288, 1.121, 0.985, 0.909, 0.788, 0.667, 0.636, 0.576, 0.485, 0.394,
    ]

    @Test func radius10MatchesIOS() {
        let rects = VStack {
            VStack(spacing: 16) {
                ForEach(0..<5, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 10).frame(height: 100).redacted(reason: .placeholder)
                }
            }
            .mask(LinearGradient(gradient: Gradient(colors: [.black, .clear]), startPoint: .center, endPoint: .bottom))
            .padding()
            Spacer()
        }
        let image = Parity.render("spezi-gradient-mask-rounded-rects-ios18", rects, layout: .device(config: .iPhone13Pro))
        #expect(image.box((0, 0, 390, 200), .dark(128)) == Box(16, 63, 374, 200))
        let ours = cornerProfile(image, top: 63, left: 16)
        let worst = zip(ours, Self.radius10).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 0.1, "row insets \(ours)")
        #expect(normalDistance(ours, Self.radius10, scale: 3) <= 0.05)
    }

    @Test func radius12MatchesIOS26() {
        let image = Parity.render("homeassistant-link-row-continuous-corners-ios26", ControlParityTests.linkRow,
                                  layout: .device(config: ControlParityTests.homeAssistantPhone), style: .light)
        let ours = cornerProfile(image, top: 401, left: 0)
        #expect(normalDistance(ours, Self.radius12, scale: 3) <= 0.25, "row insets \(ours)")
    }
}
