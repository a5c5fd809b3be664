import Foundation

private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are the content of a `List` or `Form` row (a `NavigationLink` then
    /// draws the disclosure chevron).
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}
