/// Model management for the iOS 26 analyzer (iOS 26+).
public enum SpeechModels {
    /// Releases the models cached recognizers hold. A render loads none, so it returns at once.
    public static func endRetention() async {}
}
