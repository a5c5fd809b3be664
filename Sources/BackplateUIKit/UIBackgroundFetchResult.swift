/// What a background fetch found, as an app delegate's fetch handler reports it (a render
/// runs no background fetch).
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData
    /// There was no new data.
    case noData
    /// The fetch failed.
    case failed
}
