import Testing
import BackplateTestSupport
import Backplate

/// A type private to its file, as enum pickers' previews declare their sample cases.
private enum PreviewFixtureFlavour: String, CaseIterable {
    case lemon, lime
}

#Preview("Private flavour", traits: .sizeThatFitsLayout) {
    @Previewable @State var flavour = PreviewFixtureFlavour.lime
    Color.yellow.frame(width: flavour == .lime ? 40 : 20, height: 10)
}

/// `@Previewable` state whose type is private to the file compiles, as in Xcode: the view the
/// macro makes around it is file-private.
@MainActor @Suite(.tags(.layout)) struct PreviewablePrivateTypeTests {
    @Test func stateOfAFilePrivateTypeIsThePreviewsState() throws {
        let entry = try #require(PreviewCatalog.preview(named: "Private flavour"))
        let image = try entry.render(scale: 1)
        #expect(image.width == 40 && image.height == 10)
    }
}
