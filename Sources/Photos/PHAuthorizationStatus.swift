/// The app's authorization to use the photo library. A render is a device whose person has not
/// answered the prompt: `authorizationStatus(for:)` reads `.notDetermined`, and every request
/// answers `.denied`, since no one is there to grant access.
public enum PHAuthorizationStatus: Int, Sendable {
    /// The person has not been asked yet: what a render reports.
    case notDetermined = 0
    /// Access is restricted (parental controls, a profile) and the person cannot grant it.
    case restricted = 1
    /// The person denied access: what every request answers in a render.
    case denied = 2
    /// The person granted full access. Never reported in a render.
    case authorized = 3
    /// The person granted access to chosen assets only. Never reported in a render.
    @available(iOS 14, macOS 11, *)
    case limited = 4
}

/// The access an app asks for: adding assets only, or reading and writing the library. Both
/// read `.notDetermined` in a render and both requests answer `.denied`.
@available(iOS 14, macOS 11, *)
public enum PHAccessLevel: Int, Sendable {
    /// Adding assets to the library, without reading it.
    case addOnly = 1
    /// Reading and changing the library.
    case readWrite = 2
}
