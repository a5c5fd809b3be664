// The session modes, categories and category options Backplate's first AVAudioSession lacked.
// Each is kept as set; a render has no audio route for them to change.

extension AVAudioSession.Category {
    /// Routes to several outputs at once (a DJ app's headphones and speaker).
    public static let multiRoute = AVAudioSession.Category(rawValue: "AVAudioSessionCategoryMultiRoute")
}

extension AVAudioSession.Mode {
    /// Audio measurement: no input or output processing (what tuners and level meters set).
    public static let measurement = AVAudioSession.Mode(rawValue: "AVAudioSessionModeMeasurement")
    /// Movie recording: the microphone nearest the camera.
    public static let videoRecording = AVAudioSession.Mode(rawValue: "AVAudioSessionModeVideoRecording")
    /// Voice chat in a game (set by GameKit).
    public static let gameChat = AVAudioSession.Mode(rawValue: "AVAudioSessionModeGameChat")
    /// Video chat.
    public static let videoChat = AVAudioSession.Mode(rawValue: "AVAudioSessionModeVideoChat")
    /// Spoken prompts from text-to-speech, such as navigation directions.
    public static let voicePrompt = AVAudioSession.Mode(rawValue: "AVAudioSessionModeVoicePrompt")
}

extension AVAudioSession.CategoryOptions {
    /// Prefer a far-field microphone configuration (iOS 26.2).
    public static let farFieldInput = AVAudioSession.CategoryOptions(rawValue: 262_144)
    /// Record full-bandwidth audio from Bluetooth devices that support it, such as AirPods (iOS 26).
    public static let bluetoothHighQualityRecording = AVAudioSession.CategoryOptions(rawValue: 524_288)
}
