import Foundation

/// A kind of PushKit notification an app registers for.
public struct PKPushType: RawRepresentable, Hashable, Sendable {
    /// The type's name, such as `"PKPushTypeVoIP"`.
    public let rawValue: String

    /// The push type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Voice-over-IP call invitations, which the app must report to CallKit.
    @available(iOS 9.0, *)
    public static let voIP = PKPushType(rawValue: "PKPushTypeVoIP")
    /// Updates for a watchOS complication.
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    public static let complication = PKPushType(rawValue: "PKPushTypeComplication")
    /// Changes for a File Provider extension.
    @available(iOS 11.0, *)
    public static let fileProvider = PKPushType(rawValue: "PKPushTypeFileProvider")
}
