/// How to present the call's audio and video during an activity. Plain values: a render has
/// no call to present.
public struct BroadcastOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Mirrors video on its vertical axis, as for following a workout instructor.
    public static let mirroredVideo = BroadcastOptions(rawValue: 1 << 0)
}
