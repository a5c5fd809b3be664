import Foundation

/// Where a popover attaches to its source view.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// The source view's bounds.
    case rect(Source)
    /// A point in the unit space of the source view.
    case point(UnitPoint)

    /// The rectangle a popover attaches to.
    public enum Source: Hashable, Sendable {
        /// The source view's bounds.
        case bounds
        /// A rectangle in the source view's coordinates.
        case rect(CGRect)
    }
}

nonisolated extension View {
    /// Presents a popover when `isPresented` is `true` (a sheet on iPhone). A still render
    /// shows the presenting view only.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation("popover", isPresented: isPresented)
    }

    /// Presents a popover built from `item` when it is non-nil. A still render shows the
    /// presenting view only.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation("popover", item: item)
    }

    /// Presents a popover attached at `attachmentAnchor`, with the arrow edge the system
    /// picks (iOS 18); on an iPhone a sheet. A still render shows the presenting view only.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation("popover", isPresented: isPresented)
    }

    /// Presents a popover built from `item`, attached at `attachmentAnchor` (iOS 18); on an
    /// iPhone a sheet. A still render shows the presenting view only.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation("popover", item: item)
    }
}
