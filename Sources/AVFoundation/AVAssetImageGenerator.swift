import BackplateCore
import Foundation

/// Makes still images from an asset's video at given times. A render decodes no media, so every
/// image request fails with `AVError(.decodeFailed)`, as for an asset whose video cannot be read.
open class AVAssetImageGenerator {
    /// The asset the images come from.
    public let asset: AVAsset
    /// Whether images follow the track's preferred transform (rotation).
    open var appliesPreferredTrackTransform = false
    /// The largest image size (`.zero`: the video's own size).
    open var maximumSize = CGSize.zero
    /// How far before a requested time the image may be taken (`.positiveInfinity`).
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    /// How far after a requested time the image may be taken (`.positiveInfinity`).
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity

    /// A generator for `asset`'s video.
    public init(asset: AVAsset) { self.asset = asset }

    /// The image at `requestedTime` and the time it was taken at: throws
    /// `AVError(.decodeFailed)`, since a render reads no media.
    @available(iOS 16, macOS 13, *)
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw AVError(.decodeFailed)
    }

    /// The images at `times`, in order, as an asynchronous sequence: each element is a
    /// `.failure` with `AVError(.decodeFailed)`, since a render reads no media.
    @available(iOS 16, macOS 13, *)
    public func images(for times: [CMTime]) -> AVAssetImageGenerator.Images {
        Images(times: times)
    }

    /// The image at `requestedTime`, its time written to `actualTime`: throws
    /// `AVError(.decodeFailed)`, since a render reads no media.
    @available(iOS, introduced: 4.0, deprecated: 18.0, message: "Use image(at:) instead")
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw AVError(.decodeFailed)
    }

    /// Calls `handler` once per time with no image and `AVError(.decodeFailed)`.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue],
                                             completionHandler handler: @escaping (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, (any Error)?) -> Void) {
        for _ in requestedTimes { handler(.invalid, nil, .invalid, .failed, AVError(.decodeFailed)) }
    }

    /// Cancels pending requests (none are ever pending).
    open func cancelAllCGImageGeneration() {}

    /// How an image request ended.
    public enum Result: Int, Sendable {
        /// The image was made.
        case succeeded = 0
        /// The image could not be made.
        case failed = 1
        /// The request was cancelled.
        case cancelled = 2
    }

    /// The results of `images(for:)`, one per requested time, in order.
    @available(iOS 16, macOS 13, *)
    public struct Images: AsyncSequence, AsyncIteratorProtocol {
        /// The sequence is its own iterator.
        public typealias AsyncIterator = AVAssetImageGenerator.Images
        private var times: [CMTime]
        private var next = 0

        init(times: [CMTime]) { self.times = times }

        /// The sequence itself, from its first time.
        public func makeAsyncIterator() -> AVAssetImageGenerator.Images { self }

        /// The next time's result (a `.failure`: no media is read), or nil after the last.
        public mutating func next() async -> AVAssetImageGenerator.Images.Element? {
            guard next < times.count else { return nil }
            defer { next += 1 }
            return .failure(requestedTime: times[next], error: AVError(.decodeFailed))
        }

        /// One requested time's image, or the error that stopped it.
        public enum Element {
            /// The image at `actualTime`, for `requestedTime`.
            case success(requestedTime: CMTime, image: CGImage, actualTime: CMTime)
            /// No image for `requestedTime`, with the error.
            case failure(requestedTime: CMTime, error: any Error)

            /// The time that was asked for.
            public var requestedTime: CMTime {
                switch self {
                case .success(let time, _, _), .failure(let time, _): return time
                }
            }
            /// The image; throws the failure's error.
            public var image: CGImage {
                get throws {
                    switch self {
                    case .success(_, let image, _): return image
                    case .failure(_, let error): throw error
                    }
                }
            }
            /// The time the image was taken at; throws the failure's error.
            public var actualTime: CMTime {
                get throws {
                    switch self {
                    case .success(_, _, let time): return time
                    case .failure(_, let error): throw error
                    }
                }
            }
        }
    }
}
