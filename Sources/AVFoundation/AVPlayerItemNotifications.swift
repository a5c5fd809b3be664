import Foundation

// The notifications a player item posts as it plays. A render plays nothing, so none is posted;
// apps observe them by name.

extension AVPlayerItem {
    /// Posted when the item plays to its end (never in a render).
    public static let didPlayToEndTimeNotification = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when the item fails to play to its end (never in a render).
    public static let failedToPlayToEndTimeNotification = NSNotification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when the item's time jumps (never in a render).
    public static let timeJumpedNotification = NSNotification.Name("AVPlayerItemTimeJumpedNotification")
    /// Posted when playback stalls (never in a render).
    public static let playbackStalledNotification = NSNotification.Name("AVPlayerItemPlaybackStalledNotification")
    /// Posted when an access log entry is added (never in a render).
    public static let newAccessLogEntryNotification = NSNotification.Name("AVPlayerItemNewAccessLogEntryNotification")
    /// Posted when an error log entry is added (never in a render).
    public static let newErrorLogEntryNotification = NSNotification.Name("AVPlayerItemNewErrorLogEntryNotification")
}

extension NSNotification.Name {
    /// `AVPlayerItem.didPlayToEndTimeNotification`, by its older name (never posted in a render).
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    /// `AVPlayerItem.failedToPlayToEndTimeNotification`, by its older name.
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    /// `AVPlayerItem.timeJumpedNotification`, by its older name.
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
    /// `AVPlayerItem.playbackStalledNotification`, by its older name.
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
    /// `AVPlayerItem.newAccessLogEntryNotification`, by its older name.
    public static let AVPlayerItemNewAccessLogEntry = AVPlayerItem.newAccessLogEntryNotification
    /// `AVPlayerItem.newErrorLogEntryNotification`, by its older name.
    public static let AVPlayerItemNewErrorLogEntry = AVPlayerItem.newErrorLogEntryNotification
}
