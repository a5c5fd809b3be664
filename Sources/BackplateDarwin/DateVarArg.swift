import Foundation
internal import BackplateCore

/// `Date` as a C variadic argument, as Darwin's Foundation bridges it to `NSDate`: Core Data
/// code writes `NSPredicate(format: "start >= %@", date as CVarArg)`, which Backplate's
/// predicates read as the `Date` itself. For `String(format:)`'s `%@` the date is passed as an
/// `NSString` of its `description` ("2001-01-01 00:00:00 +0000", as an `NSDate` prints).
extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        let text = NSString(string: description)
        DateVarArgStrings.keep(text)
        return text._cVarArgEncoding
    }
}

/// The last strings handed out for dates: a format call reads its arguments at once, so keeping
/// the most recent 256 alive is enough, and the set stays bounded however many are formatted.
enum DateVarArgStrings {
    private static let recent = LockedState<(strings: [NSString], next: Int)>(unchecked: ([], 0))
    static let capacity = 256

    static func keep(_ string: NSString) {
        recent.withLockUnchecked { state in
            if state.strings.count < capacity {
                state.strings.append(string)
            } else {
                state.strings[state.next] = string
                state.next = (state.next + 1) % capacity
            }
        }
    }
}
