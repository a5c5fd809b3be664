// Security-scoped access to a file URL, which iOS's Foundation has (for files a document picker
// or `fileImporter` hands over) and Linux's lacks. No picker hands a file over in a render.
import Foundation

extension URL {
    /// Asks for access to a security-scoped file (one a document picker handed over): `false`
    /// here, as iOS answers for a URL that carries no security scope (a file the app made or
    /// found itself), so an app's code takes its "no scope" path. The file itself stays readable.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Gives up access to a security-scoped file: nothing to give up on a URL without a scope.
    public func stopAccessingSecurityScopedResource() {}
}

extension NSURL {
    /// Asks for access to a security-scoped file: `false`, as for `URL`'s (a URL without a scope).
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Gives up access to a security-scoped file: nothing to give up.
    public func stopAccessingSecurityScopedResource() {}
}
