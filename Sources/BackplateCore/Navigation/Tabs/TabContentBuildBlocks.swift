import Foundation

extension TabContentBuilder {
    /// 2 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1])
    }

    /// 3 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2])
    }

    /// 4 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3])
    }

    /// 5 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3, c4])
    }

    /// 6 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3, c4, c5])
    }

    /// 7 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// 8 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// 9 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// 10 pieces of tab content listed one after another.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        TupleTabContent<TabValue>(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
