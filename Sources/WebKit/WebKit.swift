// `import WebKit` on iOS brings UIKit and Foundation with it; so does Backplate's. URLRequest,
// URLResponse, HTTPCookie and URLAuthenticationChallenge live in FoundationNetworking on Linux.
@_exported import BackplateUIKit
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
