import Foundation

/// A buffer of media samples (video frames or audio), as a camera or asset reader delivers
/// them. A render captures and decodes nothing, so none is ever made; what one would be asked
/// below answers as an empty buffer does.
public final class CMSampleBuffer {
    init() {}

    /// The video frame the buffer carries: nil, as a render's buffers carry no image (iOS 13).
    public var imageBuffer: CVImageBuffer? { nil }
    /// When the samples are presented: `.invalid`, as a render times no media.
    public var presentationTimeStamp: CMTime { .invalid }
    /// The samples' format: nil, as a render describes no media.
    public var formatDescription: CMFormatDescription? { nil }
}

/// The video frame `sbuf` carries: nil in a render, whose buffers carry no image.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { sbuf.imageBuffer }

/// When `sbuf`'s samples are presented: `.invalid` in a render.
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.presentationTimeStamp }

/// The format of `sbuf`'s samples: nil in a render.
public func CMSampleBufferGetFormatDescription(_ sbuf: CMSampleBuffer) -> CMFormatDescription? { sbuf.formatDescription }
