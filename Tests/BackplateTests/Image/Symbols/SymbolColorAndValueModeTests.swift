import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 26's `symbolColorRenderingMode(_:)` and `symbolVariableValueMode(_:)`: the environment
/// values they set, and the runtime warnings where Backplate draws less than iOS 26 (flat layers
/// for `.gradient`, colour for `.draw`), with the symbol's pixels those of the flat mode.
@MainActor
@Suite(.tags(.pixels)) struct SymbolColorAndValueModeTests {
    struct ModeReader: View {
        @Environment(\.symbolColorRenderingMode) var color
        @Environment(\.symbolVariableValueMode) var value
        var body: some View { Text(verbatim: "\(color == .gradient) \(value == .draw)") }
    }

    @Test func modesTravelThroughTheEnvironment() {
        let set = phoneTexts(ModeReader().symbolColorRenderingMode(.gradient).symbolVariableValueMode(.draw))
        #expect(frame(set, "true true") != nil, "\(set.map(\.0))")
        let unset = phoneTexts(ModeReader())
        #expect(frame(unset, "false false") != nil, "\(unset.map(\.0))")
    }

    @Test func gradientAndDrawWarnAndDrawAsFlatAndColor() throws {
        let symbol = Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(.red)
        let (gradient, warnings) = try RuntimeWarning.collecting {
            try renderImage(symbol.symbolColorRenderingMode(.gradient).symbolVariableValueMode(.draw), scale: 2)
        }
        #expect(warnings.contains { $0.hasPrefix("symbolColorRenderingMode(.gradient)") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("symbolVariableValueMode(.draw)") }, "\(warnings)")
        let (flat, quiet) = try RuntimeWarning.collecting {
            try renderImage(symbol.symbolColorRenderingMode(.flat).symbolVariableValueMode(.color), scale: 2)
        }
        #expect(quiet.isEmpty, "\(quiet)")
        #expect(try gradient.pngData() == flat.pngData())
    }
}
