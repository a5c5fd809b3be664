import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

// Foundation on Linux makes a URL cache from a disk path only; iOS 13's initializer takes the
// cache's directory as a URL, and apps configure their image caches with it.
extension URLCache {
    /// A cache of `memoryCapacity` bytes in memory and `diskCapacity` bytes on disk, in
    /// `directory` (`nil`: the default cache directory).
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
#endif
