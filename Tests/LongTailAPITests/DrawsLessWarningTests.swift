import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Charts

/// What Backplate cannot draw it says, in a runtime warning naming it.
@MainActor
@Suite(.tags(.appFiles)) struct DrawsLessWarningTests {
    @Test func anUnknownSymbolIsNamedInAWarningEachTimeItIsCollected() throws {
        let view = Image(systemName: "no.such.symbol.anywhere").frame(width: 20, height: 20)
        for _ in 0..<2 {
            let (image, warnings) = try RuntimeWarning.collecting { try ImageRenderer(content: view).render() }
            #expect(image.width == 20)
            #expect(warnings.contains { $0.contains("'no.such.symbol.anywhere'") })
        }
        let (_, none) = try RuntimeWarning.collecting { try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).render() }
        #expect(!none.contains { $0.contains("no.such.symbol.anywhere") })
    }

    @Test func aClipShapeOnALineMarkIsNamedInAWarning() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1)).clipShape(Circle())
            LineMark(x: .value("x", 1), y: .value("y", 2)).clipShape(Circle())
        }
        .frame(width: 100, height: 80)
        let (_, warnings) = try RuntimeWarning.collecting { try ImageRenderer(content: chart).render() }
        #expect(warnings.contains { $0.contains("clipShape(_:) on a line mark") })
    }
}
