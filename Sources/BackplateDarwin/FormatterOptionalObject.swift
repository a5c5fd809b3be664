import Foundation

/// `string(for:)` taking an optional, as iOS's Foundation declares it on every formatter.
/// Linux's takes `Any`, so a protocol listing iOS's signature (a currency field's
/// `NumberFormatterProtocol`, unseen48) found no member of `NumberFormatter` to conform with;
/// a class member of that name would override Linux's, so it comes from this protocol.
public protocol _OptionalObjectFormatting: Formatter {}

extension _OptionalObjectFormatting {
    /// The string for `obj`, or `nil` when it is `nil` or a value the formatter does not format.
    public func string(for obj: Any?) -> String? {
        guard let obj else { return nil }
        return (self as Formatter).string(for: obj)
    }
}

extension NumberFormatter: _OptionalObjectFormatting {}
extension DateFormatter: _OptionalObjectFormatting {}
extension ISO8601DateFormatter: _OptionalObjectFormatting {}
extension DateIntervalFormatter: _OptionalObjectFormatting {}
extension ByteCountFormatter: _OptionalObjectFormatting {}
