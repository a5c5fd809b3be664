import Foundation

/// An Objective-C method name (the runtime's `Selector`), which Linux's Foundation lacks: a
/// name only, for UIKit signatures that take one. Nothing sends a message to it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    /// The selector of a method name ("save:").
    public init(_ name: String) { self.name = name }
    /// The selector of a method name written as a literal.
    public init(stringLiteral name: String) { self.name = name }
    /// The method name.
    public var description: String { name }
}
