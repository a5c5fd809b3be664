import Testing
import Foundation

/// `kCFNull`, Core Foundation's null object: an `NSNull` equal to every other, to the nulls
/// `JSONSerialization` reads among them, and written by it as `null`.
@Suite struct CoreFoundationNullTests {
    @Test func kCFNullIsFoundationsNull() throws {
        #expect(kCFNull == NSNull() && kCFNull.isEqual(NSNull()))
        let parsed = try #require(JSONSerialization.jsonObject(with: Data("[null, 1]".utf8)) as? [Any])
        #expect((parsed[0] as? CFNull) == kCFNull && !(parsed[1] is CFNull))
        let written = try JSONSerialization.data(withJSONObject: ["gone": kCFNull as Any])
        #expect(String(decoding: written, as: UTF8.self) == #"{"gone":null}"#)
    }
}
