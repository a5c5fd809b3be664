import Foundation

nonisolated extension View {
    /// Sets the label the list's section index shows for this section, typically one
    /// character (iOS 26). Apply it to a `Section`; nil shows no label.
    ///
    /// Backplate does not draw the section index yet (see `listSectionIndexVisibility(_:)`),
    /// so the label changes nothing drawn.
    ///
    /// - Parameter label: The index label, or nil.
    public func sectionIndexLabel(_ label: Text?) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the section index label from a localized string key (iOS 26).
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
        sectionIndexLabel(Text(label))
    }

    /// Sets the section index label from a string (iOS 26).
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
        sectionIndexLabel(Text(label))
    }

    /// Changes the visibility of the list's section index (iOS 26): on iOS the section index
    /// labels stand in a column at the list's trailing edge.
    ///
    /// Backplate does not draw the index column: the list draws as without it (a known gap).
    ///
    /// - Parameter visibility: The visibility of the section index.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        modifier(_InertModifier())
    }
}
