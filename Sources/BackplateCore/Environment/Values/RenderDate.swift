import Foundation

private struct RenderDateKey: EnvironmentKey { static let defaultValue: Date? = nil }

extension EnvironmentValues {
    /// The moment a render shows, for the texts SwiftUI formats relative to now:
    /// `Text(_:style:)` with `.relative`, `.offset` or `.timer`, and `Text(timerInterval:)`.
    ///
    /// `nil` (the default) is the real clock, read when the text is formatted, as on a device:
    /// `Text(Date().addingTimeInterval(-90), style: .relative)` reads "1 min, 30 sec".
    /// Set a date to pin "now" for a deterministic snapshot, for the whole render or a
    /// subtree: `.environment(\.renderDate, Text.stillRenderReferenceDate)`. This is
    /// Backplate's own key; SwiftUI always uses the clock.
    public var renderDate: Date? {
        get { self[RenderDateKey.self] }
        set { self[RenderDateKey.self] = newValue }
    }
}
