// `NSDataDetector`, which iOS's Foundation has and Linux's lacks: finds links (web addresses and
// email addresses) in text as `NSTextCheckingResult`s whose `url` is set.
import Foundation
internal import BackplateCore

/// A bitwise OR of `NSTextCheckingResult.CheckingType` raw values, as Foundation's.
public typealias NSTextCheckingTypes = UInt64

/// Finds data in natural-language text, as Foundation's `NSDataDetector` does: this one finds
/// links (`.link`): URLs with a scheme, `www.` and bare domain names (`apple.com`, answered as
/// `http://apple.com`) and email addresses (answered as `mailto:`). Dates, addresses, phone numbers
/// and transit information are not found, with a runtime warning.
///
/// iOS's detector is a subclass of `NSRegularExpression`; Linux's regular expression cannot be
/// subclassed to match otherwise, so this one is an object of its own with the same methods.
open class NSDataDetector: NSObject {
    /// The kinds of data the detector looks for.
    public let checkingTypes: NSTextCheckingTypes

    /// A detector of `checkingTypes` (a bitwise OR of `NSTextCheckingResult.CheckingType` raw
    /// values). Throws a Cocoa error for a kind a data detector does not find (spelling,
    /// grammar...), as iOS does; warns once when the types ask for what this one does not find.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        let detectable = DetectedKind.link | DetectedKind.unsupported
        guard checkingTypes & ~detectable == 0 else {
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.formatting.rawValue)
        }
        self.checkingTypes = checkingTypes
        super.init()
        if checkingTypes & DetectedKind.unsupported != 0 { DetectedKind.warnUnsupported() }
    }

    /// Calls `block` with each link found in `range` of `string`, in order, until it sets its
    /// last argument to `true`.
    public func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                                 using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for match in links(in: string, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }

    /// Every link found in `range` of `string`, in order.
    public func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        links(in: string, range: range)
    }

    /// How many links `range` of `string` holds.
    public func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        links(in: string, range: range).count
    }

    /// The first link found in `range` of `string`, or `nil`.
    public func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        links(in: string, range: range).first
    }

    /// The range of the first link in `range` of `string`, or `{NSNotFound, 0}`.
    public func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }

    private func links(in string: String, range: NSRange) -> [NSTextCheckingResult] {
        guard checkingTypes & DetectedKind.link != 0 else { return [] }
        return LinkScanner.links(in: string, range: range).map { DetectedLink(range: $0.range, url: $0.url) }
    }
}

extension NSTextCheckingResult {
    /// The URL of a link result (`nil` for other kinds), as on iOS.
    public var url: URL? { (self as? DetectedLink)?.linkURL }

    /// A link result of `range` whose `url` is `url`.
    public class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        DetectedLink(range: range, url: url)
    }
}

/// A link result: its range in the text (UTF-16 units, as `NSString`'s) and its URL.
final class DetectedLink: NSTextCheckingResult {
    let foundRange: NSRange
    let linkURL: URL

    init(range: NSRange, url: URL) {
        foundRange = range
        linkURL = url
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType { .init(rawValue: DetectedKind.link) }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? foundRange : NSRange(location: NSNotFound, length: 0) }
}

/// The checking types' bits (`NSTextCheckingResult.CheckingType` raw values).
enum DetectedKind {
    static let link: NSTextCheckingTypes = 1 << 5
    /// Date, address, phone number and transit information: detectable on iOS, not found here.
    static let unsupported: NSTextCheckingTypes = 1 << 3 | 1 << 4 | 1 << 11 | 1 << 12

    /// Through Backplate's runtime warnings (printed once, collected by `backplate preview`).
    static func warnUnsupported() {
        RuntimeWarning.emit("NSDataDetector finds links only: dates, addresses, phone numbers and transit information are not found")
    }
}
