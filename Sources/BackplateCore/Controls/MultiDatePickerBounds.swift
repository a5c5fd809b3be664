import Foundation

// MultiDatePicker's remaining title-and-bounds forms. The bounds limit what a person may pick;
// iOS draws the out-of-range days dimmed, which Backplate's month grid does not (it draws
// every day alike), so the bounds are kept but not drawn.

extension MultiDatePicker where Label == Text {
    /// A picker with a localized title, limited to dates before `bounds`' upper bound.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker with a title string, limited to dates in `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker with a title string, limited to dates from `bounds`' lower bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker with a title string, limited to dates before `bounds`' upper bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
