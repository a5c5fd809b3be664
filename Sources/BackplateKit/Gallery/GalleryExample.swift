import Foundation
import Backplate

/// One entry of the built-in gallery: a view and how to render it.
public struct GalleryExample: Sendable {
    /// A file-name-safe identifier, such as `seed003-zstack-required-size`.
    public let name: String
    /// A one-line title.
    public let title: String
    /// What SwiftUI draws for it, in words (from the seed or the reference).
    public let summary: String
    /// The proposal given to the root view.
    public let proposedSize: ProposedViewSize
    /// The colour scheme it renders in.
    public let colorScheme: ColorScheme
    private let make: @Sendable () -> AnyView

    /// Creates an example.
    public init<V: View>(_ name: String, title: String, summary: String, proposedSize: ProposedViewSize = .unspecified,
                         colorScheme: ColorScheme = .light, @ViewBuilder view: @escaping @Sendable () -> V) {
        self.name = name
        self.title = title
        self.summary = summary
        self.proposedSize = proposedSize
        self.colorScheme = colorScheme
        // Erased before the closure, which then captures no generic metatype.
        let erased: @Sendable () -> any View = view
        self.make = { AnyView(erased()) }
    }

    /// The example's view, in its colour scheme.
    public var view: some View {
        make().environment(\.colorScheme, colorScheme)
    }

    /// A renderer set up for this example at `scale`, with dates shown in UTC (the time zone
    /// of the process would otherwise change the pictures of the examples holding dates).
    public func renderer(scale: CGFloat = 2) -> ImageRenderer<some View> {
        let r = ImageRenderer(content: view)
        r.proposedSize = proposedSize
        r.scale = scale
        r.environment.pinTimeZoneToUTC()
        return r
    }
}

/// The built-in catalog: every seed's examples and a few more.
public enum Gallery {
    /// All examples, in display order.
    public static var examples: [GalleryExample] {
        Seed000Examples.all + Seed001Examples.all + Seed002Examples.all + Seed003Examples.all + Seed004Examples.all
            + ShowcaseExamples.all
            + NavigationExamples.all
            + ControlExamples.all
    }
}
