import Foundation

/// CoreFoundation's error object, which C-style APIs hand back through an
/// `UnsafeMutablePointer<Unmanaged<CFError>?>` (CoreText's font registration). It is an `Error`,
/// as Apple's bridges to one.
public final class CFError: Error, Sendable, CustomStringConvertible {
    /// The error's domain (`kCTFontManagerErrorDomain` for font registration).
    let domain: String
    /// The error's code within its domain.
    let code: Int
    /// A sentence describing what failed.
    let message: String

    /// An error of `domain` and `code` described by `message`.
    package init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// The description, as `CFErrorCopyDescription` answers it.
    public var description: String { message }
}

/// The error's code within its domain.
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err.code }

/// The error's domain.
public func CFErrorGetDomain(_ err: CFError!) -> CFString! { err.domain }

/// A sentence describing the error.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! { err.message }

/// A short reason for the failure, when the error has one (the same sentence here).
public func CFErrorCopyFailureReason(_ err: CFError!) -> CFString! { err.message }
