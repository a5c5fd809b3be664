import Foundation

/// A view that runs an action when a publisher emits (what `onReceive(_:perform:)` makes). A
/// still render is one frame: nothing subscribes, so `action` never runs and `content` draws.
nonisolated public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view drawn.
    public var content: Content
    /// The publisher the view would subscribe to.
    public var publisher: PublisherType
    /// What runs for each value the publisher emits.
    public var action: (PublisherType.Output) -> Void

    /// Creates a view that draws `content` and runs `action` for each value of `publisher`.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    /// The content, with the subscription (inert in a still render).
    public var body: some View { content.onReceive(publisher, perform: action) }
}
