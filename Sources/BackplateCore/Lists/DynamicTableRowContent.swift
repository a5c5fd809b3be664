import Foundation
import UniformTypeIdentifiers

/// Table rows made from a collection (a `ForEach` of rows): what `onInsert` and the
/// inserting `dropDestination` apply to.
public protocol DynamicTableRowContent: TableRowContent {
    /// The collection the rows are made from.
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Data { get }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The row value type of the content.
    public typealias TableRowValue = Content.TableRowValue
    /// Every element's rows, in order.
    public var _tableRowValues: [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues } }
    /// Every element's rows, with their structure.
    public var _tableRowItems: [_TableRowItem<Content.TableRowValue>] { data.flatMap { content($0)._tableRowItems } }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach where Content: TableRowContent {
    /// Rows for each identifiable element of `data` (`ForEach(people) { TableRow($0) }`).
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, identify: { $0.id }, content: content)
    }

    /// Rows for each element of `data`, identified by the key path `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }

    /// Rows for each integer of a constant range.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data: data, identify: { $0 }, content: content)
    }
}

extension ForEach {
    /// One `TableRow` for each identifiable element of `data`.
    public init<V>(_ data: Data) where ID == V.ID, Content == TableRow<V>, Data.Element == V {
        self.init(data: data, identify: { $0.id }, content: { TableRow($0) })
    }
}

/// The modifier `onInsert(of:perform:)` and the inserting `dropDestination(for:action:)` add
/// to dynamic rows: no drop happens in a still render.
public struct OnInsertTableRowModifier: _TableRowContentModifier {}

/// The modifier `itemProvider(_:)` adds to rows: its provider is asked only when a drag
/// starts, never in a still render.
public struct ItemProviderTableRowModifier: _TableRowContentModifier {}

extension DynamicTableRowContent {
    /// Accepts items of `supportedContentTypes` dropped between the rows; the rows draw
    /// unchanged (no drop happens in a still render).
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }

    /// Accepts `payloadType` values dropped between the rows; the rows draw unchanged (no drop
    /// happens in a still render).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (Int, [T]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }
}
