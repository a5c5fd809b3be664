// What `NSDataDetector` counts as a link: a URL with a scheme, a `www.` or bare domain name with
// a known top-level domain, or an email address; trailing punctuation is not part of it.
import Foundation

enum LinkScanner {
    /// A link found: its range in UTF-16 units and the URL it stands for.
    struct Link {
        let range: NSRange
        let url: URL
    }

    /// Top-level domains a bare name must end in to count (`apple.com`, not `file.txt`).
    private static let topLevelDomains = """
        com org net edu gov mil int info biz io app dev ai co me tv fm ly gg sh so to xyz \
        ru uk de fr it es nl be ch at se no dk fi pl cz pt ie ca us mx br ar au nz jp cn kr in eu ua by kz
        """

    private static let pattern: String = {
        let label = "[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?"
        let tlds = topLevelDomains.split(whereSeparator: \.isWhitespace).joined(separator: "|")
        let email = "[A-Z0-9._%+-]+@\(label)(?:\\.\(label))*\\.[A-Z]{2,}"
        let scheme = "[A-Z][A-Z0-9+.-]*://[^\\s<>\"]+"
        let domain = "(?:\(label)\\.)+(?:\(tlds))(?![A-Z0-9-])(?::[0-9]{1,5})?(?:[/?#][^\\s<>\"]*)?"
        return "(\(email))|(\\b\(scheme))|(\\b\(domain))"
    }()

    // NSRegularExpression is immutable once made; `try!` since the pattern is a constant.
    private static let expression = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])

    /// The links in `range` of `string` (UTF-16 offsets), in order.
    static func links(in string: String, range: NSRange) -> [Link] {
        let text = string as NSString
        let whole = NSRange(location: 0, length: text.length)
        guard range.location != NSNotFound, NSMaxRange(range) <= whole.length else { return [] }
        return expression.matches(in: string, range: range).compactMap { match in
            let trimmed = trimTrailingPunctuation(match.range, in: text)
            let found = text.substring(with: trimmed)
            let address: String
            if match.range(at: 1).location != NSNotFound {
                address = "mailto:" + found
            } else if match.range(at: 2).location != NSNotFound {
                address = found
            } else {
                address = "http://" + found
            }
            return URL(string: address).map { Link(range: trimmed, url: $0) }
        }
    }

    /// `range` without the sentence punctuation that ends it, and without a closing bracket
    /// that has no opening one inside the link (`(see apple.com)`).
    private static func trimTrailingPunctuation(_ range: NSRange, in text: NSString) -> NSRange {
        var length = range.length
        while length > 0 {
            let last = text.substring(with: NSRange(location: range.location + length - 1, length: 1))
            let inside = text.substring(with: NSRange(location: range.location, length: length))
            if ".,;:!?'\"".contains(last) {
                length -= 1
            } else if last == ")", inside.filter({ $0 == "(" }).count < inside.filter({ $0 == ")" }).count {
                length -= 1
            } else if last == "]", inside.filter({ $0 == "[" }).count < inside.filter({ $0 == "]" }).count {
                length -= 1
            } else {
                break
            }
        }
        return NSRange(location: range.location, length: length)
    }
}
