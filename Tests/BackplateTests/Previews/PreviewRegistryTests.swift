import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// A registry written by hand, as DeveloperToolsSupport declares it. Generic, so that
/// `PreviewCatalog`'s scan of the program (non-generic conformers only) does not list it.
private struct HandRegistry<Tag>: PreviewRegistry {
    static var fileID: String { "RegistryTests/Hand.swift" }
    static var line: Int { 12 }
    static var column: Int { 1 }
    @MainActor static func makePreview() throws -> Preview {
        Preview("Hand", traits: .sizeThatFitsLayout) { Color.red.frame(width: 30, height: 10) }
    }
}

private struct FailingRegistry<Tag>: PreviewRegistry {
    static var fileID: String { "RegistryTests/Failing.swift" }
    static var line: Int { 7 }
    static var column: Int { 3 }
    @MainActor static func makePreview() throws -> Preview { throw PreviewUnavailable() }
}

/// DeveloperToolsSupport's `PreviewRegistry`: what every `#Preview` expands to conform to, with
/// its file, line and column, and `preview`, the preview it makes.
@MainActor @Suite(.tags(.pixels)) struct PreviewRegistryTests {
    @Test func aRegistryMakesItsPreview() throws {
        let preview = HandRegistry<Int>.preview
        #expect(preview.name == "Hand")
        #expect(HandRegistry<Int>.fileID == "RegistryTests/Hand.swift" && HandRegistry<Int>.line == 12)
        #expect(try HandRegistry<Int>.makePreview().traits == [.sizeThatFitsLayout])
    }

    @Test func aThrowingRegistryGivesAnEmptyPreviewAndWarns() {
        let (preview, warnings) = RuntimeWarning.collecting { FailingRegistry<Int>.preview }
        #expect(preview.name == nil && preview.traits.isEmpty)
        #expect(warnings.contains { $0.contains("RegistryTests/Failing.swift:7") && $0.contains("nothing is drawn") }, "\(warnings)")
    }

    @Test func macroPreviewsAreFoundThroughTheirRegistryConformance() throws {
        // PreviewTests.swift's `#Preview("Fitting swatch", traits: .sizeThatFitsLayout)`: a
        // 40 × 20 blue swatch on a canvas of its own size.
        let entry = try #require(PreviewCatalog.preview(named: "Fitting swatch"))
        #expect(entry.fileID == "BackplateTests/PreviewTests.swift")
        let image = try entry.render(colorScheme: .light, scale: 1)
        #expect(image.width == 40 && image.height == 20, "\(image.width) × \(image.height)")
    }
}
