import BackplateCore

/// A transfer representation that offers an item as a SharePlay activity, so a `ShareLink` or
/// share sheet can start it (iOS 17+). A render shares nothing: it exports no data, so a
/// transfer of the item picks its other representations, and the closure never runs.
public struct GroupActivityTransferRepresentation<Item: Transferable>: TransferRepresentation, Sendable {
    /// Built in: made of no other representation.
    public typealias Body = Never

    /// Makes the activity for an item when the system asks for it (never in a render); nil for
    /// an activity offering itself.
    private let exporter: (@Sendable (Item) async throws -> any GroupActivity)?

    /// A representation that makes the activity for an item with `exporting`.
    public init<ActivityType: GroupActivity>(exporting: @escaping @Sendable (Item) async throws -> ActivityType) {
        exporter = exporting
    }

    /// The representation of an activity that offers itself, `GroupActivity`'s default.
    init() { exporter = nil }
}

extension GroupActivity where Self: Transferable {
    /// A transferable activity's default representation: the activity itself, offered for
    /// SharePlay (iOS 17+). It exports no data in a render.
    public static var transferRepresentation: some TransferRepresentation {
        GroupActivityTransferRepresentation<Self>()
    }
}
