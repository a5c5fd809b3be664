import Foundation

// SwiftUI's item-provider drag and drop (iOS 13.4+): a person drags with a finger, so a still
// render draws each view at rest; nothing is dragged, dropped or targeted.

/// The kinds of drop a destination proposes.
public enum DropOperation: Hashable, Sendable {
    /// The drop is cancelled: nothing is transferred.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The dragged data is copied.
    case copy
    /// The dragged data is moved.
    case move
}

/// What a drop destination proposes for the drag over it.
public struct DropProposal: Sendable {
    /// The proposed operation.
    public let operation: DropOperation
    /// Creates a proposal.
    public init(operation: DropOperation) { self.operation = operation }
}

/// The current state of a drop, handed to a `DropDelegate`: where the drag is and what it
/// carries. A still render never makes one.
public struct DropInfo {
    /// The drag's location in the destination view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    package init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether any dragged item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The dragged items that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { p in contentTypes.contains { p.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// Whether any dragged item conforms to one of the type identifiers (deprecated: pass `UTType`s).
    public func hasItemsConforming(to types: [String]) -> Bool {
        !itemProviders(for: types).isEmpty
    }

    /// The dragged items conforming to one of the type identifiers (deprecated: pass `UTType`s).
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { p in types.contains { p.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// The object that handles a drop on a view with `onDrop(of:delegate:)`. A still render never
/// calls it.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop may happen (by default, always).
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; returns whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// The drag entered the view.
    func dropEntered(info: DropInfo)
    /// The drag moved over the view: the operation to propose (by default `nil`, a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Allows every drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Proposes nothing (SwiftUI copies).
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Lets people drag this view's item out: `data` makes its provider when a drag begins.
    /// No visible effect at rest; `data` is not called.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_InertModifier())
    }

    /// Lets people drag this view's item out, shown as `preview` while dragging. No visible
    /// effect at rest; neither closure is called.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts drops of `supportedContentTypes`. No visible effect: at rest nothing is dragged
    /// over the view, so `isTargeted` is left as it is and `action` is not called.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts drops of `supportedContentTypes`, with the drop's location. No visible effect at
    /// rest; `action` is not called.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts drops of `supportedContentTypes`, handled by `delegate`. No visible effect at
    /// rest; the delegate is not called.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts drops of the type identifiers (deprecated: pass `UTType`s). No visible effect.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts drops of the type identifiers, with the location (deprecated: pass `UTType`s).
    /// No visible effect.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts drops of the type identifiers, handled by `delegate` (deprecated: pass
    /// `UTType`s). No visible effect.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        modifier(_InertModifier())
    }

    /// Provides the view's item to the system (for drag, copy or share) when asked. No visible
    /// effect; `action` is not called.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
        modifier(_InertModifier())
    }
}
