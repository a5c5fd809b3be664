import Foundation

// Apple's `URLError.Code` is a struct whose `init(rawValue:)` takes any number, so apps write
// `URLError(.init(rawValue: response.statusCode))`; Linux's is an enum whose initializer fails
// for numbers it does not list, which made that a compile error.
extension URLError {
    /// An error of the code `code` names, or of `.unknown` when Linux's `URLError.Code` has no
    /// case for the number (an HTTP status such as 500): Apple's keeps the number itself.
    @_disfavoredOverload
    public init(_ code: URLError.Code?, userInfo: [String: Any] = [:]) {
        self.init(code ?? .unknown, userInfo: userInfo)
    }
}
