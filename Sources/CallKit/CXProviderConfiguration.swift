import Foundation

/// What a provider's calls can do and how the system's call screen shows them, with
/// CallKit's defaults: two call groups of up to five calls, calls kept in Recents, no video, no
/// handle types, no ringtone or icon. A render draws no call screen; the values are kept.
open class CXProviderConfiguration: NSObject, NSCopying {
    /// The provider's name as the call screen shows it (only set by the deprecated initializer).
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "No longer supported")
    open var localizedName: String? { name }
    /// The name of a sound file in the app's bundle played for incoming calls.
    open var ringtoneSound: String?
    /// A 40-point square template image shown on the call screen, as PNG data.
    open var iconTemplateImageData: Data?
    /// The most call groups at once: 2 by default.
    open var maximumCallGroups = 2
    /// The most calls in one group: 5 by default.
    open var maximumCallsPerCallGroup = 5
    /// Whether ended calls appear in the Phone app's Recents: `true` by default.
    open var includesCallsInRecents = true
    /// Whether calls can have video: `false` by default.
    open var supportsVideo = false
    /// Whether the system may translate the call's audio (iOS 26): `false` by default.
    @available(iOS 26.0, *)
    open var supportsAudioTranslation: Bool {
        get { translatesAudio }
        set { translatesAudio = newValue }
    }
    /// The kinds of handle the provider's calls use: none by default.
    public final var supportedHandleTypes: Set<CXHandle.HandleType> = []

    private var name: String?
    private var translatesAudio = false

    /// A configuration with CallKit's defaults; the call screen shows the app's name.
    public override init() { super.init() }

    /// A configuration naming the provider `localizedName`, with CallKit's defaults.
    @available(iOS, introduced: 10.0, deprecated: 14.0, renamed: "init()")
    public convenience init(localizedName: String) {
        self.init()
        name = localizedName
    }

    /// A configuration with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CXProviderConfiguration()
        copy.name = name
        copy.ringtoneSound = ringtoneSound
        copy.iconTemplateImageData = iconTemplateImageData
        copy.maximumCallGroups = maximumCallGroups
        copy.maximumCallsPerCallGroup = maximumCallsPerCallGroup
        copy.includesCallsInRecents = includesCallsInRecents
        copy.supportsVideo = supportsVideo
        copy.translatesAudio = translatesAudio
        copy.supportedHandleTypes = supportedHandleTypes
        return copy
    }
}
