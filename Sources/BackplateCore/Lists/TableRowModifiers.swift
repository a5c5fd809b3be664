import Foundation
import UniformTypeIdentifiers

// Modifiers of table rows (iOS 16 and 17): context menus, drag and drop, selection. Each is an
// interaction a still render never performs: the rows draw as they would without them.

/// A modifier that can apply to table rows (the marker `ModifiedContent` rows need).
public protocol _TableRowContentModifier {}

/// A table-row modifier with no effect on a still render.
public struct _InertTableRowModifier: _TableRowContentModifier {}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// The rows' value type.
    public typealias TableRowValue = Content.TableRowValue
    /// The modified rows' values: the content's, unchanged.
    public var _tableRowValues: [Content.TableRowValue] { content._tableRowValues }
    /// The modified rows, with their structure.
    public var _tableRowItems: [_TableRowItem<Content.TableRowValue>] { content._tableRowItems }
    /// Modified rows are primitive row content.
    public var tableRowBody: Never { fatalError("ModifiedContent is primitive row content") }
}

extension TableRowContent {
    /// Adds a context menu to the rows: shown on a long press, never in a still render.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _InertTableRowModifier> {
        ModifiedContent(content: self, modifier: _InertTableRowModifier())
    }

    /// Adds a context menu with a preview to the rows: shown on a long press, never in a still
    /// render.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M,
                                             @ViewBuilder preview: () -> P) -> ModifiedContent<Self, _InertTableRowModifier> {
        ModifiedContent(content: self, modifier: _InertTableRowModifier())
    }

    /// Makes the rows draggable with a payload (evaluated only when a drag starts: never in a
    /// still render).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: _InertTableRowModifier())
    }

    /// Makes the rows a drop destination for `payloadType` (no drop happens in a still render).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T]) -> Void) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: _InertTableRowModifier())
    }

    /// Provides the rows' drag item provider (called only when a drag starts: never in a
    /// still render).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier())
    }

    /// Stops people selecting the rows. A render has no taps, and a row already in the
    /// selection draws selected, so the image is the same either way.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: _InertTableRowModifier())
    }
}
