import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCairo
@testable import BackplateCore

/// A text proposed exactly the width it asked for lays out unchanged: one line, nothing cut.
/// A `ZStack` (and `.frame`, `overlay`) proposes its children its own size when it places
/// them, so a line that no longer fits there is drawn truncated ("Test@test.co…", CartCollab's
/// 30-point text field in unseen27, where SF's tracking is positive).
@Suite(.tags(.layout, .fonts)) struct TextAtItsOwnWidthTests {
    static let strings = ["Test@test.com", "CartCollab", "Hello, World!", "Sign In", "Don't have an account? Sign Up"]
    static let sizes: [CGFloat] = [11, 13, 15, 17, 20, 22, 24, 26, 28, 30, 34, 40, 50, 60]

    @Test(arguments: [0.0, 0.3, 0.62], [2.0, 3.0])
    func aLineProposedItsOwnWidthStaysWhole(weight: Double, scale: CGFloat) {
        var failures: [String] = []
        for size in Self.sizes {
            for string in Self.strings {
                let run = TextRun(string: string, font: ResolvedFont(family: nil, size: size, weight: weight))
                let ideal = PangoTextEngine.shared.layout(TextLayoutRequest(runs: [run], width: nil, height: nil, lineLimit: nil, displayScale: scale))
                for limit in [nil, 1] as [Int?] {
                    let again = PangoTextEngine.shared.layout(TextLayoutRequest(runs: [run], width: ideal.size.width, height: nil,
                                                                                 lineLimit: limit, displayScale: scale))
                    if again.lineCount != 1 || again.isTruncated || again.size != ideal.size {
                        failures.append("\(string) at \(size) pt, lineLimit \(limit.map(String.init) ?? "nil"): \(again.lineCount) lines, truncated \(again.isTruncated), \(again.size) for \(ideal.size)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(6).joined(separator: "\n"))")
    }
}
