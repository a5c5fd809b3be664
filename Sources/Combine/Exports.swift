// `import Combine` on Linux: OpenCombine's implementation of Combine's API, with its Dispatch
// and Foundation parts (DispatchQueue, RunLoop and OperationQueue as schedulers,
// `Timer.publish`, `NotificationCenter.publisher(for:)`, `URLSession.dataTaskPublisher`).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// URLSession and URLRequest's loading live in FoundationNetworking on Linux: re-exported so a
// file that imports Combine (or SwiftUI) finds them, as `import Foundation` does on iOS.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
