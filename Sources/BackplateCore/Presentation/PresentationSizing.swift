import Foundation

/// How a presentation sizes its content (iOS 18): the size it proposes to the content, given a
/// proxy for the content and the presentation's context. Set with `presentationSizing(_:)`.
///
/// A still render does not draw the sheet's container, so a sizing changes nothing drawn;
/// its `proposedSize(for:context:)` answers as on an iPhone (the container's size).
public protocol PresentationSizing {
    /// The size to propose to the presentation's content.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// A proxy for a presentation's content, asked for its size by a `PresentationSizing` (iOS 18).
public struct PresentationSizingRoot {
    let measure: (ProposedViewSize) -> CGSize

    init(measure: @escaping (ProposedViewSize) -> CGSize) { self.measure = measure }

    /// The content's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// What a `PresentationSizing` knows about its presentation (iOS 18; no public members).
public struct PresentationSizingContext {
    /// The space the presentation may fill: an iPhone's screen.
    let containerSize: CGSize

    init(containerSize: CGSize) { self.containerSize = containerSize }
}

/// The platform's default sizing: on an iPhone, the container's size.
public struct AutomaticPresentationSizing: PresentationSizing {
    /// The container's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.containerSize)
    }
}

/// A size suited to a form: a centred card on an iPad, the full width on an iPhone.
public struct FormPresentationSizing: PresentationSizing {
    /// The container's size (an iPhone's sheet fills the width).
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.containerSize)
    }
}

/// A size about that of a page of paper on an iPad, the full width on an iPhone.
public struct PagePresentationSizing: PresentationSizing {
    /// The container's size (an iPhone's sheet fills the width).
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.containerSize)
    }
}

/// The content's ideal size: `nil` proposed on both axes.
public struct FittedPresentationSizing: PresentationSizing {
    /// `.unspecified`: the content's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// A sizing whose proposal is `nil` (the content's ideal size) on the chosen axes.
struct FittedAxesPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool, vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposal = base.proposedSize(for: root, context: context)
        return ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

extension PresentationSizing {
    /// This sizing, kept at its size when the content shrinks (sticky). The proposal is the
    /// same; a still render never resizes.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }

    /// This sizing with the content's ideal size on the chosen axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        FittedAxesPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's default sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A size suited to a form.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A size about that of a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's ideal size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}
