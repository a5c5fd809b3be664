import Testing
import Foundation
import SwiftUI

/// `Font.default` (iOS 26): the environment's effective font where it is used. Tournament's
/// rows write `.font(.default)` in a `ForEach`; `.font(.default)` keeps the font set above it,
/// and `Font.default.bold()` is that font in bold.
@MainActor @Suite struct FontDefaultTests {
    private func textFrames<V: View>(_ view: V) -> [CGRect] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        return renderer.displayList().drawnTexts.map(\.1)
    }

    @Test func defaultKeepsTheFontSetAbove() {
        let title = textFrames(Text("Round 1").font(.title))
        let inherited = textFrames(VStack { Text("Round 1").font(.default) }.font(.title))
        let viaView = textFrames(VStack { VStack { Text("Round 1") }.font(.default) }.font(.title))
        #expect(inherited == title && viaView == title)
        #expect(title.first.map { $0.height } != textFrames(Text("Round 1")).first.map { $0.height })
    }

    @Test func defaultWithoutAFontAboveIsBody() {
        #expect(textFrames(Text("Round 1").font(.default)) == textFrames(Text("Round 1")))
        #expect(textFrames(VStack { Text("Round 1") }.font(.default)) == textFrames(Text("Round 1")))
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .large
        let resolved = Font.default.resolve(in: environment.fontResolutionContext)
        #expect(resolved.pointSize == 17 && resolved.weight == .regular)
    }

    @Test func modifiersOnDefaultApplyToTheInheritedFont() {
        let italic = textFrames(VStack { Text("Seeds") }.font(.default.italic()).font(.headline))
        let onText = textFrames(VStack { Text("Seeds").font(.default.italic()) }.font(.headline))
        let expected = textFrames(Text("Seeds").font(.headline.italic()))
        #expect(italic == expected && onText == expected)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .large
        let resolved = Font.default.bold().resolve(in: environment.fontResolutionContext)
        #expect(resolved.pointSize == 17 && resolved.isBold)
    }
}
