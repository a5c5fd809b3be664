import Backplate
import SwiftData

/// The iOS 18 way to share sample data between previews: a preview modifier whose shared
/// context is the sample container.
struct VoyageSampleData: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        ModelContainer.voyageSample
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var voyageSampleData: Self = .modifier(VoyageSampleData())
}

#Preview("Trips with sample data", traits: .voyageSampleData) {
    VoyageTripListView()
}
