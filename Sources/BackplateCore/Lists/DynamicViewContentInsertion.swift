import Foundation

nonisolated extension DynamicViewContent {
    /// Sets the action for items dropped or pasted into the dynamic view (with their index).
    /// Inserting needs a person: a still render draws the content unchanged.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        _EditableDynamicContent(base: self, actions: [])
    }

    /// Sets the action for transferable items dropped into the dynamic view (with their index).
    /// Dropping needs a person: a still render draws the content unchanged.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], Int) -> Void) -> some DynamicViewContent {
        _EditableDynamicContent(base: self, actions: [])
    }
}
