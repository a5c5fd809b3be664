import Foundation

// `ForEach` and `Group` of tab content (iOS 18): each lists its tabs in line with the others.

nonisolated extension ForEach: TabContent where Content: TabContent {
    /// The elements' selection type.
    public typealias TabValue = Content.TabValue
    /// No body: the tabs of each element.
    public var body: _NeverTabContent<Content.TabValue> { return .noBody(Self.self) }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        data.flatMap { TabContentFlattening.entries(content($0), environment) }
    }
}

extension ForEach where Content: TabContent {
    /// Creates tabs for `data`, identified by the key path `id`.
    public init<V: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where Content.TabValue == V {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates tabs for identifiable `data`.
    public init<V: Hashable>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where Content.TabValue == V {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: TabContent, Data == Range<Int>, ID == Int {
    /// Creates tabs for a constant range.
    public init<V: Hashable>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content) where Content.TabValue == V {
        self.init(data: data, identify: { $0 }, content: content)
    }
}

nonisolated extension Group: TabContent where Content: TabContent {
    /// The grouped content's selection type.
    public typealias TabValue = Content.TabValue
    /// No body: the grouped tabs.
    public var body: _NeverTabContent<Content.TabValue> { return .noBody(Self.self) }
}

extension Group: PrimitiveTabContent where Content: TabContent {
    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        TabContentFlattening.entries(content, environment)
    }
}

extension Group where Content: TabContent {
    /// Creates a group of tabs.
    public init<V: Hashable>(@TabContentBuilder<V> content: () -> Content) where Content.TabValue == V {
        self.content = content()
    }
}
