import Foundation

/// A buffer of media samples (video frames or audio), as a camera or asset reader delivers
/// them. A render captures and decodes nothing, so none is ever made.
public final class CMSampleBuffer {
    init() {}
}
