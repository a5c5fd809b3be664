import BackplateCore
import Foundation

/// Shares files and data with every participant of a session, whenever they join (iOS 17+).
/// A render has no joined session: adding, removing and loading throw at once and
/// `attachments` finishes without an element, each after a runtime warning.
public final class GroupSessionJournal: Sendable {
    /// The session's activity name, for warnings.
    private let activityName: String

    /// A journal for `session`.
    public convenience init<Activity: GroupActivity>(session: GroupSession<Activity>) {
        self.init(activityName: GroupActivitiesRender.name(of: Activity.self))
    }

    private init(activityName: String) { self.activityName = activityName }

    /// The attachments participants have added, delivered whenever they change. Finishes at once
    /// in a render, after a runtime warning: nobody adds anything.
    public var attachments: GroupSessionJournal.Attachments {
        GroupActivitiesRender.warn("GroupSessionJournal(\(activityName)).attachments",
                                   "the sequence finishes at once without attachments")
        return Attachments()
    }

    /// Uploads `item` for the other participants. Throws at once in a render.
    public func add<ItemType: Transferable>(_ item: ItemType) async throws -> GroupSessionJournal.Attachment {
        throw GroupActivitiesRender.unavailable("GroupSessionJournal(\(activityName)).add(_:)")
    }

    /// Uploads `item` with Codable `metadata` for the other participants. Throws at once in a
    /// render.
    public func add<ItemType: Transferable, MetadataType: Codable>(_ item: ItemType, metadata: MetadataType) async throws
        -> GroupSessionJournal.Attachment {
        throw GroupActivitiesRender.unavailable("GroupSessionJournal(\(activityName)).add(_:metadata:)")
    }

    /// Removes `attachment` from every participant's journal. Throws at once in a render.
    public func remove(attachment: GroupSessionJournal.Attachment) async throws {
        throw GroupActivitiesRender.unavailable("GroupSessionJournal(\(activityName)).remove(attachment:)")
    }

    /// A file or data item in the journal, to download. A render's journals hold none.
    public struct Attachment: Identifiable, Sendable {
        /// The attachment's unique identifier.
        public let id: UUID

        /// Downloads the item as `type`. Throws at once in a render.
        public func load<AttachmentType: Transferable>(_ type: AttachmentType.Type) async throws -> AttachmentType {
            throw GroupActivitiesRender.unavailable("GroupSessionJournal.Attachment.load(_:)")
        }

        /// Downloads the item's metadata as `type`. Throws at once in a render.
        public func loadMetadata<MetadataType: Codable>(of type: MetadataType.Type) async throws -> MetadataType {
            throw GroupActivitiesRender.unavailable("GroupSessionJournal.Attachment.loadMetadata(of:)")
        }
    }

    /// The asynchronous sequence of the journal's attachments, the whole list each time it
    /// changes. A render delivers none: it finishes at once.
    public struct Attachments: AsyncSequence, Sendable {
        /// The attachments available at one moment.
        public typealias Element = [GroupSessionJournal.Attachment]

        init() {}

        /// The iterator over the lists, which ends at once in a render.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Produces the attachment lists: none in a render.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            /// The attachments available at one moment.
            public typealias Element = [GroupSessionJournal.Attachment]

            /// The next list, or nil at the end: nil at once in a render.
            public mutating func next() async -> [GroupSessionJournal.Attachment]? { nil }

            /// The next list on the caller's actor: nil at once in a render.
            public mutating func next(isolation actor: isolated (any Actor)?) async -> [GroupSessionJournal.Attachment]? { nil }
        }
    }
}
